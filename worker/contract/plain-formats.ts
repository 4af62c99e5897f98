/**
 * The few number formats a public page draws on its first render (counts, euro prices, file
 * sizes), written without Intl in the site's three languages; long dates are in plain-dates.ts,
 * kept apart because the entry needs numbers (counts) and no date.
 *
 * Why not Intl: V8 builds its table of available locales the first time a page constructs an
 * Intl.NumberFormat or Intl.DateTimeFormat, 40–120 ms in one task on a desktop and several times
 * that on a phone, right in the middle of hydration (docs/decisions/029-plain-formats.md).
 * These functions give exactly Intl's output (CLDR 48; tests/worker/plain-formats.test.ts
 * compares them with Intl over whole ranges of values and days) and answer `undefined` for
 * anything else, which then goes to Intl as before. The prerender and the browser run the same
 * code, so a page and its hydration always agree.
 */

type Language = "en" | "es" | "ca";

const LANGUAGE_OF: Record<string, Language> = {
  en: "en",
  "en-IE": "en",
  es: "es",
  "es-ES": "es",
  ca: "ca",
  "ca-ES": "ca",
};

interface Separators {
  decimal: string;
  group: string;
  /** Digits the integer part needs before it is grouped at all (CLDR's minimumGroupingDigits + 3). */
  groupFrom: number;
}

const SEPARATORS: Record<Language, Separators> = {
  en: { decimal: ".", group: ",", groupFrom: 4 },
  // Spanish leaves four-digit numbers whole: 1234, but 12.345.
  es: { decimal: ",", group: ".", groupFrom: 5 },
  ca: { decimal: ",", group: ".", groupFrom: 4 },
};

/** Beyond this, String(value) turns to exponent notation and doubles stop being exact integers. */
const LARGEST = 1e15;

/**
 * `value` with at most `maxFraction` (and at least `minFraction`) decimals, rounded half away
 * from zero on its shortest decimal form, as ICU does; `undefined` when that form is exponential.
 */
function decimalDigits(value: number, minFraction: number, maxFraction: number): [string, string] | undefined {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, "0");
  if ((fraction[maxFraction] ?? "0") >= "5") {
    // Add one in the last kept place, carrying leftwards.
    const carried = [...digits];
    let i = carried.length - 1;
    while (i >= 0 && carried[i] === "9") carried[i--] = "0";
    if (i >= 0) carried[i] = String(Number(carried[i]) + 1);
    else carried.unshift("1");
    digits = carried.join("");
  }
  const integer = digits.slice(0, digits.length - maxFraction).replace(/^0+(?=\d)/, "") || "0";
  let decimals = digits.slice(digits.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  return [integer, decimals];
}

function grouped(integer: string, separators: Separators): string {
  if (integer.length < separators.groupFrom) return integer;
  return integer.replace(/\B(?=(\d{3})+$)/g, separators.group);
}

interface NumberShape {
  minFraction: number;
  maxFraction: number;
  euro: boolean;
}

/** The shape of `options` when it is one these functions write, else `undefined`. */
function numberShape(options: Intl.NumberFormatOptions | undefined): NumberShape | undefined {
  const keys = Object.keys(options ?? {});
  if (keys.length === 0) return { minFraction: 0, maxFraction: 3, euro: false };
  if (keys.length === 1 && keys[0] === "maximumFractionDigits") {
    const max = options!.maximumFractionDigits!;
    return Number.isInteger(max) && max >= 0 && max <= 3
      ? { minFraction: 0, maxFraction: max, euro: false }
      : undefined;
  }
  if (keys.length === 2 && options!.style === "currency" && options!.currency === "EUR")
    return { minFraction: 2, maxFraction: 2, euro: true };
  return undefined;
}

/**
 * A formatter for `locale` and `options` that writes numbers as Intl.NumberFormat would, or
 * `undefined` if they are not among the plain formats. The formatter itself answers `undefined`
 * for a value it cannot write (not finite, or too large).
 */
export function plainNumberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): ((value: number) => string | undefined) | undefined {
  const language = LANGUAGE_OF[locale];
  const shape = numberShape(options);
  if (!language || !shape) return undefined;
  const separators = SEPARATORS[language];
  return (value) => {
    if (!Number.isFinite(value) || Math.abs(value) >= LARGEST) return undefined;
    const parts = decimalDigits(value, shape.minFraction, shape.maxFraction);
    if (!parts) return undefined;
    const [integer, decimals] = parts;
    const number = grouped(integer, separators) + (decimals ? separators.decimal + decimals : "");
    // Intl keeps the sign of anything negative, -0 and values that round to zero included.
    const sign = value < 0 || Object.is(value, -0) ? "-" : "";
    if (!shape.euro) return sign + number;
    return language === "en" ? `${sign}€${number}` : `${sign}${number}\u00a0€`;
  };
}
