import { PageIntro } from "../features/content/page-intro";
import { CaseStudyContents, SuccessStories } from "../features/portfolio/components/success-stories";

export default function SuccessStoriesPage() {
  return (
    <>
      <PageIntro pageId="successStories" column="5xl">
        <CaseStudyContents />
      </PageIntro>
      <SuccessStories />
    </>
  );
}
