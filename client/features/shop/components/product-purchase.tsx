import { Link } from "wouter";
import { isPayWhatYouWant } from "#worker/contract/pricing-fields";
import type { ProductDetail, ProductSummary } from "#worker/contract/shop-fields";
import { useLabels } from "#client/i18n/labels";
import { GiftAction } from "../guest/gift-action";
import { SHOP_LABELS } from "../labels";
import { useOwnedProducts } from "../orders-api";
import { PayWhatYouWantPurchase } from "./amount-field";
import { ProductPurchaseActions } from "./cart-actions";
import { ProductInLibrary } from "./in-library";
import { PreorderNote } from "./preorder-note";
import { purchaseState } from "./product-format";
import { ReleaseNoticeForm } from "./release-notice";
import { StatusBadge } from "./status-badge";

/** What buying a product needs of it: plain data, as an island's props are. */
export type PurchaseProduct = Pick<
  ProductSummary,
  "slug" | "title" | "status" | "preorder" | "releasedOn" | "priceCents" | "minPriceCents" | "currency"
>;

/** A product page's product as its purchase takes it (the page's long parts stay in the HTML). */
export function purchaseProduct(product: ProductDetail): PurchaseProduct {
  const { slug, title, status, releasedOn, priceCents, currency } = product;
  return {
    slug,
    title,
    status,
    releasedOn,
    priceCents,
    currency,
    ...(product.preorder ? { preorder: true } : {}),
    ...(product.minPriceCents != null ? { minPriceCents: product.minPriceCents } : {}),
  };
}

/**
 * A product page's purchase, an island of the page's document: "Buy now" and "Add to cart"
 * (with the amount for pay what you want, and the pre-order's day), "In your library" for a
 * reader who owns it, or why it isn't on sale with a "notify me" form; and the gift, which
 * anyone may give of what is on sale, even what they own. Whether the visitor owns it or has it
 * in the cart is theirs, so the server draws the first-time visitor's view and the island says
 * the rest once it knows who is visiting (it loads as `personal`).
 */
export function ProductPurchase({ product }: { product: PurchaseProduct }) {
  const owned = useOwnedProducts().owns(product.slug);
  const { purchasable } = purchaseState(product);
  return (
    <div className="mt-6">
      {owned ? (
        <ProductInLibrary />
      ) : purchasable ? (
        <>
          {product.preorder && product.releasedOn && <PreorderNote day={product.releasedOn} explain className="mb-4" />}
          {isPayWhatYouWant(product) ? (
            <PayWhatYouWantPurchase product={product} />
          ) : (
            <ProductPurchaseActions product={product} />
          )}
        </>
      ) : (
        <NotOnSale product={product} />
      )}
      {purchasable && <GiftAction product={product} />}
    </div>
  );
}

/** Why a coming-soon or sold-out product has no cart buttons, and where to go instead. */
function NotOnSale({ product }: { product: PurchaseProduct }) {
  const label = useLabels(SHOP_LABELS);
  const soon = product.status === "coming_soon";
  return (
    <div className="rounded-xl border-2 border-dashed border-ink/20 bg-ink/[0.03] p-5 text-ink/85">
      <p className="flex flex-wrap items-center gap-3 font-display text-lg font-bold">
        <StatusBadge status={product.status} />
        {soon && label("notOnSale")}
      </p>
      <p className="mt-3">{label(soon ? "comingSoonText" : "soldOutText")}</p>
      <Link
        href={soon ? "/news" : "/la-bodega"}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-wine underline underline-offset-4 hover:text-wine-dark"
      >
        {label(soon ? "readNews" : "backToStore")}
      </Link>
      <ReleaseNoticeForm slug={product.slug} />
    </div>
  );
}
