import { localized } from "#worker/contract/localized";
import { SITE_CLAIMS } from "#worker/contract/author-profile";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { CareerSection } from "./career-section";
import { useLabels } from "#client/i18n/labels";

/** The key figures: each a label, its value and what it measures. */
export function KpiSection() {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  return (
    <CareerSection id="results" tone="ink" heading={label("kpisHeading")} intro={label("kpisIntro")}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {SITE_CLAIMS.kpis.map((kpi) => (
          <div key={kpi.id} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
            <dt className="mt-2 font-semibold">{localized(kpi.label, locale)}</dt>
            <dd className="order-first font-display text-4xl font-bold text-gold">{localized(kpi.value, locale)}</dd>
            <dd className="mt-2 text-sm text-white/80">{localized(kpi.detail, locale)}</dd>
          </div>
        ))}
      </dl>
    </CareerSection>
  );
}
