import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { PageIntro } from "../features/content/page-intro";
import { ExcerptDownload } from "../features/lead-capture/components/excerpt-download";

export default function PortfolioGalleryPage() {
  return (
    <PageIntro pageId="portfolioGallery">
      <ExcerptDownload excerpt="mortal-vengeance-book-1" className="mt-8" />
      <div className="mt-6">
        <DeferredEngagement itemId="portfolio:mortal-vengeance-excerpt" comments={false} />
      </div>
    </PageIntro>
  );
}
