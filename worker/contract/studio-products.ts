import { localeOrDefaultField } from "./locale-field";
import { PAY_WHAT_YOU_WANT_MAX_CENTS } from "./pricing-fields";
import { PRODUCT_KINDS, SLUG_PATTERN } from "./shop-fields";
import { beforeField, dayField, limitField, searchField } from "./studio-lists";
import {
  PRICING_MODES,
  PRODUCT_TEXT_FIELDS,
  STUDIO_PRODUCT_FILTERS,
  STUDIO_PRODUCT_LIMITS as L,
  STUDIO_PRODUCT_STATUSES,
  STUDIO_REVIEW_STATES,
  type ProductTextField,
} from "./studio-product-fields";
import { z } from "./zod";

export * from "./studio-product-fields";

/**
 * The studio's catalogue's bodies, queries and paths, checked by the Worker (the authority) and
 * by the studio's forms. Issue messages are stable codes, reported per field in the one error shape.
 */

const slugField = (code: string) => z.string(code).trim().min(1, code).max(L.slug, code).regex(SLUG_PATTERN, code);
/** A slug as a path or query names it (never trimmed: an address is what it is). */
const slugParam = (code: string) => z.string(code).max(L.slug, code).regex(SLUG_PATTERN, code);

/** A text of a product in one language. */
const textField = (field: ProductTextField, required: boolean) => {
  const base = z.string(`${field}_invalid`).trim().max(L.text[field], `${field}_too_long`);
  return required ? base.min(1, `${field}_required`) : base.default("");
};
const textsSchema = z.object(
  Object.fromEntries(PRODUCT_TEXT_FIELDS.map((f) => [f, textField(f, f === "title" || f === "description")])) as Record<
    ProductTextField,
    z.ZodString | z.ZodDefault<z.ZodString>
  >,
  "texts_invalid",
);

/**
 * A price in euros with at most two decimals, positive and at most 999.99 (as text, "6.99", or a
 * number): read as whole cents without a float ever rounding it.
 */
export const priceField = z
  .union([z.string(), z.number()], "price_invalid")
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, "price_invalid")
      .transform((v) => {
        const [whole, fraction = ""] = v.split(".");
        return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
      })
      .pipe(z.number().min(L.priceMinCents, "price_not_positive").max(L.priceMaxCents, "price_too_high")),
  );

/** A pay-what-you-want minimum in euros: like a price, but 0 is allowed (a free product, decision 048). */
export const minPriceField = z
  .union([z.string(), z.number()], "min_price_invalid")
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, "min_price_invalid")
      .transform((v) => {
        const [whole, fraction = ""] = v.split(".");
        return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
      }),
  );

