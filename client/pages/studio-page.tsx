import { lazy, Suspense } from "react";
import { PageIntro } from "../features/content/page-intro";
import { StudioScreen } from "../features/studio/components/studio-screen";
import type { StudioSlots } from "../features/studio/studio-slots";
import type { PageProps } from "../lib/page-props";

/* The shop's product page, for the catalogue's preview: loaded only when a preview is opened. */
const ProductDetailView = lazy(() =>
  import("../features/shop/components/product-view").then((m) => ({ default: m.ProductDetailView })),
);

/** A preview is the page itself: likes, the excerpt form and sharing belong to a public page. */
const SLOTS: StudioSlots = {
  productPreview: (product, headingId, actionsNote) => (
    <Suspense fallback={<div aria-hidden="true" className="h-96" />}>
      <ProductDetailView
        product={product}
        headingId={headingId}
        slots={{ engagement: () => null, excerpt: () => null, purchase: () => actionsNote }}
      />
    </Suspense>
  ),
};

export default function StudioPage({ params }: PageProps) {
  return (
    <>
      <PageIntro pageId="studio" column="6xl" desk />
      <StudioScreen section={params.section} slots={SLOTS} />
    </>
  );
}
