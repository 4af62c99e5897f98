import { and, asc, eq, max, sql } from "drizzle-orm";
import {
  SAMPLE_LIMITS,
  SAMPLE_TYPES,
  parseSampleTitles,
  sampleTitlesJson,
  type FileFactsInput,
  type SampleCreate,
  type SampleEdit,
  type StudioSample,
} from "../../contract/studio-samples";
import type { StudioProductFile } from "../../contract/studio-uploads";
import type { Db } from "../../db/client";
import { productFiles, productSamples, products, studioUploads } from "../../db/schema";
import { ok, refuse, type Result } from "../result";
import { auditInsert, auditInsertIfChanged, type AuditActor } from "./audit-log";
import { oneFile } from "./uploads";

/**
 * A product's samples from the studio (decision 058): what `scripts/shop.mjs
 * add-sample | add-chapter | remove-sample | file-facts` does, behind the studio's door. A
 * sample's file arrives as a `sample` upload (public, under `samples/`, a new key each time);
 * recording it gives the sample the upload's id, so an id is never reused and its public address
 * may be cached for good. Every table here renews the catalogue's version (its triggers), so the
 * public pages show a change as soon as the route has waited out the catalogue's freshness.
 */

type SampleRow = typeof productSamples.$inferSelect;

function sampleView(row: SampleRow): StudioSample {
  return {
    id: row.id,
    productSlug: row.productSlug,
    kind: row.kind,
    locale: row.locale,
    title: row.title,
    titles: parseSampleTitles(row.titles),
    durationSeconds: row.durationSeconds,
    fileName: row.r2Key.slice(row.r2Key.lastIndexOf("/") + 1),
    position: row.position,
    publicPath:
      row.kind === "audio"
        ? `/api/shop/products/${row.productSlug}/samples/${encodeURIComponent(row.id)}`
        : `/api/shop/products/${row.productSlug}/chapter?locale=${row.locale ?? "en"}`,
  };
}

async function productExists(db: Db, slug: string): Promise<boolean> {
  return !!(await db.select({ slug: products.slug }).from(products).where(eq(products.slug, slug)).get());
}

/** A product's samples in the page's order; null when there is no such product. */
export async function listSamples(db: Db, slug: string): Promise<StudioSample[] | null> {
  if (!(await productExists(db, slug))) return null;
  const rows = await db
    .select()
    .from(productSamples)
    .where(eq(productSamples.productSlug, slug))
    .orderBy(asc(productSamples.position), asc(productSamples.id));
  return rows.map(sampleView);
}

/** Deletes objects no sample points at any more (the script's keys may be shared by content hash). */
async function dropUnused(db: Db, bucket: R2Bucket, keys: string[]) {
  for (const key of keys) {
    const still = await db
      .select({ id: productSamples.id })
      .from(productSamples)
      .where(eq(productSamples.r2Key, key))
      .get();
    if (!still) await bucket.delete(key);
  }
}

export type SampleRefusal = "product_unknown" | "upload_invalid" | "type_mismatch" | "too_many";

/**
 * Records a completed sample upload as a listening sample (after the others) or as the sample
 * chapter in its language (replacing the one there, whose object then goes). The upload's row
 * goes in the same batch as the sample and its audit entry.
 */
export async function addSample(
  db: Db,
  bucket: R2Bucket,
  actor: AuditActor,
  input: SampleCreate,
  now = Date.now(),
): Promise<Result<StudioSample, SampleRefusal>> {
  if (!(await productExists(db, input.productSlug))) return refuse("product_unknown");
  const upload = await db
    .select()
    .from(studioUploads)
    .where(
      and(
        eq(studioUploads.id, input.uploadId),
        eq(studioUploads.productSlug, input.productSlug),
        eq(studioUploads.purpose, "sample"),
        eq(studioUploads.state, "completed"),
      ),
    )
    .get();
  if (!upload) return refuse("upload_invalid");
  if (!(SAMPLE_TYPES[input.kind] as readonly string[]).includes(upload.contentType)) return refuse("type_mismatch");
  const [counted] = await db
    .select({ n: sql<number>`count(*)`, last: max(productSamples.position) })
    .from(productSamples)
    .where(eq(productSamples.productSlug, input.productSlug));
  const sameKind = await db
    .select({ n: sql<number>`count(*)` })
    .from(productSamples)
    .where(and(eq(productSamples.productSlug, input.productSlug), eq(productSamples.kind, "audio")))
    .get();
  if (input.kind === "audio" && (sameKind?.n ?? 0) >= SAMPLE_LIMITS.audioPerProduct) return refuse("too_many");
  const locale = input.kind === "chapter" ? (input.locale ?? "en") : null;
  const replaced =
    input.kind === "chapter"
      ? await db
          .select()
          .from(productSamples)
          .where(
            and(
              eq(productSamples.productSlug, input.productSlug),
              eq(productSamples.kind, "chapter"),
              eq(productSamples.locale, locale!),
            ),
          )
          .get()
      : undefined;
  const row: SampleRow = {
    id: upload.id,
    productSlug: input.productSlug,
    kind: input.kind,
    locale,
    title: input.title,
    // A chapter is in one language already: only a listening sample has translations.
    titles: input.kind === "audio" && input.titles ? sampleTitlesJson(input.titles) : null,
    durationSeconds: input.kind === "audio" ? (input.durationSeconds ?? null) : null,
    r2Key: upload.r2Key,
    // A replaced chapter keeps its place on the page; anything else goes last.
    position: replaced?.position ?? (counted?.last ?? 0) + 1,
  };
  await db.batch([
    // The replaced chapter's row goes first: one chapter per language (a unique index).
    db.delete(productSamples).where(eq(productSamples.id, replaced?.id ?? "")),
    db.insert(productSamples).values(row),
    db.delete(studioUploads).where(eq(studioUploads.id, upload.id)),
    auditInsert(
      db,
      actor,
      {
        action: replaced ? "product_sample.replaced" : "product_sample.added",
        objectType: "product_sample",
        objectId: row.id,
        before: replaced ? { id: replaced.id, title: replaced.title, key: replaced.r2Key } : undefined,
        after: {
          productSlug: row.productSlug,
          kind: row.kind,
          locale: row.locale,
          title: row.title,
          titles: parseSampleTitles(row.titles),
          durationSeconds: row.durationSeconds,
          key: row.r2Key,
        },
      },
      now,
    ),
  ]);
  if (replaced) await dropUnused(db, bucket, [replaced.r2Key]);
  return ok(sampleView(row));
}

