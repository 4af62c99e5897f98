import { and, desc, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import type { ReviewState, StudioReviewQueuePage } from "../../contract/reader-reviews";
import type { Db } from "../../db/client";
import { productReviews, user } from "../../db/schema";
import { parseCursor } from "./lists";

/**
 * The studio's review queue (decision 050): readers' reviews in one state across
 * every product, the newest change first, by keyset on (updated, id) along
 * `product_reviews_state_updated_idx`. The actions are the catalogue's (approve, hide, delete,
 * each audited: services/studio/products.ts). The reader's email is for the author's eyes.
 */
export async function reviewQueue(
  db: Db,
  query: { state: ReviewState; before?: string | undefined; limit: number },
): Promise<StudioReviewQueuePage> {
  const cursor = parseCursor(query.before);
  const rows = await db
    .select({
      id: productReviews.id,
      productSlug: productReviews.productSlug,
      productTitle: sql<string>`coalesce((SELECT title FROM product_texts WHERE product_slug = ${productReviews.productSlug} AND locale = 'en'), ${productReviews.productSlug})`,
      author: productReviews.author,
      readerEmail: user.email,
      rating: productReviews.rating,
      text: productReviews.quote,
      locale: productReviews.locale,
      state: productReviews.state,
      createdAt: productReviews.createdAt,
      updatedAt: productReviews.updatedAt,
    })
    .from(productReviews)
    .innerJoin(user, eq(user.id, productReviews.userId))
    .where(
      and(
        eq(productReviews.state, query.state),
        isNotNull(productReviews.updatedAt),
        cursor
          ? or(
              lt(productReviews.updatedAt, new Date(cursor.at)),
              and(eq(productReviews.updatedAt, new Date(cursor.at)), lt(productReviews.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(productReviews.updatedAt), desc(productReviews.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    reviews: page.map((row) => {
      const updatedAt = row.updatedAt ?? new Date(0);
      const createdAt = row.createdAt ?? updatedAt;
      return {
        ...row,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
        edited: updatedAt.getTime() > createdAt.getTime(),
      };
    }),
    next: rows.length > query.limit && last ? `${last.updatedAt!.getTime()}.${last.id}` : null,
  };
}
