import type { Locale } from "#worker/contract/locales";
import { localizePath } from "#worker/contract/locales";
import { productPath, type ProductSummary } from "#worker/contract/shop-fields";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";
import { searchWords } from "./search-text";
import type { SearchDoc, SearchIndex } from "./search-types";

/**
 * The build's index of each language (scripts/lib/search-index.ts), one chunk each, fetched when
 * the visitor first opens search (or points at its button), never with the page.
 */
const INDEXES = import.meta.glob<SearchIndex>("./index/*.json", { import: "default" });

/** The site's content in `locale`: what the build indexed, less posts whose day has not come. */
export async function loadSiteDocs(locale: Locale, now = new Date()): Promise<SearchDoc[]> {
  const load = INDEXES[`./index/${locale}.json`];
  if (!load) throw new Error(`No search index for ${locale}`);
  const today = now.toISOString().slice(0, 10);
  return (await load()).docs.filter((doc) => !doc.from || doc.from <= today);
}

/** La Bodega's products as search documents, in the language their texts came in. */
export function productDocs(products: readonly ProductSummary[], locale: Locale): SearchDoc[] {
  return products.map((product) => ({
    kind: "shop",
    title: product.title,
    subtitle: product.subtitle || product.format,
    tags: [product.series, product.format].filter(Boolean).join(" · "),
    words: [...new Set(searchWords(product.description))].join(" "),
    href: localizePath(productPath(product), locale),
  }));
}

/**
 * La Bodega's shelves as the shop shows them now: read from the catalogue endpoint (cached in
 * the Worker and by the browser with its ETag), because the operator changes products without
 * a build. Null when it can't be read; search then goes on without them.
 */
export async function loadShopDocs(locale: Locale): Promise<SearchDoc[] | null> {
  const result = await settle(() => api.shop.products.$get({ query: { locale } }));
  return result.ok ? productDocs(result.data.products, locale) : null;
}
