import { useState } from "react";
import { EmailLinkAction } from "../features/auth/components/email-link-action";
import { PageIntro } from "../features/content/page-intro";

export default function AuthConfirmPage() {
  // Once the press worked, the heading says so instead of asking.
  const [doneHeading, setDoneHeading] = useState<string>();
  return (
    <>
      <PageIntro pageId="authConfirm" heading={doneHeading} />
      <EmailLinkAction onDone={setDoneHeading} />
    </>
  );
}
