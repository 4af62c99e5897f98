import { Link } from "wouter";
import { PRESS_CONTACT_REASON, PRESS_EMAIL } from "#worker/contract/press-kit";
import { RESPONSE_TIME_HOURS } from "#worker/contract/site-profile";
import { MailIcon } from "#client/components/ui/icons";
import { useLabels } from "#client/i18n/labels";
import { PRESS_LABELS } from "../labels";

/** Where the press writes: the address (with a subject filled in), the form with its reason chosen, the reply promise. */
export function PressContact() {
  const label = useLabels(PRESS_LABELS);
  const mailto = `mailto:${PRESS_EMAIL}?subject=${encodeURIComponent(label("emailSubject"))}`;
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8">
      <p className="max-w-3xl text-lg text-pretty text-ink/85">{label("contactIntro")}</p>
      <p className="mt-6 flex flex-wrap items-center gap-2">
        <MailIcon />
        <span className="font-semibold">{label("emailLabel")}:</span>
        <a href={mailto} className="font-semibold text-wine underline underline-offset-4 hover:text-wine-dark">
          {PRESS_EMAIL}
        </a>
      </p>
      <p className="mt-4">
        <Link
          href={`/contact?reason=${PRESS_CONTACT_REASON}`}
          className="inline-flex min-h-11 items-center rounded-full bg-wine px-5 py-2 font-semibold text-white transition-colors hover:bg-wine-dark motion-reduce:transition-none"
        >
          {label("formLink")}
        </Link>
      </p>
      <p className="mt-4 text-sm text-ink/75" data-response-time="">
        {label("responseTime", { hours: RESPONSE_TIME_HOURS })}
      </p>
    </div>
  );
}
