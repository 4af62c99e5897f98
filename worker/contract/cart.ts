import { z } from "zod";
import { LOCALES } from "./locales";
import { SLUG_PATTERN, type ProductSummary } from "./shop";

/**
 * The cart (issue 6): digital goods, one of each. Guests keep the product slugs in the
 * browser and ask the Worker to price them; readers keep them in D1. Prices only ever come
 * from the Worker.
 */
export const CART_MAX_ITEMS = 50;
export const GUEST_CART_STORAGE_KEY = "la-bodega:cart";

export const CART_LIMITS = {
  cart_change: { limit: 120, windowSeconds: 60 },
} as const;

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

export interface CartView {
  /** What will be paid for, in the order added. */
  lines: ProductSummary[];
  count: number;
  totalCents: number;
  currency: string;
  /** Slugs that were in the cart but can't be bought now (gone, coming soon, sold out). */
  unavailable: string[];
}
