import { lazy, type ReactNode } from "react";
import { Deferred } from "../components/ui/deferred";
import { HeroCarousel } from "../features/home/components/hero-carousel";
import { IntroSection } from "../features/home/components/intro-section";

/* The excerpt button sits in a deferred spot: its code (form, checks, dialog) never comes with the first load. */
const ExcerptDownloadPart = lazy(() =>
  import("../features/lead-capture/components/excerpt-download-part").then((m) => ({ default: m.ExcerptDownloadPart })),
);

/*
 * The home page's bands, in order. The hero and the intro come with the page; every band
 * below them loads as the visitor scrolls towards it, so the first load carries only what the
 * first screen shows.
 */
const SeriesCards = lazy(() =>
  import("../features/home/components/series-cards").then((m) => ({ default: m.SeriesCards })),
);
const TrailerSection = lazy(() =>
  import("../features/home/components/media-sections").then((m) => ({ default: m.TrailerSection })),
);
const MusicSection = lazy(() =>
  import("../features/home/components/media-sections").then((m) => ({ default: m.MusicSection })),
);
const KpiSection = lazy(() =>
  import("../features/home/components/results-sections").then((m) => ({ default: m.KpiSection })),
);
const DnaPanel = lazy(() =>
  import("../features/home/components/results-sections").then((m) => ({ default: m.DnaPanel })),
);
const PortfolioHighlights = lazy(() =>
  import("../features/home/components/portfolio-highlights").then((m) => ({ default: m.PortfolioHighlights })),
);
const TestimonialsCarousel = lazy(() =>
  import("../features/home/components/testimonials-carousel").then((m) => ({ default: m.TestimonialsCarousel })),
);
const ConnectSection = lazy(() =>
  import("../features/lead-capture/components/connect-section").then((m) => ({ default: m.ConnectSection })),
);

/** Holds a band's space (roughly its height on each width) until its code arrives. */
function Band({
  name,
  children,
  height,
  tone = "bg-paper",
}: {
  name: string;
  children: ReactNode;
  height: string;
  tone?: string;
}) {
  return (
    <Deferred whenIdle={false} fallback={<div aria-hidden="true" data-band={name} className={`${height} ${tone}`} />}>
      {children}
    </Deferred>
  );
}

export default function HomePage() {
  return (
    <>
      <HeroCarousel />
      <IntroSection />
      <Band name="series" height="min-h-[110rem] sm:min-h-[64rem]">
        <SeriesCards />
      </Band>
      <Band name="trailer" height="min-h-[34rem] sm:min-h-[48rem]" tone="bg-ink">
        <TrailerSection />
      </Band>
      <Band name="music" height="min-h-[120rem] lg:min-h-[56rem]">
        <MusicSection />
      </Band>
      <Band name="results" height="min-h-[60rem] lg:min-h-[28rem]" tone="bg-white">
        <KpiSection />
      </Band>
      <Band name="dna" height="min-h-[40rem] lg:min-h-[28rem]" tone="bg-wine-dark">
        <DnaPanel />
      </Band>
      <Band name="portfolio" height="min-h-[110rem] lg:min-h-[44rem]" tone="bg-white">
        <PortfolioHighlights
          excerptAction={
            <ExcerptDownloadPart excerpt="mortal-vengeance-book-1" tone="gold" className="w-full justify-center" />
          }
        />
      </Band>
      <Band name="testimonials" height="min-h-[44rem] lg:min-h-[32rem]">
        <TestimonialsCarousel />
      </Band>
      <Deferred
        whenIdle={false}
        fallback={<div aria-hidden="true" className="min-h-[56rem] bg-white lg:min-h-[44rem]" />}
      >
        <ConnectSection />
      </Deferred>
    </>
  );
}
