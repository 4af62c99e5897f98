import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ORDER_LINK_DAYS, type OrderView } from "#worker/contract/orders-fields";
import { Spinner } from "#client/components/ui/spinner";
import { useI18n } from "#client/i18n/i18n-context";
import { useAuth } from "#client/lib/auth/auth-state";
import { signInHref } from "#client/components/ui/sign-in-link";
import { useCart } from "../cart/use-cart";
import { CART_CHANGED_EVENT } from "../cart/guest-cart";
import { announceLibraryChanged } from "#client/lib/library-event";
import { isOrderId, orderReference, useOrder } from "../orders-api";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./cart-actions";
import { OrderDownloads } from "./order-downloads";
import { OrderAlbumZips } from "./order-album-zips";
import { formatOrderDate, LoadFailure, OrderItems, PANEL } from "./order-parts";
import { OrderCreditNotes } from "./order-credit-notes";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";
import { GuestOrderSuccess } from "../guest/guest-success";
import { GiftNote } from "../guest/gift-note";
import { SuccessReceipt } from "../delivery/receipt-delivery";

export const LIBRARY_PATH = "/account/orders";

const WIDTH = "mx-auto max-w-3xl px-4 sm:px-6";

/** The page's frame: its one h1 and what follows it. */
function Frame({ heading, children }: { heading: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-24 text-ink">
      <div className={WIDTH}>
        <h1 id="page-heading" className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        {children}
      </div>
    </section>
  );
}

function LibraryLink({ primary = false }: { primary?: boolean }) {
  const label = useLabels(SHOP_LABELS);
  return (
    <Link href={LIBRARY_PATH} className={primary ? PRIMARY_BUTTON : SECONDARY_BUTTON}>
      {label("goToLibrary")}
    </Link>
  );
}

/**
 * /order-success?order=<id>, where the payment page sends the buyer back. The order is read
 * from the Worker (never from the address): while the provider's confirmation is on its way
 * it is asked again every 2 s for about a minute; then it is paid (downloads), failed,
 * refunded, or not this reader's.
 */
export function OrderSuccessScreen() {
  const label = useLabels(SHOP_LABELS);
  const { user, loading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const orderId = query.get("order") ?? "";
  const access = query.get("access");

  if (!isOrderId(orderId)) return <NotFound />;
  // A guest's order: read with the checkout's access token, whoever is signed in.
  if (access) return <GuestOrderSuccess orderId={orderId} access={access} />;
  if (loading) return <Loading />;
  if (!user) {
    return (
      <Frame heading={label("orderSignInHeading")}>
        <p className="mt-5 text-lg leading-relaxed text-ink/80">{label("orderSignInText")}</p>
        <Link href={signInHref(location, search)} className={`mt-8 ${PRIMARY_BUTTON}`}>
          {label("signIn")}
        </Link>
      </Frame>
    );
  }
  return <OrderStatusView orderId={orderId} userId={user.id} email={user.email} />;
}

function NotFound() {
  const label = useLabels(SHOP_LABELS);
  return (
    <Frame heading={label("orderNotFound")}>
      <p className="mt-5 text-lg leading-relaxed text-ink/80">{label("orderNotFoundText")}</p>
      <div className="mt-8">
        <LibraryLink primary />
      </div>
    </Frame>
  );
}

function Loading() {
  const label = useLabels(SHOP_LABELS);
  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-24 text-ink">
      <div className={WIDTH}>
        <h1 id="page-heading" className="sr-only">
          {label("orderLoading")}
        </h1>
        <p role="status" className="sr-only">
          {label("orderLoading")}
        </p>
        <div aria-hidden="true" className="motion-safe:animate-pulse">
          <div className="h-12 w-3/4 rounded bg-ink/10" />
          <div className="mt-5 h-6 w-1/2 rounded bg-ink/10" />
          <div className="mt-10 h-64 rounded-2xl bg-white ring-1 ring-ink/10" />
        </div>
      </div>
    </section>
  );
}