/** An optional short value: empty text means none. */
const optionalText = (schema: z.ZodType<string>) =>
  z
    .union([schema, z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/**
 * A product as the studio creates and edits it, whole. On an edit, a new `slug` renames the
 * product (its old addresses redirect); texts in Spanish or Catalan are optional, and a
 * language left out has no texts (English is shown there). `bundleItems` is for bundles only.
 */
export const studioProductBodySchema = z
  .object({
    slug: slugField("slug_invalid"),
    shelf: slugField("shelf_invalid"),
    kind: z.enum(PRODUCT_KINDS, "kind_invalid"),
    status: z.enum(STUDIO_PRODUCT_STATUSES, "status_invalid"),
    format: z.string("format_invalid").trim().min(1, "format_required").max(L.format, "format_too_long"),
    workLanguage: optionalText(z.string().regex(/^[a-z]{2,3}$/, "work_language_invalid")),
    series: optionalText(z.string().max(L.series, "series_invalid").regex(SLUG_PATTERN, "series_invalid")),
    releasedOn: optionalText(dayField("released_on_invalid")),
    position: z
      .number("position_invalid")
      .int("position_invalid")
      .min(0, "position_invalid")
      .max(L.position, "position_invalid")
      .default(0),
    price: priceField,
    /** Fixed, or pay what you want with `minPrice` as the least and `price` as the suggested amount. */
    pricing: z.enum(PRICING_MODES, "pricing_invalid").default("fixed"),
    minPrice: minPriceField.nullable().optional(),
    texts: z.object(
      {
        en: textsSchema,
        es: textsSchema.nullable().optional(),
        ca: textsSchema.nullable().optional(),
      },
      "texts_invalid",
    ),
    bundleItems: z
      .array(slugParam("bundle_item_invalid"), "bundle_items_invalid")
      .max(L.bundleItemsMax, "bundle_items_too_many")
      .default([]),
    /** Takes pre-orders while coming soon (decision 052); kept only while it is coming soon. */
    preorders: z.boolean("preorders_invalid").default(false),
  })
  .superRefine((p, ctx) => {
    // Pre-orders are paid now and delivered on the release day, so they need one ahead.
    if (p.preorders && p.status !== "available") {
      if (p.status !== "coming_soon")
        ctx.addIssue({ code: "custom", message: "preorders_need_coming_soon", path: ["preorders"] });
      else if (!p.releasedOn || p.releasedOn <= new Date().toISOString().slice(0, 10))
        ctx.addIssue({ code: "custom", message: "preorders_need_future_date", path: ["preorders"] });
    }
    if (p.pricing === "pay_what_you_want") {
      if (p.minPrice === null || p.minPrice === undefined)
        ctx.addIssue({ code: "custom", message: "min_price_required", path: ["minPrice"] });
      else if (p.minPrice > p.price)
        ctx.addIssue({ code: "custom", message: "min_price_above_suggested", path: ["minPrice"] });
      if (p.price > PAY_WHAT_YOU_WANT_MAX_CENTS)
        ctx.addIssue({ code: "custom", message: "price_too_high", path: ["price"] });
    }
    if (p.kind === "bundle") {
      if (p.bundleItems.length < 2)
        ctx.addIssue({ code: "custom", message: "bundle_items_too_few", path: ["bundleItems"] });
      if (new Set(p.bundleItems).size !== p.bundleItems.length)
        ctx.addIssue({ code: "custom", message: "bundle_items_repeated", path: ["bundleItems"] });
      if (p.bundleItems.includes(p.slug))
        ctx.addIssue({ code: "custom", message: "bundle_includes_itself", path: ["bundleItems"] });
    } else if (p.bundleItems.length) {
      ctx.addIssue({ code: "custom", message: "bundle_items_not_a_bundle", path: ["bundleItems"] });
    }
  });
export type StudioProductBody = z.input<typeof studioProductBodySchema>;
export type StudioProductInput = z.output<typeof studioProductBodySchema>;

export const studioProductListQuerySchema = z.object({
  status: z.enum(STUDIO_PRODUCT_FILTERS, "status_invalid").optional(),
  shelf: slugParam("shelf_invalid").optional(),
  kind: z.enum(PRODUCT_KINDS, "kind_invalid").optional(),
  /** Part of the slug or of a title in any language. */
  q: searchField(L.q),
  before: beforeField(),
  limit: limitField(L),
});
export type StudioProductListQuery = z.output<typeof studioProductListQuerySchema>;

export const studioProductParamSchema = z.object({ slug: slugParam("product_unknown") });

/** `GET /products/slug-check?slug=…&for=…`: whether a slug is free (for the product `for`, when renaming). */
export const slugCheckQuerySchema = z.object({
  slug: slugParam("slug_invalid"),
  for: slugParam("product_unknown").optional(),
});

/** `POST /products/:slug/retire`: the product's slug typed again, so a slip can't take it off the shop. */
export const retireBodySchema = z.object({
  confirm: z.string({ error: "confirm_required" }).trim().min(1, "confirm_required").max(L.slug, "confirm_mismatch"),
});

export const previewQuerySchema = z.object({ locale: localeOrDefaultField });

export const reviewParamSchema = z.object({
  slug: slugParam("product_unknown"),
  id: z.string().min(1, "review_unknown").max(100, "review_unknown"),
});
export const reviewStateBodySchema = z.object({ state: z.enum(STUDIO_REVIEW_STATES, "state_invalid") });
/** `DELETE /products/:slug/reviews/:id`: `{ confirm: true }`, so a slip can't delete a review. */
export const reviewDeleteBodySchema = z.object({ confirm: z.literal(true, "confirm_required") });
