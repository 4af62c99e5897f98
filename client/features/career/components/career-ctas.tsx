import { localized } from "../../../../worker/contract/localized";
import { RESPONSE_TIME_HOURS } from "../../../../worker/contract/site-profile";
import { useI18n } from "../../../i18n/i18n-context";
import { fillLabel } from "../../../lib/format";
import { CAREER_LABELS as L } from "../labels";
import { CareerCta } from "./career-cta";

/** /about ends with the way to the career overview and to the contact page. */
export function AboutCta() {
  const { locale } = useI18n();
  return (
    <CareerCta
      id="work-together"
      heading={localized(L.workTogetherHeading, locale)}
      text={`${localized(L.workTogetherText, locale)} ${fillLabel(localized(L.replyPromise, locale), { hours: RESPONSE_TIME_HOURS })}`}
      actions={[
        { href: "/contact", label: localized(L.getInTouch, locale) },
        { href: "/experience", label: localized(L.seeCareer, locale) },
      ]}
    />
  );
}

/** /experience-detailed ends with the references and the contact page. */
export function ExperienceDetailedCta() {
  const { locale } = useI18n();
  return (
    <CareerCta
      id="hear-it"
      heading={localized(L.detailedCtaHeading, locale)}
      text={localized(L.detailedCtaText, locale)}
      actions={[
        { href: "/experience/references", label: localized(L.seeReferences, locale) },
        { href: "/contact", label: localized(L.getInTouch, locale) },
      ]}
    />
  );
}

/** /experience/references ends with the contact page (full references are given on request). */
export function ReferencesCta() {
  const { locale } = useI18n();
  return (
    <CareerCta
      id="ask-for-references"
      heading={localized(L.referencesCtaHeading, locale)}
      text={`${localized(L.referencesCtaText, locale)} ${fillLabel(localized(L.replyPromise, locale), { hours: RESPONSE_TIME_HOURS })}`}
      actions={[
        { href: "/contact", label: localized(L.getInTouch, locale) },
        { href: "/experience", label: localized(L.seeCareer, locale) },
      ]}
    />
  );
}
