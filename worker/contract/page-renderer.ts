import type { Locale } from "./locales";
import type { Catalogue, ProductDetail } from "./shop-fields";

/**
 * The module the Worker renders product pages with (docs/decisions/014-product-pages-rendered-in-the-worker.md), `@la-bodega/page-renderer`.
 * Its code is the app's own (client/prerender/render-page.tsx), bundled into the Worker under
 * that alias (vite.config.ts); the Worker's TypeScript sees only this signature, so browser
 * types stay out of the Worker's.
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
