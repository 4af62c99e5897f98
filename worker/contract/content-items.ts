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
  "book:imalive-1": {
    kind: "book",
    href: "/series/imalive",
    title: { en: "IMALIVE: The Signal in the Attic", es: "IMALIVE: The Signal in the Attic", ca: "IMALIVE: The Signal in the Attic" },
  },
  "news:la-bodega-opens": {
    kind: "news",
    href: "/news/la-bodega-opens",
    title: { en: "La Bodega is open: ebooks and music, ready to download", es: "Abre La Bodega: ebooks y música para descargar al momento", ca: "Obre La Bodega: ebooks i música per baixar a l'instant" },
  },
  "news:windward-writing-progress": {
    kind: "news",
    href: "/news/windward-writing-progress",
    title: { en: "Windward: notes from the middle of the draft", es: "Windward: apuntes desde la mitad del borrador", ca: "Windward: notes des del mig de l'esborrany" },
  },
  "news:aie-synthetic-tides": {
    kind: "news",
    href: "/news/aie-synthetic-tides",
    title: { en: "AIE releases Synthetic Tides", es: "AIE publica Synthetic Tides", ca: "AIE publica Synthetic Tides" },
  },
  "news:relat-summit-talk": {
    kind: "news",
    href: "/news/relat-summit-talk",
    title: { en: "Speaking at Relat Summit in Barcelona", es: "Doy una charla en Relat Summit, en Barcelona", ca: "Faig una xerrada a Relat Summit, a Barcelona" },
  },
  "news:imalive-announced": {
    kind: "news",
    href: "/news/imalive-announced",
    title: { en: "Announcing IMALIVE, a new series for younger readers", es: "Os presento IMALIVE, una nueva serie para lectores más jóvenes", ca: "Us presento IMALIVE, una sèrie nova per a lectors més joves" },
  },
  "news:undertow-out-now": {
    kind: "news",
    href: "/news/undertow-out-now",
    title: { en: "Undertow is out today", es: "Undertow ya está a la venta", ca: "Undertow ja és a la venda" },
  },
  "news:mortal-vengeance-soundtrack": {
    kind: "news",
    href: "/news/mortal-vengeance-soundtrack",
    title: { en: "The Mortal Vengeance soundtrack is out", es: "Ya está aquí la banda sonora de Mortal Vengeance", ca: "Ja ha sortit la banda sonora de Mortal Vengeance" },
  },
  "news:mortal-vengeance-out-now": {
    kind: "news",
    href: "/news/mortal-vengeance-out-now",
    title: { en: "Mortal Vengeance is out today", es: "Mortal Vengeance ya está a la venta", ca: "Mortal Vengeance ja és a la venda" },
  },
  "news:mortal-vengeance-cover-reveal": {
    kind: "news",
    href: "/news/mortal-vengeance-cover-reveal",
    title: { en: "Cover reveal: Mortal Vengeance", es: "Os presento la cubierta de Mortal Vengeance", ca: "Us presento la coberta de Mortal Vengeance" },
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
