import type { Locale } from "../contract/locales";
import type { Catalogue, ProductDetail } from "../contract/shop-fields";

/** A product page's opening for #root and the JSON data block the browser hydrates it with. */
export interface ProductOpening {
  html: string;
  data: string;
}

/**
 * A product page drawn by the app's own components in the Worker (docs/decisions/014-product-pages-rendered-in-the-worker.md): products live
 * in D1, so the build can't prerender them, and without an opening the page stayed blank until
 * the app and the product's API call had both finished. The renderer is loaded on the first
 * product page, so other requests never pay for it; the document it goes into is kept per
 * isolate with the product in its key (routes/site.ts). A failure leaves the page to the app.
 */
export async function productOpening(
  address: string,
  locale: Locale,
  product: ProductDetail,
): Promise<ProductOpening | undefined> {
  try {
    const { renderProductOpening } = await import("@la-bodega/page-renderer");
    return await renderProductOpening(address, locale, product);
  } catch (error) {
    console.error(`[product page] ${address} could not be rendered; the app will draw it`, error);
    return undefined;
  }
}

/**
 * La Bodega's opening drawn with the catalogue from D1, the same way: the build could only draw
 * a skeleton of the shelves, which the app replaced once its own call for the catalogue came
 * back, seconds after the page appeared on a phone. A failure leaves the build's opening.
 */
export async function shopOpening(
  address: string,
  locale: Locale,
  catalogue: Catalogue,
): Promise<ProductOpening | undefined> {
  try {
    const { renderShopOpening } = await import("@la-bodega/page-renderer");
    return await renderShopOpening(address, locale, catalogue);
  } catch (error) {
    console.error(`[shop page] ${address} could not be rendered; the build's opening is served`, error);
    return undefined;
  }
}
