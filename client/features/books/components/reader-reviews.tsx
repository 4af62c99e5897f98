import { ReviewGrid } from "#client/components/ui/review-card";
import type { Book } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { ownLanguageFirst } from "#worker/contract/reviews";
import { BooksSection } from "./books-section";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

/**
 * Readers' reviews, grouped by book: rating, quote as written, who wrote it and where. The book's
 * La Bodega page shows the same list (the Worker reads it from the same content, decision 035).
 */
export function ReaderReviews({ books }: { books: readonly Book[] }) {
  const { locale } = useI18n();
  const label = useLabels(BOOK_LABELS);
  const reviewed = books.filter((book) => book.reviews.length > 0);
  if (reviewed.length === 0) return null;
  return (
    <BooksSection id="reviews" tone="wine" heading={label("readerReviews")} intro={label("readerReviewsIntro")}>
      <div className="space-y-14">
        {reviewed.map((book) => (
          <div key={book.id}>
            <p className="text-sm font-semibold tracking-[0.18em] text-gold uppercase">
              {label("bookNumber", { number: book.numberInSeries })}
            </p>
            <h3 className="mt-1 font-display text-2xl font-bold">{localized(book.title, locale)}</h3>
            <ReviewGrid
              className="mt-6"
              reviews={ownLanguageFirst(book.reviews, locale).map((review) => ({
                key: `${review.reader}-${review.source}`,
                rating: review.rating,
                quote: review.quote,
                lang: review.locale,
                author: review.reader,
                source: review.source,
              }))}
            />
          </div>
        ))}
      </div>
    </BooksSection>
  );
}
