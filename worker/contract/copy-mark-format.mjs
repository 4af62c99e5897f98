/**
 * How a copy mark (decision 054) is written and found, shared by the Worker, the studio's form and
 * `scripts/shop.mjs whose-copy`: 16 Crockford base32 characters in groups of four
 * ("K7QM-2XRA-9DPE-41TB"), carried as `urn:labodega:copy:<mark>` in an EPUB's package document
 * and as `labodega-copy:<mark>` in a PDF's keywords (and its `LaBodegaCopy` entry).
 */

export const MARK_URN = "urn:labodega:copy:";
export const PDF_MARK_KEYWORD = "labodega-copy:";
export const PDF_MARK_KEY = "LaBodegaCopy";

/** A mark as someone typed or pasted it, in its stored form; null when it cannot be one. */
export function normalizeMark(input) {
  const plain = String(input)
    .trim()
    .toUpperCase()
    .replace(/^(?:URN:LABODEGA:COPY:|LABODEGA-COPY:)/, "")
    .replace(/[\s-]/g, "")
    // Crockford base32 reads the letters people confuse as the digits they look like.
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (!/^[0-9A-HJKMNP-TV-Z]{16}$/.test(plain)) return null;
  return plain.match(/.{4}/g).join("-");
}

/** Every distinct mark written in a text (a package document, a PDF's keywords). */
export function marksInText(text) {
  const found = String(text).matchAll(/(?:urn:labodega:copy:|labodega-copy:)([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/gi);
  return [...new Set([...found].map((m) => normalizeMark(m[1])).filter(Boolean))];
}
