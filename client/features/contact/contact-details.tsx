import { DownloadIcon, MailIcon } from "../../components/ui/icons";
import { ExternalLink } from "../../components/ui/link-list";
import { CONTACT_LABELS } from "./labels";
import { RESPONSE_TIME_HOURS, SITE_PROFILE } from "#worker/contract/site-profile";
import { useLabels } from "../../i18n/labels";

const SOCIAL = [
  { name: "LinkedIn", href: SITE_PROFILE.social.linkedin },
  { name: "Instagram", href: SITE_PROFILE.social.instagram },
  { name: "SlideShare", href: SITE_PROFILE.social.slideshare },
] as const;

/** The contact page's side panel: the address, the reply promise (a reply within the stated hours), the CV and profiles. */
export function ContactDetails() {
  const label = useLabels(CONTACT_LABELS);
  return (
    <aside aria-labelledby="contact-details" className="space-y-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
      <div>
        <h2 id="contact-details" className="font-display text-xl font-bold">
          {label("heading")}
        </h2>
        <p className="mt-4 flex items-center gap-2">
          <MailIcon />
          <span className="sr-only">{label("email")}: </span>
          <a
            href={`mailto:${SITE_PROFILE.email}`}
            className="font-semibold text-wine underline underline-offset-4 hover:text-wine-dark"
          >
            {SITE_PROFILE.email}
          </a>
        </p>
        <p className="mt-3 text-sm text-ink/75">{label("reply", { hours: RESPONSE_TIME_HOURS })}</p>
      </div>
      <div>
        <h3 className="font-semibold">{label("cv")}</h3>
        <p className="mt-2 text-sm text-ink/75">{label("cvText")}</p>
        <button
          type="button"
          // The document's frame answers the press by this mark (client/document/frame.ts).
          data-download-cv="contact_page_cv"
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-wine px-5 py-2 font-semibold text-white hover:bg-wine-dark"
        >
          <DownloadIcon />
          {label("cvButton")}
        </button>
      </div>
      <div>
        <h3 className="font-semibold">{label("elsewhere")}</h3>
        <ul className="mt-3 space-y-2">
          {SOCIAL.map((profile) => (
            <li key={profile.name}>
              <ExternalLink
                href={profile.href}
                className="inline-flex items-center gap-1.5 font-medium underline underline-offset-4 hover:text-wine"
              >
                {profile.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
