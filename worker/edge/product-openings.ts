import type { Locale } from "../contract/locales";
import type { Catalogue, ProductDetail } from "../contract/shop-fields";
import type { SampleChapter } from "../contract/shop-samples";
import { logText } from "../services/log-text";

/** A document's content drawn here for #root. */
export interface DrawnOpening {
  html: string;
}

type PageRenderer = typeof import("@la-bodega/page-renderer");

/**
 * `render` with the app's renderer, loaded on the first page that needs it so other requests
 * never pay for it; undefined, logged with what the visitor gets instead, when it fails.
 */
async function drawn(
  address: string,
  fallback: string,
  render: (renderer: PageRenderer) => Promise<DrawnOpening>,
): Promise<DrawnOpening | undefined> {
  try {
    return await render(await import("@la-bodega/page-renderer"));
  } catch (error) {
    console.error(`${logText(address)} could not be rendered; ${fallback}: ${logText(error)}`);
    return undefined;
  }
}

/**
 * A product page's document drawn by the app's own components in the Worker (decision 072):
 * products live in D1, so the build can't draw them. The document is kept per isolate with the
 * product in its key (pages.ts). A failure gets the build's page that says the product could
 * not be read.
 */
export function productOpening(address: string, locale: Locale, product: ProductDetail) {
  return drawn(`[product page] ${address}`, "the build's page that says so is served", (renderer) =>
    renderer.renderProductOpening(address, locale, product),
  );
}

/** A book's sample chapter's page, drawn here like its product's; a failure gets the build's page that says so. */
export function sampleChapterOpening(address: string, locale: Locale, product: ProductDetail, chapter: SampleChapter) {
  return drawn(`[sample chapter page] ${address}`, "the build's page that says so is served", (renderer) =>
    renderer.renderSampleChapterOpening(address, locale, product, chapter),
  );
}

/**
 * La Bodega's document (decision 072) drawn with the catalogue read from D1 for the address's
 * filter: the build has no catalogue. A failure leaves the build's document, which says the
 * shelves could not be read.
 */
export function shopOpening(address: string, locale: Locale, catalogue: Catalogue) {
  return drawn(`[shop page] ${address}`, "the build's document is served", (renderer) =>
    renderer.renderShopOpening(address, locale, catalogue),
  );
}

/**
 * A document drawn for a query its page reads (a filter): the build drew only the plain
 * address. A failure leaves the build's document, which shows the unfiltered page.
 */
export function documentOpening(address: string) {
  return drawn(`[document] ${address}`, "the plain address's document is served", (renderer) =>
    renderer.renderDocumentOpening(address),
  );
}
