import type { Role } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { formatMonth } from "../format";
import { CAREER_LABELS } from "../labels";
import { useLabels } from "#client/i18n/labels";

/** "Mar 2013 – Jun 2016", or "Oct 2024 – Present" while the role is current; read out with "to". */
export function RoleDates({ role, className = "" }: { role: Pick<Role, "start" | "end">; className?: string }) {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  return (
    <span className={className}>
      <time dateTime={role.start}>{formatMonth(role.start, locale)}</time>
      <span aria-hidden="true"> – </span>
      <span className="sr-only"> {label("dateRangeTo")} </span>
      {role.end ? <time dateTime={role.end}>{formatMonth(role.end, locale)}</time> : label("present")}
    </span>
  );
}
