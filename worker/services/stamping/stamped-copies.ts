import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { copyMarks, orders } from "../../db/schema";
import { STAMP_MAX_BYTES } from "../../contract/whose-copy";
import { attachmentResponse, fileDownloadResponse } from "../file-download";
import { stampEpub } from "./epub-stamp";
import { exLibrisOf } from "./copy-marks";
import type { ExLibris } from "./ex-libris";
import { stampPdf } from "./pdf-stamp";
import { logText } from "../log-text";

/**
 * Serving an order's ebook stamped for its holder (decision 054). A copy is stamped
 * once per order, file and version and kept in the private bucket under `stamped/`, so repeat
 * downloads stream it as they would the original. The cached copy carries a tag of what it
 * was stamped with (holder, mark, source object, stamper version): a renamed account or a
 * claimed gift gets a fresh stamp, and nothing else does.
 */

/** Bump when the page or the metadata change, so copies stamped before are made again. */
const STAMP_VERSION = "1";
/** Larger files are served as they are: stamping holds the whole file in the Worker's 128 MB. */
export const MAX_STAMP_BYTES = STAMP_MAX_BYTES;

export type StampKind = "epub" | "pdf";

export interface StampableFile {
  id: string;
  version: number;
  r2Key: string;
  fileName: string;
  contentType: string;
  /** A file's part in its album (decision 055): tracks, cover art and booklets are never stamped. */
  role?: string | null;
}

/** What stamping makes of a file: an EPUB or a PDF sold on its own (an ebook), else nothing. */
export function stampKind(file: Pick<StampableFile, "fileName" | "contentType" | "role">): StampKind | null {
  // An album's booklet is part of the record, not a book someone lends: it goes as uploaded.
  if (file.role) return null;
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

/** An order's copy of a file: the R2 object to give, and its bytes when they are in hand. */
export interface OrderCopy {
  /** The stamped copy kept under `stamped/`, or the original when the file is not stamped. */
  key: string;
  stamped: boolean;
  /** Just made (or read to stamp): the download answers with these instead of reading R2 again. */
  bytes?: Uint8Array;
  /** The copy's size when a HEAD or the bytes already said it. */
  size?: number;
  etag?: string;
}

/**
 * The copy of an order's file its holder gets, in R2: stamped for them when it is an EPUB or a
 * PDF (made and kept now if it isn't yet), else the original; null when the file's object is
 * missing. A file that cannot be stamped (not a well-formed EPUB, an encrypted PDF, too large) is
 * given as it is and logged: the buyer still gets it. The library's downloads and Send to Kindle
 * both take their copy here, so a file never leaves unstamped by one door and stamped by another.
 */
export async function orderCopy(
  bucket: R2Bucket,
  db: Db,
  orderId: string,
  file: StampableFile,
  nowMs = Date.now(),
): Promise<OrderCopy | null> {
  const original: OrderCopy = { key: file.r2Key, stamped: false };
  const kind = stampKind(file);
  const page = kind ? await exLibrisOf(db, orderId, nowMs) : null;
  if (!kind || !page) return original;
  const key = stampedKey(orderId, file, kind);
  const tag = await stampTag(page, file.r2Key);
  // The kept copy's tag says whether it is this holder's, without opening a body.
  const kept = await bucket.head(key);
  if (kept?.customMetadata?.stamp === tag) return { key, stamped: true, size: kept.size };
  const source = await bucket.head(file.r2Key);
  if (!source) return null;
  if (source.size > MAX_STAMP_BYTES) {
    console.warn(`[stamping] ${logText(file.r2Key)} is ${source.size} bytes, over the stamping limit: given unstamped`);
    return { ...original, size: source.size };
  }
  const object = await bucket.get(file.r2Key);
  if (!object) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  let stamped: Uint8Array;
  try {
    stamped = await stampBytes(kind, bytes, page);
  } catch (err) {
    console.error(`[stamping] could not stamp ${logText(file.r2Key)}, given unstamped: ${logText(String(err))}`);
    return { ...original, bytes, size: bytes.length, etag: object.httpEtag };
  }
  // Kept before answering, so the next download (even one a second later) reuses it.
  const put = await bucket.put(key, stamped, {
    httpMetadata: { contentType: file.contentType },
    customMetadata: { stamp: tag, mark: page.mark },
  });
  return { key, stamped: true, bytes: stamped, size: stamped.length, ...(put ? { etag: put.httpEtag } : {}) };
}

/** The download of an order's file (its `orderCopy`); null when the file's object is missing. */
export async function orderFileResponse(
  bucket: R2Bucket,
  db: Db,
  orderId: string,
  file: StampableFile,
  nowMs = Date.now(),
): Promise<Response | null> {
  const copy = await orderCopy(bucket, db, orderId, file, nowMs);
  if (!copy) return null;
  if (copy.bytes) return attachmentResponse(copy.bytes, { ...file, size: copy.bytes.length, etag: copy.etag });
  return fileDownloadResponse(bucket, copy.key, file.fileName, file.contentType);
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
