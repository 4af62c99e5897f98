import { PageIntro } from "../features/content/page-intro";
import { NewsletterLinkAction } from "../features/lead-capture/components/newsletter-link-action";

export default function NewsletterConfirmPage() {
  return (
    <>
      <PageIntro pageId="newsletterConfirm" />
      <NewsletterLinkAction action="confirm" />
    </>
  );
}