/** A sample's title and length (a chapter has no length). */
export async function editSample(
  db: Db,
  actor: AuditActor,
  id: string,
  input: SampleEdit,
  now = Date.now(),
): Promise<Result<StudioSample, "not_found">> {
  const before = await db.select().from(productSamples).where(eq(productSamples.id, id)).get();
  if (!before) return refuse("not_found");
  const after = {
    title: input.title,
    titles:
      before.kind === "audio" ? (input.titles === undefined ? before.titles : sampleTitlesJson(input.titles)) : null,
    durationSeconds:
      before.kind === "audio"
        ? input.durationSeconds === undefined
          ? before.durationSeconds
          : input.durationSeconds
        : null,
  };
  await db.batch([
    db
      .update(productSamples)
      .set(after)
      .where(
        and(
          eq(productSamples.id, id),
          // Only a real change renews the catalogue and writes an entry.
          sql`(${productSamples.title} IS NOT ${after.title} OR ${productSamples.titles} IS NOT ${after.titles} OR ${productSamples.durationSeconds} IS NOT ${after.durationSeconds})`,
        ),
      ),
    auditInsertIfChanged(
      db,
      actor,
      {
        action: "product_sample.edited",
        objectType: "product_sample",
        objectId: id,
        before: {
          title: before.title,
          titles: parseSampleTitles(before.titles),
          durationSeconds: before.durationSeconds,
        },
        after: { ...after, titles: parseSampleTitles(after.titles) },
      },
      now,
    ),
  ]);
  return ok(sampleView({ ...before, ...after }));
}

/** Takes a sample off the product page; its object goes too, unless another sample shares it. */
export async function removeSample(
  db: Db,
  bucket: R2Bucket,
  actor: AuditActor,
  id: string,
  now = Date.now(),
): Promise<Result<StudioSample, "not_found">> {
  const sample = await db.select().from(productSamples).where(eq(productSamples.id, id)).get();
  if (!sample) return refuse("not_found");
  await db.batch([
    db.delete(productSamples).where(eq(productSamples.id, id)),
    auditInsertIfChanged(
      db,
      actor,
      {
        action: "product_sample.removed",
        objectType: "product_sample",
        objectId: id,
        before: {
          productSlug: sample.productSlug,
          kind: sample.kind,
          locale: sample.locale,
          title: sample.title,
          key: sample.r2Key,
        },
      },
      now,
    ),
  ]);
  await dropUnused(db, bucket, [sample.r2Key]);
  return ok(sampleView(sample));
}

/** Sets what a file contains, as the product page lists it; the facts of its current version. */
export async function setFileFacts(
  db: Db,
  actor: AuditActor,
  id: string,
  facts: FileFactsInput,
  now = Date.now(),
): Promise<Result<StudioProductFile, "not_found">> {
  const file = await db.select().from(productFiles).where(eq(productFiles.id, id)).get();
  if (!file) return refuse("not_found");
  const before = {
    format: file.format,
    bitrateKbps: file.bitrateKbps,
    durationSeconds: file.durationSeconds,
    pageCount: file.pageCount,
    wordCount: file.wordCount,
  };
  await db.batch([
    db
      .update(productFiles)
      .set(facts)
      .where(
        and(
          eq(productFiles.id, id),
          sql`(${productFiles.format} IS NOT ${facts.format} OR ${productFiles.bitrateKbps} IS NOT ${facts.bitrateKbps}
            OR ${productFiles.durationSeconds} IS NOT ${facts.durationSeconds} OR ${productFiles.pageCount} IS NOT ${facts.pageCount}
            OR ${productFiles.wordCount} IS NOT ${facts.wordCount})`,
        ),
      ),
    auditInsertIfChanged(
      db,
      actor,
      { action: "product_file.facts_set", objectType: "product_file", objectId: id, before, after: facts },
      now,
    ),
  ]);
  return ok((await oneFile(db, id))!);
}
