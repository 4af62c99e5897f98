import { EXPERIENCE_OVERVIEW } from "#content/career";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { CareerSection } from "./career-section";
import { SkillList } from "./skill-list";
import { useLabels } from "#client/i18n/labels";

/** The four areas of work, each with a short description and its main skills. */
export function ExperienceAreas() {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  return (
    <CareerSection id="areas" tone="white" heading={label("areasHeading")}>
      <ul className="grid gap-6 md:grid-cols-2">
        {EXPERIENCE_OVERVIEW.areas.map((area, index) => (
          <li key={area.id} className="flex flex-col gap-6 rounded-2xl bg-paper p-6 ring-1 ring-ink/5 sm:p-8">
            <div>
              <p aria-hidden="true" className="font-display text-lg font-bold text-wine">
                {String(index + 1).padStart(2, "0")}
              </p>
              <h3 className="mt-1 font-display text-2xl font-bold">{localized(area.title, locale)}</h3>
              <p className="mt-3 leading-relaxed text-pretty text-ink/80">{localized(area.description, locale)}</p>
            </div>
            <div className="mt-auto">
              <SkillList id={`area-${area.id}`} skills={area.skills} />
            </div>
          </li>
        ))}
      </ul>
    </CareerSection>
  );
}
