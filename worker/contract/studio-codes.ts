import { DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_CODE_PATTERN, DISCOUNT_KINDS, normalizeCode } from "./pricing-fields";
import { SLUG_PATTERN } from "./shop-fields";
import { beforeField, limitField } from "./studio-lists";
import { z } from "./zod";

/**
 * The studio's discount codes (decision 048): the list, a new code, turning one off and
 * on again. Issue messages are stable codes, reported per field in the one error shape.
 */

export const STUDIO_CODE_LIMITS = { pageMax: 100, pageDefault: 25, products: 50, maxUses: 1_000_000 } as const;
/** An amount off at most what the dearest product may cost (catalogue-rules' PRICE_MAX_CENTS). */
export const CODE_AMOUNT_MAX_CENTS = 99_999;

export interface StudioCodeView {
  id: string;
  code: string;
  kind: (typeof DISCOUNT_KINDS)[number];
  /** 1–100 for a percent, cents for an amount. */
  value: number;
  /** The products it is for, or null for every product. */
  productSlugs: string[] | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  /** Uses held now: paid orders and checkouts waiting for payment. */
  uses: number;
  disabled: boolean;
  createdAt: string;
}

const moment = (code: string) =>
  z
    .string(code)
    .refine((v) => !Number.isNaN(Date.parse(v)), code)
    .nullable()
    .optional();

export const studioCodeBodySchema = z
  .object({
    code: z
      .string("code_invalid")
      .transform(normalizeCode)
      .pipe(
        z
          .string()
          .min(2, "code_too_short")
          .max(DISCOUNT_CODE_MAX_LENGTH, "code_too_long")
          .regex(DISCOUNT_CODE_PATTERN, "code_invalid"),
      ),
    kind: z.enum(DISCOUNT_KINDS, { error: "kind_invalid" }),
    value: z.number("value_invalid").int("value_invalid").min(1, "value_invalid"),
    productSlugs: z
      .array(z.string("product_unknown").regex(SLUG_PATTERN, "product_unknown"), "products_invalid")
      .max(STUDIO_CODE_LIMITS.products, "products_too_many")
      .transform((slugs) => [...new Set(slugs)])
      .nullable()
      .optional(),
    startsAt: moment("starts_invalid"),
    endsAt: moment("ends_invalid"),
    maxUses: z
      .number("max_uses_invalid")
      .int("max_uses_invalid")
      .min(1, "max_uses_invalid")
      .max(STUDIO_CODE_LIMITS.maxUses, "max_uses_invalid")
      .nullable()
      .optional(),
  })
  .refine((b) => b.kind !== "percent" || b.value <= 100, { message: "percent_too_high", path: ["value"] })
  .refine((b) => b.kind !== "amount" || b.value <= CODE_AMOUNT_MAX_CENTS, { message: "value_invalid", path: ["value"] })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.startsAt) < Date.parse(b.endsAt), {
    message: "window_reversed",
    path: ["endsAt"],
  });
export type StudioCodeBody = z.infer<typeof studioCodeBodySchema>;

export const studioCodeListQuerySchema = z.object({
  before: beforeField(),
  limit: limitField(STUDIO_CODE_LIMITS),
});

export const studioCodeParamSchema = z.object({ id: z.string().uuid("unknown_code") });

/** Turning a code off or on; turning it off repeats the code, so a slip can't end a campaign. */
export const studioCodeStateSchema = z.object({
  disabled: z.boolean("state_invalid"),
  confirm: z
    .string()
    .max(DISCOUNT_CODE_MAX_LENGTH + 10)
    .optional(),
});
