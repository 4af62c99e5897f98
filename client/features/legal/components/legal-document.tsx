import { Progressive } from "#client/components/ui/progressive";
import { RichText } from "#client/components/ui/rich-text";
import type { LegalDocument } from "#content/types";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { LEGAL_LABELS } from "../labels";
import { useLabels } from "#client/i18n/labels";

const CONTENTS_ID = "contents";

const link = "rounded-sm text-wine underline decoration-wine/40 underline-offset-4 hover:decoration-wine";

/**
 * A legal document at a readable measure: a table of contents linking to every section, then
 * the sections, each named by its heading and ending with the way back to the contents.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { locale } = useI18n();
  const label = useLabels(LEGAL_LABELS);

  return (
    <div className="bg-paper pb-24 text-ink">
      <div className="mx-auto max-w-3xl px-4">
        <nav
          id={CONTENTS_ID}
          aria-labelledby={`${CONTENTS_ID}-heading`}
          className="scroll-mt-32 rounded-2xl bg-white p-6 ring-1 ring-ink/10 sm:p-8"
        >
          <h2 id={`${CONTENTS_ID}-heading`} className="font-display text-2xl font-bold">
            {label("contents")}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-wine">
            {document.sections.map((section) => (
              <li key={section.id} className="pl-1">
                <a href={`#${section.id}`} className={link}>
                  {localized(section.heading, locale)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section) => (
          // Fourteen long sections: each renders in its own task after the first paint.
          <Progressive key={section.id} placeholder={<div aria-hidden="true" className="min-h-[24rem]" />}>
            <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-14 scroll-mt-32">
              <h2
                id={`${section.id}-heading`}
                className="font-display text-2xl font-bold tracking-tight text-balance sm:text-3xl"
              >
                {localized(section.heading, locale)}
              </h2>
              <RichText blocks={localized(section.body, locale)} className="mt-5 text-ink/85" />
              <p className="mt-6 text-sm">
                <a href={`#${CONTENTS_ID}`} className={link}>
                  {label("backToContents")}
                </a>
              </p>
            </section>
          </Progressive>
        ))}
      </div>
    </div>
  );
}
