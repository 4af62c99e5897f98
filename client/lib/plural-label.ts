import type { Localized } from "#content/types";
import type { Locale } from "#worker/contract/locales";
import { localized } from "#worker/contract/localized";
import { numberFormat, pluralRule } from "#worker/contract/intl-formats";

/** A feature label's two plural forms; `{{count}}` stands for the number. */
export interface PluralForms {
  one: string;
  other: string;
}

/**
 * `forms` for `count` in `locale`: `Intl.PluralRules` picks the form ("one" or anything else),
 * and `{{count}}` becomes the number written the locale's way.
 */
export function pluralLabel(forms: Localized<PluralForms>, count: number, locale: Locale): string {
  const { one, other } = localized(forms, locale);
  const text = pluralRule(locale).select(count) === "one" ? one : other;
  return text.replaceAll("{{count}}", numberFormat(locale).format(count));
}
