import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "wouter";
import { ContentImage } from "#client/components/ui/content-image";
import { StarRating } from "#client/components/ui/star-rating";
import { SERIES } from "#content/books";
import { HOME_SECTIONS } from "#content/home-bands";
import type { BookSeries } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { numberFormat } from "#worker/contract/intl-formats";
import { localized } from "#worker/contract/localized";
import { PageSection } from "#client/components/ui/page-section";
import { productSlugOf, type RatingBrief } from "#worker/contract/shop-fields";
import { api } from "#client/lib/api-client";
import { settle, unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { useLabels } from "#client/i18n/labels";
import { SERIES_RATING_PLURALS } from "../rating-labels";

const TABS = ["all", "available"] as const;
type Tab = (typeof TABS)[number];

/**
 * A series' rating from its books' La Bodega products (decision 050): their readers' published
 * reviews pooled, or null when none has any. Never a figure the site made up.
 */
export function seriesRating(series: BookSeries, ratings: Readonly<Record<string, RatingBrief>> | undefined) {
  let count = 0;
  let sum = 0;
  for (const book of series.books) {
    const rating = book.productId ? ratings?.[productSlugOf(book.productId)] : undefined;
    if (!rating) continue;
    count += rating.count;
    sum += rating.average * rating.count;
  }
  return count ? { average: Math.round((sum / count) * 10) / 10, count } : null;
}

function SeriesCard({ series, rating }: { series: BookSeries; rating: RatingBrief | null }) {
  const { locale } = useI18n();
  const plural = useLabels({}, SERIES_RATING_PLURALS).plural;
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
          rating && (
            // The overlay appears on hover and keyboard focus; its rating is always in the accessible text.
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink/70 px-4 text-center text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none">
              <span aria-hidden="true">
                <StarRating rating={Math.round(rating.average)} />
              </span>
              <span className="text-sm font-semibold" data-series-rating={rating.average}>
                {plural("rated", rating.count).replace("{average}", numberFormat(locale).format(rating.average))}
              </span>
            </div>
          )
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
      <div className={`${card} bg-white/70`} data-series={series.slug} data-coming-soon="true">
        {body}
      </div>
    );
  }
  return (
    <Link href={series.href} className={`${card} transition-shadow hover:shadow-xl`} data-series={series.slug}>
      {body}
    </Link>
  );
}

/** The home page's book series, with two tabs that filter the cards. */
export function SeriesCards() {
  const { locale } = useI18n();
  const text = HOME_SECTIONS.series;
  const [tab, setTab] = useState<Tab>("all");
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = SERIES.filter((series) => tab === "all" || !series.comingSoon);
  // Every rated product's figures, one small cached answer (GET /api/shop/ratings).
  const ratings = useData("shop-ratings", () => unwrap(settle(() => api.shop.ratings.$get()))).data;

  // Arrow keys, Home and End move between the tabs and select them (ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <PageSection id="series" heading={localized(text.heading, locale)} intro={localized(text.intro, locale)}>
      <div
        role="tablist"
        aria-label={localized(text.heading, locale)}
        className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-ink/10"
        onKeyDown={onKeyDown}
      >
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => void (tabRefs.current[i] = el)}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className="min-h-11 rounded-full px-5 py-2 font-semibold text-ink/75 transition-colors hover:text-wine aria-selected:bg-wine aria-selected:text-white"
          >
            {localized(text.tabs[name], locale)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="mt-8 grid gap-8 sm:grid-cols-2 lg:max-w-4xl"
      >
        {shown.map((series) => (
          <SeriesCard key={series.id} series={series} rating={seriesRating(series, ratings)} />
        ))}
      </div>
    </PageSection>
  );
}
