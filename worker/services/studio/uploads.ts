import { and, asc, desc, eq, inArray, isNull, lt, max } from "drizzle-orm";
import {
  UPLOADED_COVER_PREFIX,
  UPLOAD_LIMITS,
  partPlan,
  type CompletedUpload,
  type StudioProductFile,
  type UploadCreate,
  type UploadStatus,
  type UploadedCoverImage,
} from "../../contract/studio-uploads";
import type { ChangeNote } from "../../contract/file-updates";
import type { Db } from "../../db/client";
import { productFileVersions, productFiles, products, studioUploadParts, studioUploads } from "../../db/schema";
import { ok, refuse, type Result } from "../result";
import { auditInsert, auditInsertIfChanged, type AuditActor } from "./audit-log";
import { factsOfFile, type FileFacts } from "../file-facts";
import { SIGNATURE_HEAD_BYTES, bytesMatchType } from "../../contract/file-signatures.mjs";

/**
 * Uploads from the studio into the private bucket (decision 046). The browser sends a
 * file in parts of a size the Worker fixes; each part goes straight into an R2 multipart upload
 * and is recorded in D1, so a dropped connection or a reloaded page resumes from the parts R2
 * already has. Completing records a product's file (new, or a new version of one) or one width
 * of a cover.
 */

type UploadRow = typeof studioUploads.$inferSelect;

export type UploadRefusal =
  | "product_unknown"
  | "file_unknown"
  | "file_removed"
  | "not_found"
  | "not_uploading"
  | "part_out_of_range"
  | "part_size_mismatch"
  | "parts_missing"
  | "size_mismatch"
  | "content_mismatch";

/** A name safe in an R2 key and a download header: what the browser gave, less anything odd. */
function keyName(fileName: string): string {
  return (
    fileName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^[-.]+/, "")
      .slice(0, 120) || "file"
  );
}

const COVER_EXTENSIONS: Record<string, string> = {
  "image/webp": "webp",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/avif": "avif",
};

/**
 * A new key for every upload: a file under its product, a cover width under `covers/`, the only
 * prefix served publicly. The upload's random id makes the key's content immutable, which is
 * what lets the public answer be cached for a year.
 */
function uploadKey(id: string, input: UploadCreate): string {
  if (input.purpose === "cover") {
    return `covers/${input.productSlug}-${id.slice(0, 8)}-${input.width}w.${COVER_EXTENSIONS[input.contentType] ?? "img"}`;
  }
  // A sample is public (decision 051): under `samples/`, its key new with every upload.
  if (input.purpose === "sample") return `samples/${input.productSlug}/${id}/${keyName(input.fileName)}`;
  return `products/${input.productSlug}/${id}/${keyName(input.fileName)}`;
}

async function uploadRow(db: Db, id: string): Promise<UploadRow | null> {
  return (await db.select().from(studioUploads).where(eq(studioUploads.id, id)).get()) ?? null;
}

async function partsOf(db: Db, id: string) {
  return db
    .select({
      partNumber: studioUploadParts.partNumber,
      sizeBytes: studioUploadParts.sizeBytes,
      etag: studioUploadParts.etag,
    })
    .from(studioUploadParts)
    .where(eq(studioUploadParts.uploadId, id))
    .orderBy(asc(studioUploadParts.partNumber));
}

function statusOf(row: UploadRow, parts: { partNumber: number; sizeBytes: number }[]): UploadStatus {
  return {
    id: row.id,
    productSlug: row.productSlug,
    purpose: row.purpose,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    partSize: row.partSize,
    partCount: partPlan(row.sizeBytes, row.partSize).count,
    parts: parts.map(({ partNumber, sizeBytes }) => ({ partNumber, sizeBytes })),
    state: row.state,
  };
}

