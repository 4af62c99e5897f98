import { ContentImage } from "#client/components/ui/content-image";
import { RichText } from "#client/components/ui/rich-text";
import { CASE_STUDIES } from "#content/success-stories";
import type { CaseStudy } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { type PortfolioLabel, PORTFOLIO_LABELS } from "../labels";
import { CtaBand } from "./cta-band";
import { useLabels } from "#client/i18n/labels";

const CONTENTS_ID = "contents";
const PARTS = ["problem", "approach", "result"] as const satisfies readonly (keyof CaseStudy & PortfolioLabel)[];

const ANCHOR_CLASS = "rounded font-semibold text-wine underline underline-offset-4 hover:text-wine-dark";

/** The table of contents: one link to each case study on the page. */
export function CaseStudyContents() {
  const { locale } = useI18n();
  const label = useLabels(PORTFOLIO_LABELS);
  return (
    <nav
      id={CONTENTS_ID}
      aria-labelledby="contents-heading"
      className="mt-10 scroll-mt-32 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5"
    >
      <h2 id="contents-heading" className="font-display text-xl font-bold">
        {label("contents")}
      </h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6 marker:font-semibold marker:text-wine">
        {CASE_STUDIES.map((study) => (
          <li key={study.id}>
            <a href={`#${study.slug}`} className={ANCHOR_CLASS}>
              {localized(study.title, locale)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const { locale } = useI18n();
  const label = useLabels(PORTFOLIO_LABELS);
  const headingId = `${study.slug}-heading`;
  return (
    <article
      id={study.slug}
      aria-labelledby={headingId}
      className="scroll-mt-24 py-16 odd:bg-white even:bg-paper sm:py-20"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id={headingId} className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {localized(study.title, locale)}
            </h2>
            <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{label("client")}</dt>
              <dd className="text-ink/80">{study.client}</dd>
              <dt className="font-semibold">{label("sector")}</dt>
              <dd className="text-ink/80">{localized(study.sector, locale)}</dd>
              <dt className="font-semibold">{label("year")}</dt>
              <dd className="text-ink/80 tabular-nums">{study.year}</dd>
            </dl>
          </div>
          <ContentImage image={study.image} className="h-auto w-full rounded-2xl shadow-md" />
        </div>

        <dl className="mt-10 grid gap-4 sm:grid-cols-3">
          {study.metrics.map((metric, index) => (
            <div key={index} className="flex flex-col-reverse on-dark rounded-2xl bg-ink p-6 text-white">
              <dt className="mt-2 text-white/85">{localized(metric.label, locale)}</dt>
              <dd className="font-display text-4xl font-bold text-gold tabular-nums">{metric.value}</dd>
            </div>
          ))}
        </dl>

        <div className="mx-auto mt-12 max-w-3xl space-y-10">
          {PARTS.map((part) => {
            const partId = `${study.slug}-${part}`;
            return (
              // Named with the study's title too: five "Problem" regions would be indistinguishable.
              <section key={part} aria-labelledby={`${partId} ${headingId}`}>
                <h3 id={partId} className="font-display text-2xl font-bold text-wine">
                  {label(part)}
                </h3>
                <RichText blocks={localized(study[part], locale)} headingLevel={3} className="mt-4 text-ink/85" />
              </section>
            );
          })}
          <p>
            <a href={`#${CONTENTS_ID}`} className={`${ANCHOR_CLASS} text-sm`}>
              {label("backToContents")}
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}

/**
 * /success-stories: every case study as an article the contents can link to (`#<slug>`),
 * then the invitation to start a project.
 */
export function SuccessStories() {
  const label = useLabels(PORTFOLIO_LABELS);

  return (
    <>
      <div>
        {CASE_STUDIES.map((study) => (
          <CaseStudyArticle key={study.id} study={study} />
        ))}
      </div>
      <CtaBand
        id="start-project"
        tone="wine"
        heading={label("ctaHeading")}
        text={label("ctaText")}
        href="/contact"
        action={label("startProject")}
      />
    </>
  );
}
