import { useId, useRef, useState } from "react";
import { useCopyWithNotice } from "#client/hooks/use-copy-with-notice";
import { useLabels } from "#client/i18n/labels";
import { BIO_COPY_LABELS } from "../bio-copy-labels";

/** The biography as the page shows it, as plain text: paragraphs apart by a blank line. */
function shownBiography(from: Element | null): string {
  const paragraphs = from?.closest("[data-bio]")?.querySelectorAll("[data-bio-text] p") ?? [];
  return [...paragraphs].map((paragraph) => paragraph.textContent ?? "").join("\n\n");
}

/**
 * A biography's Copy control (an island in its card, bio-card.tsx): it puts the text the page
 * shows on the clipboard and says so in a status line, as the share bar's Copy link does. The
 * text is read from the page, so the code carries none of it. Its parts sit in the card's
 * heading row, the status and the fallback field on lines of their own below.
 */
export function BioCopy({ length }: { length: string }) {
  const label = useLabels(BIO_COPY_LABELS);
  const fieldId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState("");
  const { notice, copy, fallbackField: field } = useCopyWithNotice<HTMLTextAreaElement>();

  const onCopy = () => {
    const shown = shownBiography(button.current);
    setText(shown);
    void copy(shown);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={onCopy}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-ink/15 transition-colors hover:text-wine hover:ring-wine motion-reduce:transition-none"
      >
        <CopyGlyph />
        {label("copy")}
        <span className="sr-only"> {label("copySuffix", { length })}</span>
      </button>
      <p role="status" className="min-h-5 basis-full text-sm font-medium text-ink/80">
        {notice && label(notice, { length })}
      </p>
      {notice === "copyByHand" && (
        <p className="basis-full">
          <label htmlFor={fieldId} className="sr-only">
            {label("bioField")}
          </label>
          <textarea
            ref={field}
            id={fieldId}
            readOnly
            rows={6}
            value={text}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md bg-white p-3 text-sm text-ink ring-1 ring-ink/20"
          />
        </p>
      )}
    </>
  );
}

function CopyGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" strokeLinecap="round" />
    </svg>
  );
}
