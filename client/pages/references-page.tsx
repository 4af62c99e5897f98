import { PageIntro } from "../features/content/page-intro";

export default function ReferencesPage() {
  return <PageIntro pageId="references" />;
}
