import type { Locale } from "./locales";

/**
 * Everything a reader can like, comment on or wishlist, by a stable id of the form
 * `kind:slug`. The id is what D1 stores, so it never changes once published; titles and
 * links can. Content files (issue 5) and the shop's catalogue (issue 6) add their items here
 * with the same ids they use themselves.
 */
export const CONTENT_KINDS = ["book", "series", "track", "news", "portfolio", "product"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentItem {
  kind: ContentKind;
  /** Unprefixed site path where the item is shown. */
  href: string;
  /** The title; a language without its own falls back to English. */
  title: { en: string } & Partial<Record<Exclude<Locale, "en">, string>>;
}

const ITEMS = {
  "series:mortal-vengeance": {
    kind: "series",
    href: "/series/mortal-vengeance",
    title: { en: "Mortal Vengeance (series)", es: "Mortal Vengeance (serie)", ca: "Mortal Vengeance (sèrie)" },
  },
  "series:imalive": {
    kind: "series",
    href: "/series/imalive",
    title: { en: "IMALIVE (series)", es: "IMALIVE (serie)", ca: "IMALIVE (sèrie)" },
  },
  "book:mortal-vengeance-1": {
    kind: "book",
    href: "/series/mortal-vengeance",
    title: { en: "Mortal Vengeance — Book 1", es: "Mortal Vengeance — Libro 1", ca: "Mortal Vengeance — Llibre 1" },
  },
  "book:mortal-vengeance-2": {
    kind: "book",
    href: "/series/mortal-vengeance",
    title: { en: "Mortal Vengeance — Book 2", es: "Mortal Vengeance — Libro 2", ca: "Mortal Vengeance — Llibre 2" },
  },
  "track:mortal-vengeance-main-theme": {
    kind: "track",
    href: "/music",
    title: { en: "Mortal Vengeance — Main Theme", es: "Mortal Vengeance — Tema principal", ca: "Mortal Vengeance — Tema principal" },
  },
  "portfolio:mortal-vengeance-excerpt": {
    kind: "portfolio",
    href: "/portfolio-gallery",
    title: { en: "Mortal Vengeance — free excerpt", es: "Mortal Vengeance — extracto gratuito", ca: "Mortal Vengeance — fragment gratuït" },
  },
  "product:mortal-vengeance-1-ebook": {
    kind: "product",
    href: "/la-bodega",
    title: { en: "Mortal Vengeance — Book 1 (ebook)", es: "Mortal Vengeance — Libro 1 (ebook)", ca: "Mortal Vengeance — Llibre 1 (ebook)" },
  },
  "product:mortal-vengeance-soundtrack": {
    kind: "product",
    href: "/la-bodega",
    title: { en: "Mortal Vengeance — Original Soundtrack", es: "Mortal Vengeance — Banda sonora original", ca: "Mortal Vengeance — Banda sonora original" },
  },
} as const satisfies Record<string, ContentItem>;

export type ContentItemId = keyof typeof ITEMS;
export const CONTENT_ITEMS: Readonly<Record<ContentItemId, ContentItem>> = ITEMS;

/** The longest id we accept in a URL or body, so junk is refused before any lookup. */
export const CONTENT_ITEM_ID_MAX = 120;

export function isContentItemId(value: string): value is ContentItemId {
  return Object.hasOwn(CONTENT_ITEMS, value);
}

/** Every item can be liked and commented on; only products go on the wishlist. */
export function canWishlist(id: ContentItemId): boolean {
  return CONTENT_ITEMS[id].kind === "product";
}

export function contentTitle(id: ContentItemId, locale: Locale): string {
  const title: ContentItem["title"] = CONTENT_ITEMS[id].title;
  return title[locale as Exclude<Locale, "en">] ?? title.en;
}
