/**
 * Shared Intl formatters. Making one costs far more than using it (locale data is resolved on
 * construction): a page that formats every date and price with a new one spent tens of
 * milliseconds of its first render on it, on a phone several times that. One per locale and
 * options, kept for the life of the page or isolate; the set of options in use is small.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const languageNames = new Map<string, Intl.DisplayNames>();

function kept<T>(cache: Map<string, T>, locale: string, options: object | undefined, make: () => T): T {
  const key = `${locale}|${options ? JSON.stringify(options) : ""}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function dateFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function pluralRule(locale: string): Intl.PluralRules {
  return kept(pluralRules, locale, undefined, () => new Intl.PluralRules(locale));
}

/** Languages' names in `locale` ("French", "francés"). */
export function languageNamesIn(locale: string): Intl.DisplayNames {
  return kept(languageNames, locale, undefined, () => new Intl.DisplayNames(locale, { type: "language" }));
}
