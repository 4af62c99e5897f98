import { kept, preferPlain, type Formatter } from "./intl-formats";
import { plainDateFormat } from "./plain-dates";

/** Shared date formatters (see intl-formats.ts), in a module of their own: the entry needs none. */
const dateFormats = new Map<string, Formatter<Date | number>>();

export function dateFormat(locale: string, options?: Intl.DateTimeFormatOptions): Formatter<Date | number> {
  return kept(dateFormats, locale, options, () =>
    preferPlain(plainDateFormat(locale, options), () => new Intl.DateTimeFormat(locale, options)),
  );
}
