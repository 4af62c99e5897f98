import { Link } from "wouter";
import { HOME_SECTIONS } from "#content/home-bands";
import { DNA_PANEL } from "#content/marketing-dna";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { SITE_CLAIMS } from "#worker/contract/author-profile";
import { PageSection } from "#client/components/ui/page-section";
import { PercentBar } from "#client/components/ui/percent-bar";

/** The home page's KPI cards, their figures from the site's claims. */
export function KpiSection() {
  const { locale } = useI18n();
  const text = HOME_SECTIONS.kpis;
  return (
    <PageSection
      id="results"
      tone="white"
      heading={localized(text.heading, locale)}
      intro={localized(text.intro, locale)}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {SITE_CLAIMS.kpis.map((kpi) => (
          <li key={kpi.id} className="flex flex-col rounded-2xl bg-paper p-6 ring-1 ring-ink/5">
            <span className="font-display text-4xl font-bold text-wine">{localized(kpi.value, locale)}</span>
            <span className="mt-2 font-semibold">{localized(kpi.label, locale)}</span>
            <span className="mt-2 text-sm text-ink/70">{localized(kpi.detail, locale)}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** The Marketing Writing DNA panel, a summary that leads to the full page. */
export function DnaPanel() {
  const { locale } = useI18n();
  return (
    <section
      aria-labelledby="dna-heading"
      className="on-dark bg-gradient-to-br from-wine-dark via-wine to-[#6b3a1a] py-20 text-white sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="dna-heading" className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {localized(DNA_PANEL.heading, locale)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-white/85">{localized(DNA_PANEL.text, locale)}</p>
          <Link
            href="/marketing-dna"
            className="mt-8 inline-flex min-h-11 items-center rounded-full bg-gold px-5 py-2.5 font-semibold text-ink transition-colors hover:bg-white"
          >
            {localized(HOME_SECTIONS.dna.more, locale)}
          </Link>
        </div>
        <dl className="space-y-5">
          {DNA_PANEL.strands.map((strand) => {
            const label = localized(strand.label, locale);
            return (
              <div key={label} className="flex flex-wrap items-baseline justify-between gap-y-2 font-semibold">
                <dt>{label}</dt>
                {/* contents: the figure sits beside the label and the bar wraps below both. */}
                <dd className="contents">
                  <span className="tabular-nums">{strand.value}%</span>
                  <PercentBar value={strand.value} className="block h-2.5 w-full rounded-full bg-white/20" />
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
