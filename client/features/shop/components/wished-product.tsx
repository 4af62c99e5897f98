import type { ReactNode } from "react";
import { Link } from "wouter";
import { formatPrice, productPath, type ProductSummary } from "#worker/contract/shop-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { useCart } from "../cart/use-cart";
import { SHOP_LABELS } from "../labels";
import { CardCartAction } from "./cart-actions";
import { CardInLibrary } from "./in-library";
import { FOCUS_RING } from "./order-parts";
import { ProductCoverImage } from "./product-cover";
import { purchaseState } from "./product-format";
import { StatusBadge } from "./status-badge";

/**
 * A product in a reader's list (the wishlist): cover, kind, title to its page, price, and what
 * can be done with it: "Add to cart" (then "In your cart"), "In your library" with the way to
 * its downloads when the reader owns it, or why it can't be bought yet. `note` and `actions`
 * are the list's own (when it was saved, its Remove).
 */
export function WishedProduct({
  product,
  owned,
  note,
  actions,
}: {
  product: ProductSummary;
  owned: boolean;
  note?: ReactNode;
  actions?: ReactNode;
}) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const cart = useCart();
  const { purchasable } = purchaseState(product);
  return (
    <div className="flex gap-4 sm:gap-5">
      <div className="flex h-28 w-20 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-ink/[0.04] via-paper to-wine/10">
        <ProductCoverImage
          cover={product.cover}
          decorative
          className={`max-h-full w-auto max-w-full object-contain p-1.5 drop-shadow-md ${purchasable || owned ? "" : "saturate-50"}`}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.16em] text-wine uppercase">{label(`kind.${product.kind}`)}</p>
          <h2 className="mt-0.5 font-display text-lg leading-snug font-bold text-balance">
            <Link href={productPath(product)} className={`rounded-sm hover:text-wine hover:underline ${FOCUS_RING}`}>
              {product.title}
            </Link>
          </h2>
          {note}
          <p className={`mt-1 text-lg font-bold tabular-nums ${purchasable || owned ? "" : "text-ink/60"}`}>
            <span className="sr-only">{label("price")}: </span>
            {formatPrice(product.priceCents, product.currency, locale)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          {owned ? (
            <CardInLibrary product={product} />
          ) : purchasable ? (
            <CardCartAction product={product} cart={cart} />
          ) : (
            <StatusBadge status={product.status} />
          )}
          {actions}
        </div>
      </div>
    </div>
  );
}
