import { PageIntro } from "../features/content/page-intro";

export default function ExperiencePage() {
  return <PageIntro pageId="experience" />;
}
