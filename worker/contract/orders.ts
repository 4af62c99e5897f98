import { z } from "zod";
import { LOCALES } from "./locales";

export * from "./orders-fields";

/** The checkout and order API's schemas. */
export const checkoutSchema = z.object({
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
  turnstileToken: z
    .string({ error: "bot_check_required" })
    .min(1, "bot_check_required")
    .max(2048, "bot_check_required"),
});

export const orderParamSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/i, "unknown_order") });
export const orderFileParamSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/i, "unknown_order"),
  fileId: z
    .string()
    .min(1, "unknown_file")
    .max(64, "unknown_file")
    .regex(/^[\w-]+$/, "unknown_file"),
});
export const orderLocaleQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
});
