import { PageIntro } from "../features/content/page-intro";

export default function SeriesImalivePage() {
  return <PageIntro pageId="seriesImalive" hero />;
}
