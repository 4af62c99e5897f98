import { PageIntro } from "../features/content/page-intro";
import { StudioScreen } from "../features/studio/components/studio-screen";
import type { PageProps } from "../lib/page-props";

export default function StudioPage({ params }: PageProps) {
  return (
    <>
      <PageIntro pageId="studio" column="6xl" />
      <StudioScreen section={params.section} />
    </>
  );
}
