import { ClickToLoadEmbed } from "../../../components/ui/click-to-load-embed";
import type { EmbedRef } from "../../../../content/types";
import { useBookLabel } from "../use-book-label";
import { BooksSection } from "./books-section";

/** A book trailer, which loads from its provider only when the visitor presses play. */
export function TrailerSection({ embed }: { embed: EmbedRef }) {
  const label = useBookLabel();
  return (
    <BooksSection id="trailer" tone="ink" heading={label("trailer")}>
      <ClickToLoadEmbed embed={embed} className="max-w-4xl" />
    </BooksSection>
  );
}
