import type { Locale } from "./locales";

/**
 * The order readers' reviews are shown in, on a series page and on a product page alike: those
 * written in the page's language first, the rest as the author listed them (a stable sort).
 */
export function ownLanguageFirst<T extends { locale: Locale }>(reviews: readonly T[], locale: Locale): T[] {
  return [...reviews].sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale));
}
