import type { ReactNode } from "react";
import { LoadError } from "#client/components/ui/list-states";
import type { useKeysetPages } from "../use-keyset-pages";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

type KeysetPages = Pick<
  ReturnType<typeof useKeysetPages>,
  "error" | "hasMore" | "loadingMore" | "loadMore" | "refresh"
> & { pages: unknown[] | undefined };

/**
 * One of the studio's paged lists as the author meets it: a failure to load with a retry, then
 * "loading", then an empty list's words, then the rows, then "Show more" while the server has
 * more. `children` draws the rows, each an `<li>`.
 */
export function KeysetList({
  list,
  count,
  label,
  texts,
  children,
}: {
  list: KeysetPages;
  /** How many rows the pages hold. */
  count: number;
  /** The list's accessible name. */
  label: string;
  texts: { loading: string; empty: string; more: string; loadingMore: string };
  children: ReactNode;
}) {
  if (list.error && !list.pages) return <LoadError onRetry={list.refresh} />;
  if (!list.pages) return <p role="status">{texts.loading}</p>;
  if (count === 0) return <p className="rounded-lg border border-dashed border-ink/25 bg-white p-6">{texts.empty}</p>;
  return (
    <>
      <ul aria-label={label} className="divide-y divide-ink/10 rounded-lg bg-white ring-1 ring-ink/10">
        {children}
      </ul>
      {/* A later page failed: the rows shown stay, with the way to try again. */}
      {list.error && <LoadError onRetry={list.refresh} />}
      {list.hasMore && (
        <button
          type="button"
          onClick={list.loadMore}
          aria-busy={list.loadingMore || undefined}
          className={BUTTON_TONES.plain}
        >
          {list.loadingMore ? texts.loadingMore : texts.more}
        </button>
      )}
    </>
  );
}

/** The filtered list as CSV: a plain download link, the browser sending the session. */
export function CsvLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a href={href} download className="font-semibold text-wine underline underline-offset-4 hover:no-underline">
        {children}
      </a>
    </p>
  );
}

/**
 * A list's words search: the field with its label and the button that applies it, plus any
 * buttons after it (Clear). Inside the list's filter form, whose submit applies it.
 */
export function SearchRow({
  id,
  label,
  maxLength,
  defaultValue,
  submit,
  after,
}: {
  id: string;
  label: string;
  maxLength: number;
  defaultValue: string | undefined;
  submit: string;
  after?: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="q"
          type="search"
          maxLength={maxLength}
          defaultValue={defaultValue}
          className={`${FIELD_CLASS} min-w-0 flex-1`}
        />
        <button type="submit" className={BUTTON_TONES.primary}>
          {submit}
        </button>
        {after}
      </div>
    </>
  );
}
