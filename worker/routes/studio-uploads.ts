import { Hono } from "hono";
import {
  UPLOAD_LIMITS,
  coverParamSchema,
  coverSetSchema,
  fileAlbumRoleSchema,
  studioFileParamSchema,
  studioFilesQuerySchema,
  uploadCreateSchema,
  uploadParamSchema,
  uploadPartParamSchema,
} from "../contract/studio-uploads";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import {
  abortUpload,
  completeUpload,
  createUpload,
  listProductFiles,
  openUploads,
  publishFileToPastBuyers,
  removeFile,
  setCover,
  uploadPart,
  uploadStatus,
  type FileRefusal,
  type UploadRefusal,
} from "../services/studio/uploads";
import { CATALOGUE_FRESHNESS_MS } from "../services/catalogue-cache";
import { publishFileSchema } from "../contract/file-updates";
import { siteOrigin } from "../middleware/config";
import { queueFileUpdateMails } from "../services/file-updates";
import { setFileAlbumRole } from "../services/studio/album-roles";
import type { AppEnv } from "../types";

/**
 * Waits until every request anywhere is checked against a catalogue version read after the
 * change (decision 024), so when the studio says "done" every public page shows it.
 */
const catalogueSettled = () => new Promise((resolve) => setTimeout(resolve, CATALOGUE_FRESHNESS_MS + 100));

/** Refusals that are about a field the author sent: a 400 with that field, like a validation error. */
const FIELD_REFUSALS: Partial<
  Record<UploadRefusal | "images_invalid", [field: string, code: string, message: string]>
> = {
  product_unknown: ["productSlug", "product_unknown", "There is no such product."],
  file_unknown: ["replacesFileId", "file_unknown", "There is no such file in this product."],
  part_out_of_range: ["n", "part_invalid", "This upload has no part with that number."],
  part_size_mismatch: [
    "n",
    "part_size_mismatch",
    `Each part must be exactly the part size the upload was given (at least ${UPLOAD_LIMITS.minPartBytes / 1024 / 1024} MiB), but the last.`,
  ],
  size_mismatch: ["sizeBytes", "size_mismatch", "The uploaded file is not the size that was declared."],
  content_mismatch: [
    "contentType",
    "content_mismatch",
    "The file's contents are not the type it was uploaded as (checked by its first bytes).",
  ],
  images_invalid: ["images", "images_invalid", "Each image must be a finished cover upload of this product."],
};

const UPLOAD_REFUSALS: RefusalAnswers<UploadRefusal> = {
  not_found: ["not_found", 404, "There is no such upload (it may have been cancelled or cleaned up)."],
  not_uploading: ["conflict", 409, "This upload is already complete."],
  file_removed: ["conflict", 409, "This file was removed from sale; add it as a new file instead."],
  parts_missing: ["conflict", 409, "Some parts of this upload are missing; send them, then complete it."],
  // Answered as field errors first (FIELD_REFUSALS); these are the fallbacks valueOr needs.
  product_unknown: ["validation_failed", 400, "There is no such product."],
  file_unknown: ["validation_failed", 400, "There is no such file in this product."],
  part_out_of_range: ["validation_failed", 400, "This upload has no part with that number."],
  part_size_mismatch: ["validation_failed", 400, "This part is not the size the upload expects."],
  size_mismatch: ["validation_failed", 400, "The uploaded file is not the size that was declared."],
  content_mismatch: ["validation_failed", 400, "The file's contents are not the type it was uploaded as."],
};

const FILE_REFUSALS: RefusalAnswers<FileRefusal> = {
  not_found: ["not_found", 404, "There is no such file."],
  already: ["conflict", 409, "This file is already so."],
};

/** A refusal about a field becomes the one validation error shape, with that field. */
function fieldRefusal<R extends { ok: true } | { ok: false; reason: UploadRefusal | "images_invalid" }>(result: R): R {
  if (!result.ok) {
    const field = FIELD_REFUSALS[result.reason];
    if (field) throw new AppError("validation_failed", 400, field[2], { [field[0]]: [field[1]] });
  }
  return result;
}

/**
 * Uploads from the studio into the private bucket (decision 046): start, send parts,
 * read where it stands (to resume), complete, abort. Mounted after `studioOnly`, so every
 * endpoint is the author's, in a session that passed the second factor; recording a file or
 * a cover writes its audit entry in the same batch.
 */
