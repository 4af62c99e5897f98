import type { IsoDate } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { LEGAL_LABELS } from "../labels";
import { dateFormat } from "#worker/contract/intl-dates";
import { useLabels } from "#client/i18n/labels";

/** "Last updated: 21 November 2026", the date written the visitor's way. */
export function LastUpdated({ date }: { date: IsoDate }) {
  const { locale } = useI18n();
  const label = useLabels(LEGAL_LABELS);
  const formatted = dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  return (
    <p className="mt-6 inline-flex flex-wrap gap-x-1.5 rounded-full bg-white px-4 py-1.5 text-sm text-ink/80 ring-1 ring-ink/10">
      <span className="font-semibold">{label("lastUpdated")}:</span>
      <time dateTime={date}>{formatted}</time>
    </p>
  );
}
