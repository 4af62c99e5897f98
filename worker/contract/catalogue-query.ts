import { CATALOGUE_SORTS, SLUG_PATTERN, type CatalogueSort } from "./shop-fields";

/**
 * The store's filters as they live in the address (`?category=music&sort=price-asc&available=true`),
 * so a filtered view can be shared, bookmarked and reached again with Back. Defaults are left
 * out of the address, and anything the API would refuse reads as the default instead.
 */
export interface CatalogueFilter {
  /** A category's slug, or null for every category. */
  category: string | null;
  /** Only what can be bought now. */
  available: boolean;
  sort: CatalogueSort;
}

export const DEFAULT_FILTER: CatalogueFilter = { category: null, available: false, sort: "featured" };

const KEYS = ["category", "sort", "available"] as const;

const isSort = (value: string | null): value is CatalogueSort =>
  (CATALOGUE_SORTS as readonly (string | null)[]).includes(value);

/** The filter a query string (with or without its "?") asks for. */
export function filterFromSearch(search: string): CatalogueFilter {
  const params = new URLSearchParams(search);
  const category = params.get("category");
  const sort = params.get("sort");
  return {
    category: category && category.length <= 80 && SLUG_PATTERN.test(category) ? category : null,
    available: params.get("available") === "true",
    sort: isSort(sort) ? sort : DEFAULT_FILTER.sort,
  };
}

/**
 * The query string (without "?") for `filter`, keeping any other parameters of `current`
 * (a campaign tag, say) where they were and writing the filter's own in a fixed order.
 */
export function searchForFilter(filter: CatalogueFilter, current = ""): string {
  const params = new URLSearchParams(current);
  KEYS.forEach((key) => params.delete(key));
  if (filter.category) params.set("category", filter.category);
  if (filter.sort !== DEFAULT_FILTER.sort) params.set("sort", filter.sort);
  if (filter.available) params.set("available", "true");
  return params.toString();
}

/** `path` with the query string for `filter` (no "?" when there is none). */
export function hrefForFilter(path: string, filter: CatalogueFilter, current = ""): string {
  const search = searchForFilter(filter, current);
  return search ? `${path}?${search}` : path;
}

/** The API's query for `filter`: only what narrows the list, in the form the contract validates. */
export function apiQueryForFilter(filter: CatalogueFilter): {
  category?: string;
  available?: "true";
  sort: CatalogueSort;
} {
  return {
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.available ? { available: "true" as const } : {}),
    sort: filter.sort,
  };
}

/** Whether `filter` narrows the list at all (the empty state offers to clear it). */
export const isFiltered = (filter: CatalogueFilter) => filter.category !== null || filter.available;