export const studioUploadRoutes = new Hono<AppEnv>()
  .post("/", validate("json", uploadCreateSchema), async (c) => {
    const result = fieldRefusal(await createUpload(c.var.db, c.env.FILES, c.req.valid("json")));
    return c.json({ data: valueOr(result, UPLOAD_REFUSALS) }, 201);
  })
  // Uploads of a product still open, so the studio can offer to resume them after a reload.
  .get("/", validate("query", studioFilesQuerySchema), async (c) => {
    return c.json({ data: { uploads: await openUploads(c.var.db, c.req.valid("query").product) } });
  })
  .get("/:id", validate("param", uploadParamSchema), async (c) => {
    return c.json({ data: valueOr(await uploadStatus(c.var.db, c.req.valid("param").id), UPLOAD_REFUSALS) });
  })
  // The part's bytes are the body as they are (any content type), streamed into R2.
  .put("/:id/parts/:n", validate("param", uploadPartParamSchema), async (c) => {
    const { id, n } = c.req.valid("param");
    const header = c.req.header("Content-Length");
    const length = header && /^\d+$/.test(header) ? Number(header) : null;
    const result = await uploadPart(c.var.db, c.env.FILES, { id, partNumber: n, body: c.req.raw.body, length });
    return c.json({ data: valueOr(fieldRefusal(result), UPLOAD_REFUSALS) });
  })
  .post("/:id/complete", validate("param", uploadParamSchema), async (c) => {
    const result = await completeUpload(c.var.db, c.env.FILES, requireViewer(c).user, c.req.valid("param").id);
    const done = valueOr(fieldRefusal(result), UPLOAD_REFUSALS);
    // A file changes the product page's list of files; a cover image is not shown until it is set.
    if (done.purpose === "file") await catalogueSettled();
    return c.json({ data: done });
  })
  .delete("/:id", validate("param", uploadParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    valueOr(await abortUpload(c.var.db, c.env.FILES, id), UPLOAD_REFUSALS);
    return c.json({ data: { aborted: true, id } });
  });

/**
 * A product's files and their versions (decision 046): list, publish the newest version to past
 * buyers, remove from new sales. Replacing a file is an upload with `replacesFileId`.
 */
export const studioFileRoutes = new Hono<AppEnv>()
  .get("/", validate("query", studioFilesQuerySchema), async (c) => {
    return c.json({ data: { files: await listProductFiles(c.var.db, c.req.valid("query").product) } });
  })
  // Past buyers get the newest version with its note; owners who agreed get one email (decision 057).
  .post("/:id/publish", validate("param", studioFileParamSchema), validate("json", publishFileSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { note } = c.req.valid("json");
    const file = valueOr(await publishFileToPastBuyers(c.var.db, requireViewer(c).user, id, note), {
      ...FILE_REFUSALS,
      already: ["conflict", 409, "Past buyers already get this version."],
    });
    const mails = await queueFileUpdateMails(
      { db: c.var.db, config: c.var.config, origin: siteOrigin(c), now: Date.now() },
      { fileId: id },
    );
    return c.json({ data: { ...file, updateEmails: mails.queued } });
  })
  // What the file is in its album (decision 055): track of a format group, cover, booklet.
  .put("/:id/album", validate("param", studioFileParamSchema), validate("json", fileAlbumRoleSchema), async (c) => {
    const file = valueOr(
      await setFileAlbumRole(c.var.db, requireViewer(c).user, c.req.valid("param").id, c.req.valid("json")),
      { not_found: FILE_REFUSALS.not_found },
    );
    await catalogueSettled();
    return c.json({ data: file });
  })
  .delete("/:id", validate("param", studioFileParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const file = valueOr(await removeFile(c.var.db, requireViewer(c).user, id), {
      ...FILE_REFUSALS,
      already: ["conflict", 409, "This file was already removed from sale."],
    });
    await catalogueSettled();
    return c.json({ data: file });
  });

const COVER_REFUSALS: RefusalAnswers<"product_unknown" | "images_invalid"> = {
  product_unknown: ["not_found", 404, "There is no such product."],
  images_invalid: ["validation_failed", 400, "Each image must be a finished cover upload of this product."],
};

/** A product's cover from its uploaded widths; the public pages show it at once. */
export const studioCoverRoutes = new Hono<AppEnv>().put(
  "/:slug",
  validate("param", coverParamSchema),
  validate("json", coverSetSchema),
  async (c) => {
    const { slug } = c.req.valid("param");
    const result = await setCover(c.var.db, requireViewer(c).user, slug, c.req.valid("json").images);
    // The product is in the path (a 404); the images are a field of the body (a 400 on it).
    if (!result.ok && result.reason === "images_invalid") fieldRefusal(result);
    const cover = valueOr(result, COVER_REFUSALS);
    await catalogueSettled();
    return c.json({ data: cover });
  },
);
