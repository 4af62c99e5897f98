import { useId } from "react";
import { useCopyWithNotice } from "#client/hooks/use-copy-with-notice";
import { useLabels } from "#client/i18n/labels";
import { PRESS_LABELS } from "../labels";

/** Words as a word processor counts them: runs of non-space characters. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * One length of the biography: its heading and word count, the text, and Copy, which puts the
 * plain text (paragraphs apart by a blank line) on the clipboard and says so in a status line,
 * as the share bar's Copy link does. Nothing here differs between the server and the browser
 * until a press, so hydration keeps the prerendered text.
 */
export function BioCard({ id, heading, text }: { id: string; heading: string; text: string }) {
  const label = useLabels(PRESS_LABELS);
  const fieldId = useId();
  const { notice, copy, fallbackField: field } = useCopyWithNotice<HTMLTextAreaElement>();

  const lower = heading.toLocaleLowerCase(label.locale);
  return (
    <article
      aria-labelledby={`${id}-heading`}
      data-bio={id}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-3">
        <h3 id={`${id}-heading`} className="font-display text-2xl font-bold">
          {heading}{" "}
          <span className="font-sans text-sm font-medium text-ink/70" data-word-count="">
            {label("words", { count: wordCount(text) })}
          </span>
        </h3>
        <button
          type="button"
          onClick={() => void copy(text)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-ink/15 transition-colors hover:text-wine hover:ring-wine motion-reduce:transition-none"
        >
          <CopyGlyph />
          {label("copy")}
          <span className="sr-only"> {label("copySuffix", { length: lower })}</span>
        </button>
      </div>
      <div className="mt-4 max-w-3xl space-y-4 leading-relaxed text-pretty text-ink/85" data-bio-text="">
        {text.split("\n\n").map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-ink/80">
        {notice && label(notice, { length: lower })}
      </p>
      {notice === "copyByHand" && (
        <p className="mt-1">
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
    </article>
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
