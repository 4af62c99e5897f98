import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { dateFormat } from "#worker/contract/intl-dates";
import { formatPrice } from "#worker/contract/shop-fields";
import type { StudioOrderDetail } from "#worker/contract/studio-order-fields";
import { EmptyState, LoadError } from "#client/components/ui/list-states";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { CallError, unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { useHref } from "#client/lib/use-href";
import { ORDERS_LABELS } from "../orders-labels";
import { ordersApi } from "../orders-api";
import { withQuery } from "../studio-api";
import { GrantDownloads, providerName, RefundPanel, ResendReceipt } from "./order-actions";
import { ORDER_STATE_TONE, orderFiltersFrom } from "./orders-list";
import { countryName } from "../country-options";
import { OrderTax } from "./order-tax";
import { OrderCreditNotes } from "./order-credit-notes";

type Label = ReturnType<typeof useLabels<typeof ORDERS_LABELS>>;

const TABLE = "w-full text-left text-sm";
const TH = "px-3 py-2 font-semibold";
const TD = "px-3 py-2 align-top";

/** A titled block of the order's page. */
function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:p-5">
      <h3 id={id} className="font-display text-xl font-bold">
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-ink/75">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One order whole: buyer, what was bought at what price, the payment and its events,
 * the receipt's delivery, each file's downloads and the download log, with the sharing alarm.
 */
export function OrderPage({ id }: { id: string }) {
  const label = useLabels(ORDERS_LABELS);
  const href = useHref();
  // Back keeps the list's filters, which the address still carries beside the order.
  const back = href(withQuery("/studio/orders", orderFiltersFrom(useSearch())));
  const order = useData(`studio/order/${id}`, () => unwrap(ordersApi.order(id)));

  let body: ReactNode;
  if (order.error instanceof CallError && order.error.status === 404) body = <EmptyState text={label("noOrder")} />;
  else if (order.error) body = <LoadError onRetry={() => void order.mutate()} />;
  else if (!order.data) body = <p role="status">{label("loadingOrder")}</p>;
  else
    body = (
      <OrderParts
        order={order.data}
        label={label}
        onChanged={(next) => void order.mutate(next, { revalidate: false })}
      />
    );

  return (
    <div className="space-y-4">
      <Link
        href={back}
        className="inline-flex min-h-11 items-center font-semibold text-wine underline underline-offset-4"
      >
        ← {label("backToOrders")}
      </Link>
      {body}
    </div>
  );
}

function OrderParts({
  order,
  label,
  onChanged,
}: {
  order: StudioOrderDetail;
  label: Label;
  onChanged: (order: StudioOrderDetail) => void;
}) {
  const { locale } = useI18n();
  const href = useHref();
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const at = (ms: number) => <time dateTime={new Date(ms).toISOString()}>{when.format(new Date(ms))}</time>;
  const price = (cents: number) => formatPrice(cents, order.currency, locale);
  const fileName = (fileId: string) => {
    const file = order.files.find((f) => f.fileId === fileId);
    return file?.label ?? file?.fileName ?? fileId;
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="font-display text-2xl font-bold">
          {label("orderHeading", { ref: order.id.slice(0, 8).toUpperCase() })}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${ORDER_STATE_TONE[order.state]}`}>
          {label(`state.${order.state}`)}
        </span>
        <span className="text-lg font-semibold tabular-nums">{price(order.totalCents)}</span>
      </div>

      {order.sharing.flagged && (
        <p role="alert" className="rounded-lg bg-orange-50 p-4 font-medium text-orange-900 ring-1 ring-orange-300">
          {label("sharingFlag", {
            networks: String(order.sharing.networks48h),
            threshold: String(order.sharing.threshold),
          })}
        </p>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <Part id="order-buyer" heading={label("buyer")}>
          <Facts
            rows={[
              [label("reference"), <span className="font-mono text-xs">{order.id}</span>],
              [label("placed"), at(order.createdAt)],
              ...(order.paidAt ? [[label("paidAt"), at(order.paidAt)] as [string, ReactNode]] : []),
              ...(order.refundedAt ? [[label("refundedAt"), at(order.refundedAt)] as [string, ReactNode]] : []),
              [label("receiptTo"), order.email ?? label("noEmail")],
              [
                label("account"),
                order.buyer.userId
                  ? [order.buyer.name, order.buyer.accountEmail].filter(Boolean).join(" · ")
                  : order.guest
                    ? label("guestUnclaimed")
                    : label("accountGone"),
              ],
              ...(order.guest
                ? [
                    [
                      label("guestOrder"),
                      order.guest.claimedAt
                        ? label("guestClaimedAt", { date: when.format(new Date(order.guest.claimedAt)) })
                        : label("guestNotClaimed"),
                    ] as [string, ReactNode],
                  ]
                : []),
              ...(order.gift
                ? [
                    [
                      label("giftTo"),
                      `${order.gift.recipientName} · ${order.gift.recipientEmail} · ${order.gift.deliverOn} · ${
                        order.gift.claimedAt
                          ? label("giftClaimedState")
                          : order.gift.sentAt
                            ? label("giftSentState")
                            : label("giftScheduledState")
                      }`,
                    ] as [string, ReactNode],
                  ]
                : []),
              [label("language"), label(`language.${order.locale}`)],
              [label("country"), order.country === "unknown" ? label("unknown") : countryName(locale, order.country)],
            ]}
          />
        </Part>

        <Part id="order-payment" heading={label("paymentHeading")}>
          <Facts
            rows={[
              [label("provider"), providerName(label, order.payment.provider)],
              ...(order.payment.sessionId
                ? [
                    [label("session"), <span className="font-mono text-xs">{order.payment.sessionId}</span>] as [
                      string,
                      ReactNode,
                    ],
                  ]
                : []),
              ...(order.payment.paymentId
                ? [
                    [label("paymentId"), <span className="font-mono text-xs">{order.payment.paymentId}</span>] as [
                      string,
                      ReactNode,
                    ],
                  ]
                : []),
            ]}
          />
          <h4 className="font-semibold">{label("events")}</h4>
          {order.payment.events.length === 0 ? (
            <p className="text-sm text-ink/75">{label("noEvents")}</p>
          ) : (
            <ol className="space-y-1 text-sm">
              {order.payment.events.map((event) => (
                <li key={event.id} className="flex flex-wrap gap-x-3">
                  {at(event.receivedAt)}
                  <span className="font-semibold">
                    {event.type === "paid" || event.type === "failed" || event.type === "refunded"
                      ? label(`event.${event.type}`)
                      : event.type}
                  </span>
                  <span className="font-mono text-xs break-all text-ink/70">{event.id}</span>
                </li>
              ))}
            </ol>
          )}
        </Part>
      </div>

      <OrderTax order={order} />
      <OrderCreditNotes order={order} />

      <Part id="order-lines" heading={label("linesHeading")}>
        <div className="overflow-x-auto">
          <table className={TABLE}>
            <thead className="bg-ink/5 text-ink/80">
              <tr>
                <th scope="col" className={TH}>
                  {label("item")}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {label("price")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id} className="border-t border-ink/10">
                  <td className={TD}>
                    <span className="font-medium">{line.title}</span>{" "}
                    {line.refundId && (
                      <span className="mr-2 rounded-full bg-ink/10 px-2 py-0.5 text-xs font-semibold text-ink/80">
                        {line.refundedAt
                          ? label("lineRefunded", { date: when.format(new Date(line.refundedAt)) })
                          : label("lineRefundPending")}
                      </span>
                    )}
                    <Link
                      href={href(withQuery("/studio/orders", { product: line.productId }))}
                      className="text-sm text-wine underline underline-offset-4"
                    >
                      {label("ordersOfProduct")}
                    </Link>
                  </td>
                  <td className={`${TD} text-right tabular-nums`}>{price(line.priceCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-ink/20 font-semibold">
                <th scope="row" className={TH}>
                  {label("total")}
                </th>
                <td className={`${TD} text-right tabular-nums`}>{price(order.totalCents)}</td>
              </tr>
              {order.refundedCents > 0 && (
                <tr>
                  <th scope="row" className={`${TH} font-normal`}>
                    {label("refundedSoFar")}
                  </th>
                  <td className={`${TD} text-right tabular-nums`}>−{price(order.refundedCents)}</td>
                </tr>
              )}
            </tfoot>
          </table>
        </div>
      </Part>

      {order.refunds.length > 0 && (
        <Part id="order-refunds" heading={label("refundsHeading")}>
          <ol className="space-y-2">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="text-sm">
                <span className="font-semibold tabular-nums">{price(refund.amountCents)}</span> ·{" "}
                {label(`refund.${refund.status}`)} · {at(refund.refundedAt ?? refund.createdAt)} ·{" "}
                {refund.origin === "studio"
                  ? label("origin.studio", { who: refund.actorEmail ?? "—" })
                  : label("origin.provider")}
                {refund.lineIds.length > 0 ? (
                  <span className="block text-ink/75">
                    {refund.lineIds.map((id) => order.lines.find((l) => l.id === id)?.title ?? id).join(", ")}
                  </span>
                ) : (
                  <span className="block text-ink/75">{label("amountOnly")}</span>
                )}
                {refund.reason && <span className="block italic">“{refund.reason}”</span>}
                {refund.lastError && refund.status !== "succeeded" && (
                  <span className="block text-orange-800">{label("lastError", { error: refund.lastError })}</span>
                )}
              </li>
            ))}
          </ol>
        </Part>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <Part id="order-refund" heading={label("refundHeading")}>
          <RefundPanel key={order.updatedAt} order={order} onChanged={onChanged} />
        </Part>
        <Part id="order-receipt" heading={label("receiptHeading")}>
          <ReceiptState order={order} label={label} at={at} />
          {order.mails.length > 1 && (
            <>
              <h4 className="font-semibold">{label("mailsHeading")}</h4>
              <ol className="space-y-1 text-sm">
                {order.mails.map((mail) => (
                  <li key={mail.id}>
                    {label(
                      mail.kind === "order_receipt" || mail.kind === "order_refund"
                        ? `mail.${mail.kind}`
                        : "mail.other",
                    )}{" "}
                    → <span className="break-all">{mail.recipient}</span> · {label(`mailStatus.${mail.status}`)} ·{" "}
                    {at(mail.sentAt ?? mail.createdAt)}
                  </li>
                ))}
              </ol>
            </>
          )}
          <h4 className="pt-2 font-semibold">{label("resendHeading")}</h4>
          <ResendReceipt key={order.email ?? ""} order={order} onChanged={onChanged} />
        </Part>
      </div>

      <Part id="order-files" heading={label("filesHeading")}>
        {order.files.length === 0 ? (
          <p className="text-ink/75">{label("noDownloads")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={TABLE}>
              <thead className="bg-ink/5 text-ink/80">
                <tr>
                  <th scope="col" className={TH}>
                    {label("file")}
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    {label("downloads")}
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    {label("allowed")}
                  </th>
                  <th scope="col" className={TH}>
                    {label("lastDownload")}
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">{label("actionsHeading")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.files.map((file) => (
                  <tr key={file.fileId} className="border-t border-ink/10">
                    <td className={TD}>
                      {file.label ?? file.fileName ?? label("fileGone")}
                      {file.fileName && file.label && (
                        <span className="block font-mono text-xs text-ink/70">{file.fileName}</span>
                      )}
                    </td>
                    <td className={`${TD} text-right tabular-nums`}>{file.downloads}</td>
                    <td className={`${TD} text-right tabular-nums`}>{file.allowed}</td>
                    <td className={TD}>{file.lastAt ? at(file.lastAt) : "—"}</td>
                    <td className={TD}>
                      <GrantDownloads order={order} file={file} onChanged={onChanged} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="text-sm text-ink/75">
          {label(order.sharing.flagged ? "sharingFlag" : "sharingQuiet", {
            networks: String(order.sharing.networks48h),
            threshold: String(order.sharing.threshold),
          })}
        </p>
      </Part>

      {order.downloads.length > 0 && (
        <Part id="order-log" heading={label("logHeading")}>
          <p className="text-sm text-ink/75">{label("logNote")}</p>
          <div className="overflow-x-auto">
            <table className={TABLE}>
              <thead className="bg-ink/5 text-ink/80">
                <tr>
                  <th scope="col" className={TH}>
                    {label("when")}
                  </th>
                  <th scope="col" className={TH}>
                    {label("file")}
                  </th>
                  <th scope="col" className={TH}>
                    {label("country")}
                  </th>
                  <th scope="col" className={TH}>
                    {label("network")}
                  </th>
                  <th scope="col" className={TH}>
                    {label("device")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.downloads.map((entry, i) => (
                  <tr key={`${entry.at}-${i}`} className="border-t border-ink/10">
                    <td className={`${TD} whitespace-nowrap`}>{at(entry.at)}</td>
                    <td className={TD}>{fileName(entry.fileId)}</td>
                    <td className={TD}>
                      {entry.country === "unknown" ? label("unknown") : countryName(locale, entry.country)}
                    </td>
                    <td className={`${TD} font-mono text-xs`}>
                      {entry.network === "unknown" ? label("unknown") : entry.network}
                    </td>
                    <td className={TD}>{label(`device.${entry.device}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Part>
      )}
    </div>
  );
}

