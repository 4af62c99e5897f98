import { PageIntro } from "../features/content/page-intro";

export default function PrivacyPage() {
  return <PageIntro pageId="privacy" />;
}
