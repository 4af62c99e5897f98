/**
 * Renders a document (docs/decisions/074-*.md): a page of the site, for #root, with its islands
 * each rendered as a root of its own (decision 072). The build renders every public page with
 * it; the Worker renders the pages whose content is in D1 (the shelves, a product's page, its
 * sample chapter's) and a page's views of a query with it, given what it read. The browser
 * hydrates each island as the same root, so every node is kept.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { splitLocale } from "#worker/contract/locales";
import { isDocumentPage, matchPage } from "#worker/contract/pages";
import { DocumentModeContext } from "../islands/document-mode";
import { islandPlaceholder, IslandSlotsContext, type IslandSlot } from "../islands/island";
import { renderIsland } from "./render-island";
import type {
  RenderDocumentOpening,
  RenderProductOpening,
  RenderSampleChapterOpening,
  RenderShopOpening,
} from "#worker/contract/page-renderer";
import { App } from "../app/app";
import { loadPage } from "../app/page-components";
import { catalogueDataKey, productDataKey } from "../features/shop/catalogue-api";
import { chapterDataKey } from "../features/shop/sample-chapter-api";
import { apiQueryForFilter, filterFromSearch } from "#worker/contract/catalogue-query";
import { loadLocale } from "../i18n/i18n";
import { renderWithServerData, type ServerData } from "../lib/server-data";

/** How renderToString marks a Suspense boundary it could not finish. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";
/**
 * Passes before giving up, each waiting twice as long as the last (10 ms, 20 ms, … about 2.5 s
 * in all): a loaded machine can take far longer than 100 ms to load the lazy parts, and
 * a pass is a whole render, so waiting longer beats rendering more often.
 */
const MAX_PASSES = 9;
/** React adds a preload for a high-priority image (the hero, a cover); the head already has it. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

export async function renderOpening(address: string, data: ServerData = {}): Promise<string> {
  // The address may carry the query a document reads (`?category=`): the router gets it whole.
  const { locale, path } = splitLocale(address.split("?")[0]!);
  const pageId = matchPage(path)?.page.id ?? "notFound";
  await Promise.all([loadLocale(locale), loadPage(pageId)]);
  // A document with islands (decision 072): the browser hydrates only its islands.
  const documentMode = isDocumentPage(pageId);
  // A part that is still loading (a post's body, a feature's strings, the excerpt form) renders
  // as its fallback and would make the browser throw the server's markup away; render again
  // once it is here. Each pass finds more of it ready.
  for (let pass = 1; ; pass++) {
    const islands: IslandSlot[] = [];
    const html = renderWithServerData(data, () => {
      const page = renderToString(
        <StrictMode>
          <DocumentModeContext.Provider value={documentMode}>
            <IslandSlotsContext.Provider value={documentMode ? islands : null}>
              <App ssrPath={address} />
            </IslandSlotsContext.Provider>
          </DocumentModeContext.Provider>
        </StrictMode>,
      );
      // Each island is a root of its own, as the browser hydrates it (island.tsx).
      return islands.reduce(
        (markup, island) =>
          markup.replace(islandPlaceholder(island.prefix), () => renderIsland(island, locale, address)),
        page,
      );
    });
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html.replace(IMAGE_PRELOAD, "");
    if (pass === MAX_PASSES) throw new Error(`${address}: a part of the page never finished loading`);
    await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** (pass - 1)));
  }
}

/** A product page's document, with the product the Worker read from D1 (none of it goes to the browser as data). */
export const renderProductOpening: RenderProductOpening = async (address, locale, product) => ({
  html: await renderOpening(address, { [productDataKey(locale, product.slug)]: product }),
});

/** A book's sample chapter's page, with the book and the chapter the Worker read. */
export const renderSampleChapterOpening: RenderSampleChapterOpening = async (address, locale, product, chapter) => ({
  html: await renderOpening(address, {
    [productDataKey(locale, product.slug)]: product,
    [chapterDataKey(locale, product.slug)]: chapter,
  }),
});

/**
 * La Bodega's document for an address and its filter, with the catalogue the Worker read for
 * it, under the key the shelves read (nothing of it goes to the browser: the page is its HTML).
 */
export const renderShopOpening: RenderShopOpening = async (address, locale, catalogue) => {
  const filter = filterFromSearch(new URL(address, "https://site.invalid").search);
  return { html: await renderOpening(address, { [catalogueDataKey(locale, apiQueryForFilter(filter))]: catalogue }) };
};

/** A document's opening for an address with the query its page reads. */
export const renderDocumentOpening: RenderDocumentOpening = async (address) => ({ html: await renderOpening(address) });
