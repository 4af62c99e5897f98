import { useState } from "react";
import { EmailLinkAction } from "../features/auth/components/email-link-action";
import { PageIntro } from "../features/content/page-intro";

export default function AuthConfirmPage() {
  // Once the press worked, the heading says so instead of asking.
  const [doneHeading, setDoneHeading] = useState<string>();
  return (
    <>
      {/* Done, the intro's "nothing changes until you press" is no longer true: it goes. */}
      <PageIntro pageId="authConfirm" heading={doneHeading} showIntro={!doneHeading} />
      <EmailLinkAction onDone={setDoneHeading} />
    </>
  );
}
