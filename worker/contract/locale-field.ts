import { DEFAULT_LOCALE, LOCALES } from "./locales";
import { z } from "./zod";

/**
 * The `locale` of a query or body: one of LOCALES, else `locale_invalid` (absent or not a string
 * included), like every other field's `<field>_invalid`. Kept apart from locales.ts so the pages
 * that only need the language list do not pull zod in.
 */
export const localeField = z.enum(LOCALES, "locale_invalid");

/** A locale that falls back to the default language when the request leaves it out. */
export const localeOrDefaultField = localeField.default(DEFAULT_LOCALE);

/** A locale filter: absent means every language. */
export const optionalLocaleField = localeField.optional();
