import { PageIntro } from "../features/content/page-intro";
import { StudioScreen } from "../features/studio/components/studio-screen";

export default function StudioPage() {
  return (
    <>
      <PageIntro pageId="studio" column="6xl" />
      <StudioScreen />
    </>
  );
}
