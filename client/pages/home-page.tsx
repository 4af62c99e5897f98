import { HeroCarousel } from "../features/home/components/hero-carousel";
import { IntroSection } from "../features/home/components/intro-section";
import { MusicSection, TrailerSection } from "../features/home/components/media-sections";
import { PortfolioHighlights } from "../features/home/components/portfolio-highlights";
import { DnaPanel, KpiSection } from "../features/home/components/results-sections";
import { SeriesCards } from "../features/home/components/series-cards";
import { TestimonialsCarousel } from "../features/home/components/testimonials-carousel";
import { ConnectSection } from "../features/lead-capture/components/connect-section";
import { Island } from "../islands/island";

/**
 * The home page's bands, in order: a document (docs/decisions/072-documents-with-islands.md).
 * The server draws every band; the carousels and the series tabs are driven by plain script
 * (decision 073), and the parts that need React (the forms, the players, the ratings, the
 * excerpt button) are islands that load when they are used or come into view.
 */
export default function HomePage() {
  return (
    <>
      <HeroCarousel />
      <IntroSection />
      <SeriesCards />
      <TrailerSection />
      <MusicSection />
      <KpiSection />
      <DnaPanel />
      <PortfolioHighlights
        excerptAction={
          <Island
            name="excerpt-download"
            load="press"
            props={{ excerpt: "mortal-vengeance-book-1", tone: "gold", className: "w-full justify-center" }}
          />
        }
      />
      <TestimonialsCarousel />
      <ConnectSection />
    </>
  );
}
