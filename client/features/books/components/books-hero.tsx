import type { BookSeries } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";
import { usePageIntro } from "#client/lib/page-intro";

/**
 * The opening of /books under the header's transparent, light-on-dark state: the page's only
 * h1, its introduction and links down to the page's sections (the series overview, the books
 * of `featured`, the excerpt).
 */
export function BooksHero({ featured }: { featured: BookSeries }) {
  const { locale } = useI18n();
  const pageIntro = usePageIntro("books");
  const label = useLabels(BOOK_LABELS);
  const contents = [
    { id: "series", text: label("seriesHeading") },
    { id: `${featured.slug}-books`, text: label("seriesBooks", { series: localized(featured.title, locale) }) },
    { id: "excerpt", text: label("excerptHeading") },
  ];
  return (
    <section
      aria-labelledby="page-heading"
      className="on-dark bg-gradient-to-br from-ink via-[#2a1520] to-wine-dark pt-40 pb-20 text-white sm:pb-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h1 id="page-heading" className="font-display text-5xl font-bold tracking-tight text-balance sm:text-6xl">
          {pageIntro.heading}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-pretty text-white/90 sm:text-xl">{pageIntro.intro}</p>
        <nav aria-label={label("onThisPage")} className="mt-10">
          <ul className="flex flex-wrap gap-3">
            {contents.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-5 py-2 text-sm font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white hover:text-ink motion-reduce:transition-none"
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
