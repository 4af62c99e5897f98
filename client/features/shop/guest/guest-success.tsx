import { useEffect, useState } from "react";
import { Link } from "wouter";
import { GUEST_ACCESS_DAYS, ORDER_LINK_DAYS, type GuestOrderView } from "#worker/contract/orders-fields";
import { Spinner } from "#client/components/ui/spinner";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { SECONDARY_BUTTON } from "../components/cart-actions";
import { guestCart } from "../cart/guest-cart-edits";
import { OrderDownloads } from "../components/order-downloads";
import { maskEmail } from "#worker/contract/delivery-fields";
import { SuccessReceipt } from "../delivery/receipt-delivery";
import { OrderAlbumZips } from "../components/order-album-zips";
import { OrderItems, PANEL } from "../components/order-parts";
import { SHOP_LABELS } from "../labels";
import { ORDER_POLL_ATTEMPTS, ORDER_POLL_MS } from "../orders-api";
import { guestApi } from "./guest-api";
import { GUEST_LABELS } from "./guest-labels";
import { GiftNote } from "./gift-note";

type Loaded =
  | { kind: "loading" }
  | { kind: "order"; order: GuestOrderView }
  | { kind: "expired" }
  | { kind: "missing" };

/**
 * A guest's success page: the order read with the access token the checkout put in the
 * address (no session), asked again while the payment's confirmation is on its way. The files
 * download through signed links, with the same limits as a library's.
 */
export function GuestOrderSuccess({ orderId, access }: { orderId: string; access: string }) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const guest = useLabels(GUEST_LABELS);
  const [state, setState] = useState<Loaded>({ kind: "loading" });

  useEffect(() => {
    let stopped = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const result = await guestApi.order(orderId, access, locale);
      if (stopped) return;
      if (!result.ok) {
        if (result.status === 410) return setState({ kind: "expired" });
        if (result.status === 404) return setState({ kind: "missing" });
      } else {
        setState({ kind: "order", order: result.data });
        if (result.data.status !== "pending") return;
      }
      attempts += 1;
      if (attempts < ORDER_POLL_ATTEMPTS) timer = setTimeout(() => void load(), ORDER_POLL_MS);
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, access, locale]);

  const paid = state.kind === "order" && state.order.status === "paid";
  // What was paid for leaves the guest's cart (a gift was bought beside it).
  useEffect(() => {
    if (!paid || state.kind !== "order" || state.order.gift) return;
    for (const item of state.order.items) guestCart.remove(item.slug);
  }, [paid, state]);

  const heading =
    state.kind === "order"
      ? state.order.status === "paid"
        ? label("paidHeading")
        : state.order.status === "pending"
          ? label("confirmingHeading")
          : state.order.status === "refunded"
            ? label("refundedHeading")
            : label("failedHeading")
      : state.kind === "loading"
        ? label("orderLoading")
        : label("orderNotFound");

  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-24 text-ink">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h1 id="page-heading" className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        <p role="status" aria-live="polite" className="mt-5 flex items-center gap-3 text-lg">
          {state.kind === "order" && state.order.status === "pending" && (
            <>
              <Spinner className="h-5 w-5 text-wine" />
              {label("confirmingStatus")}
            </>
          )}
          {state.kind === "expired" && guest("accessExpired")}
          {state.kind === "missing" && label("orderNotFoundText")}
        </p>
        {state.kind === "order" && state.order.status !== "pending" && (
          <>
            {state.order.gift && <GiftNote gift={state.order.gift} />}
            <div className={`mt-8 ${PANEL}`}>
              <h2 className="font-display text-2xl font-bold">{label("orderItems")}</h2>
              <div className="mt-2">
                <OrderItems order={state.order} />
              </div>
            </div>
            {paid && !state.order.gift && (
              <div className={`mt-8 ${PANEL}`}>
                <OrderDownloads orderId={state.order.id} files={state.order.files} links={state.order.links} />
                <OrderAlbumZips orderId={state.order.id} zips={state.order.zips} links={state.order.links} />
              </div>
            )}
            {paid && (
              <p className="mt-6 leading-relaxed text-ink/80">
                {guest("guestReceiptNote", {
                  email: state.order.email ? maskEmail(state.order.email) : "",
                  days: Math.min(ORDER_LINK_DAYS, GUEST_ACCESS_DAYS),
                })}
              </p>
            )}
            {paid && <SuccessReceipt orderId={state.order.id} access={access} />}
          </>
        )}
        <div className="mt-8">
          <Link href="/la-bodega" className={SECONDARY_BUTTON}>
            {label("backToStore")}
          </Link>
        </div>
      </div>
    </section>
  );
}
