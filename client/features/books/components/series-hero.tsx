import type { ReactNode } from "react";
import { ContentImage } from "#client/components/ui/content-image";
import type { BookSeries } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import type { BookLabel } from "../labels";
import { ComingSoonBadge } from "./coming-soon-badge";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";
import { usePageIntro } from "#client/lib/page-intro";

/*
 * Both series pages open under the header's transparent, light-on-dark state, so both heroes
 * keep a dark enough band at the top and white text throughout: "dark" is night over the
 * Caribbean (ink into wine), "bright" is a daytime Barcelona sky (sea into violet, with warm
 * glows round the cover).
 */
const TONES = {
  dark: {
    band: "on-dark bg-gradient-to-br from-ink via-[#2a1520] to-wine-dark",
    eyebrow: "text-gold",
    glows: ["bg-gold/15", "bg-wine/40"],
    link: "ring-white/60 hover:bg-white hover:text-ink",
  },
  bright: {
    band: "on-dark bg-[linear-gradient(135deg,#1f5f73_0%,#23708a_45%,#4f4a9a_100%)]",
    eyebrow: "text-white",
    glows: ["bg-[#ffb36b]/45", "bg-[#ff8fb1]/35"],
    link: "ring-white/70 hover:bg-white hover:text-sea",
  },
} as const;

/**
 * The opening of a series page: the page's only h1 (the series title), its tagline and
 * introduction, genre and audience, the cover (the page's largest paint, so fetched first) and
 * any actions the page adds, such as the excerpt download.
 */
export function SeriesHero({
  series,
  pageId,
  tone,
  actions,
  booksLink = "seeBooks",
}: {
  series: BookSeries;
  pageId: "seriesMortalVengeance" | "seriesImalive";
  tone: keyof typeof TONES;
  actions?: ReactNode;
  /** The label of the link down to the books. */
  booksLink?: Extract<BookLabel, "seeBooks" | "seeBook">;
}) {
  const { locale } = useI18n();
  const pageIntro = usePageIntro(pageId);
  const label = useLabels(BOOK_LABELS);
  const style = TONES[tone];
  return (
    <section
      aria-labelledby="page-heading"
      className={`relative overflow-hidden ${style.band} pt-36 pb-20 text-white sm:pb-24`}
    >
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_auto]">
        <div className="max-w-2xl">
          <div className="flex flex-wrap items-center gap-3">
            <p className={`text-sm font-semibold tracking-[0.18em] uppercase ${style.eyebrow}`}>
              {localized(series.genre, locale)}
            </p>
            {series.comingSoon && <ComingSoonBadge />}
          </div>
          <h1
            id="page-heading"
            className="mt-4 font-display text-5xl leading-tight font-bold tracking-tight text-balance sm:text-6xl"
          >
            {pageIntro.heading}
          </h1>
          <p className="mt-5 font-display text-2xl text-pretty text-white italic sm:text-3xl">
            {localized(series.tagline, locale)}
          </p>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-white/90">{pageIntro.intro}</p>
          <dl className="mt-6 flex flex-wrap gap-3 text-sm">
            <div className="flex gap-1.5 rounded-full bg-white/10 px-4 py-1.5 ring-1 ring-white/25">
              <dt className="font-semibold">{label("audience")}:</dt>
              <dd>{localized(series.audience, locale)}</dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            {actions}
            <a
              href="#books"
              className={`inline-flex min-h-11 items-center rounded-md px-5 py-2.5 font-semibold text-white ring-1 transition-colors motion-reduce:transition-none ${style.link}`}
            >
              {label(booksLink)}
            </a>
          </div>
        </div>
        <div className="relative mx-auto">
          {/* Glows sit behind the cover only, so they never lower the text's contrast. */}
          <div
            aria-hidden="true"
            className={`absolute -top-8 -right-8 hidden h-2/3 w-full rounded-full blur-3xl lg:block ${style.glows[0]}`}
          />
          <div
            aria-hidden="true"
            className={`absolute -bottom-8 left-4 hidden h-1/2 w-3/4 rounded-full blur-3xl lg:block ${style.glows[1]}`}
          />
          <ContentImage
            image={series.cover}
            priority
            className="relative h-auto w-56 rounded-lg shadow-2xl shadow-black/50 ring-1 ring-white/10 sm:w-64 lg:w-80"
          />
        </div>
      </div>
    </section>
  );
}
