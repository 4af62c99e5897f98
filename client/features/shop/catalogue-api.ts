import type { Locale } from "#worker/contract/locales";
import { SLUG_PATTERN, type CatalogueSort, type ProductDetail } from "#worker/contract/shop-fields";
import { api } from "../../lib/api-client";
import { dataOrThrow, settle } from "../../lib/call-result";
import { useData } from "../../lib/data-cache";
import { useI18n } from "../../i18n/i18n-context";

/** The catalogue query as the API takes it, minus the locale the hook adds. */
export interface CatalogueRequest {
  category?: string;
  available?: "true";
  sort: CatalogueSort;
}

/** The shop's calls, each settled to a CallResult (the typed client, never a hand-written URL). */
export const catalogueApi = {
  catalogue: (locale: Locale, query: CatalogueRequest) =>
    settle(() => api.shop.products.$get({ query: { locale, ...query } })),
  product: (locale: Locale, slug: string) =>
    settle(() => api.shop.products[":slug"].$get({ param: { slug }, query: { locale } })),
};

/** The swr key of a catalogue answer: every view of the same query shares one. */
export const catalogueKey = (locale: Locale, query: CatalogueRequest) =>
  ["shop-catalogue", locale, query.category ?? "", query.available ?? "", query.sort] as const;

/** Where the Worker puts the catalogue it draws La Bodega's document with (server-data.ts). */
export const catalogueDataKey = (locale: Locale, query: CatalogueRequest) => catalogueKey(locale, query).join("|");

export const fetchCatalogue = async (locale: Locale, query: CatalogueRequest) =>
  dataOrThrow(await catalogueApi.catalogue(locale, query));

/** Where the Worker puts the product it draws a product page with (server-data.ts). */
export function productDataKey(locale: Locale, slug: string): string {
  return `shop-product:${locale}:${slug}`;
}

/**
 * One product's data in the visitor's language (its sample chapter's page). A product that
 * doesn't exist answers `null` (a value swr keeps, so an unknown address isn't asked again and
 * again); other failures are errors to retry.
 */
export function useProduct(slug: string) {
  const { locale } = useI18n();
  const fetcher = async () => {
    // An address the API would refuse as a slug names no product either.
    if (slug.length > 80 || !SLUG_PATTERN.test(slug)) return null;
    const result = await catalogueApi.product(locale, slug);
    if (!result.ok && result.status === 404) return null;
    return dataOrThrow(result);
  };
  const { data, error, isValidating, mutate } = useData<ProductDetail | null>(["shop-product", locale, slug], fetcher);
  return { product: data, error, retrying: isValidating, retry: () => void mutate() };
}
