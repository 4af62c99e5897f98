import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "../contract/locales";
import type { AccountReview, OwnReview, ReaderReviewBody } from "../contract/reader-reviews";
import type { Db } from "../db/client";
import { productReviews } from "../db/schema";
import { ownsProduct } from "./cart";
import { productsBySlug } from "./catalogue";
import { ok, refuse, type Result } from "./result";

/**
 * Reviews by the readers who own a product (decision 050). One per reader per
 * product, written and edited into the studio's queue (`pending`); only approved ones are
 * shown or counted. They live in `product_reviews` beside the curated quotes (the rows with no
 * owner), whose triggers renew the catalogue's version, so a moderated review refreshes every
 * cached product page and rating without anyone purging anything.
 */

type ReviewRow = typeof productReviews.$inferSelect;

function ownView(row: ReviewRow): OwnReview {
  const createdAt = row.createdAt ?? new Date(0);
  return {
    id: row.id,
    productSlug: row.productSlug,
    rating: row.rating,
    text: row.quote,
    locale: row.locale,
    state: row.state,
    createdAt: createdAt.toISOString(),
    updatedAt: (row.updatedAt ?? createdAt).toISOString(),
  };
}

function ownRow(db: Db, userId: string, slug: string) {
  return db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productSlug, slug), eq(productReviews.userId, userId)))
    .get();
}

/** Whether the reader may review the product (they own it) and their review of it, if any. */
export async function reviewStanding(db: Db, userId: string, slug: string) {
  const [owns, row] = await Promise.all([ownsProduct(db, userId, slug), ownRow(db, userId, slug)]);
  return { owns, review: row ? ownView(row) : null };
}

export type ReviewRefusal = "not_found" | "not_owner" | "already_reviewed" | "no_review";

/** The reader, as the review names them: their display name, never their address. */
export interface Reviewer {
  id: string;
  name: string;
}

/** A name to show: an account's name that is an email address (or empty) is not shown. */
export function publicName(name: string): string {
  const trimmed = name.trim();
  return trimmed && !trimmed.includes("@") ? trimmed.slice(0, 80) : "";
}

/** Whether the product is on the shelf and the reader owns it: who may write or change a review. */
async function mayReview(db: Db, userId: string, slug: string): Promise<Result<void, "not_found" | "not_owner">> {
  const [found, owns] = await Promise.all([productsBySlug(db, [slug], "en"), ownsProduct(db, userId, slug)]);
  if (!found.has(slug)) return refuse("not_found");
  if (!owns) return refuse("not_owner");
  return ok();
}

/** Writes the reader's review, pending moderation. A second one is refused: they edit the first. */
export async function writeReview(
  db: Db,
  reviewer: Reviewer,
  slug: string,
  body: ReaderReviewBody,
  now = new Date(),
): Promise<Result<OwnReview, ReviewRefusal>> {
  const allowed = await mayReview(db, reviewer.id, slug);
  if (!allowed.ok) return allowed;
  const row = {
    id: crypto.randomUUID(),
    productSlug: slug,
    userId: reviewer.id,
    author: publicName(reviewer.name),
    rating: body.rating,
    quote: body.text,
    locale: body.locale,
    state: "pending" as const,
    createdAt: now,
    updatedAt: now,
  };
  // The unique (product, reader) index settles two submissions at once: one row, the other refused.
  const written = await db
    .insert(productReviews)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: productReviews.id });
  if (written.length === 0) return refuse("already_reviewed");
  return ok(ownView({ ...row, position: 0 }));
}

/**
 * Changes the reader's review: changed words, stars or language go back to the queue (the
 * author approved what it said, not what it says now); a save that changes nothing keeps its
 * state. Only while they own the product.
 */
export async function editReview(
  db: Db,
  reviewer: Reviewer,
  slug: string,
  body: ReaderReviewBody,
  now = new Date(),
): Promise<Result<OwnReview, ReviewRefusal>> {
  const allowed = await mayReview(db, reviewer.id, slug);
  if (!allowed.ok) return allowed;
  const current = await ownRow(db, reviewer.id, slug);
  if (!current) return refuse("no_review");
  const same = current.rating === body.rating && current.quote === body.text && current.locale === body.locale;
  if (same) return ok(ownView(current));
  const change = {
    rating: body.rating,
    quote: body.text,
    locale: body.locale,
    author: publicName(reviewer.name),
    state: "pending" as const,
    updatedAt: now,
  };
  await db.update(productReviews).set(change).where(eq(productReviews.id, current.id));
  return ok(ownView({ ...current, ...change }));
}

/** Deletes the reader's review (even of a product they no longer own: it is theirs). */
export async function deleteOwnReview(db: Db, userId: string, slug: string): Promise<Result<void, "no_review">> {
  const deleted = await db
    .delete(productReviews)
    .where(and(eq(productReviews.productSlug, slug), eq(productReviews.userId, userId)))
    .returning({ id: productReviews.id });
  return deleted.length ? ok() : refuse("no_review");
}

/** Every review the reader wrote, newest change first, with the product's title in their language. */
export async function accountReviews(db: Db, userId: string, locale: Locale): Promise<AccountReview[]> {
  const rows = await db
    .select()
    .from(productReviews)
    .where(eq(productReviews.userId, userId))
    .orderBy(desc(productReviews.updatedAt), desc(productReviews.id))
    .limit(500);
  // Retired or draft products keep their title here: the review is still the reader's.
  const titles = await productTitles(db, [...new Set(rows.map((r) => r.productSlug))], locale);
  return rows.map((row) => {
    const product = titles.get(row.productSlug);
    return {
      ...ownView(row),
      productTitle: product?.title ?? row.productSlug,
      productCategory: product?.category ?? "",
    };
  });
}

async function productTitles(db: Db, slugs: string[], locale: Locale) {
  if (slugs.length === 0) return new Map<string, { title: string; category: string }>();
  const result = await db.$client
    .prepare(
      `SELECT p.slug, p.category_slug AS category, coalesce(l.title, e.title, p.slug) AS title
         FROM products p
         LEFT JOIN product_texts e ON e.product_slug = p.slug AND e.locale = 'en'
         LEFT JOIN product_texts l ON l.product_slug = p.slug AND l.locale = ?
        WHERE p.slug IN (SELECT value FROM json_each(?))`,
    )
    .bind(locale, JSON.stringify(slugs))
    .all<{ slug: string; category: string; title: string }>();
  return new Map(result.results.map((r) => [r.slug, { title: r.title, category: r.category }]));
}
