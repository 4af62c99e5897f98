import { PageIntro } from "../features/content/page-intro";

export default function ExperienceDetailedPage() {
  return <PageIntro pageId="experienceDetailed" />;
}
