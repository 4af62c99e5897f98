/**
 * How search reads text, the same at build time (the index) and in the browser (the query):
 * accents and case don't count (`cancion` finds `canción`, `venganza` finds `Venganza`), and a
 * Catalan middle dot joins its letters (`col·lecció` is one word, `colleccio`).
 */

/** Lower case without diacritics; the middle dot of `l·l` dropped. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/(\p{L})[·•](?=\p{L})/gu, "$1")
    .toLowerCase();
}

/** The folded words of a text, in order (letters and digits; anything else separates). */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
