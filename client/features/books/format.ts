import type { IsoDate } from "../../content/types";
import type { Locale } from "../../../worker/contract/locales";

/** A calendar date in the visitor's language, e.g. "8 October 2024" (read as UTC, so it never shifts a day). */
export function formatDate(date: IsoDate, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** Whether a book is out: it has a publication date and that day has come. */
export function isPublished(date: IsoDate | undefined, today: string = new Date().toISOString().slice(0, 10)): boolean {
  return date !== undefined && date <= today;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * Splits a template around one placeholder, filling the others: "Buy {title} from {store}"
 * around "store" gives ["Buy Undertow from ", ""], so the store name can be the visible part
 * of a link while the rest of the sentence is read out by screen readers.
 */
export function splitAround(template: string, name: string, values: Readonly<Record<string, string | number>>): [string, string] {
  const [before = "", after = ""] = template.split(`{${name}}`);
  return [fill(before, values), fill(after, values)];
}
