import { ContentSection } from "#client/components/ui/content-section";
import { ABOUT } from "#content/career";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { useLabels } from "#client/i18n/labels";

/** The biography, one section per chapter, with a list of the chapters beside it on wide screens. */
export function AboutStory() {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  return (
    <div className="bg-white py-16 text-ink sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="about-contents" className="hidden lg:block">
          <div className="sticky top-32">
            <p id="about-contents" className="text-sm font-semibold tracking-[0.18em] text-wine uppercase">
              {label("onThisPage")}
            </p>
            <ul className="mt-4 space-y-1 border-l-2 border-ink/10">
              {ABOUT.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-ink/75 transition-colors hover:border-wine hover:text-wine motion-reduce:transition-none"
                  >
                    {localized(section.heading, locale)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="space-y-16">
          {ABOUT.map((section) => (
            <ContentSection
              key={section.id}
              section={section}
              className="max-w-3xl scroll-mt-32"
              headingClassName="mt-5 font-display text-3xl font-bold tracking-tight text-balance"
              mark={<span aria-hidden="true" className="block h-1 w-12 rounded-full bg-wine" />}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
