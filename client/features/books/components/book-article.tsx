import type { ReactNode } from "react";
import { ContentImage } from "#client/components/ui/content-image";
import { RichText } from "#client/components/ui/rich-text";
import type { Book } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { formatDate } from "#client/lib/format";
import { isPublished } from "../format";
import { BuyLinks } from "./buy-links";
import { ComingSoonBadge } from "./coming-soon-badge";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

/**
 * One book in full on its series page: cover, number, title, tagline, synopsis, details and
 * where to buy it, or a "not on sale yet" notice while the book is coming soon. `actions`
 * (the page's like button) goes at the end.
 */
export function BookArticle({
  book,
  comingSoon = false,
  actions,
}: {
  book: Book;
  comingSoon?: boolean;
  actions?: ReactNode;
}) {
  const { locale } = useI18n();
  const label = useLabels(BOOK_LABELS);
  const headingId = `${book.slug}-heading`;
  const title = localized(book.title, locale);
  const out = !comingSoon && isPublished(book.published);
  return (
    <article
      id={book.slug}
      aria-labelledby={headingId}
      data-book={book.slug}
      className="scroll-mt-24 grid gap-8 md:grid-cols-[15rem_1fr] lg:gap-12"
    >
      <div className="relative self-start justify-self-center md:sticky md:top-28">
        <ContentImage
          image={book.cover}
          className={`h-auto w-52 rounded-lg shadow-xl md:w-60 ${comingSoon ? "saturate-75" : ""}`}
        />
        {comingSoon && <ComingSoonBadge className="absolute -top-3 -left-3" />}
      </div>
      <div>
        <p className="text-sm font-semibold tracking-[0.18em] text-wine uppercase">
          {label("bookNumber", { number: book.numberInSeries })}
        </p>
        <h3 id={headingId} className="mt-2 font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h3>
        <p className="mt-3 font-display text-xl text-ink/85 italic">{localized(book.tagline, locale)}</p>
        <RichText blocks={localized(book.synopsis, locale)} headingLevel={3} className="mt-6 text-lg text-ink/85" />

        {(book.published || book.pages !== undefined || book.isbn) && (
          <dl className="mt-8 grid grid-cols-2 gap-4 rounded-xl bg-paper p-5 text-sm ring-1 ring-ink/5 sm:grid-cols-3">
            {book.published && (
              <div>
                <dt className="font-semibold text-ink/75">{label(out ? "published" : "expected")}</dt>
                <dd className="mt-1 font-medium">
                  <time dateTime={book.published}>{formatDate(book.published, locale)}</time>
                </dd>
              </div>
            )}
            {book.pages !== undefined && (
              <div>
                <dt className="font-semibold text-ink/75">{label("pages")}</dt>
                <dd className="mt-1 font-medium">{book.pages}</dd>
              </div>
            )}
            {book.isbn && (
              <div>
                <dt className="font-semibold text-ink/75">{label("isbn")}</dt>
                <dd className="mt-1 font-medium tabular-nums">{book.isbn}</dd>
              </div>
            )}
          </dl>
        )}

        <div className="mt-8">
          {out && book.buyLinks.length > 0 ? (
            <BuyLinks bookTitle={title} links={book.buyLinks} id={book.slug} />
          ) : (
            <div className="rounded-xl border-2 border-dashed border-sea/40 bg-sea/5 p-5">
              <p className="flex flex-wrap items-center gap-3 font-display text-lg font-bold">
                <ComingSoonBadge />
                {label("notOnSale")}
              </p>
              <p className="mt-3 text-ink/80">{label("notOnSaleText")}</p>
            </div>
          )}
        </div>

        {actions && <div className="mt-8">{actions}</div>}
      </div>
    </article>
  );
}
