import { lazy } from "react";
import type { PageProps } from "../lib/page-props";
import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { DeferredShare } from "../features/share/deferred-share";
import { productPath } from "#worker/contract/shop-fields";
import { ProductScreen, type ProductSlots } from "../features/shop/components/product-view";
import { ExcerptDownloadPart } from "../features/lead-capture/components/excerpt-download-part";

const NotFoundPage = lazy(() => import("./not-found-page"));

/** What the product page adds from other features: likes and wishlist, a book's free excerpt, sharing. */
const SLOTS: ProductSlots = {
  engagement: (product) => <DeferredEngagement itemId={product.itemId} title={product.title} comments={false} />,
  excerpt: (excerpt) => <ExcerptDownloadPart excerpt={excerpt} />,
  share: (product) => <DeferredShare title={product.title} text={product.description} path={productPath(product)} />,
};

/** /la-bodega/:category/:slug. An unknown product, or a category that isn't its own, is not found. */
export default function ProductPage({ params }: PageProps) {
  return (
    <ProductScreen slug={params.slug ?? ""} category={params.category} notFound={<NotFoundPage />} slots={SLOTS} />
  );
}
