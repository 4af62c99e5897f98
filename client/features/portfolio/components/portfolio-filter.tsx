import { useId, useState } from "react";

/** One choice of the filter, with its words in the page's language (the server's). */
export interface FilterChoice {
  /** "all" or a category. */
  value: string;
  label: string;
  /** The status line's words when this choice is on ("3 items shown"). */
  shown: string;
}

/** The gallery's items carry their category in this attribute (portfolio-gallery.tsx). */
export const WORK_CATEGORY_ATTRIBUTE = "data-work-category";

/** Shows the items of one category (or all) and keeps the choice in the address, to share or bookmark. */
function showCategory(value: string) {
  for (const item of document.querySelectorAll<HTMLElement>(`[${WORK_CATEGORY_ATTRIBUTE}]`))
    item.hidden = value !== "all" && item.getAttribute(WORK_CATEGORY_ATTRIBUTE) !== value;
  const url = new URL(window.location.href);
  if (value === "all") url.searchParams.delete("category");
  else url.searchParams.set("category", value);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The gallery's filter (an island): toggle buttons, one pressed at a time, and a status line
 * that says how many items are shown. The server draws the chosen category's view (the
 * address's `?category=`, portfolio-gallery.tsx); a press hides and shows the items it drew,
 * so the code carries none of the work, and only the words it was handed.
 */
export function PortfolioFilter({
  heading,
  choices,
  chosen,
}: {
  heading: string;
  choices: readonly FilterChoice[];
  chosen: string;
}) {
  const labelId = useId();
  const [value, setValue] = useState(chosen);
  const choose = (next: string) => {
    setValue(next);
    showCategory(next);
  };
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <span id={labelId} className="text-sm font-semibold text-ink/80">
          {heading}
        </span>
        <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              aria-pressed={choice.value === value}
              onClick={() => choose(choice.value)}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-ink/15 transition-colors hover:bg-wine/10 hover:text-wine-dark motion-reduce:transition-none aria-pressed:bg-wine aria-pressed:text-white aria-pressed:ring-wine"
            >
              {choice.label}
            </button>
          ))}
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-sm font-medium text-ink/75">
        {choices.find((choice) => choice.value === value)?.shown}
      </p>
    </div>
  );
}