/** Starts an upload: checks what it is for, opens the R2 multipart upload, records both. */
export async function createUpload(
  db: Db,
  bucket: R2Bucket,
  input: UploadCreate,
  now = Date.now(),
): Promise<Result<UploadStatus, "product_unknown" | "file_unknown" | "file_removed">> {
  const product = await db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.slug, input.productSlug))
    .get();
  if (!product) return refuse("product_unknown");
  const replaces = input.purpose === "file" ? (input.replacesFileId ?? null) : null;
  if (replaces) {
    const file = await db
      .select({ removedAt: productFiles.removedAt })
      .from(productFiles)
      .where(and(eq(productFiles.id, replaces), eq(productFiles.productSlug, input.productSlug)))
      .get();
    if (!file) return refuse("file_unknown");
    if (file.removedAt !== null) return refuse("file_removed");
  }
  const id = crypto.randomUUID();
  const key = uploadKey(id, input);
  const multipart = await bucket.createMultipartUpload(key, { httpMetadata: { contentType: input.contentType } });
  const row: UploadRow = {
    id,
    productSlug: input.productSlug,
    purpose: input.purpose,
    replacesFileId: replaces,
    label: input.purpose === "file" ? (input.label ?? null) : null,
    fileName: input.fileName,
    contentType: input.contentType,
    sizeBytes: input.sizeBytes,
    partSize: UPLOAD_LIMITS.partBytes,
    width: input.purpose === "cover" ? (input.width ?? null) : null,
    height: input.purpose === "cover" ? (input.height ?? null) : null,
    r2Key: key,
    r2UploadId: multipart.uploadId,
    state: "uploading",
    createdAt: now,
    touchedAt: now,
  };
  await db.insert(studioUploads).values(row);
  return ok(statusOf(row, []));
}

/** Where an upload stands: which parts R2 has (for resuming). */
export async function uploadStatus(db: Db, id: string): Promise<Result<UploadStatus, "not_found">> {
  const row = await uploadRow(db, id);
  if (!row) return refuse("not_found");
  return ok(statusOf(row, await partsOf(db, id)));
}

/**
 * One part, streamed from the request into R2. Its length is fixed by the plan (R2 wants every
 * part but the last the same size, at least 5 MiB), so a part of another length is refused before
 * a byte is read. Sending a part again (a retry) replaces it.
 */
export async function uploadPart(
  db: Db,
  bucket: R2Bucket,
  {
    id,
    partNumber,
    body,
    length,
  }: { id: string; partNumber: number; body: ReadableStream | null; length: number | null },
  now = Date.now(),
): Promise<
  Result<
    { partNumber: number; sizeBytes: number },
    "not_found" | "not_uploading" | "part_out_of_range" | "part_size_mismatch" | "content_mismatch"
  >
> {
  const row = await uploadRow(db, id);
  if (!row) return refuse("not_found");
  if (row.state !== "uploading") return refuse("not_uploading");
  const plan = partPlan(row.sizeBytes, row.partSize);
  if (partNumber > plan.count) return refuse("part_out_of_range");
  const expected = plan.sizeOf(partNumber);
  if (length !== expected || !body) return refuse("part_size_mismatch");
  const multipart = bucket.resumeMultipartUpload(row.r2Key, row.r2UploadId);
  // A fixed-length stream gives R2 the length up front; the bytes are counted on the way, so a
  // body that ended early (a dropped connection) is the part's fault, a 4xx, while R2 failing on
  // a whole body is the server's, thrown.
  const fixed = new FixedLengthStream(expected);
  let seen = 0;
  // The first part's leading bytes must be the type the upload claims (an HTML page is no PNG):
  // checked as soon as they are in, and the part is stopped before the rest reaches R2.
  const sniff = partNumber === 1 ? new Uint8Array(Math.min(SIGNATURE_HEAD_BYTES, expected)) : null;
  let mismatch = false;
  const sniffed = (controller: TransformStreamDefaultController<Uint8Array>) => {
    mismatch = !bytesMatchType(sniff!, row.contentType);
    if (mismatch) controller.error(new Error("the part's bytes are not the upload's type"));
    return !mismatch;
  };
  const counted = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (sniff && seen < sniff.length) {
        sniff.set(chunk.subarray(0, sniff.length - seen), seen);
        if (seen + chunk.byteLength >= sniff.length && !sniffed(controller)) return;
      }
      seen += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const piped = body
    .pipeThrough(counted)
    .pipeTo(fixed.writable)
    .catch(() => undefined);
  let part: R2UploadedPart;
  try {
    part = await multipart.uploadPart(partNumber, fixed.readable);
  } catch (error) {
    await piped;
    if (mismatch) return refuse("content_mismatch");
    if (seen !== expected) return refuse("part_size_mismatch");
    throw error;
  }
  await piped;
  if (mismatch) return refuse("content_mismatch");
  if (seen !== expected) return refuse("part_size_mismatch");
  await db.batch([
    db
      .insert(studioUploadParts)
      .values({ uploadId: id, partNumber, etag: part.etag, sizeBytes: expected })
      .onConflictDoUpdate({
        target: [studioUploadParts.uploadId, studioUploadParts.partNumber],
        set: { etag: part.etag, sizeBytes: expected },
      }),
    db.update(studioUploads).set({ touchedAt: now }).where(eq(studioUploads.id, id)),
  ]);
  return ok({ partNumber, sizeBytes: expected });
}

