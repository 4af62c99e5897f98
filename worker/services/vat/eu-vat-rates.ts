/**
 * EU VAT rates for what La Bodega sells, for a seller established in Spain that declares its
 * sales to consumers in other member states through the One-Stop Shop (decision 053).
 *
 * - `ebook`: electronically supplied books (Directive 2006/112/EC Annex III point 6, as amended
 *   by Directive (EU) 2018/1713, lets states apply their book rate to e-books).
 * - `digital`: any other electronically supplied service (music downloads): the standard rate.
 *
 * Rates are in basis points (2100 = 21 %) so that no float ever reaches a price.
 *
 * Source: the European Commission's "Taxes in Europe Database" (TEDB) and "VAT rates applied in
 * the Member States" list, with the national changes announced up to the date below (Finland
 * 25.5 % / books 14 % from 2025, Estonia 24 % from July 2025, Slovakia 23 % / books 5 % from
 * 2025, Romania 21 % / books 11 % from August 2025, Czechia and Ireland 0 % on e-books from
 * 2024). Rates change: check this table against TEDB before each OSS quarter and update
 * `EU_VAT_RATES_CHECKED_ON`. An order keeps the rate it was charged, so a change here never
 * alters a past order or invoice.
 */
export const EU_VAT_RATES_SOURCE =
  "European Commission, Taxes in Europe Database (TEDB) and national tax administrations' announcements";
export const EU_VAT_RATES_CHECKED_ON = "2025-09-01";

/** The seller's member state: domestic sales are taxed here, whoever buys. */
export const SELLER_COUNTRY = "ES";

export type VatKind = "ebook" | "digital";

export interface CountryRates {
  standard: number;
  ebook: number;
}

export const EU_VAT_RATES = {
  AT: { standard: 2000, ebook: 1000 },
  BE: { standard: 2100, ebook: 600 },
  BG: { standard: 2000, ebook: 900 },
  CY: { standard: 1900, ebook: 500 },
  CZ: { standard: 2100, ebook: 0 },
  DE: { standard: 1900, ebook: 700 },
  DK: { standard: 2500, ebook: 2500 },
  EE: { standard: 2400, ebook: 900 },
  ES: { standard: 2100, ebook: 400 },
  FI: { standard: 2550, ebook: 1400 },
  FR: { standard: 2000, ebook: 550 },
  GR: { standard: 2400, ebook: 600 },
  HR: { standard: 2500, ebook: 500 },
  HU: { standard: 2700, ebook: 500 },
  IE: { standard: 2300, ebook: 0 },
  IT: { standard: 2200, ebook: 400 },
  LT: { standard: 2100, ebook: 900 },
  LU: { standard: 1700, ebook: 300 },
  LV: { standard: 2100, ebook: 500 },
  MT: { standard: 1800, ebook: 500 },
  NL: { standard: 2100, ebook: 900 },
  PL: { standard: 2300, ebook: 500 },
  PT: { standard: 2300, ebook: 600 },
  RO: { standard: 2100, ebook: 1100 },
  SE: { standard: 2500, ebook: 600 },
  SI: { standard: 2200, ebook: 500 },
  SK: { standard: 2300, ebook: 500 },
} as const satisfies Record<string, CountryRates>;

export type EuCountry = keyof typeof EU_VAT_RATES;

export const isEuCountry = (country: string | null | undefined): country is EuCountry =>
  !!country && Object.hasOwn(EU_VAT_RATES, country);

/** The rate of a kind of sale in a member state, in basis points. */
export function vatRateOf(country: EuCountry, kind: VatKind): number {
  const rates: CountryRates = EU_VAT_RATES[country];
  return kind === "ebook" ? rates.ebook : rates.standard;
}

/**
 * EU VAT numbers as each state writes them. The shape only: a number of the right shape may be
 * nobody's, so reverse charge also needs it confirmed registered (`vat-numbers.ts`, decision 061).
 * Greece's prefix is EL.
 */
const VAT_NUMBER_SHAPES: Record<EuCountry, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^EL\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** A VAT number written the way VIES reads it: capitals, no spaces, dots or dashes. */
export const normalVatNumber = (value: string) => value.toUpperCase().replace(/[\s.-]/g, "");

/** The member state a VAT number belongs to, or null when it has no EU VAT number's shape. */
export function vatNumberCountry(value: string): EuCountry | null {
  const number = normalVatNumber(value);
  const prefix = number.slice(0, 2);
  const country = (prefix === "EL" ? "GR" : prefix) as EuCountry;
  return isEuCountry(country) && VAT_NUMBER_SHAPES[country].test(number) ? country : null;
}
