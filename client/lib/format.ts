import type { Locale } from "#worker/contract/locales";
import { numberFormat } from "#worker/contract/intl-formats";
import { dateFormat } from "#worker/contract/intl-dates";

/** A calendar date (`YYYY-MM-DD`) in the visitor's language, e.g. "8 October 2024"; read as UTC so it never shifts a day. */
export function formatDate(date: string, locale: Locale): string {
  return dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

/** Seconds in an ISO 8601 duration such as `PT3M42S` (or `PT1H2M`). */
export function durationSeconds(duration: string): number {
  const [, h = "0", m = "0", s = "0"] = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(duration) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** "m:ss" for a track or video length: `PT3M42S` gives "3:42". */
export function clock(duration: string): string {
  const total = durationSeconds(duration);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

const UNITS = ["KB", "MB", "GB"] as const;

/**
 * A file's size as people read it, in binary units written the locale's way: "11 KB",
 * "7.2 KB" (or "7,2 KB"), "2 MB". One decimal below ten, none above; each unit stops short of
 * a four-digit number.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < 1024) return `${numberFormat(locale).format(bytes)}\u00a0B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = numberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  return `${number}\u00a0${UNITS[unit]}`;
}