type FileRow = typeof productFiles.$inferSelect;

function fileView(file: FileRow, older: (typeof productFileVersions.$inferSelect)[]): StudioProductFile {
  return {
    id: file.id,
    productSlug: file.productSlug,
    label: file.label,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    version: file.version,
    releasedAt: file.releasedAt,
    allBuyers: file.allBuyers,
    removedAt: file.removedAt,
    standIn: file.standIn,
    facts: {
      format: file.format,
      bitrateKbps: file.bitrateKbps,
      durationSeconds: file.durationSeconds,
      pageCount: file.pageCount,
      wordCount: file.wordCount,
    },
    role: file.role,
    formatGroup: file.formatGroup,
    olderVersions: older
      .filter((v) => v.fileId === file.id)
      .sort((a, b) => b.version - a.version)
      .map((v) => ({ version: v.version, fileName: v.fileName, sizeBytes: v.sizeBytes, releasedAt: v.releasedAt })),
  };
}

/** A product's files with their kept versions, in the product's order. */
export async function listProductFiles(db: Db, slug: string): Promise<StudioProductFile[]> {
  const files = await db
    .select()
    .from(productFiles)
    .where(eq(productFiles.productSlug, slug))
    .orderBy(asc(productFiles.position), asc(productFiles.id));
  const older = files.length
    ? await db
        .select()
        .from(productFileVersions)
        .where(
          inArray(
            productFileVersions.fileId,
            files.map((f) => f.id),
          ),
        )
    : [];
  return files.map((f) => fileView(f, older));
}

export async function oneFile(db: Db, id: string): Promise<StudioProductFile | null> {
  const file = await db.select().from(productFiles).where(eq(productFiles.id, id)).get();
  if (!file) return null;
  const older = await db.select().from(productFileVersions).where(eq(productFileVersions.fileId, id));
  return fileView(file, older);
}

/**
 * Records a completed file upload in one batch with its audit entry: a new file (version 1,
 * for new sales) or a new version of one. The version it replaces is kept, row and object, for
 * the buyers who bought it, until a version is published to them (decision 046).
 */
