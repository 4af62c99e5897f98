import { SEARCH_KINDS, type SearchDoc, type SearchKind } from "./search-types";
import { foldText, searchWords } from "./search-text";

/** A document with its words read once, so each keystroke only compares. */
export interface PreparedDoc {
  doc: SearchDoc;
  /** Its place in the index: the tie-break, so equal scores keep the index's order. */
  order: number;
  titleText: string;
  title: readonly string[];
  middle: readonly string[];
  body: readonly string[];
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** What a word is worth where it is found: a title counts most, then subtitle or tags, then body. */
const WEIGHTS = {
  title: { exact: 12, prefix: 10 },
  middle: { exact: 6, prefix: 5 },
  body: { exact: 2, prefix: 1 },
} as const;
/** A title that begins with the whole query is what the visitor is most likely typing. */
const TITLE_START_BONUS = 5;

export function prepareDocs(docs: readonly SearchDoc[]): PreparedDoc[] {
  return docs.map((doc, order) => ({
    doc,
    order,
    titleText: searchWords(doc.title).join(" "),
    title: unique(searchWords(doc.title)),
    middle: unique(searchWords(`${doc.subtitle} ${doc.tags}`)),
    body: unique(doc.words.split(" ").filter(Boolean)),
  }));
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}

function fieldScore(words: readonly string[], query: string, weight: { exact: number; prefix: number }): number {
  let best = 0;
  for (const word of words) {
    if (word === query) return weight.exact;
    if (word.startsWith(query)) best = weight.prefix;
  }
  return best;
}

/** The words a query asks for, folded, each once. */
export function queryWords(query: string): string[] {
  return unique(searchWords(query));
}

/**
 * The documents that hold every word of the query (each as a word or the start of one), best
 * first within each kind; kinds ordered by their best hit, ties in SEARCH_KINDS order.
 */
export function search(docs: readonly PreparedDoc[], query: string): SearchGroup[] {
  const wanted = queryWords(query);
  if (wanted.length === 0) return [];
  const folded = wanted.join(" ");
  const hits: { hit: SearchHit; order: number }[] = [];
  for (const prepared of docs) {
    let score = 0;
    for (const word of wanted) {
      const found =
        fieldScore(prepared.title, word, WEIGHTS.title) ||
        fieldScore(prepared.middle, word, WEIGHTS.middle) ||
        fieldScore(prepared.body, word, WEIGHTS.body);
      if (!found) {
        score = 0;
        break;
      }
      score += found;
    }
    if (score === 0) continue;
    if (prepared.titleText.startsWith(folded)) score += TITLE_START_BONUS;
    hits.push({ hit: { doc: prepared.doc, score }, order: prepared.order });
  }
  hits.sort((a, b) => b.hit.score - a.hit.score || a.order - b.order);
  const groups = new Map<SearchKind, SearchGroup>();
  for (const { hit } of hits) {
    let group = groups.get(hit.doc.kind);
    if (!group) groups.set(hit.doc.kind, (group = { kind: hit.doc.kind, hits: [] }));
    group.hits.push(hit);
  }
  return [...groups.values()].sort(
    (a, b) => b.hits[0]!.score - a.hits[0]!.score || SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind),
  );
}

/** The parts of a shown text, marking the words (or their starts) that the query matched. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const wanted = queryWords(query);
  if (wanted.length === 0) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}\p{M}·]*/gu)) {
    const word = match[0];
    const folded = foldText(word);
    const longest = wanted.filter((q) => folded.startsWith(q)).sort((a, b) => b.length - a.length)[0];
    if (!longest) continue;
    const length = prefixLength(word, longest.length);
    if (match.index > at) parts.push({ text: text.slice(at, match.index), match: false });
    parts.push({ text: text.slice(match.index, match.index + length), match: true });
    at = match.index + length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** How many characters of `word` as shown make up its first `length` folded characters. */
function prefixLength(word: string, length: number): number {
  let folded = 0;
  let index = 0;
  for (const char of word) {
    if (folded >= length) break;
    folded += foldText(char).length;
    index += char.length;
  }
  // Combining marks after the last counted letter belong to it.
  while (index < word.length && /\p{M}/u.test(word[index]!)) index++;
  return index;
}
