import { RichText } from "../../../components/ui/rich-text";
import type { Section } from "../../../../content/types";
import { useI18n } from "../../../i18n/i18n-context";
import { localized } from "../../../../worker/contract/localized";

/**
 * Long-form sections from the content files, one region each, named by its h2; each body's
 * own subheadings come out as h3s.
 */
export function TextSections({ sections }: { sections: readonly Section[] }) {
  const { locale } = useI18n();
  return (
    <div className="bg-white py-20 text-ink sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl space-y-16">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2
                id={`${section.id}-heading`}
                className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
              >
                {localized(section.heading, locale)}
              </h2>
              <RichText blocks={localized(section.body, locale)} className="mt-6 text-lg text-ink/85" />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
