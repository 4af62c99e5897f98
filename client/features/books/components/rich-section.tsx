import type { Localized, RichText as RichTextBlocks } from "#content/types";
import { RichText } from "#client/components/ui/rich-text";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import type { BookLabel } from "../labels";
import type { SectionTone } from "#client/components/ui/page-section";
import { BooksSection } from "./books-section";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

/**
 * A band of long-form text from the content files (a series' synopsis, "Behind the story").
 * The text's own subheadings sit under the band's h2 as h3s. Light bands only: the text's
 * inline links are wine red.
 */
export function RichSection({
  id,
  heading,
  body,
  tone = "paper",
  eyebrow,
}: {
  id: string;
  heading: BookLabel;
  body: Localized<RichTextBlocks>;
  tone?: Extract<SectionTone, "paper" | "white">;
  eyebrow?: string;
}) {
  const { locale } = useI18n();
  const label = useLabels(BOOK_LABELS);
  return (
    <BooksSection id={id} heading={label(heading)} tone={tone} width="narrow" eyebrow={eyebrow}>
      <RichText blocks={localized(body, locale)} className="text-lg text-ink/85" />
    </BooksSection>
  );
}
