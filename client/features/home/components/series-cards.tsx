import { useId } from "react";
import { Link } from "wouter";
import { ContentImage } from "#client/components/ui/content-image";
import { Island } from "#client/islands/island";
import { behaviourRoot } from "#client/document/behaviour-markup";
import { SERIES } from "#content/books";
import { HOME_SECTIONS } from "#content/home-bands";
import type { BookSeries } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { PageSection } from "#client/components/ui/page-section";
import { productSlugOf } from "#worker/contract/shop-fields";

const TABS = ["all", "available"] as const;

/** The La Bodega products of a series' books, whose readers' reviews rate the series. */
export function seriesProductSlugs(series: BookSeries): string[] {
  return series.books.flatMap((book) => (book.productId ? [productSlugOf(book.productId)] : []));
}

function SeriesCard({ series }: { series: BookSeries }) {
  const { locale } = useI18n();
  const text = HOME_SECTIONS.series;
  const body = (
    <>
      <div className="relative overflow-hidden rounded-t-2xl bg-ink">
        {/* Coming Soon fades the cover only, so the card's text keeps its contrast. */}
        <ContentImage
          image={series.cover}
          className={`aspect-[2/3] h-auto w-full object-cover ${series.comingSoon ? "opacity-50 grayscale-[40%]" : ""}`}
          data-faded={series.comingSoon ? "true" : undefined}
        />
        {series.comingSoon ? (
          <span className="absolute top-4 left-4 rounded-full bg-gold px-3 py-1 text-sm font-bold text-ink">
            {localized(text.comingSoon, locale)}
          </span>
        ) : (
          <Island name="series-rating" load="visible" props={{ productSlugs: seriesProductSlugs(series) }} />
        )}
      </div>
      <div className="p-6">
        <p className="text-sm font-semibold tracking-wide text-wine uppercase">{localized(series.genre, locale)}</p>
        <h3 className="mt-2 font-display text-2xl font-bold">{localized(series.title, locale)}</h3>
        <p className="mt-3 text-ink/75">{localized(series.tagline, locale)}</p>
        {!series.comingSoon && (
          <span className="mt-4 inline-block font-semibold text-wine underline underline-offset-4">
            {localized(text.open, locale)}
          </span>
        )}
      </div>
    </>
  );
  const card = "group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/5";
  if (series.comingSoon) {
    // Coming Soon: faded and deliberately not a link (there is no page to go to yet).
    return (
      <div className={`${card} bg-white/70`} data-series={series.slug} data-coming-soon="true" data-shown-in="all">
        {body}
      </div>
    );
  }
  return (
    <Link
      href={series.href}
      className={`${card} transition-shadow hover:shadow-xl`}
      data-series={series.slug}
      data-shown-in="all available"
    >
      {body}
    </Link>
  );
}

/**
 * The home page's book series, with two tabs that filter the cards (plain script drives them:
 * client/document/tab-filter.ts). The server draws every card, with the first tab chosen.
 */
export function SeriesCards() {
  const { locale } = useI18n();
  const text = HOME_SECTIONS.series;
  const baseId = useId();
  return (
    <PageSection id="series" heading={localized(text.heading, locale)} intro={localized(text.intro, locale)}>
      <div {...behaviourRoot("tab-filter")}>
        <div
          role="tablist"
          aria-label={localized(text.heading, locale)}
          className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-ink/10"
        >
          {TABS.map((name, i) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${baseId}-tab-${name}`}
              data-tab={name}
              aria-selected={i === 0}
              aria-controls={`${baseId}-panel`}
              tabIndex={i === 0 ? 0 : -1}
              className="min-h-11 rounded-full px-5 py-2 font-semibold text-ink/75 transition-colors hover:text-wine aria-selected:bg-wine aria-selected:text-white"
            >
              {localized(text.tabs[name], locale)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${TABS[0]}`}
          className="mt-8 grid gap-8 sm:grid-cols-2 lg:max-w-4xl"
        >
          {SERIES.map((series) => (
            <SeriesCard key={series.id} series={series} />
          ))}
        </div>
      </div>
    </PageSection>
  );
}
