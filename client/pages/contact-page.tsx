import { PageIntro } from "../features/content/page-intro";

export default function ContactPage() {
  return <PageIntro pageId="contact" />;
}
