import { TERMS } from "#content/legal/terms";
import { PageIntro } from "../features/content/page-intro";
import { LastUpdated } from "../features/legal/components/last-updated";
import { LegalDocumentView } from "../features/legal/components/legal-document";

/** /terms: the terms of use and sale, with their date and a table of contents. */
export default function TermsPage() {
  return (
    <>
      <PageIntro pageId="terms">
        <LastUpdated date={TERMS.lastUpdated} />
      </PageIntro>
      <LegalDocumentView document={TERMS} />
    </>
  );
}
