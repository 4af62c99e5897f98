import { RESPONSE_TIME_HOURS } from "#worker/contract/site-profile";
import { CAREER_LABELS } from "../labels";
import { CareerCta } from "./career-cta";
import { useLabels } from "#client/i18n/labels";

/** /about ends with the way to the career overview, the contact page and the press kit. */
export function AboutCta() {
  const label = useLabels(CAREER_LABELS);
  return (
    <CareerCta
      id="work-together"
      heading={label("workTogetherHeading")}
      text={`${label("workTogetherText")} ${label("replyPromise", { hours: RESPONSE_TIME_HOURS })}`}
      actions={[
        { href: "/contact", label: label("getInTouch") },
        { href: "/experience", label: label("seeCareer") },
        // Journalists and organisers land on About first.
        { href: "/press", label: label("pressKit") },
      ]}
    />
  );
}

/** /experience-detailed ends with the references and the contact page. */
export function ExperienceDetailedCta() {
  const label = useLabels(CAREER_LABELS);
  return (
    <CareerCta
      id="hear-it"
      heading={label("detailedCtaHeading")}
      text={label("detailedCtaText")}
      actions={[
        { href: "/experience/references", label: label("seeReferences") },
        { href: "/contact", label: label("getInTouch") },
      ]}
    />
  );
}

/** /experience/references ends with the contact page (full references are given on request). */
export function ReferencesCta() {
  const label = useLabels(CAREER_LABELS);
  return (
    <CareerCta
      id="ask-for-references"
      heading={label("referencesCtaHeading")}
      text={`${label("referencesCtaText")} ${label("replyPromise", { hours: RESPONSE_TIME_HOURS })}`}
      actions={[
        { href: "/contact", label: label("getInTouch") },
        { href: "/experience", label: label("seeCareer") },
      ]}
    />
  );
}
