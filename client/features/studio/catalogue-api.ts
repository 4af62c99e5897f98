import type { Locale } from "#worker/contract/locales";
import type { StudioProductBody, StudioProductListQuery } from "#worker/contract/studio-products";
import type { StudioReviewState } from "#worker/contract/studio-product-fields";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";
import { forgetData } from "../../lib/data-cache";
import { queryOf } from "./studio-api";

/** The catalogue list's filters, as the address holds them. */
export type ProductFilters = Omit<StudioProductListQuery, "before" | "limit">;

const products = api.studio.products;

/** The studio's catalogue calls (worker/routes/studio-products.ts). */
export const catalogueStudioApi = {
  products: (filters: ProductFilters, before?: string, limit = "50") =>
    settle(() => products.$get({ query: queryOf({ ...filters, before, limit }) })),
  product: (slug: string) => settle(() => products[":slug"].$get({ param: { slug } })),
  create: (body: StudioProductBody) => settle(() => products.$post({ json: body })),
  update: (slug: string, body: StudioProductBody) =>
    settle(() => products[":slug"].$put({ param: { slug }, json: body })),
  slugCheck: (slug: string, forSlug?: string) =>
    settle(() => products["slug-check"].$get({ query: forSlug ? { slug, for: forSlug } : { slug } })),
  retire: (slug: string, confirm: string) =>
    settle(() => products[":slug"].retire.$post({ param: { slug }, json: { confirm } })),
  restore: (slug: string) => settle(() => products[":slug"].restore.$post({ param: { slug } })),
  preview: (slug: string, locale: Locale) =>
    settle(() => products[":slug"].preview.$get({ param: { slug }, query: { locale } })),
  reviews: (slug: string) => settle(() => products[":slug"].reviews.$get({ param: { slug } })),
  setReviewState: (slug: string, id: string, state: StudioReviewState) =>
    settle(() => products[":slug"].reviews[":id"].state.$put({ param: { slug, id }, json: { state } })),
  deleteReview: (slug: string, id: string) =>
    settle(() => products[":slug"].reviews[":id"].$delete({ param: { slug, id }, json: { confirm: true } })),
  warnings: () => settle(() => api.studio.catalogue.warnings.$get()),
  /** The shop's shelves with their names in `locale` (the public catalogue names them). */
  shelves: (locale: Locale) => settle(() => api.shop.products.$get({ query: { locale, sort: "featured" } })),
};

/**
 * After a change: what is not on screen is dropped (the previews, the warnings, the bundle
 * chooser's products), so it is asked again when shown. What is on screen is refreshed by the
 * screen itself (a dropped key would leave a mounted view empty).
 */
export const forgetCatalogue = () =>
  forgetData(
    (key) =>
      /^studio\/product\/[^/]+\/preview\//.test(key) ||
      key === "studio/catalogue/warnings" ||
      key === "studio/products/bundle-candidates",
  );
