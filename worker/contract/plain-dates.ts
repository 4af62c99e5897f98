/**
 * The long date a public page draws on its first render, written without Intl in the site's
 * three languages, for the reason and with the guarantees of plain-formats.ts (exactly Intl's
 * output, `undefined` for anything else; docs/decisions/029-plain-formats.md).
 */

type Language = "en" | "es" | "ca";

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  ca: [
    "gener",
    "febrer",
    "març",
    "abril",
    "maig",
    "juny",
    "juliol",
    "agost",
    "setembre",
    "octubre",
    "novembre",
    "desembre",
  ],
};

/** Catalan elides "de" before a vowel: "1 d’abril". */
const catalanOf = (month: string) => (/^[aeiou]/.test(month) ? `d\u2019${month}` : `de ${month}`);

/**
 * A formatter that writes dates as Intl.DateTimeFormat would for `locale` and `options`, or
 * `undefined` unless the options are the long date in UTC (`{ dateStyle: "long", timeZone: "UTC" }`).
 */
export function plainDateFormat(
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): ((date: Date | number) => string | undefined) | undefined {
  // Only the bare tags: en-IE writes the day first ("1 January 2026").
  const language = locale === "en" || locale === "es" || locale === "ca" ? locale : undefined;
  const keys = Object.keys(options ?? {})
    .sort()
    .join(",");
  if (!language || keys !== "dateStyle,timeZone" || options!.dateStyle !== "long" || options!.timeZone !== "UTC")
    return undefined;
  return (date) => {
    const when = new Date(date);
    const year = when.getUTCFullYear();
    if (!(year >= 1000 && year <= 9999)) return undefined;
    const day = when.getUTCDate();
    const month = MONTHS[language][when.getUTCMonth()]!;
    if (language === "en") return `${month} ${day}, ${year}`;
    if (language === "es") return `${day} de ${month} de ${year}`;
    return `${day} ${catalanOf(month)} del ${year}`;
  };
}
