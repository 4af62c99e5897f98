import { SERIES } from "#content/books";
import { productSlugOf, type ProductReview } from "../contract/shop";

/**
 * A book's reader reviews live with the book in `content/books/`, where its series page reads
 * them, and the La Bodega product that sells the book shows those very reviews: one list, so
 * the two pages can't disagree (decision 035). `product_reviews` in D1 holds the reviews of
 * products no book names (the music); rows there for a book's product are not shown.
 */
const BOOK_REVIEWS: ReadonlyMap<string, readonly ProductReview[]> = new Map(
  SERIES.flatMap((series) => series.books).flatMap((book) =>
    book.productId
      ? [
          [
            productSlugOf(book.productId),
            book.reviews.map((review, index) => ({
              id: `${book.slug}-${index + 1}`,
              author: review.reader,
              source: review.source,
              rating: review.rating,
              quote: review.quote,
              locale: review.locale,
            })),
          ] as const,
        ]
      : [],
  ),
);

/** The reviews of the book a product sells, or undefined when no book names the product. */
export function bookReviewsOf(productSlug: string): readonly ProductReview[] | undefined {
  return BOOK_REVIEWS.get(productSlug);
}
