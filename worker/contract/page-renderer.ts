import type { Locale } from "./locales";
import type { ProductDetail } from "./shop-fields";

/**
 * The module the Worker renders product pages with (docs/decisions/014-product-pages-rendered-in-the-worker.md), `@la-bodega/page-renderer`.
 * Its code is the app's own (client/prerender/render-page.tsx), bundled into the Worker under
 * that alias (vite.config.ts); the Worker's TypeScript sees only this signature, so browser
 * types stay out of the Worker's.
 *
 * Renders a product page's opening for #root and the data block that lets the browser hydrate it.
 */
export type RenderProductOpening = (
  address: string,
  locale: Locale,
  product: ProductDetail,
) => Promise<{ html: string; data: string }>;
