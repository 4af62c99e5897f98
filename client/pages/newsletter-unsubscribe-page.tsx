import { PageIntro } from "../features/content/page-intro";
import { NewsletterLinkAction } from "../features/lead-capture/components/newsletter-link-action";

export default function NewsletterUnsubscribePage() {
  return (
    <>
      <PageIntro pageId="newsletterUnsubscribe" />
      <NewsletterLinkAction action="unsubscribe" />
    </>
  );
}