/** Where the receipt's mail is: waiting, being sent, sent (when) or given up (why). */
function ReceiptState({ order, label, at }: { order: StudioOrderDetail; label: Label; at: (ms: number) => ReactNode }) {
  const { locale } = useI18n();
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const receipt = order.receipt;
  if (!receipt) return <p className="text-ink/75">{label("noReceipt")}</p>;
  const attempts = String(receipt.attempts);
  return (
    <div className="space-y-1">
      <p className="font-semibold">
        {receipt.status === "sent"
          ? label("receipt.sent", { date: receipt.sentAt ? when.format(new Date(receipt.sentAt)) : "" })
          : receipt.status === "failed"
            ? label("receipt.failed", { attempts })
            : label(`receipt.${receipt.status}`)}
      </p>
      <p className="text-sm text-ink/75">
        {label("receiptTo")} {order.email ?? label("noEmail")} · {at(receipt.createdAt)}
      </p>
      {receipt.status === "pending" && receipt.attempts > 0 && (
        <p className="text-sm">
          {label("nextAttempt", { date: when.format(new Date(receipt.nextAttemptAt)), attempts })}
        </p>
      )}
      {receipt.lastError && receipt.status !== "sent" && (
        <p className="text-sm text-orange-800">{label("lastError", { error: receipt.lastError })}</p>
      )}
    </div>
  );
}
