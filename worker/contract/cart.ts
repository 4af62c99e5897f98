import { z } from "./zod";
import { LOCALES } from "./locales";
import { SLUG_PATTERN } from "./shop-fields";
import { CART_MAX_ITEMS } from "./cart-fields";

export * from "./cart-fields";

/** The cart API's schemas. */
const cartSlug = z.string().max(80, "unknown_product").regex(SLUG_PATTERN, "unknown_product");

export const cartLocaleQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
});
export const cartItemParamSchema = z.object({ slug: cartSlug });

/** A guest's slugs to price, or to merge into the account's cart at sign-in. */
export const cartSlugsSchema = z.object({
  slugs: z
    .array(cartSlug, { error: "slugs_required" })
    .max(CART_MAX_ITEMS, "too_many_items")
    .transform((slugs) => [...new Set(slugs)]),
});
