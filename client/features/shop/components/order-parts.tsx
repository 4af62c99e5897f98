import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { localizePath, type Locale } from "#worker/contract/locales";
import type { OrderStatus, OrderView } from "#worker/contract/orders-fields";
import { formatPrice } from "#worker/contract/shop-fields";
import { Spinner } from "#client/components/ui/spinner";
import { useI18n } from "#client/i18n/i18n-context";
import { PRIMARY_BUTTON } from "./cart-actions";
import { PreorderNote } from "./preorder-note";
import { dateFormat } from "#worker/contract/intl-dates";
import { useLabels } from "#client/i18n/labels";
import { PRICING_LABELS } from "../pricing-labels";
import { SHOP_LABELS } from "../labels";

export const FOCUS_RING = "";
export const TEXT_LINK = `font-semibold text-wine underline underline-offset-4 hover:text-wine-dark ${FOCUS_RING}`;
export const PANEL = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8";

/** When an order was placed, in the visitor's language ("12 November 2026"). */
export function formatOrderDate(iso: string, locale: Locale): string {
  return dateFormat(locale, { dateStyle: "long" }).format(new Date(iso));
}

const STATUS_STYLES: Record<OrderStatus, string> = {
  pending: "bg-gold/25 text-ink ring-gold/60",
  paid: "bg-emerald-50 text-emerald-900 ring-emerald-700/30",
  failed: "bg-red-50 text-red-900 ring-red-700/30",
  refunded: "bg-ink/5 text-ink/80 ring-ink/20",
};

/** An order's status as a pill (its text says it; the colour only repeats it). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const label = useLabels(SHOP_LABELS);
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${STATUS_STYLES[status]}`}
    >
      {label(`status.${status}`)}
    </span>
  );
}

/** What an order bought, each at the price paid (linked to its page while it exists), and the total. */
export function OrderItems({
  order,
  prices = true,
}: {
  order: Pick<OrderView, "items" | "totalCents" | "currency"> & { discount?: OrderView["discount"] };
  /** False for a gift's recipient: what the giver paid is not theirs to see. */
  prices?: boolean;
}) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const pricingLabel = useLabels(PRICING_LABELS);
  return (
    <>
      <ul className="divide-y divide-ink/10">
        {order.items.map((item, index) => (
          <li
            key={`${item.slug}-${index}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
          >
            {item.href ? (
              <Link
                href={item.href}
                className={`font-medium text-ink underline-offset-4 hover:text-wine hover:underline ${FOCUS_RING}`}
              >
                {item.title}
              </Link>
            ) : (
              <span className="font-medium">{item.title}</span>
            )}
            {item.preorderOn && <PreorderNote day={item.preorderOn} className="w-full text-sm sm:order-last" />}
            {prices && (
              <span className="tabular-nums">
                <span className="sr-only">{label("price")}: </span>
                {/* With a code, each line at its price before it; the code's line says what it took off. */}
                {formatPrice(item.listCents ?? item.priceCents, order.currency, locale)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.discount && (
        <p
          className="flex justify-between gap-4 border-t border-ink/10 py-3 text-wine"
          data-discount={order.discount.code}
        >
          <span>{pricingLabel("discount", { code: order.discount.code })}</span>
          <span className="tabular-nums">−{formatPrice(order.discount.cents, order.currency, locale)}</span>
        </p>
      )}
      {prices && (
        <p className="flex justify-between gap-4 border-t-2 border-ink/15 pt-3 text-lg font-bold">
          <span>{label("total")}</span>
          <span className="tabular-nums">{formatPrice(order.totalCents, order.currency, locale)}</span>
        </p>
      )}
    </>
  );
}

/** A load failure with a retry: `heading` says what didn't load. */
export function LoadFailure({
  heading,
  onRetry,
  retrying,
  className = PANEL,
  children,
}: {
  heading: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const label = useLabels(SHOP_LABELS);
  return (
    <div role="alert" className={className}>
      {heading}
      <p className="mt-2 text-ink/75">{label("errorText")}</p>
      <button
        type="button"
        onClick={onRetry}
        aria-disabled={retrying || undefined}
        className={`mt-6 ${PRIMARY_BUTTON}`}
      >
        {retrying && <Spinner />}
        {label("tryAgain")}
      </button>
      {children}
    </div>
  );
}

/**
 * A document's page whose content the Worker could not read: `heading` says what, and the same
 * address is offered again (the Worker reads it anew), a link as the page has no code for a retry.
 */
export function ReadFailure({ heading, className = "" }: { heading: ReactNode; className?: string }) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const [location] = useLocation();
  return (
    <div role="alert" className={`rounded-2xl bg-white p-8 shadow-sm ring-1 ring-ink/10 ${className}`}>
      <h1 id="page-heading" className="font-display text-3xl font-bold">
        {heading}
      </h1>
      <p className="mt-2 text-ink/75">{label("errorText")}</p>
      <a href={localizePath(location, locale)} className={`mt-6 ${PRIMARY_BUTTON}`}>
        {label("tryAgain")}
      </a>
    </div>
  );
}
