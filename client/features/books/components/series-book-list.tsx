import { Link } from "wouter";
import { ContentImage } from "#client/components/ui/content-image";
import { ChevronRightIcon } from "#client/components/ui/icons";
import type { BookSeries } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { formatDate } from "#client/lib/format";
import { isPublished } from "../format";
import { BooksSection } from "./books-section";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

/** The books of one series on /books: cover, number, title, tagline, date and length. */
export function SeriesBookList({ series }: { series: BookSeries }) {
  const { locale } = useI18n();
  const label = useLabels(BOOK_LABELS);
  const seriesTitle = localized(series.title, locale);
  return (
    <BooksSection
      id={`${series.slug}-books`}
      tone="white"
      heading={label("seriesBooks", { series: seriesTitle })}
      intro={label("seriesBooksIntro")}
    >
      <ul className="grid gap-8 md:grid-cols-2">
        {series.books.map((book) => {
          const headingId = `${book.slug}-title`;
          return (
            <li key={book.id}>
              <article
                aria-labelledby={headingId}
                className="flex h-full gap-5 rounded-2xl bg-paper p-5 ring-1 ring-ink/5 sm:gap-6 sm:p-6"
              >
                <ContentImage
                  image={book.cover}
                  className="h-auto w-28 shrink-0 self-start rounded-md shadow-lg sm:w-36"
                />
                <div className="flex flex-col">
                  <p className="text-sm font-semibold tracking-wide text-wine uppercase">
                    {label("bookNumber", { number: book.numberInSeries })}
                  </p>
                  <h3 id={headingId} className="mt-1 font-display text-xl font-bold text-balance sm:text-2xl">
                    {localized(book.title, locale)}
                  </h3>
                  <p className="mt-2 text-ink/80 text-pretty">{localized(book.tagline, locale)}</p>
                  <dl className="mt-4 space-y-1 text-sm">
                    {book.published && (
                      <div className="flex flex-wrap gap-x-2">
                        <dt className="font-semibold">
                          {label(isPublished(book.published) ? "published" : "expected")}:
                        </dt>
                        <dd className="text-ink/80">
                          <time dateTime={book.published}>{formatDate(book.published, locale)}</time>
                        </dd>
                      </div>
                    )}
                    {book.pages !== undefined && (
                      <div className="flex flex-wrap gap-x-2">
                        <dt className="font-semibold">{label("pages")}:</dt>
                        <dd className="text-ink/80">{book.pages}</dd>
                      </div>
                    )}
                  </dl>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <Link
        href={series.href}
        className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-full bg-wine px-6 py-2.5 font-semibold text-white transition-colors hover:bg-wine-dark motion-reduce:transition-none"
      >
        {label("moreAboutBooks")}
        <span className="sr-only">: {seriesTitle}</span>
        <ChevronRightIcon width="18" height="18" />
      </Link>
    </BooksSection>
  );
}
