import type { Locale } from "#worker/contract/locales";
import type { CatalogueSort } from "#worker/contract/shop-fields";
import { api } from "../../lib/api-client";
import { dataOrThrow, settle } from "../../lib/call-result";

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
