import { StarRating } from "../../../components/ui/star-rating";
import type { Book } from "../../../../content/types";
import { useI18n } from "../../../i18n/i18n-context";
import type { Locale } from "../../../../worker/contract/locales";
import { localized } from "../../../../worker/contract/localized";
import { BooksSection } from "./books-section";
import { useLabels } from "../../../i18n/labels";
import { BOOK_LABELS } from "../labels";

/** Quotation marks as each language prints them. */
const QUOTE_MARKS: Record<Locale, [string, string]> = { en: ["“", "”"], es: ["«", "»"], ca: ["«", "»"] };

/** Readers' reviews, grouped by book: rating, quote, who wrote it and where. */
export function ReaderReviews({ books }: { books: readonly Book[] }) {
  const { locale } = useI18n();
  const label = useLabels(BOOK_LABELS);
  const [open, close] = QUOTE_MARKS[locale];
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
            <ul
              className={`mt-6 grid gap-6 md:grid-cols-2 ${book.reviews.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3"}`}
            >
              {book.reviews.map((review) => (
                <li key={`${review.reader}-${review.source}`}>
                  <figure className="flex h-full flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
                    <StarRating rating={review.rating} />
                    <blockquote className="mt-4 flex-1 leading-relaxed text-white/90">
                      <p>
                        {open}
                        {localized(review.quote, locale)}
                        {close}
                      </p>
                    </blockquote>
                    <figcaption className="mt-5 text-sm">
                      <span className="font-semibold text-white">{review.reader}</span>{" "}
                      <span className="text-white/80">{label("reviewedOn", { source: review.source })}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </BooksSection>
  );
}
