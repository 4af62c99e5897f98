import { PageIntro } from "../features/content/page-intro";

export default function SeriesMortalVengeancePage() {
  return <PageIntro pageId="seriesMortalVengeance" hero />;
}
