import { splitLocale, type Locale } from "#worker/contract/locales";

/**
 * The language of the text this document carries (docs/decisions/026-text-per-language.md): the
 * build gives each page only its own language's content and labels, chosen here once, from the
 * address the document was loaded at. Switching language loads the other language's document.
 */
export const textLocale: Locale = splitLocale(window.location.pathname).locale;
