import { FILE_ROLES, FORMAT_GROUP_MAX_LENGTH } from "./album-zips";
import { SLUG_PATTERN } from "./shop-fields";
import { UPLOAD_LIMITS, UPLOAD_PURPOSES } from "./studio-upload-fields";
import { z } from "./zod";

export * from "./studio-upload-fields";

/**
 * The studio's uploads, checked by the Worker (the authority): issue messages are stable codes,
 * reported per field in the one error shape. Type and size are refused here, before any R2
 * upload exists.
 */

const slug = z.string().regex(SLUG_PATTERN, "product_invalid").max(100, "product_invalid");

/** A name as the browser gave it, without a path or control characters. */
const fileName = z
  .string()
  .trim()
  .min(1, "file_name_required")
  .max(UPLOAD_LIMITS.fileName, "file_name_too_long")
  // No path separators and no control characters (checked by code point: no regex of controls).
  .refine(
    (v) => !/[/\\]/.test(v) && ![...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f),
    "file_name_invalid",
  );

export const uploadCreateSchema = z
  .object({
    productSlug: slug,
    purpose: z.enum(UPLOAD_PURPOSES, "purpose_invalid"),
    fileName,
    contentType: z.string().trim().toLowerCase().max(100, "type_not_allowed"),
    sizeBytes: z.number("size_invalid").int("size_invalid").min(1, "size_invalid"),
    /** For a new file: what its download button says. */
    label: z.string().trim().min(1, "label_required").max(UPLOAD_LIMITS.label, "label_too_long").optional(),
    /** For a file: the file this upload replaces (a new version of it). */
    replacesFileId: z.string().min(1).max(100, "file_unknown").optional(),
    /** For a cover image: its pixel size. */
    width: z
      .number()
      .int("width_invalid")
      .min(1, "width_invalid")
      .max(UPLOAD_LIMITS.cover.maxPixels, "width_invalid")
      .optional(),
    height: z
      .number()
      .int("height_invalid")
      .min(1, "height_invalid")
      .max(UPLOAD_LIMITS.cover.maxPixels, "height_invalid")
      .optional(),
  })
  .superRefine((v, ctx) => {
    const limits = UPLOAD_LIMITS[v.purpose];
    if (!(limits.types as readonly string[]).includes(v.contentType)) {
      ctx.addIssue({ code: "custom", message: "type_not_allowed", path: ["contentType"] });
    }
    if (v.sizeBytes > limits.maxBytes) ctx.addIssue({ code: "custom", message: "too_large", path: ["sizeBytes"] });
    if (v.purpose === "cover") {
      if (v.width === undefined) ctx.addIssue({ code: "custom", message: "width_required", path: ["width"] });
      if (v.height === undefined) ctx.addIssue({ code: "custom", message: "height_required", path: ["height"] });
    } else if (v.purpose === "file" && !v.replacesFileId && !v.label) {
      ctx.addIssue({ code: "custom", message: "label_required", path: ["label"] });
    }
  });
export type UploadCreate = z.output<typeof uploadCreateSchema>;

export const uploadParamSchema = z.object({ id: z.uuid("upload_unknown") });

export const uploadPartParamSchema = z.object({
  id: z.uuid("upload_unknown"),
  n: z.coerce.number("part_invalid").int("part_invalid").min(1, "part_invalid").max(10_000, "part_invalid"),
});

export const studioFileParamSchema = z.object({ id: z.string().min(1).max(100) });

export const studioFilesQuerySchema = z.object({ product: slug });

export const coverParamSchema = z.object({ slug });

/** The cover's widths: each a completed cover upload of this product. */
export const coverSetSchema = z.object({
  images: z.array(z.uuid("upload_unknown")).min(1, "images_required").max(8, "too_many_images"),
});

/** A file's place in its album (decision 055): a track needs its format group. */
export const fileAlbumRoleSchema = z
  .object({
    role: z.enum(FILE_ROLES, { error: "role_invalid" }).nullable(),
    formatGroup: z
      .string()
      .trim()
      .max(FORMAT_GROUP_MAX_LENGTH, "format_group_too_long")
      .nullable()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.role === "track" && !v.formatGroup)
      ctx.addIssue({ code: "custom", message: "format_group_required", path: ["formatGroup"] });
  });
