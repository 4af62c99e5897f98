import type { Locale } from "#worker/contract/locales";

/** The kinds of things search finds, in the order their groups are listed on a tie. */
export const SEARCH_KINDS = ["books", "music", "news", "shop", "portfolio"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * One thing search can find, in one language. `title` and `subtitle` are shown (and
 * highlighted); `tags` are words that describe it (a genre, a category, a client); `words` are
 * the folded distinct words of its body, for matching only.
 */
export interface SearchDoc {
  kind: SearchKind;
  title: string;
  subtitle: string;
  tags: string;
  words: string;
  /** The address in the visitor's language, prefix included (`/es/series/…`). */
  href: string;
  /** The day it is published (news): left out before then. */
  from?: string;
}

/** The index of one language, as the build writes it (`index/<locale>.json`). */
export interface SearchIndex {
  locale: Locale;
  docs: SearchDoc[];
}
