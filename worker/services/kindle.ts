import { and, eq } from "drizzle-orm";
import { isKindleFormat, MAX_ATTACHMENT_BYTES, type KindleSettings } from "../contract/delivery";
import type { Locale } from "../contract/locales";
import type { Db } from "../db/client";
import { downloadCounts, kindleAddresses } from "../db/schema";
import { kindleDeliveryEmail } from "../email/delivery-emails";
import { enqueueEmail } from "../email/outbox";
import type { DownloadOrigin } from "./download-log";
import { claimDownload, DOWNLOADS_PER_FILE, filesOfOrder, orderForUser, type OrderFile } from "./orders";
import { ok, refuse, type Result } from "./result";
import { orderCopy } from "./stamping/stamped-copies";
import { logText } from "./log-text";

/**
 * Send to Kindle (decision 056): a reader saves their Kindle address once; a send mails
 * one EPUB or PDF of their library to it through the outbox, their stamped copy attached by
 * reference and read from R2 by the transport. A send counts as a download of the file.
 */

/** The bare address of the configured sender (`La Bodega <hello@…>` → `hello@…`): what Amazon must approve. */
export function senderAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

export async function kindleSettings(db: Db, userId: string, from: string): Promise<KindleSettings> {
  const [row] = await db
    .select({ address: kindleAddresses.address })
    .from(kindleAddresses)
    .where(eq(kindleAddresses.userId, userId))
    .limit(1);
  return { address: row?.address ?? null, sender: senderAddress(from), maxBytes: MAX_ATTACHMENT_BYTES };
}

export async function saveKindleAddress(db: Db, userId: string, address: string, now = Date.now()) {
  await db
    .insert(kindleAddresses)
    .values({ userId, address, updatedAt: now })
    .onConflictDoUpdate({ target: kindleAddresses.userId, set: { address, updatedAt: now } });
}

export async function deleteKindleAddress(db: Db, userId: string) {
  await db.delete(kindleAddresses).where(eq(kindleAddresses.userId, userId));
}

/** What a Kindle send attaches. */
export interface KindleCopy {
  r2Key: string;
  fileName: string;
  contentType: string;
}

/**
 * The copy of a file that goes to a Kindle: the one the library downloads, stamped for its
 * holder (decision 054), kept in R2 for the transport to attach when the mail leaves; null when
 * the file's object is missing.
 */
export async function kindleCopyOf(
  bucket: R2Bucket,
  db: Db,
  orderId: string,
  file: OrderFile,
  now = Date.now(),
): Promise<(KindleCopy & { size: number }) | null> {
  const copy = await orderCopy(bucket, db, orderId, file, now);
  if (!copy) return null;
  const size = copy.size ?? (await bucket.head(copy.key))?.size;
  if (size === undefined) return null;
  return { r2Key: copy.key, fileName: file.fileName, contentType: file.contentType, size };
}

export type KindleRefusal =
  | "no_address"
  | "not_found"
  | "not_paid"
  | "limit_reached"
  | "unsupported_format"
  | "too_large"
  | "file_missing";

export interface KindleSendOutcome {
  outboxId: string;
  to: string;
  fileName: string;
  remaining: number;
}

/**
 * Checks everything that can refuse before counting (address, ownership, format, size), then
 * counts the send as a download (`claimDownload`: the order still paid, the limit not reached),
 * then queues the mail, its attachment a reference to the R2 object.
 */
export async function sendToKindle(
  db: Db,
  files: R2Bucket,
  input: { userId: string; orderId: string; fileId: string; locale: Locale; origin?: DownloadOrigin },
  now = Date.now(),
): Promise<Result<KindleSendOutcome, KindleRefusal>> {
  const { address } = await kindleSettings(db, input.userId, "");
  if (!address) return refuse("no_address");
  const view = await orderForUser(db, input.orderId, input.userId, input.locale);
  const shown = view?.files.find((f) => f.id === input.fileId);
  if (!view || !shown) return refuse("not_found");
  const file = (await filesOfOrder(db, { id: view.id, paidAt: view.paidAt ? new Date(view.paidAt) : null })).find(
    (f) => f.id === input.fileId,
  );
  if (!file) return refuse("not_found");
  if (!isKindleFormat(file.contentType)) return refuse("unsupported_format");
  const missing = () => {
    console.error(`[kindle] missing R2 object ${logText(file.r2Key)}`);
    return refuse("file_missing");
  };
  // An upload already over the limit is refused before it is stamped (which adds a page).
  const original = await files.head(file.r2Key);
  if (!original) return missing();
  if (original.size > MAX_ATTACHMENT_BYTES) return refuse("too_large");
  const copy = await kindleCopyOf(files, db, view.id, file, now);
  if (!copy) return missing();
  if (copy.size > MAX_ATTACHMENT_BYTES) return refuse("too_large");

  const claim = await claimDownload(
    db,
    { orderId: view.id, fileId: file.id, userId: input.userId, ...(input.origin ? { origin: input.origin } : {}) },
    now,
  );
  if (!claim.ok) return claim;
  const email = kindleDeliveryEmail(input.locale, {
    title: shown.productTitle ?? shown.label,
    fileName: copy.fileName,
  });
  const outboxId = crypto.randomUUID();
  await enqueueEmail(
    db,
    {
      kind: "kindle_delivery",
      to: address,
      ...email,
      attachments: [{ key: copy.r2Key, filename: copy.fileName, contentType: copy.contentType }],
    },
    now,
    outboxId,
  );
  const [count] = await db
    .select({ count: downloadCounts.count, extra: downloadCounts.extra })
    .from(downloadCounts)
    .where(and(eq(downloadCounts.orderId, view.id), eq(downloadCounts.fileId, file.id)));
  const remaining = Math.max(0, DOWNLOADS_PER_FILE + (count?.extra ?? 0) - (count?.count ?? 0));
  return ok({ outboxId, to: address, fileName: copy.fileName, remaining });
}
