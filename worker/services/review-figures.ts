import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { RatingFigures } from "../contract/shop";
import type { Db } from "../db/client";
import { productReviews } from "../db/schema";

/**
 * The public side of readers' reviews (decision 050): the figures and the list come
 * only from owners' reviews the author approved; the rows without an owner are curated quotes
 * and never count.
 */

const published = and(isNotNull(productReviews.userId), eq(productReviews.state, "approved"));

/** Average, count and 5..1 distribution from counts per star; null when there are none. */
export function figuresOf(counts: ReadonlyMap<number, number>): RatingFigures | null {
  const distribution = [5, 4, 3, 2, 1].map((stars) => counts.get(stars) ?? 0) as RatingFigures["distribution"];
  const count = distribution.reduce((a, b) => a + b, 0);
  if (count === 0) return null;
  const sum = distribution.reduce((total, n, i) => total + n * (5 - i), 0);
  return { average: Math.round((sum / count) * 10) / 10, count, distribution };
}

/** Published owner reviews per product and star, for `slug` or every product. */
function starCounts(db: Db, slug?: string) {
  return db
    .select({ slug: productReviews.productSlug, rating: productReviews.rating, n: sql<number>`count(*)` })
    .from(productReviews)
    .where(and(published, slug ? eq(productReviews.productSlug, slug) : undefined))
    .groupBy(productReviews.productSlug, productReviews.rating);
}

/** One product's rating from its published owner reviews, or null when it has none. */
export async function productRating(db: Db, slug: string): Promise<RatingFigures | null> {
  const rows = await starCounts(db, slug);
  return figuresOf(new Map(rows.map((r) => [r.rating, r.n])));
}

/** Every product's rating that has published owner reviews: the cards' stars. */
export async function productRatings(db: Db): Promise<Record<string, { average: number; count: number }>> {
  const bySlug = new Map<string, Map<number, number>>();
  for (const row of await starCounts(db)) {
    const counts = bySlug.get(row.slug) ?? new Map<number, number>();
    counts.set(row.rating, row.n);
    bySlug.set(row.slug, counts);
  }
  const ratings: Record<string, { average: number; count: number }> = {};
  for (const [slug, counts] of bySlug) {
    const figures = figuresOf(counts);
    if (figures) ratings[slug] = { average: figures.average, count: figures.count };
  }
  return ratings;
}

/** A product's newest published owner reviews, for its page (the figures count them all). */
export const PUBLISHED_REVIEWS_SHOWN = 50;

export function publishedReviews(db: Db, slug: string) {
  return db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productSlug, slug), published))
    .orderBy(desc(productReviews.updatedAt), desc(productReviews.id))
    .limit(PUBLISHED_REVIEWS_SHOWN);
}
