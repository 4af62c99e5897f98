import { Link } from "wouter";
import { ContentImage } from "#client/components/ui/content-image";
import { ChevronRightIcon } from "#client/components/ui/icons";
import type { BookSeries } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { BooksSection } from "./books-section";
import { ComingSoonBadge } from "./coming-soon-badge";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

/**
 * One series as a card. A published series links to its page through its title (the link's
 * box stretches over the whole card, so the card is one target with a short name); a series
 * that is coming soon is faded, badged and deliberately not a link. Only the cover fades, so
 * the text keeps its contrast.
 */
function SeriesCard({ series, priority }: { series: BookSeries; priority: boolean }) {
  const { locale } = useI18n();
  const label = useLabels(BOOK_LABELS);
  const headingId = `series-${series.slug}-title`;
  const title = localized(series.title, locale);
  return (
    <article
      aria-labelledby={headingId}
      data-series={series.slug}
      data-coming-soon={series.comingSoon ? "true" : undefined}
      className={`group relative flex h-full flex-col gap-6 rounded-2xl p-5 sm:flex-row sm:p-6 ${
        series.comingSoon
          ? "border-2 border-dashed border-ink/15 bg-white/60"
          : "bg-white shadow-sm ring-1 ring-ink/5 transition-shadow hover:shadow-xl motion-reduce:transition-none"
      }`}
    >
      <div className="relative shrink-0 self-center sm:self-start">
        <ContentImage
          image={series.cover}
          priority={priority}
          className={`h-auto w-40 rounded-lg shadow-lg sm:w-44 ${series.comingSoon ? "opacity-55 grayscale-[45%]" : ""}`}
        />
        {series.comingSoon && <ComingSoonBadge className="absolute -top-3 -left-3" />}
      </div>
      <div className="flex flex-1 flex-col">
        <p className="text-sm font-semibold tracking-wide text-wine uppercase">{localized(series.genre, locale)}</p>
        <h3 id={headingId} className="mt-2 font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {series.comingSoon ? (
            title
          ) : (
            <Link
              href={series.href}
              className="stretched-link rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-wine"
            >
              {title}
            </Link>
          )}
        </h3>
        <p className="mt-3 font-display text-lg text-ink/85 italic">{localized(series.tagline, locale)}</p>
        <p className="mt-3 leading-relaxed text-pretty text-ink/80">{localized(series.summary, locale)}</p>
        <dl className="mt-4 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{label("audience")}:</dt>
            <dd className="text-ink/80">{localized(series.audience, locale)}</dd>
          </div>
        </dl>
        {!series.comingSoon && (
          <div className="mt-auto pt-5">
            {/* Decorative: the title link above already leads here, with the series' name. */}
            <span
              aria-hidden="true"
              className="inline-flex items-center gap-1 font-semibold text-wine group-hover:underline group-hover:underline-offset-4"
            >
              {label("exploreSeries")}
              <ChevronRightIcon width="18" height="18" />
            </span>
          </div>
        )}
      </div>
    </article>
  );
}

/** The /books overview of every series: cover, genre, audience, tagline and summary. */
export function SeriesOverview({ series }: { series: readonly BookSeries[] }) {
  const label = useLabels(BOOK_LABELS);
  return (
    <BooksSection id="series" heading={label("seriesHeading")} intro={label("seriesIntro")}>
      <ul className="grid gap-8 lg:grid-cols-2">
        {series.map((entry, index) => (
          <li key={entry.id}>
            <SeriesCard series={entry} priority={index === 0} />
          </li>
        ))}
      </ul>
    </BooksSection>
  );
}
