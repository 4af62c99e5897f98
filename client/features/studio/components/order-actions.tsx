import { useId, useState } from "react";
import { formatPrice } from "#worker/contract/shop-fields";
import {
  STUDIO_ORDER_LIMITS,
  type StudioOrderDetail,
  type StudioOrderFile,
} from "#worker/contract/studio-order-fields";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { ORDERS_LABELS } from "../orders-labels";
import { ordersApi } from "../orders-api";
import { ConfirmDialog } from "./moderation-parts";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

type Label = ReturnType<typeof useLabels<typeof ORDERS_LABELS>>;

/** The states whose money can still go back (decision 044). */
const REFUNDABLE = new Set(["paid", "partly_refunded"]);

/** A provider's name as the author knows it. */
export function providerName(label: Label, provider: string | null): string {
  return provider === "stripe" || provider === "local"
    ? label(`provider.${provider}`)
    : (provider ?? label("noProvider"));
}

/**
 * Refund chosen lines, never the whole order by default: on an order of several lines nothing
 * is chosen at first, and a single line is named on the button. The amount is the chosen lines'
 * prices capped at what is left. The confirmation makes the request's id, and a retry after an
 * outage sends the same id again: the same refund, never a second.
 */
export function RefundPanel({
  order,
  onChanged,
}: {
  order: StudioOrderDetail;
  onChanged: (order: StudioOrderDetail) => void;
}) {
  const label = useLabels(ORDERS_LABELS);
  const { locale } = useI18n();
  const ids = useId();
  const open = order.lines.filter((line) => line.refundId === null);
  const single = open.length === 1 ? open[0] : undefined;
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(single ? [single.id] : []));
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // Kept from the confirmation until the refund is answered, so a retry is the same request.
  const [requestId, setRequestId] = useState<string | null>(null);
  const money = (cents: number) => formatPrice(cents, order.currency, locale);
  const lines = open.filter((l) => chosen.has(l.id));
  const sum = lines.reduce((n, l) => n + l.priceCents, 0);
  const amount = Math.min(sum, order.refundableCents);

  if (order.state === "refunded" || (REFUNDABLE.has(order.state) && (open.length === 0 || order.refundableCents === 0)))
    return <p className="text-ink/75">{label("refundNothing")}</p>;
  if (!REFUNDABLE.has(order.state)) return <p className="text-ink/75">{label("refundNotPaid")}</p>;

  async function refund() {
    const id = requestId ?? crypto.randomUUID();
    setRequestId(id);
    setBusy(true);
    const result = await ordersApi.refund(order.id, {
      requestId: id,
      lines: lines.map((l) => l.id),
      amountCents: amount,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setAsking(false);
      setRequestId(null);
      const done = result.data.refund;
      notifySuccess(
        label(done.status === "pending" ? "refundPending" : "refundDone", { amount: money(done.amountCents) }),
      );
      return onChanged(result.data.order);
    }
    // An outage keeps the request's id for the retry; anything else starts afresh.
    if (result.status === 503) return notifyError(label("refundUnavailable"));
    setAsking(false);
    setRequestId(null);
    if (result.status === 502) return notifyError(label("refundRefused"));
    if (result.status === 409 || result.fields) {
      notifyError(label("refundStale"));
      const fresh = await ordersApi.order(order.id);
      if (fresh.ok) onChanged(fresh.data);
      return;
    }
    notifyError(label("actionFailed"));
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-ink/80">
        {label(single ? "refundOneIntro" : "refundIntro", { provider: providerName(label, order.payment.provider) })}
      </p>
      {!single && (
        <fieldset className="space-y-1">
          <legend className="font-semibold">{label("refundLines")}</legend>
          {open.map((line) => (
            <label key={line.id} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={chosen.has(line.id)}
                onChange={() =>
                  setChosen((set) => {
                    const next = new Set(set);
                    if (!next.delete(line.id)) next.add(line.id);
                    return next;
                  })
                }
                className="h-5 w-5 accent-wine"
              />
              <span className="flex-1">{line.title}</span>
              <span className="tabular-nums">{money(line.priceCents)}</span>
            </label>
          ))}
          {chosen.size < open.length && (
            <button
              type="button"
              onClick={() => setChosen(new Set(open.map((l) => l.id)))}
              className={BUTTON_TONES.plain}
            >
              {label("refundChooseAll")}
            </button>
          )}
        </fieldset>
      )}
      {sum > order.refundableCents && (
        <p className="text-sm text-ink/75">{label("refundCapped", { left: money(order.refundableCents) })}</p>
      )}
      <div>
        <label htmlFor={`${ids}-reason`} className={FIELD_LABEL_CLASS}>
          {label("refundReason")}
        </label>
        <textarea
          id={`${ids}-reason`}
          rows={2}
          maxLength={STUDIO_ORDER_LIMITS.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={FIELD_CLASS}
        />
      </div>
      <button
        type="button"
        disabled={lines.length === 0}
        onClick={() => setAsking(true)}
        className={BUTTON_TONES.danger}
      >
        {lines.length === 0
          ? label("refundChooseFirst")
          : single
            ? label("refundOneLine", { title: single.title, amount: money(amount) })
            : label("refundButton", { amount: money(amount) })}
      </button>
      <ConfirmDialog
        open={asking}
        title={label("refundConfirmTitle", { amount: money(amount) })}
        text={label("refundConfirmText", { amount: money(amount), lines: lines.map((l) => l.title).join(", ") })}
        confirmLabel={label("refundButton", { amount: money(amount) })}
        busyLabel={label("refunding")}
        busy={busy}
        onConfirm={() => void refund()}
        onClose={() => {
          setAsking(false);
          setRequestId(null);
        }}
      />
    </div>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Send the receipt again, to the order's address or a corrected one (which the order keeps). */
export function ResendReceipt({
  order,
  onChanged,
}: {
  order: StudioOrderDetail;
  onChanged: (order: StudioOrderDetail) => void;
}) {
  const label = useLabels(ORDERS_LABELS);
  const id = useId();
  const [email, setEmail] = useState(order.email ?? "");
  const [invalid, setInvalid] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const to = email.trim();
  const corrected = to !== (order.email ?? "");

  if (!REFUNDABLE.has(order.state) && order.state !== "refunded") return null;

  async function send() {
    setBusy(true);
    const result = await ordersApi.resendReceipt(order.id, corrected ? to : undefined);
    setBusy(false);
    setAsking(false);
    if (!result.ok) {
      if (result.fields?.email) return setInvalid(true);
      return notifyError(label("actionFailed"));
    }
    notifySuccess(label("resent", { email: to }));
    onChanged(result.data.order);
  }

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!EMAIL.test(to)) return setInvalid(true);
        setAsking(true);
      }}
    >
      <p className="text-sm text-ink/80">{label("resendIntro")}</p>
      <div>
        <label htmlFor={id} className={FIELD_LABEL_CLASS}>
          {label("resendEmail")}
        </label>
        <input
          id={id}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={FIELD_CLASS}
        />
        {invalid && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-orange-800">
            {label("emailInvalid")}
          </p>
        )}
      </div>
      <button type="submit" className={BUTTON_TONES.plain}>
        {label("resendButton")}
      </button>
      <ConfirmDialog
        open={asking}
        tone="primary"
        title={label("resendConfirmTitle", { email: to })}
        text={
          corrected && order.email
            ? `${label("resendConfirmText", { email: to })} ${label("resendCorrected", { before: order.email, after: to })}`
            : label("resendConfirmText", { email: to })
        }
        confirmLabel={label("resendButton")}
        busyLabel={label("working")}
        busy={busy}
        onConfirm={() => void send()}
        onClose={() => setAsking(false)}
      />
    </form>
  );
}

