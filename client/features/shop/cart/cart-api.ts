import type { Locale } from "#worker/contract/locales";
import { api } from "#client/lib/api-client";
import { settle } from "#client/lib/call-result";

/** A guest cart's body: the amounts only when some were chosen. */
const withAmounts = (slugs: string[], amounts: Record<string, number>) =>
  Object.keys(amounts).length ? { slugs, amounts } : { slugs };

/** Calls of the cart endpoints, each settled to a CallResult. */
export const cartApi = {
  quote: (slugs: string[], locale: Locale, amounts: Record<string, number> = {}) =>
    settle(() => api.cart.quote.$post({ query: { locale }, json: withAmounts(slugs, amounts) })),
  /** At sign-in: the guest's cart joins the reader's; `skipped` names what can't be bought any more. */
  merge: (slugs: string[], locale: Locale, amounts: Record<string, number> = {}) =>
    settle(() => api.cart.merge.$post({ query: { locale }, json: withAmounts(slugs, amounts) })),
  /** The amount chosen for a pay-what-you-want line (400 with `amountCents`'s error when refused). */
  setAmount: (slug: string, amountCents: number, locale: Locale) =>
    settle(() => api.cart.items[":slug"].amount.$put({ param: { slug }, query: { locale }, json: { amountCents } })),
  get: (locale: Locale) => settle(() => api.cart.$get({ query: { locale } })),
  add: (slug: string, locale: Locale) =>
    settle(() => api.cart.items[":slug"].$put({ param: { slug }, query: { locale } })),
  /** The bundle in place of the lines it holds, while it costs less than they do (a 409 once it doesn't). */
  swapToBundle: (slug: string, locale: Locale) =>
    settle(() => api.cart.bundles[":slug"].$put({ param: { slug }, query: { locale } })),
  remove: (slug: string, locale: Locale) =>
    settle(() => api.cart.items[":slug"].$delete({ param: { slug }, query: { locale } })),
};
