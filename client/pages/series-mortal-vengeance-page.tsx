import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { PageIntro } from "../features/content/page-intro";
import { ExcerptDownload } from "../features/lead-capture/components/excerpt-download";

export default function SeriesMortalVengeancePage() {
  return (
    <>
      <PageIntro pageId="seriesMortalVengeance" hero>
        <ExcerptDownload excerpt="mortal-vengeance-book-1" className="mt-8 bg-gold text-ink hover:bg-white" />
      </PageIntro>
      <section className="bg-paper py-12 text-ink">
        <div className="mx-auto max-w-3xl px-4">
          <DeferredEngagement itemId="series:mortal-vengeance" productId="product:mortal-vengeance-1-ebook" />
        </div>
      </section>
    </>
  );
}
