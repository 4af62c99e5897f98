import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { copyMarks, orders } from "../../db/schema";
import { attachmentResponse, fileDownloadResponse } from "../file-download";
import { stampEpub } from "./epub-stamp";
import { exLibrisOf } from "./copy-marks";
import type { ExLibris } from "./ex-libris";
import { stampPdf } from "./pdf-stamp";

/**
 * Serving an order's ebook stamped for its holder (issue 22, decision 054). A copy is stamped
 * once per order, file and version and kept in the private bucket under `stamped/`, so repeat
 * downloads stream it as they would the original. The cached copy carries a tag of what it
 * was stamped with (holder, mark, source object, stamper version): a renamed account or a
 * claimed gift gets a fresh stamp, and nothing else does.
 */

/** Bump when the page or the metadata change, so copies stamped before are made again. */
const STAMP_VERSION = "1";
/** Larger files are served as they are: stamping holds the whole file in the Worker's 128 MB. */
export const MAX_STAMP_BYTES = 40 * 1024 * 1024;

export type StampKind = "epub" | "pdf";

export interface StampableFile {
  id: string;
  version: number;
  r2Key: string;
  fileName: string;
  contentType: string;
}

export function stampKind(file: Pick<StampableFile, "fileName" | "contentType">): StampKind | null {
  const name = file.fileName.toLowerCase();
  if (file.contentType === "application/epub+zip" || name.endsWith(".epub")) return "epub";
  if (file.contentType === "application/pdf" || name.endsWith(".pdf")) return "pdf";
  return null;
}

export const stampedKey = (orderId: string, file: Pick<StampableFile, "id" | "version">, kind: StampKind) =>
  `stamped/${orderId}/${file.id}/v${file.version}.${kind}`;

async function stampTag(page: ExLibris, sourceKey: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(JSON.stringify([STAMP_VERSION, page.name, page.locale, page.mark, sourceKey])),
  );
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function stampBytes(kind: StampKind, bytes: Uint8Array, page: ExLibris): Promise<Uint8Array> {
  return kind === "epub" ? stampEpub(bytes, page) : stampPdf(bytes, page);
}

/**
 * The download of an order's file: stamped when it is an EPUB or a PDF, else the original;
 * null when the file's object is missing. A file that cannot be stamped (not a well-formed
 * EPUB, an encrypted PDF, too large) is served as it is and logged: the buyer still gets it.
 */
export async function orderFileResponse(
  bucket: R2Bucket,
  db: Db,
  orderId: string,
  file: StampableFile,
  nowMs = Date.now(),
): Promise<Response | null> {
  const kind = stampKind(file);
  const page = kind ? await exLibrisOf(db, orderId, nowMs) : null;
  if (!kind || !page) return fileDownloadResponse(bucket, file.r2Key, file.fileName, file.contentType);
  const key = stampedKey(orderId, file, kind);
  const tag = await stampTag(page, file.r2Key);
  // The tag first (a head, no body to open and drop), then the kept copy's bytes.
  if ((await bucket.head(key))?.customMetadata?.stamp === tag) {
    const cached = await bucket.get(key);
    if (cached) return attachmentResponse(cached.body, { ...file, size: cached.size, etag: cached.httpEtag });
  }
  const source = await bucket.get(file.r2Key);
  if (!source) return null;
  if (source.size > MAX_STAMP_BYTES) {
    console.warn(`[stamping] ${file.r2Key} is ${source.size} bytes, over the stamping limit: served unstamped`);
    return attachmentResponse(source.body, { ...file, size: source.size, etag: source.httpEtag });
  }
  const original = new Uint8Array(await source.arrayBuffer());
  let stamped: Uint8Array;
  try {
    stamped = await stampBytes(kind, original, page);
  } catch (err) {
    console.error(`[stamping] could not stamp ${file.r2Key}, served unstamped: ${String(err)}`);
    return attachmentResponse(original, { ...file, size: original.length });
  }
  // Kept before answering, so the next download (even one a second later) reuses it.
  const put = await bucket.put(key, stamped, {
    httpMetadata: { contentType: file.contentType },
    customMetadata: { stamp: tag, mark: page.mark },
  });
  return attachmentResponse(stamped, { ...file, size: stamped.length, etag: put?.httpEtag });
}

/** Forgets an order's stamped copies (a refund, a deleted order): they are only a cache. */
export async function deleteStampedCopies(bucket: R2Bucket, orderId: string): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: `stamped/${orderId}/`, cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    deleted += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}

/**
 * The sweep's part: refunded orders' stamped copies deleted (they can't be downloaded again),
 * a batch per run. The mark's row stays, so a copy found later is still traced.
 */
export async function clearRefundedStamps(db: Db, bucket: R2Bucket, nowMs = Date.now(), batch = 50): Promise<number> {
  const due = await db
    .select({ orderId: copyMarks.orderId })
    .from(copyMarks)
    .innerJoin(orders, eq(orders.id, copyMarks.orderId))
    .where(and(eq(orders.status, "refunded"), isNull(copyMarks.stampsClearedAt)))
    .limit(batch);
  for (const { orderId } of due) {
    await deleteStampedCopies(bucket, orderId);
    await db.update(copyMarks).set({ stampsClearedAt: nowMs }).where(eq(copyMarks.orderId, orderId));
  }
  return due.length;
}
