import { plainNumberFormat } from "./plain-formats";

/**
 * Shared Intl formatters. Making one costs far more than using it (locale data is resolved on
 * construction): a page that formats every date and price with a new one spent tens of
 * milliseconds of its first render on it, on a phone several times that. One per locale and
 * options, kept for the life of the page or isolate; the set of options in use is small.
 *
 * Dates (intl-dates.ts) and numbers go through plain-dates.ts and plain-formats.ts first: the formats a first render uses are
 * written without Intl, whose first DateTimeFormat or NumberFormat costs a page a long task; the
 * Intl object is made only when a value needs it.
 */
export interface Formatter<T> {
  format(value: T): string;
}

const numberFormats = new Map<string, Formatter<number>>();
const pluralRules = new Map<string, Intl.PluralRules>();
const languageNames = new Map<string, Intl.DisplayNames>();

export function kept<T>(cache: Map<string, T>, locale: string, options: object | undefined, make: () => T): T {
  const key = `${locale}|${options ? JSON.stringify(options) : ""}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `plain`'s answer when it has one, else Intl's (its formatter made on first need). */
export function preferPlain<T>(
  plain: ((value: T) => string | undefined) | undefined,
  make: () => Formatter<T>,
): Formatter<T> {
  let full: Formatter<T> | undefined;
  return { format: (value) => plain?.(value) ?? (full ??= make()).format(value) };
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Formatter<number> {
  return kept(numberFormats, locale, options, () =>
    preferPlain(plainNumberFormat(locale, options), () => new Intl.NumberFormat(locale, options)),
  );
}

export function pluralRule(locale: string): Intl.PluralRules {
  return kept(pluralRules, locale, undefined, () => new Intl.PluralRules(locale));
}

/** Languages' names in `locale` ("French", "francés"). */
export function languageNamesIn(locale: string): Intl.DisplayNames {
  return kept(languageNames, locale, undefined, () => new Intl.DisplayNames(locale, { type: "language" }));
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * "A, B and C" in the site's languages. English without the serial comma, as the site's copy
 * writes its lists (en-GB's rule; en-US would add one).
 */
export function listFormat(locale: string): Formatter<string[]> {
  return kept(listFormats, locale, undefined, () => new Intl.ListFormat(locale === "en" ? "en-GB" : locale));
}
