import { ClickToLoadEmbed } from "#client/components/ui/click-to-load-embed";
import type { EmbedRef } from "#content/types";
import { BooksSection } from "./books-section";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

/** A book trailer, which loads from its provider only when the visitor presses play. */
export function TrailerSection({ embed }: { embed: EmbedRef }) {
  const label = useLabels(BOOK_LABELS);
  return (
    <BooksSection id="trailer" tone="ink" heading={label("trailer")}>
      <ClickToLoadEmbed embed={embed} className="max-w-4xl" />
    </BooksSection>
  );
}
