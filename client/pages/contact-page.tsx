import { ContactDetails } from "../features/contact/contact-details";
import { PageIntro } from "../features/content/page-intro";
import { ContactForm } from "../features/lead-capture/components/contact-form";

export default function ContactPage() {
  return (
    <>
      <PageIntro pageId="contact" column="6xl" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-[2fr_1fr] lg:items-start">
        <ContactForm />
        <ContactDetails />
      </div>
    </>
  );
}
