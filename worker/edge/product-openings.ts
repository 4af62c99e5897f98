import type { Locale } from "../contract/locales";
import type { ProductDetail } from "../contract/shop-fields";

/** A product page's opening for #root and the JSON data block the browser hydrates it with. */
export interface ProductOpening {
  html: string;
  data: string;
}

/**
 * Rendered product openings per address and product, so a product is rendered once per isolate
 * until the operator changes it (its price, status, texts make a new key). Bounded: products
 * make the key space open.
 */
const MAX_OPENINGS = 100;
const openings = new Map<string, ProductOpening>();

/**
 * A product page drawn by the app's own components in the Worker (decision 014): products live
 * in D1, so the build can't prerender them, and without an opening the page stayed blank until
 * the app and the product's API call had both finished. The renderer is loaded on the first
 * product page, so other requests never pay for it. A failure leaves the page to the app.
 */
export async function productOpening(address: string, locale: Locale, product: ProductDetail): Promise<ProductOpening | undefined> {
  const key = `${address}|${JSON.stringify(product)}`;
  const kept = openings.get(key);
  if (kept) return kept;
  try {
    const { renderProductOpening } = await import("@la-bodega/page-renderer");
    const opening = await renderProductOpening(address, locale, product);
    if (openings.size >= MAX_OPENINGS) openings.delete(openings.keys().next().value!);
    openings.set(key, opening);
    return opening;
  } catch (error) {
    console.error(`[product page] ${address} could not be rendered; the app will draw it`, error);
    return undefined;
  }
}
