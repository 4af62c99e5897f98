import { z } from "./zod";
import { LOCALES } from "./locales";

import { ORDER_ID_PATTERN } from "./orders-fields";
import { DISCOUNT_CODE_MAX_LENGTH } from "./pricing-fields";

/** A discount code as typed in the cart (matched case-blind); an empty box is no code. */
export const discountCodeField = z
  .string({ error: "code_invalid" })
  .trim()
  .max(DISCOUNT_CODE_MAX_LENGTH, "code_invalid")
  .optional()
  .transform((v) => v || undefined);

export * from "./orders-fields";

/** The checkout and order API's schemas. */
export const checkoutSchema = z.object({
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
  turnstileToken: z
    .string({ error: "bot_check_required" })
    .min(1, "bot_check_required")
    .max(2048, "bot_check_required"),
  /** A discount code (decision 048); the amounts chosen for pay-what-you-want lines are the cart's. */
  code: discountCodeField,
});

/** The cart's preview of what the checkout will charge, with a code (decision 048). */
export const checkoutPreviewSchema = z.object({
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
  code: discountCodeField,
});

const orderId = z.string().regex(ORDER_ID_PATTERN, "unknown_order");
export const orderParamSchema = z.object({ id: orderId });
export const orderFileParamSchema = z.object({
  id: orderId,
  fileId: z
    .string()
    .min(1, "unknown_file")
    .max(64, "unknown_file")
    .regex(/^[\w-]+$/, "unknown_file"),
});
export const orderLocaleQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
});
