import { z } from "./zod";
import { localeOrDefaultField } from "./locale-field";
import { SLUG_PATTERN } from "./shop-fields";
import { CART_MAX_ITEMS } from "./cart-fields";

export * from "./cart-fields";

/** The cart API's schemas. */
const cartSlug = z.string().max(80, "unknown_product").regex(SLUG_PATTERN, "unknown_product");

export const cartLocaleQuerySchema = z.object({
  locale: localeOrDefaultField,
});
export const cartItemParamSchema = z.object({ slug: cartSlug });

/** An amount in cents as chosen for a pay-what-you-want line (its bounds are the product's). */
export const amountCentsField = z
  .number({ error: "amount_invalid" })
  .int("amount_invalid")
  .min(0, "amount_below_minimum")
  .max(100_000_000, "amount_above_maximum");

/**
 * A guest's slugs to price, or to merge into the account's cart at sign-in, with the amounts
 * chosen for pay-what-you-want lines (ignored for any other).
 */
export const cartSlugsSchema = z.object({
  slugs: z
    .array(cartSlug, { error: "slugs_required" })
    .max(CART_MAX_ITEMS, "too_many_items")
    .transform((slugs) => [...new Set(slugs)]),
  amounts: z
    .record(cartSlug, amountCentsField, { error: "amounts_invalid" })
    .refine((amounts) => Object.keys(amounts).length <= CART_MAX_ITEMS, "too_many_items")
    .optional(),
});

/** The amount a reader chooses for a pay-what-you-want line of their cart. */
export const cartAmountSchema = z.object({ amountCents: amountCentsField });
