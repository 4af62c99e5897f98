import type { CartView } from "../../../../worker/contract/cart-fields";
import type { Locale } from "../../../../worker/contract/locales";
import { api } from "../../../lib/api-client";
import { settle } from "../../../lib/call-result";

/** Calls of the cart endpoints, each settled to a CallResult. */
export const cartApi = {
  quote: (slugs: string[], locale: Locale) =>
    settle<CartView>(() => api.cart.quote.$post({ query: { locale }, json: { slugs } })),
  get: (locale: Locale) => settle<CartView>(() => api.cart.$get({ query: { locale } })),
  add: (slug: string, locale: Locale) =>
    settle<CartView>(() => api.cart.items[":slug"].$put({ param: { slug }, query: { locale } })),
  remove: (slug: string, locale: Locale) =>
    settle<CartView>(() => api.cart.items[":slug"].$delete({ param: { slug }, query: { locale } })),
};
