/**
 * Pay what you want and discount codes (decision 048): what the checkout's pricing
 * answers, shared by the Worker and the cart, with no zod in it. Every amount here was priced or
 * checked by the Worker; the client shows it and never has it believed.
 */
import type { ProductSummary } from "./shop-fields";

export const DISCOUNT_KINDS = ["percent", "amount"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** How a code is typed: letters, digits and hyphens, matched case-blind (stored uppercased). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{1,30}[A-Z0-9])?$/;
export const DISCOUNT_CODE_MAX_LENGTH = 32;
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/**
 * The least a card payment may be (Stripe's minimum for euros): a total between nothing and this
 * can't be charged, so it is refused with its own message instead of failing on the payment page.
 */
export const MIN_CHARGE_CENTS = 50;

/** The field errors pricing answers with (stable codes; the cart has a message for each). */
export const PRICING_ERROR_CODES = [
  "amount_invalid",
  "amount_below_minimum",
  "amount_above_maximum",
  "code_invalid",
  "code_expired",
  "code_not_yet_valid",
  "code_used_up",
  "code_already_used",
  "code_not_for_these_products",
  "total_below_minimum_charge",
] as const;
export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[number];

/** One line as priced for the checkout: before the code (`listCents`) and after (`priceCents`). */
export interface PricedLineView {
  slug: string;
  title: string;
  listCents: number;
  priceCents: number;
  discountCents: number;
}

/** The checkout's preview: what will be charged, with the code's discount. */
export interface CheckoutPreview {
  lines: PricedLineView[];
  currency: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The code applied (uppercased), or null. */
  code: string | null;
  /** Slugs in the cart that can't be bought now (left out of the order). */
  unavailable: string[];
}

/** Euros as typed ("5", "5.5", "5,50", "€ 7") as whole cents, or null when it isn't an amount. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[€\s]/g, "").replace(",", ".");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * The most a buyer may choose to pay for one pay-what-you-want line (decision 048): generous
 * for a tip, small enough that a slipped digit is refused instead of charged. The same bound
 * is `worker/services/catalogue-rules.mjs`'s for a suggested price.
 */
export const PAY_WHAT_YOU_WANT_MAX_CENTS = 50_000;

/** Kept out of `shop-fields.ts`, which rides in every page's first load. */
export const isPayWhatYouWant = (product: Pick<ProductSummary, "minPriceCents">) => product.minPriceCents != null;
