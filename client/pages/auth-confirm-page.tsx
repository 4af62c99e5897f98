import { EmailLinkAction } from "../features/auth/components/email-link-action";
import { PageIntro } from "../features/content/page-intro";

export default function AuthConfirmPage() {
  return (
    <>
      <PageIntro pageId="authConfirm" />
      <EmailLinkAction />
    </>
  );
}
