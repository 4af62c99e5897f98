import { lazy, Suspense } from "react";
import type { PageProps } from "../lib/page-props";
import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { DeferredShare } from "../features/share/deferred-share";
import { productPath } from "../../worker/contract/shop-fields";
import { ProductScreen, type ProductSlots } from "../features/shop/components/product-view";

const NotFoundPage = lazy(() => import("./not-found-page"));

/* The excerpt form's code (validation, bot check, dialog) loads only for a book that has one. */
const ExcerptDownload = lazy(() =>
  import("../features/lead-capture/components/excerpt-download").then((m) => ({ default: m.ExcerptDownload })),
);

/** What the product page adds from other features: likes and wishlist, a book's free excerpt, sharing. */
const SLOTS: ProductSlots = {
  engagement: (product) => <DeferredEngagement itemId={product.itemId} title={product.title} comments={false} />,
  excerpt: (excerpt) => (
    <Suspense fallback={<div aria-hidden="true" className="h-11 w-56" />}>
      <ExcerptDownload excerpt={excerpt} />
    </Suspense>
  ),
  share: (product) => <DeferredShare title={product.title} text={product.description} path={productPath(product)} />,
};

/** /la-bodega/:category/:slug. An unknown product, or a category that isn't its own, is not found. */
export default function ProductPage({ params }: PageProps) {
  return (
    <ProductScreen slug={params.slug ?? ""} category={params.category} notFound={<NotFoundPage />} slots={SLOTS} />
  );
}
