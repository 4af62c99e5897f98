import type { Locale } from "../../../worker/contract/locales";

/** "Mar 2013" (en), "mar 2013" (es), "març del 2013" (ca) from a `YYYY-MM` month. */
export function formatMonth(month: `${number}-${number}`, locale: Locale): string {
  const [year, monthNumber] = month.split("-").map(Number);
  // UTC on both sides, so no visitor's time zone can move the first of the month into the previous one.
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 1)),
  );
}

/** Minutes and seconds of an ISO 8601 duration such as `PT2M48S`. */
export function durationParts(duration: string): { minutes: number; seconds: number } {
  const [, m = "0", s = "0"] = /PT(?:(\d+)M)?(?:(\d+)S)?/.exec(duration) ?? [];
  return { minutes: Number(m), seconds: Number(s) };
}
