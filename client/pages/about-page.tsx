import { PageIntro } from "../features/content/page-intro";

export default function AboutPage() {
  return <PageIntro pageId="about" />;
}
