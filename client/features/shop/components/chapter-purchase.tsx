import { Link } from "wouter";
import { isPayWhatYouWant } from "#worker/contract/pricing-fields";
import { formatPrice, productPath, type ProductSummary } from "#worker/contract/shop-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { SAMPLE_LABELS } from "../samples-labels";
import { PayWhatYouWantPurchase } from "./amount-field";
import { ProductPurchaseActions } from "./cart-actions";
import { purchaseState } from "./product-format";
import type { PurchaseProduct } from "./product-purchase";

/** What buying from the chapter's page needs of its book: its purchase, and where its page is. */
export type ChapterBook = PurchaseProduct & Pick<ProductSummary, "category">;

/**
 * Buying from the page that made the visitor want to, an island of the chapter's document: the
 * cart's own buttons (what they say depends on the visitor's cart, so it loads as `personal`),
 * or, for a book not on sale, the way to its page.
 */
export function ChapterPurchase({ product }: { product: ChapterBook }) {
  const { locale } = useI18n();
  const label = useLabels(SAMPLE_LABELS);
  if (purchaseState(product).purchasable)
    return isPayWhatYouWant(product) ? (
      <PayWhatYouWantPurchase product={product} />
    ) : (
      <ProductPurchaseActions product={product} />
    );
  return (
    <Link
      href={productPath(product)}
      className="inline-flex min-h-11 items-center rounded-full bg-wine px-6 py-3 font-semibold text-white hover:bg-wine-dark"
    >
      {label("buyBook", { price: formatPrice(product.priceCents, product.currency, locale) })}
    </Link>
  );
}
