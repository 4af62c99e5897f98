import { PageIntro } from "../features/content/page-intro";
import { ContactForm } from "../features/lead-capture/components/contact-form";

export default function ContactPage() {
  return (
    <>
      <PageIntro pageId="contact" />
      <div className="mx-auto max-w-3xl px-4 pb-24">
        <ContactForm />
      </div>
    </>
  );
}
