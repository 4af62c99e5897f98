import { useId } from "react";
import { Link } from "wouter";
import type { OrderView } from "#worker/contract/orders-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { orderReference, useOrderLibrary } from "../orders-api";
import type { ShopLabel } from "../labels";
import { PRIMARY_BUTTON } from "./cart-actions";
import { OrderDownloads } from "./order-downloads";
import { UpdateEmailsChoice } from "./file-update-parts";
import { OrderAlbumZips } from "./order-album-zips";
import { OrderInvoice } from "./order-invoice";
import { OrderCreditNotes } from "./order-credit-notes";
import { formatOrderDate, LoadFailure, OrderItems, OrderStatusBadge } from "./order-parts";
import { useLabels } from "#client/i18n/labels";
import { GiftNote } from "../guest/gift-note";
import { SHOP_LABELS } from "../labels";
import { KindleSend } from "../delivery/kindle-panel";
import { LibraryReceipt } from "../delivery/receipt-delivery";

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6";

/** What an order that isn't paid says instead of its downloads. */
const NOTES: Partial<Record<OrderView["status"], ShopLabel>> = {
  pending: "libraryPending",
  failed: "libraryFailed",
  refunded: "refundedText",
};

/**
 * The reader's library (/account/orders): every order, newest first, with its date,
 * reference, status, what it bought and the total; a paid order's downloads are right there.
 * The account page puts it under its own h1, so each order is an h2.
 */
export function OrderLibrary({ userId }: { userId: string }) {
  const label = useLabels(SHOP_LABELS);
  const { orders, error, retrying, retry } = useOrderLibrary(userId);

  if (!orders && error) {
    return (
      <LoadFailure
        heading={<h2 className="font-display text-xl font-bold">{label("libraryError")}</h2>}
        onRetry={retry}
        retrying={retrying}
      />
    );
  }
  if (!orders) {
    return (
      <>
        <p role="status" className="sr-only">
          {label("libraryLoading")}
        </p>
        <div aria-hidden="true" className="space-y-4 motion-safe:animate-pulse">
          {[0, 1].map((n) => (
            <div key={n} className={CARD}>
              <div className="h-6 w-1/3 rounded bg-ink/10" />
              <div className="mt-2 h-4 w-1/4 rounded bg-ink/10" />
              <div className="mt-5 h-16 rounded bg-ink/10" />
            </div>
          ))}
        </div>
      </>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-ink/15 bg-white/60 p-8 text-center">
        <h2 className="font-display text-2xl font-bold">{label("libraryEmpty")}</h2>
        <p className="mt-2 text-ink/75">{label("libraryEmptyText")}</p>
        <Link href="/la-bodega" className={`mt-6 ${PRIMARY_BUTTON}`}>
          {label("browseShop")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <UpdateEmailsChoice userId={userId} />
      <ul className="mt-6 space-y-6">
        {orders.map((order) => (
          <li key={order.id}>
            <LibraryOrder order={order} userId={userId} />
          </li>
        ))}
      </ul>
    </>
  );
}

function LibraryOrder({ order, userId }: { order: OrderView; userId: string }) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const headingId = useId();
  const note = NOTES[order.status];
  return (
    <article aria-labelledby={headingId} className={CARD} data-order={order.id}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="font-display text-xl font-bold">
          {label("orderTitle", { reference: orderReference(order.id) })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-ink/70">
        <time dateTime={order.createdAt}>{label("placedOn", { date: formatOrderDate(order.createdAt, locale) })}</time>
      </p>
      {order.gift && <GiftNote gift={order.gift} canResend />}
      <div className="mt-3">
        <OrderItems order={order} prices={order.gift?.role !== "received"} />
      </div>
      {order.gift?.role === "given" ? null : order.status === "paid" ? (
        <div className="mt-6">
          <OrderDownloads orderId={order.id} files={order.files} level={3} />
          <KindleSend userId={userId} orderId={order.id} files={order.files} />
          <OrderAlbumZips orderId={order.id} zips={order.zips} level={3} />
        </div>
      ) : (
        note && <p className="mt-4 rounded-lg bg-paper px-4 py-3 text-sm text-ink/80">{label(note)}</p>
      )}
      {/* The receipt and the invoice are the giver's. */}
      {order.gift?.role !== "received" && <LibraryReceipt userId={userId} orderId={order.id} />}
      {/* A refunded order was paid too: its invoice stays. */}
      {(order.status === "paid" || order.status === "refunded") && order.totalCents > 0 && (
        <OrderInvoice orderId={order.id} headingId={headingId} />
      )}
      <OrderCreditNotes order={order} headingId={headingId} />
    </article>
  );
}
