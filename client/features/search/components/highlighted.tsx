import { highlightParts } from "../search-engine";

/**
 * A shown text with the words the query matched in <mark>: built as React text nodes, so a
 * product's or a post's text is never read as markup.
 */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-gold/35 px-0 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
