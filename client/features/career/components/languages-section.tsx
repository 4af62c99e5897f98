import { LANGUAGES_SPOKEN } from "#content/languages";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { CareerSection } from "./career-section";
import { useLabels } from "#client/i18n/labels";

/** The languages I speak, each with its level. */
export function LanguagesSection({ tone = "paper" }: { tone?: "paper" | "white" }) {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  const card = tone === "paper" ? "bg-white" : "bg-paper";
  return (
    <CareerSection id="languages" tone={tone} heading={label("languages")} intro={label("languagesIntro")}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {LANGUAGES_SPOKEN.map((language) => {
          const name = localized(language.name, locale);
          return (
            <div key={language.name.en} className={`rounded-2xl ${card} p-5 ring-1 ring-ink/5`}>
              <dt className="font-display text-xl font-bold">{name}</dt>
              <dd className="mt-1 text-ink/75">{localized(language.level, locale)}</dd>
            </div>
          );
        })}
      </dl>
    </CareerSection>
  );
}
