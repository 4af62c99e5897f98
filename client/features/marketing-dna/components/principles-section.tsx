import { RichText } from "#client/components/ui/rich-text";
import { MARKETING_DNA } from "#content/marketing-dna";
import type { Localized } from "#content/types";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { DNA_LABELS } from "../labels";
import { DnaSection } from "./dna-section";
import { useLabels } from "#client/i18n/labels";

/** A line before and after the principle is applied, side by side from small tablets up. */
function BeforeAfter({ example }: { example: { before: Localized; after: Localized } }) {
  const { locale } = useI18n();
  const label = useLabels(DNA_LABELS);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col rounded-xl bg-white p-5 ring-1 ring-ink/10">
        <dt>
          <span className="inline-flex rounded-full bg-ink/10 px-3 py-1 text-xs font-bold tracking-[0.14em] text-ink/80 uppercase">
            {label("before")}
          </span>
        </dt>
        <dd className="mt-4 text-ink/80 italic">“{localized(example.before, locale)}”</dd>
      </div>
      <div className="flex flex-col rounded-xl bg-wine-dark p-5 text-white shadow-sm">
        <dt>
          <span className="inline-flex rounded-full bg-gold px-3 py-1 text-xs font-bold tracking-[0.14em] text-ink uppercase">
            {label("after")}
          </span>
        </dt>
        <dd className="mt-4 font-display text-lg font-semibold text-pretty">“{localized(example.after, locale)}”</dd>
      </div>
    </dl>
  );
}

/** The principles, in order: number, title, the idea in a sentence, the reasoning and an example. */
export function PrinciplesSection() {
  const { locale } = useI18n();
  const label = useLabels(DNA_LABELS);
  return (
    <DnaSection id="principles" tone="white" heading={label("principlesHeading")} intro={label("principlesIntro")}>
      <ol className="space-y-8">
        {MARKETING_DNA.principles.map((principle) => {
          const id = `principle-${principle.id}`;
          return (
            <li key={principle.id}>
              <article
                id={id}
                aria-labelledby={`${id}-heading`}
                className="grid scroll-mt-32 gap-8 rounded-2xl bg-paper p-6 ring-1 ring-ink/5 sm:p-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12"
              >
                <div>
                  <p aria-hidden="true" className="font-display text-5xl leading-none font-bold text-wine">
                    {principle.number}
                  </p>
                  <h3
                    id={`${id}-heading`}
                    className="mt-4 font-display text-2xl font-bold tracking-tight text-balance sm:text-3xl"
                  >
                    {localized(principle.title, locale)}
                  </h3>
                  <p className="mt-4 text-lg font-semibold text-pretty text-ink/90">
                    {localized(principle.summary, locale)}
                  </p>
                  <RichText blocks={localized(principle.body, locale)} className="mt-4 text-ink/80" headingLevel={3} />
                </div>
                {principle.example && (
                  <figure className="self-center">
                    <figcaption className="mb-3 text-sm font-semibold tracking-[0.18em] text-wine uppercase">
                      {label("example")}
                    </figcaption>
                    <BeforeAfter example={principle.example} />
                  </figure>
                )}
              </article>
            </li>
          );
        })}
      </ol>
    </DnaSection>
  );
}
