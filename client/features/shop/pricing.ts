import { PRICING_ERROR_CODES, type PricingErrorCode } from "#worker/contract/pricing-fields";

export { parseAmount } from "#worker/contract/pricing-fields";

/**
 * The cart's amount and code logic: what a reader types read as cents, and the
 * Worker's field errors read back as the message to show. The Worker decides; this only reads.
 */

/** Cents as the field shows them to edit: 500 → "5.00" ("5,00" where a comma is the decimal mark). */
export function amountText(cents: number, decimalComma: boolean): string {
  const text = (cents / 100).toFixed(2);
  return decimalComma ? text.replace(".", ",") : text;
}

const isPricingError = (code: string): code is PricingErrorCode =>
  (PRICING_ERROR_CODES as readonly string[]).includes(code);

/** The first pricing error among a failed answer's fields, for `field` (`code`, `total`, `amounts.<slug>`…) or any. */
export function pricingErrorOf(
  fields: Record<string, string[]> | undefined,
  field?: (name: string) => boolean,
): PricingErrorCode | null {
  for (const [name, codes] of Object.entries(fields ?? {})) {
    if (field && !field(name)) continue;
    const found = codes.find(isPricingError);
    if (found) return found;
  }
  return null;
}
