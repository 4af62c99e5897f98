import { z } from "./zod";
import { LOCALES } from "./locales";

import { ORDER_ID_PATTERN } from "./orders-fields";

export * from "./orders-fields";

/** The checkout and order API's schemas. */
export const checkoutSchema = z.object({
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
  turnstileToken: z
    .string({ error: "bot_check_required" })
    .min(1, "bot_check_required")
    .max(2048, "bot_check_required"),
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
