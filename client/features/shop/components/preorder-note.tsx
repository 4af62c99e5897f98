import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { formatDate } from "#client/lib/format";
import { PREORDER_LABELS } from "../preorder-labels";

/** "Pre-order, arrives on <day>" (decision 052), with what that means on the product page. */
export function PreorderNote({
  day,
  explain = false,
  className = "",
}: {
  day: string;
  explain?: boolean;
  className?: string;
}) {
  const { locale } = useI18n();
  const label = useLabels(PREORDER_LABELS);
  return (
    <p className={className} data-preorder={day}>
      <span className="font-semibold text-wine">{label("note", { day: formatDate(day, locale) })}</span>
      {explain && <span className="mt-1 block text-ink/75">{label("explain")}</span>}
    </p>
  );
}
