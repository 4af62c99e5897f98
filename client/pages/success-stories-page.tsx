import { PageIntro } from "../features/content/page-intro";

export default function SuccessStoriesPage() {
  return <PageIntro pageId="successStories" />;
}
