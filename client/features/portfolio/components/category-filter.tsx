import { useId } from "react";
import { PORTFOLIO_CATEGORIES } from "#content/portfolio";
import type { PortfolioItem } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { PORTFOLIO_LABELS } from "../labels";
import { useLabels } from "#client/i18n/labels";

export type CategoryChoice = PortfolioItem["category"] | "all";

/** Toggle buttons, one pressed at a time: "All" and each category that has work to show. */
export function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: readonly PortfolioItem["category"][];
  value: CategoryChoice;
  onChange: (next: CategoryChoice) => void;
}) {
  const { locale } = useI18n();
  const label = useLabels(PORTFOLIO_LABELS);
  const labelId = useId();
  const choices: readonly CategoryChoice[] = ["all", ...categories];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <span id={labelId} className="text-sm font-semibold text-ink/80">
        {label("filter")}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === value}
            onClick={() => onChange(choice)}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-ink/15 transition-colors hover:bg-wine/10 hover:text-wine-dark motion-reduce:transition-none aria-pressed:bg-wine aria-pressed:text-white aria-pressed:ring-wine"
          >
            {choice === "all" ? label("all") : localized(PORTFOLIO_CATEGORIES[choice], locale)}
          </button>
        ))}
      </div>
    </div>
  );
}
