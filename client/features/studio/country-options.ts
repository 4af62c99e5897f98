import type { Locale } from "#worker/contract/locales";

/** Codes Intl names that are groups or placeholders, not a country a payment comes from. */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);

const made = new Map<Locale, [code: string, name: string][]>();

/**
 * Every country by its name in `locale`, sorted by name, with its two-letter code (what
 * Cloudflare reports at checkout): the names Intl knows, asked for every two-letter code once.
 */
export function countryOptions(locale: Locale): [code: string, name: string][] {
  let options = made.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    options = [...letters]
      .flatMap((a) => [...letters].map((b) => a + b))
      // An old code Intl still names (UK for GB) is left out: Cloudflare reports the current one.
      .filter((code) => !NOT_COUNTRIES.has(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`)
      .flatMap((code): [string, string][] => {
        const name = names.of(code);
        return name && name !== code ? [[code, name]] : [];
      })
      .sort((a, b) => a[1].localeCompare(b[1], locale));
    made.set(locale, options);
  }
  return options;
}

/** A country's name in `locale` from its two-letter code; the code itself when Intl has none. */
export function countryName(locale: Locale, code: string): string {
  return countryOptions(locale).find(([known]) => known === code)?.[1] ?? code;
}
