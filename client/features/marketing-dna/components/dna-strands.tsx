import { DNA_PANEL } from "#content/marketing-dna";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { numberFormat } from "#worker/contract/intl-formats";
import { PercentBar } from "#client/components/ui/percent-bar";

/** The five strands of the DNA panel, each a label and a share drawn as a bar. */
export function DnaStrands() {
  const { locale } = useI18n();
  const percent = numberFormat(locale, { style: "percent" });
  return (
    <section
      aria-labelledby="strands-heading"
      className="on-dark bg-gradient-to-br from-wine-dark via-wine to-[#6b3a1a] py-16 text-white sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div className="max-w-2xl">
          <h2 id="strands-heading" className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {localized(DNA_PANEL.heading, locale)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-white/90">{localized(DNA_PANEL.text, locale)}</p>
        </div>
        <dl className="space-y-5">
          {DNA_PANEL.strands.map((strand) => (
            // The bar hangs from the value (absolutely placed under the whole row), so the row holds only its dt and dd.
            <div key={strand.label.en} className="relative flex justify-between gap-4 pb-5 font-semibold">
              <dt>{localized(strand.label, locale)}</dt>
              <dd className="tabular-nums">
                {percent.format(strand.value / 100)}
                <PercentBar
                  value={strand.value}
                  className="absolute inset-x-0 bottom-0 h-2.5 rounded-full bg-white/20"
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
