/**
 * JSON to put inside a <script> element (JSON-LD, a page's data block): `<` escaped so no text
 * in it can close the element, and the two line separators JavaScript once refused.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
