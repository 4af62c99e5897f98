import type { ReactNode } from "react";
import type { BookSeries } from "#content/types";
import type { BookLabel } from "../labels";
import { BookArticle } from "./book-article";
import { BooksSection } from "./books-section";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

/**
 * Every book of a series, in full. `bookActions` holds what the page adds to each book, keyed
 * by the book's id (its like button); books of a series that is coming soon get a notice in
 * place of buy links.
 */
export function SeriesBooks({
  series,
  heading = "theBooks",
  bookActions = {},
}: {
  series: BookSeries;
  heading?: BookLabel;
  bookActions?: Readonly<Partial<Record<string, ReactNode>>>;
}) {
  const label = useLabels(BOOK_LABELS);
  return (
    <BooksSection id="books" heading={label(heading)} tone="white">
      <ol className="space-y-16">
        {series.books.map((book) => (
          <li key={book.id} className="border-t border-ink/10 pt-16 first:border-t-0 first:pt-0">
            <BookArticle book={book} comingSoon={series.comingSoon} actions={bookActions[book.id]} />
          </li>
        ))}
      </ol>
    </BooksSection>
  );
}