async function recordFile(db: Db, actor: AuditActor, row: UploadRow, size: number, facts: FileFacts, now: number) {
  const current = row.replacesFileId
    ? await db.select().from(productFiles).where(eq(productFiles.id, row.replacesFileId)).get()
    : undefined;
  const remove = db.delete(studioUploads).where(eq(studioUploads.id, row.id));
  if (current) {
    const after = {
      version: current.version + 1,
      fileName: row.fileName,
      sizeBytes: size,
      label: row.label ?? current.label,
    };
    await db.batch([
      db
        .insert(productFileVersions)
        .values({
          fileId: current.id,
          version: current.version,
          r2Key: current.r2Key,
          fileName: current.fileName,
          contentType: current.contentType,
          sizeBytes: current.sizeBytes,
          releasedAt: current.releasedAt,
          allBuyers: current.allBuyers,
          supersededAt: now,
          changeNote: current.changeNote,
        })
        .onConflictDoNothing(),
      db
        .update(productFiles)
        .set({
          r2Key: row.r2Key,
          fileName: row.fileName,
          contentType: row.contentType,
          sizeBytes: size,
          label: after.label,
          // The new file's facts: the replaced one's no longer describe what is sold.
          ...facts,
          standIn: false,
          version: after.version,
          releasedAt: now,
          allBuyers: false,
          // A new version has no note until it is published (decision 057).
          changeNote: null,
          updateMailPending: false,
        })
        .where(eq(productFiles.id, current.id)),
      remove,
      auditInsert(
        db,
        actor,
        {
          action: "product_file.replaced",
          objectType: "product_file",
          objectId: current.id,
          before: { version: current.version, fileName: current.fileName, sizeBytes: current.sizeBytes },
          after,
        },
        now,
      ),
    ]);
    return current.id;
  }
  const id = crypto.randomUUID();
  const [last] = await db
    .select({ position: max(productFiles.position) })
    .from(productFiles)
    .where(eq(productFiles.productSlug, row.productSlug));
  const values = {
    id,
    productSlug: row.productSlug,
    r2Key: row.r2Key,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: size,
    label: row.label ?? row.fileName,
    ...facts,
    position: (last?.position ?? 0) + 1,
    standIn: false,
    version: 1,
    releasedAt: now,
    // A file added after some sales goes to new buyers; past buyers get it once it is published.
    allBuyers: false,
  };
  await db.batch([
    db.insert(productFiles).values(values),
    remove,
    auditInsert(
      db,
      actor,
      {
        action: "product_file.added",
        objectType: "product_file",
        objectId: id,
        after: { productSlug: row.productSlug, label: values.label, fileName: row.fileName, sizeBytes: size },
      },
      now,
    ),
  ]);
  return id;
}

/**
 * Completes an upload: every part there, at the planned sizes, then R2 joins them and the
 * object's size is checked against what was declared before anything is recorded.
 */
export async function completeUpload(
  db: Db,
  bucket: R2Bucket,
  actor: AuditActor,
  id: string,
  now = Date.now(),
): Promise<
  Result<
    CompletedUpload,
    "not_found" | "not_uploading" | "parts_missing" | "size_mismatch" | "file_unknown" | "file_removed"
  >
> {
  const row = await uploadRow(db, id);
  if (!row) return refuse("not_found");
  if (row.state !== "uploading") return refuse("not_uploading");
  const plan = partPlan(row.sizeBytes, row.partSize);
  const parts = await partsOf(db, id);
  const complete =
    parts.length === plan.count && parts.every((p, i) => p.partNumber === i + 1 && p.sizeBytes === plan.sizeOf(i + 1));
  if (!complete) return refuse("parts_missing");
  if (row.replacesFileId) {
    // The file may have gone while the parts were travelling.
    const target = await db
      .select({ removedAt: productFiles.removedAt })
      .from(productFiles)
      .where(eq(productFiles.id, row.replacesFileId))
      .get();
    if (!target) return refuse("file_unknown");
    if (target.removedAt !== null) return refuse("file_removed");
  }
  const multipart = bucket.resumeMultipartUpload(row.r2Key, row.r2UploadId);
  const object = await multipart.complete(parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })));
  if (object.size !== row.sizeBytes) {
    await bucket.delete(row.r2Key);
    await db.delete(studioUploads).where(eq(studioUploads.id, id));
    return refuse("size_mismatch");
  }
  if (row.purpose === "cover") {
    await db.update(studioUploads).set({ state: "completed", touchedAt: now }).where(eq(studioUploads.id, id));
    return ok({ purpose: "cover", image: coverImage(row) });
  }
  if (row.purpose === "sample") {
    // Kept as an upload until it is recorded as a sample with its title (or swept after a day).
    await db.update(studioUploads).set({ state: "completed", touchedAt: now }).where(eq(studioUploads.id, id));
    return ok({
      purpose: "sample",
      sample: { uploadId: row.id, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes },
    });
  }
  const facts = await factsOfFile(bucket, row.r2Key, row.contentType, object.size);
  const fileId = await recordFile(db, actor, row, object.size, facts, now);
  return ok({ purpose: "file", file: (await oneFile(db, fileId))! });
}

