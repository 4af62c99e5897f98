import { useState } from "react";
import { PageIntro } from "../features/content/page-intro";
import { NewsletterLinkAction } from "../features/lead-capture/components/newsletter-link-action";

export default function NewsletterConfirmPage() {
  // Once the press worked, the heading says so instead of asking.
  const [doneHeading, setDoneHeading] = useState<string>();
  return (
    <>
      <PageIntro pageId="newsletterConfirm" heading={doneHeading} />
      <NewsletterLinkAction action="confirm" onDone={setDoneHeading} />
    </>
  );
}
