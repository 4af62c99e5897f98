import { PageIntro } from "../features/content/page-intro";

export default function MarketingDnaPage() {
  return <PageIntro pageId="marketingDna" />;
}
