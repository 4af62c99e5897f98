import { and, eq, inArray } from "drizzle-orm";
import { albumGroups, albumZipId, parseAlbumZipId, type AlbumGroup } from "../contract/album-zips";
import type { Locale } from "../contract/locales";
import type { Db } from "../db/client";
import { productTexts } from "../db/schema";
import type { DownloadOrigin } from "./download-log";
import { attachmentDisposition } from "./file-download";
import { claimFilesDownload, type DownloadRefusal, type OrderFile } from "./orders";
import type { Result } from "./result";
import { zipLength, zipStream, withLength, type ZipEntry } from "./zip-stream";

/**
 * Albums in one download (decision 055): the ZIPs an order's files make (one per
 * product and format group) and their download, streamed from R2 one file at a time.
 */

type ZipFile = Pick<OrderFile, "id" | "productSlug" | "r2Key" | "fileName" | "sizeBytes" | "role" | "formatGroup">;

export interface OrderZip<F extends ZipFile = ZipFile> extends AlbumGroup<F> {
  id: string;
  productSlug: string;
}

/** The album ZIPs these files make, product by product, in the files' order. */
export function orderZipsOf<F extends ZipFile>(files: readonly F[]): OrderZip<F>[] {
  const slugs = [...new Set(files.map((f) => f.productSlug))];
  return slugs.flatMap((slug) =>
    albumGroups(files.filter((f) => f.productSlug === slug)).map((group) => ({
      ...group,
      id: albumZipId(slug, group.key),
      productSlug: slug,
    })),
  );
}

/**
 * Checks that the order gives this album ZIP to whoever asks (the same checks as one file,
 * `claimDownload`) and counts it once: one ZIP is one download, whatever it holds.
 */
export function claimZipDownload(
  db: Db,
  input: { orderId: string; zipId: string; userId?: string; origin?: DownloadOrigin },
  now = Date.now(),
): Promise<Result<OrderZip<OrderFile>, DownloadRefusal>> {
  return claimFilesDownload(
    db,
    {
      orderId: input.orderId,
      countKey: input.zipId,
      userId: input.userId,
      origin: input.origin,
      pick: (files) => (parseAlbumZipId(input.zipId) && orderZipsOf(files).find((z) => z.id === input.zipId)) || null,
    },
    now,
  );
}

/** The product's title in the locale, else in English, else its slug (the ZIP's name). */
export async function albumTitle(db: Db, slug: string, locale: Locale): Promise<string> {
  const rows = await db
    .select({ locale: productTexts.locale, title: productTexts.title })
    .from(productTexts)
    .where(and(eq(productTexts.productSlug, slug), inArray(productTexts.locale, [locale, "en"])));
  return rows.find((r) => r.locale === locale)?.title ?? rows.find((r) => r.locale === "en")?.title ?? slug;
}

/** A name safe as one path part in an archive and a download: no separators, no control characters. */
function safeName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are what it takes out
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, " ")
    .replace(/^[\s.]+/, "")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned || "file";
}

/** The entries' paths: `folder/file`, a repeated file name numbered so none hides another. */
export function entryNames(folder: string, fileNames: readonly string[]): string[] {
  const used = new Set<string>();
  return fileNames.map((raw) => {
    const name = safeName(raw);
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return `${folder}/${candidate}`;
  });
}

/**
 * The album ZIP as a download: `<title> (<group>).zip` holding one folder of that name. Each
 * file's size comes from R2 (a HEAD each, before the first byte) so `Content-Length` is exact;
 * null when a file is missing from the bucket.
 */
export async function albumZipResponse(bucket: R2Bucket, zip: OrderZip, title: string): Promise<Response | null> {
  const heads = await Promise.all(zip.files.map((file) => bucket.head(file.r2Key)));
  if (heads.some((head) => head === null)) return null;
  const folder = safeName(`${title} (${zip.group})`);
  const names = entryNames(
    folder,
    zip.files.map((f) => f.fileName),
  );
  const entries: ZipEntry[] = zip.files.map((file, i) => ({
    name: names[i]!,
    size: heads[i]!.size,
    modified: heads[i]!.uploaded,
    open: async () => (await bucket.get(file.r2Key))?.body ?? null,
  }));
  const length = zipLength(entries);
  // Over 4 GB needs Zip64, which this writer leaves out (decision 055): no album comes near.
  if (length === null) throw new Error(`album zip ${zip.id} is over 4 GB`);
  return new Response(withLength(zipStream(entries), length), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(length),
      "Content-Disposition": attachmentDisposition(`${folder}.zip`),
      "Cache-Control": "private, no-store",
    },
  });
}
