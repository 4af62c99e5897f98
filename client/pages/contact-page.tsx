import { useSearch } from "wouter";
import { ContactDetails } from "../features/contact/contact-details";
import { PageIntro } from "../features/content/page-intro";
import { reasonFromSearch } from "../features/lead-capture/components/contact-form";
import { Island } from "../islands/island";

/** /contact: the form (an island, with the reason a link chose) beside the ways to reach the author. */
export default function ContactPage() {
  const reason = reasonFromSearch(useSearch());
  return (
    <>
      <PageIntro pageId="contact" column="6xl" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-[2fr_1fr] lg:items-start">
        <Island name="contact-form" load="press" props={{ reason }} />
        <ContactDetails />
      </div>
    </>
  );
}
