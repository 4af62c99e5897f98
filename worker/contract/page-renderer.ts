import type { Locale } from "./locales";
import type { Catalogue, ProductDetail } from "./shop-fields";
import type { SampleChapter } from "./shop-samples";

/**
 * The module the Worker renders documents with (docs/decisions/074-*.md), `@la-bodega/page-renderer`.
 * Its code is the app's own (client/prerender/render-page.tsx), bundled into the Worker under
 * that alias (vite.config.ts) and loaded on the first page that needs it; the Worker's
 * TypeScript sees only these signatures, so browser types stay out of the Worker's.
 *
 * Renders a product page's document (decision 072) with the product the Worker read from D1.
 */
export type RenderProductOpening = (
  address: string,
  locale: Locale,
  product: ProductDetail,
) => Promise<{ html: string }>;

/**
 * Renders La Bodega's document (decision 072) for an address with the filter in its query
 * (`/la-bodega?category=music`) and the catalogue the Worker read from D1 for it.
 */
export type RenderShopOpening = (address: string, locale: Locale, catalogue: Catalogue) => Promise<{ html: string }>;

/**
 * A document's opening (docs/decisions/072-documents-with-islands.md) for an address whose query
 * its render reads (a filter, a page of a list): the build renders only the plain address.
 */
export type RenderDocumentOpening = (address: string) => Promise<{ html: string }>;

/** Renders a book's sample chapter's page (decision 072) with the book and the chapter the Worker read. */
export type RenderSampleChapterOpening = (
  address: string,
  locale: Locale,
  product: ProductDetail,
  chapter: SampleChapter,
) => Promise<{ html: string }>;