/** More downloads of one file than the limit allows: for a buyer who ran out (a new device, a lost file). */
export function GrantDownloads({
  order,
  file,
  onChanged,
}: {
  order: StudioOrderDetail;
  file: StudioOrderFile;
  onChanged: (order: StudioOrderDetail) => void;
}) {
  const label = useLabels(ORDERS_LABELS);
  const id = useId();
  const name = file.label ?? file.fileName ?? file.fileId;
  const [asking, setAsking] = useState(false);
  const [extra, setExtra] = useState("5");
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = Number(extra);
  const valid = Number.isInteger(count) && count >= 1 && count <= STUDIO_ORDER_LIMITS.grantMax;

  async function grant() {
    if (!valid) return setInvalid(true);
    setBusy(true);
    const result = await ordersApi.grant(order.id, file.fileId, count);
    setBusy(false);
    if (!result.ok) {
      if (result.fields?.extra) return setInvalid(true);
      setAsking(false);
      return notifyError(label("actionFailed"));
    }
    setAsking(false);
    const updated = result.data.order.files.find((f) => f.fileId === file.fileId);
    notifySuccess(label("granted", { file: name, allowed: String(updated?.allowed ?? file.allowed + count) }));
    onChanged(result.data.order);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="min-h-11 text-sm font-semibold text-wine underline underline-offset-4"
      >
        {label("grantButton", { file: name })}
      </button>
      <ConfirmDialog
        open={asking}
        tone="primary"
        title={label("grantTitle", { file: name })}
        text={label("grantText", { count: extra, allowed: String(file.allowed) })}
        confirmLabel={label("grantConfirm")}
        busyLabel={label("working")}
        busy={busy}
        onConfirm={() => void grant()}
        onClose={() => setAsking(false)}
      >
        <div>
          <label htmlFor={id} className={FIELD_LABEL_CLASS}>
            {label("grantExtra")}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={STUDIO_ORDER_LIMITS.grantMax}
            value={extra}
            onChange={(e) => {
              setExtra(e.target.value);
              setInvalid(false);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            className={FIELD_CLASS}
          />
          {invalid && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-orange-800">
              {label("extraInvalid")}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}
