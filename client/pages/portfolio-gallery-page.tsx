import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { PageIntro } from "../features/content/page-intro";
import { ExcerptDownloadPart } from "../features/lead-capture/components/excerpt-download-part";
import { PortfolioGallery } from "../features/portfolio/components/portfolio-gallery";

/** The excerpt card's download and like button come from their own features. */
const SLOTS = {
  "mortal-vengeance-excerpt": (
    <>
      <ExcerptDownloadPart excerpt="mortal-vengeance-book-1" />
      <DeferredEngagement itemId="portfolio:mortal-vengeance-excerpt" comments={false} />
    </>
  ),
};

export default function PortfolioGalleryPage() {
  return (
    <>
      <PageIntro pageId="portfolioGallery" column="7xl" />
      <PortfolioGallery slots={SLOTS} />
    </>
  );
}
