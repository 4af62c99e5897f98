import type { Locale } from "./locales";

/**
 * Where the build keeps a page's prerendered opening (the HTML React's first render makes,
 * written by the `prerenderOpenings` step of vite.config.ts): one fragment per language and
 * canonical path. The Worker puts it inside #root so the page paints before its JavaScript runs.
 */
export const OPENINGS_DIR = "/_openings";

export function openingFile(locale: Locale, canonicalPath: string): string {
  return `${OPENINGS_DIR}/${locale}${canonicalPath === "/" ? "/index" : canonicalPath}.html`;
}

/**
 * Where the build keeps the stylesheet rules an opening draws with (decision 030): beside the
 * opening, `.css` for `.html`. The Worker inlines these instead of the whole stylesheet.
 */
export function openingStylesPath(openingPath: string): string {
  return openingPath.replace(/\.html$/, ".css");
}

/**
 * The not-found page's opening is built once per language, drawn at this address (which no
 * page matches); the Worker writes the visitor's address where it appears (the language
 * switcher's links) before sending it.
 */
export const NOT_FOUND_ADDRESS = "/_not-found-address_";

export function notFoundOpeningFile(locale: Locale): string {
  return `${OPENINGS_DIR}/${locale}/_not-found.html`;
}

/**
 * A product page's built document (decision 072): the page as it is when its product could not
 * be read, drawn once per language at this address, which names no product; the Worker serves
 * it when D1 or the render fails, with the visitor's address written where this one appears.
 * Its rules (`.css` beside it) are also those the build drew stand-in products with, which the
 * Worker inlines with every product page it draws.
 */
export const PRODUCT_STAND_IN_ADDRESS = "/la-bodega/stand-in/stand-in-address";

export function productOpeningFile(locale: Locale): string {
  return `${OPENINGS_DIR}/${locale}/_product.html`;
}

/** A sample chapter's page, built like a product's (above): as it is when its chapter can't be read. */
export const SAMPLE_CHAPTER_STAND_IN_ADDRESS = `${PRODUCT_STAND_IN_ADDRESS}/sample`;

export function sampleChapterOpeningFile(locale: Locale): string {
  return `${OPENINGS_DIR}/${locale}/_sample-chapter.html`;
}
