import { EDUCATION } from "#content/career";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { CareerSection } from "./career-section";
import { useLabels } from "#client/i18n/labels";

/** Degrees and certificates, each with its institution and years. */
export function EducationSection({ tone = "white" }: { tone?: "paper" | "white" }) {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  const card = tone === "white" ? "bg-paper" : "bg-white";
  return (
    <CareerSection id="education" tone={tone} heading={label("education")}>
      <ul className="grid gap-6 md:grid-cols-3">
        {EDUCATION.map((entry) => (
          <li key={entry.id} className={`flex flex-col rounded-2xl ${card} p-6 ring-1 ring-ink/5`}>
            <h3 className="font-display text-xl font-bold text-balance">{localized(entry.title, locale)}</h3>
            <p className="mt-2 text-ink/80">{entry.institution}</p>
            <p className="mt-auto pt-4 text-sm font-semibold text-wine tabular-nums">{entry.years}</p>
          </li>
        ))}
      </ul>
    </CareerSection>
  );
}
