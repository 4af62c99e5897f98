import { PageIntro } from "../features/content/page-intro";

export default function NewsPage() {
  return <PageIntro pageId="news" />;
}
