import { ContentSection } from "#client/components/ui/content-section";
import type { Section } from "#content/types";

/**
 * Long-form sections from the content files, one region each, named by its h2; each body's
 * own subheadings come out as h3s.
 */
export function TextSections({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="bg-white py-20 text-ink sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl space-y-16">
          {sections.map((section) => (
            <ContentSection
              key={section.id}
              section={section}
              className="scroll-mt-24"
              headingClassName="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            />
          ))}
        </div>
      </div>
    </div>
  );
}
