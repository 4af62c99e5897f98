import type { ReactNode } from "react";
import type { Section } from "#content/types";
import { localized } from "#worker/contract/localized";
import { useI18n } from "../../i18n/i18n-context";
import { RichText } from "./rich-text";

/**
 * One long-form section from the content files: a region named by its h2 (the section's id is
 * the anchor), then the body. `mark` is drawn above the heading.
 */
export function ContentSection({
  section,
  className,
  headingClassName,
  mark,
}: {
  section: Section;
  className: string;
  headingClassName: string;
  mark?: ReactNode;
}) {
  const { locale } = useI18n();
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className={className}>
      {mark}
      <h2 id={`${section.id}-heading`} className={headingClassName}>
        {localized(section.heading, locale)}
      </h2>
      <RichText blocks={localized(section.body, locale)} className="mt-6 text-lg text-ink/85" />
    </section>
  );
}
