import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

/** The gold "Coming Soon" pill of a series or book that isn't out yet. */
export function ComingSoonBadge({ className = "" }: { className?: string }) {
  const label = useLabels(BOOK_LABELS);
  return (
    <span
      className={`inline-flex items-center rounded-full bg-gold px-3 py-1 text-sm font-bold tracking-wide text-ink shadow-sm ${className}`}
    >
      {label("comingSoon")}
    </span>
  );
}
