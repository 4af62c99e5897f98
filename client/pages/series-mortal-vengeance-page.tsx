import { PageIntro } from "../features/content/page-intro";
import { ExcerptDownload } from "../features/lead-capture/components/excerpt-download";

export default function SeriesMortalVengeancePage() {
  return (
    <PageIntro pageId="seriesMortalVengeance" hero>
      <ExcerptDownload excerpt="mortal-vengeance-book-1" className="mt-8 bg-gold text-ink hover:bg-white" />
    </PageIntro>
  );
}