function OrderStatusView({ orderId, userId, email }: { orderId: string; userId: string; email: string }) {
  const label = useLabels(SHOP_LABELS);
  const { order, error, retrying, retry, polling, slow, checkAgain } = useOrder(orderId, userId);
  // Said once the order is confirmed while the reader waited on this page.
  const [waited, setWaited] = useState(false);
  if (order?.status === "pending" && !waited) setWaited(true);

  if (order === null) return <NotFound />;
  if (!order) {
    if (!error) return <Loading />;
    return (
      <Frame heading={label("orderError")}>
        <div className="mt-8">
          <LoadFailure heading={null} onRetry={retry} retrying={retrying} />
        </div>
      </Frame>
    );
  }

  // One live region for the whole wait: "Confirming…", then "Payment confirmed."
  const status = (
    <p
      role="status"
      aria-live="polite"
      className={order.status === "pending" ? "mt-5 flex items-center gap-3 text-lg font-medium" : "sr-only"}
    >
      {order.status === "pending" && polling && <Spinner className="h-5 w-5 text-wine" />}
      {order.status === "pending"
        ? polling
          ? label("confirmingStatus")
          : ""
        : waited && order.status === "paid"
          ? label("paymentConfirmed")
          : ""}
    </p>
  );

  if (order.status === "pending") {
    return (
      <Frame heading={label("confirmingHeading")}>
        {status}
        {slow ? (
          <div className={`mt-8 ${PANEL}`}>
            <p className="leading-relaxed">{label("confirmingSlow")}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <LibraryLink primary />
              <button type="button" onClick={checkAgain} className={SECONDARY_BUTTON}>
                {label("checkAgain")}
              </button>
            </div>
          </div>
        ) : (
          <p className="mt-3 leading-relaxed text-ink/80">{label("confirmingText")}</p>
        )}
      </Frame>
    );
  }
  if (order.status === "failed") {
    return (
      <Frame heading={label("failedHeading")}>
        <p className="mt-5 text-lg leading-relaxed text-ink/80">{label("failedText")}</p>
        <Link href="/cart" className={`mt-8 ${PRIMARY_BUTTON}`}>
          {label("backToCart")}
        </Link>
      </Frame>
    );
  }
  if (order.status === "refunded") {
    return (
      <Frame heading={label("refundedHeading")}>
        <p className="mt-5 text-lg leading-relaxed text-ink/80">{label("refundedText")}</p>
        <OrderFacts order={order} />
        <div className="mt-8">
          <LibraryLink />
        </div>
      </Frame>
    );
  }
  return (
    <Frame heading={label("paidHeading")}>
      {status}
      <CartSync />
      <p className="mt-5 text-lg leading-relaxed text-ink/80">{label("paidText")}</p>
      <OrderFacts order={order} />
      {order.gift ? (
        <GiftNote gift={order.gift} />
      ) : (
        <div className={`mt-8 ${PANEL}`}>
          <OrderDownloads orderId={order.id} files={order.files} />
          <OrderAlbumZips orderId={order.id} zips={order.zips} />
        </div>
      )}
      <p className="mt-6 leading-relaxed text-ink/80">
        {/* The signed-in reader's own address, whole: masking is for a guest's shareable link. */}
        {label("receiptNote", { email, days: ORDER_LINK_DAYS })}
      </p>
      <SuccessReceipt orderId={order.id} />
      <div className="mt-8 flex flex-wrap gap-3">
        <LibraryLink />
        <Link href="/la-bodega" className={SECONDARY_BUTTON}>
          {label("backToStore")}
        </Link>
      </div>
    </Frame>
  );
}

/** The order's reference and date, then what it bought, and the credit notes of its refunds. */
function OrderFacts({ order }: { order: OrderView }) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  return (
    <div className={`mt-8 ${PANEL}`}>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="font-semibold text-ink/70">{label("orderReference")}</dt>
          <dd className="mt-1 font-mono text-base font-bold tracking-wider">{orderReference(order.id)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink/70">{label("orderDate")}</dt>
          <dd className="mt-1 text-base font-medium">
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, locale)}</time>
          </dd>
        </div>
      </dl>
      <h2 className="mt-6 font-display text-2xl font-bold">{label("orderItems")}</h2>
      <div className="mt-2">
        <OrderItems order={order} />
      </div>
      <OrderCreditNotes order={order} />
    </div>
  );
}

/**
 * A paid order's products left the reader's cart on the Worker: the cart (and the top bar's
 * count) reload, and so does what marks products as owned. Mounted only once the order is paid.
 */
function CartSync() {
  useCart();
  useEffect(() => {
    window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    announceLibraryChanged();
  }, []);
  return null;
}
