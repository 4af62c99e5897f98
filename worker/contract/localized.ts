import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * A value in each of the site's languages, side by side. English is required (the type
 * checker refuses an entry without it); Spanish and Catalan fall back to English until they
 * are written, and `npm run content:coverage` lists what is missing.
 */
export type Localized<T = string> = { en: T } & { [L in Exclude<Locale, "en">]?: T };

/** The value in `locale`, else in English. */
export function localized<T>(value: Localized<T>, locale: Locale): T {
  return (locale === DEFAULT_LOCALE ? undefined : value[locale]) ?? value.en;
}