const coverImage = (row: UploadRow): UploadedCoverImage => ({
  uploadId: row.id,
  src: `${UPLOADED_COVER_PREFIX}${row.r2Key.slice("covers/".length)}`,
  width: row.width ?? 0,
  height: row.height ?? 0,
});

/** Gives up an upload: R2 drops its parts (or a finished cover image), D1 its row. */
export async function abortUpload(db: Db, bucket: R2Bucket, id: string): Promise<Result<undefined, "not_found">> {
  const row = await uploadRow(db, id);
  if (!row) return refuse("not_found");
  await discard(bucket, row);
  await db.delete(studioUploads).where(eq(studioUploads.id, id));
  return ok();
}

async function discard(bucket: R2Bucket, row: Pick<UploadRow, "state" | "r2Key" | "r2UploadId">) {
  if (row.state === "completed") {
    await bucket.delete(row.r2Key);
    return;
  }
  try {
    await bucket.resumeMultipartUpload(row.r2Key, row.r2UploadId).abort();
  } catch {
    // R2 forgets an upload after a week; there is nothing left to abort then.
  }
}

/**
 * Uploads left idle past a day (a closed tab, a lost connection never resumed): their R2
 * multipart uploads are aborted (or an unused cover image deleted) and their rows go. Run by the
 * sweep; returns how many were cleaned up.
 */
export async function sweepAbandonedUploads(db: Db, bucket: R2Bucket, now = Date.now()): Promise<number> {
  const idle = await db
    .select({
      id: studioUploads.id,
      state: studioUploads.state,
      r2Key: studioUploads.r2Key,
      r2UploadId: studioUploads.r2UploadId,
    })
    .from(studioUploads)
    .where(lt(studioUploads.touchedAt, now - UPLOAD_LIMITS.idleMs))
    .orderBy(asc(studioUploads.touchedAt))
    .limit(50);
  for (const row of idle) {
    await discard(bucket, row);
    await db.delete(studioUploads).where(eq(studioUploads.id, row.id));
  }
  return idle.length;
}

export type FileRefusal = "not_found" | "already";

/**
 * Publishes a file's newest version to its past buyers with its "what changed" note: every
 * order gets it from now on, and the versions before it stay downloadable from the library
 * (decision 057, which replaces 046's deletion). Owners who agreed are owed one email, marked
 * here in the same batch and queued by `queueFileUpdateMails`.
 */
export async function publishFileToPastBuyers(
  db: Db,
  actor: AuditActor,
  id: string,
  note: ChangeNote,
  now = Date.now(),
): Promise<Result<StudioProductFile, FileRefusal>> {
  const file = await db.select().from(productFiles).where(eq(productFiles.id, id)).get();
  if (!file) return refuse("not_found");
  if (file.allBuyers) return refuse("already");
  await db.batch([
    db
      .update(productFiles)
      .set({ allBuyers: true, changeNote: JSON.stringify(note), updateMailPending: true })
      .where(and(eq(productFiles.id, id), eq(productFiles.allBuyers, false))),
    auditInsertIfChanged(
      db,
      actor,
      {
        action: "product_file.published",
        objectType: "product_file",
        objectId: id,
        after: { version: file.version, note },
      },
      now,
    ),
  ]);
  return ok((await oneFile(db, id))!);
}

