import { PageIntro } from "../features/content/page-intro";

export default function TermsPage() {
  return <PageIntro pageId="terms" />;
}
