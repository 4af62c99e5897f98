import { MARKETING_DNA } from "#content/marketing-dna";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { DNA_LABELS } from "../labels";
import { DnaSection } from "./dna-section";
import { useLabels } from "#client/i18n/labels";

/** The working process as an ordered list of steps, across the page on wide screens. */
export function ProcessSection() {
  const { locale } = useI18n();
  const label = useLabels(DNA_LABELS);
  return (
    <DnaSection id="process" heading={label("processHeading")} intro={label("processIntro")}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-5 lg:gap-4">
        {MARKETING_DNA.process.map((entry, index) => (
          <li key={entry.id} className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
            <span
              aria-hidden="true"
              className="flex h-11 w-11 items-center justify-center rounded-full bg-wine font-display text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-display text-xl font-bold text-balance">{localized(entry.title, locale)}</h3>
            <p className="mt-2 text-ink/80">{localized(entry.description, locale)}</p>
          </li>
        ))}
      </ol>
    </DnaSection>
  );
}