/** Takes a file from new sales; orders paid before now keep it, in their version, and its objects stay. */
export async function removeFile(
  db: Db,
  actor: AuditActor,
  id: string,
  now = Date.now(),
): Promise<Result<StudioProductFile, FileRefusal>> {
  const file = await db.select().from(productFiles).where(eq(productFiles.id, id)).get();
  if (!file) return refuse("not_found");
  if (file.removedAt !== null) return refuse("already");
  await db.batch([
    db
      .update(productFiles)
      .set({ removedAt: now })
      .where(and(eq(productFiles.id, id), isNull(productFiles.removedAt))),
    auditInsertIfChanged(
      db,
      actor,
      {
        action: "product_file.removed",
        objectType: "product_file",
        objectId: id,
        before: { label: file.label, fileName: file.fileName, version: file.version },
      },
      now,
    ),
  ]);
  return ok((await oneFile(db, id))!);
}

/**
 * Sets a product's cover from completed cover uploads, one per width: the widest is the `src`
 * (and the JSON-LD image), all of them the `srcset`. Updating `products` renews the catalogue's
 * version (migration 0007's triggers), so the public pages show the new cover at once.
 */
export async function setCover(
  db: Db,
  actor: AuditActor,
  slug: string,
  uploadIds: readonly string[],
  now = Date.now(),
): Promise<
  Result<
    { src: string; width: number; height: number; sizes: { src: string; width: number }[] },
    "product_unknown" | "images_invalid"
  >
> {
  const product = await db
    .select({
      coverPath: products.coverPath,
      coverWidth: products.coverWidth,
      coverHeight: products.coverHeight,
      coverSizes: products.coverSizes,
    })
    .from(products)
    .where(eq(products.slug, slug))
    .get();
  if (!product) return refuse("product_unknown");
  const ids = [...new Set(uploadIds)];
  const rows = await db
    .select()
    .from(studioUploads)
    .where(
      and(
        inArray(studioUploads.id, ids),
        eq(studioUploads.productSlug, slug),
        eq(studioUploads.purpose, "cover"),
        eq(studioUploads.state, "completed"),
      ),
    );
  if (rows.length !== ids.length) return refuse("images_invalid");
  const images = rows.map(coverImage).sort((a, b) => a.width - b.width);
  const widest = images[images.length - 1]!;
  const sizes = images.map(({ src, width }) => ({ src, width }));
  const cover = { src: widest.src, width: widest.width, height: widest.height, sizes };
  await db.batch([
    db
      .update(products)
      .set({
        coverPath: widest.src,
        coverWidth: widest.width,
        coverHeight: widest.height,
        coverSizes: JSON.stringify(sizes),
        updatedAt: new Date(now),
      })
      .where(eq(products.slug, slug)),
    db.delete(studioUploads).where(inArray(studioUploads.id, ids)),
    auditInsert(
      db,
      actor,
      {
        action: "product.cover_set",
        objectType: "product",
        objectId: slug,
        before: { src: product.coverPath, width: product.coverWidth, height: product.coverHeight },
        after: cover,
      },
      now,
    ),
  ]);
  return ok(cover);
}

/** The newest uploads first: for the studio to offer resuming an upload a reload interrupted. */
export async function openUploads(db: Db, slug: string): Promise<UploadStatus[]> {
  const rows = await db
    .select()
    .from(studioUploads)
    .where(and(eq(studioUploads.productSlug, slug), eq(studioUploads.state, "uploading")))
    .orderBy(desc(studioUploads.createdAt))
    .limit(20);
  const parts = rows.length
    ? await db
        .select()
        .from(studioUploadParts)
        .where(
          inArray(
            studioUploadParts.uploadId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(studioUploadParts.partNumber))
    : [];
  return rows.map((row) =>
    statusOf(
      row,
      parts.filter((p) => p.uploadId === row.id),
    ),
  );
}
