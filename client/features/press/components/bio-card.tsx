import { Island } from "#client/islands/island";
import { useLabels } from "#client/i18n/labels";
import { PRESS_LABELS } from "../labels";

/** Words as a word processor counts them: runs of non-space characters. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * One length of the biography: its heading and word count, the text, and Copy, the card's one
 * part that acts (an island, bio-copy.tsx), which copies the text as shown here.
 */
export function BioCard({ id, heading, text }: { id: string; heading: string; text: string }) {
  const label = useLabels(PRESS_LABELS);
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
        <Island name="bio-copy" load="press" props={{ length: heading.toLocaleLowerCase(label.locale) }} />
      </div>
      <div className="mt-2 max-w-3xl space-y-4 leading-relaxed text-pretty text-ink/85" data-bio-text="">
        {text.split("\n\n").map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
