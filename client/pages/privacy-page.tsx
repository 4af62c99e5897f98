import { PRIVACY } from "#content/legal/privacy";
import { PageIntro } from "../features/content/page-intro";
import { LastUpdated } from "../features/legal/components/last-updated";
import { LegalDocumentView } from "../features/legal/components/legal-document";

/** /privacy: the privacy policy, with its date and a table of contents. */
export default function PrivacyPage() {
  return (
    <>
      <PageIntro pageId="privacy">
        <LastUpdated date={PRIVACY.lastUpdated} />
      </PageIntro>
      <LegalDocumentView document={PRIVACY} />
    </>
  );
}
