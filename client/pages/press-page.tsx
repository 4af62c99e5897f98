import { PageIntro } from "../features/content/page-intro";
import { PressKit, PressKitLead } from "../features/press/components/press-kit";

/** /press: the press kit: biographies, fact sheet, pictures to download, press contact. */
export default function PressPage() {
  return (
    <>
      <PageIntro pageId="press" column="6xl">
        <PressKitLead />
      </PageIntro>
      <PressKit />
    </>
  );
}
