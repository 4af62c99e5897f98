import { RichText } from "#client/components/ui/rich-text";
import { MARKETING_DNA } from "#content/marketing-dna";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { usePageIntro } from "#client/lib/page-intro";

/** The opening of /marketing-dna: the page's one h1, its introduction and the longer intro from the content. */
export function DnaHeader() {
  const { locale } = useI18n();
  const pageIntro = usePageIntro("marketingDna");
  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-16 text-ink">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <h1 id="page-heading" className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {pageIntro.heading}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-ink/80">{pageIntro.intro}</p>
          <RichText blocks={localized(MARKETING_DNA.intro, locale)} className="mt-4 text-ink/80" />
        </div>
      </div>
    </section>
  );
}
