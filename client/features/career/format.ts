import type { Locale } from "#worker/contract/locales";
import { dateFormat } from "#worker/contract/intl-dates";

/** "Mar 2013" (en), "mar 2013" (es), "març del 2013" (ca) from a `YYYY-MM` month. */
export function formatMonth(month: `${number}-${number}`, locale: Locale): string {
  const [year, monthNumber] = month.split("-").map(Number);
  // UTC on both sides, so no visitor's time zone can move the first of the month into the previous one.
  return dateFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 1)),
  );
}
