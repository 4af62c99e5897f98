import { lazy } from "react";
import type { PageProps } from "../lib/page-props";
import { SampleChapterScreen } from "../features/shop/components/sample-chapter-view";

const NotFoundPage = lazy(() => import("./not-found-page"));

/** /la-bodega/:category/:slug/sample: a book's sample chapter, read in the browser. */
export default function SampleChapterPage({ params }: PageProps) {
  return <SampleChapterScreen slug={params.slug ?? ""} category={params.category} notFound={<NotFoundPage />} />;
}
