import { ROLES } from "#content/career";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { CareerSection } from "./career-section";
import { RoleDates } from "./role-dates";
import { useLabels } from "#client/i18n/labels";

/** Every role in one line each, newest first: title, organisation, dates and a sentence. */
export function CareerTimeline() {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  return (
    <CareerSection id="timeline" heading={label("timelineHeading")} intro={label("timelineIntro")}>
      <ol className="relative max-w-4xl space-y-10 border-l-2 border-wine/25 pl-8 sm:pl-10">
        {ROLES.map((role) => (
          <li key={role.id} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-2 -left-[2.56rem] h-4 w-4 rounded-full border-4 border-paper sm:-left-[3.06rem] ${role.end ? "bg-wine/60" : "bg-wine"}`}
            />
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
              <h3 className="font-display text-xl font-bold text-balance sm:text-2xl">
                {localized(role.title, locale)}
              </h3>
              <RoleDates role={role} className="shrink-0 text-sm font-semibold text-ink/75 tabular-nums" />
            </div>
            <p className="mt-1 font-semibold text-wine">{role.organisation}</p>
            <p className="mt-3 max-w-3xl leading-relaxed text-pretty text-ink/80">{localized(role.summary, locale)}</p>
          </li>
        ))}
      </ol>
    </CareerSection>
  );
}
