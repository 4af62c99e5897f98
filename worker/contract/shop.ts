import { z } from "./zod";
import { localeOrDefaultField } from "./locale-field";
import { CATALOGUE_SORTS, PRODUCT_KINDS, SLUG_PATTERN } from "./shop-fields";

export * from "./shop-fields";

/** The shop API's query and path schemas (the shapes it answers are in shop-fields.ts). */
const slug = (code: string) => z.string().max(80, code).regex(SLUG_PATTERN, code);

export const catalogueQuerySchema = z.object({
  locale: localeOrDefaultField,
  category: slug("unknown_category").optional(),
  kind: z.enum(PRODUCT_KINDS, { error: "unknown_kind" }).optional(),
  /** Only what can be bought now. */
  available: z
    .enum(["true", "false"], { error: "invalid_filter" })
    .transform((v) => v === "true")
    .optional(),
  sort: z.enum(CATALOGUE_SORTS, { error: "unknown_sort" }).default("featured"),
});
export type CatalogueQuery = z.input<typeof catalogueQuerySchema>;

export const productParamSchema = z.object({ slug: slug("unknown_product") });
/** A listening sample of a product: ids are the studio's (slug-like or UUIDs). */
export const sampleParamSchema = z.object({
  slug: slug("unknown_product"),
  sampleId: z.string().max(80, "unknown_sample").regex(SLUG_PATTERN, "unknown_sample"),
});
export const productQuerySchema = z.object({
  locale: localeOrDefaultField,
});
