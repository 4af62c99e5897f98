import type { Locale } from "./locales";
import { SLUG_PATTERN } from "./shop-fields";

/**
 * Everything a reader can like, comment on or wishlist, by a stable id of the form
 * `kind:slug`. The id is what D1 stores, so it never changes once published; titles and
 * links can. Content files register their items here with the ids they use
 * themselves. Shop products are not listed: they live in D1, so any well-formed
 * `product:<slug>` is an id here and the Worker asks D1 whether the product is public.
 */
export const CONTENT_KINDS = ["book", "series", "track", "news", "portfolio"] as const;
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
    title: {
      en: "Mortal Vengeance — Main Theme",
      es: "Mortal Vengeance — Tema principal",
      ca: "Mortal Vengeance — Tema principal",
    },
  },
  "book:imalive-1": {
    kind: "book",
    href: "/series/imalive",
    title: {
      en: "IMALIVE: The Signal in the Attic",
      es: "IMALIVE: The Signal in the Attic",
      ca: "IMALIVE: The Signal in the Attic",
    },
  },
  "news:la-bodega-opens": {
    kind: "news",
    href: "/news/la-bodega-opens",
    title: {
      en: "La Bodega is open: ebooks and music, ready to download",
      es: "Abre La Bodega: ebooks y música para descargar al momento",
      ca: "Obre La Bodega: ebooks i música per baixar a l'instant",
    },
  },
  "news:windward-writing-progress": {
    kind: "news",
    href: "/news/windward-writing-progress",
    title: {
      en: "Windward: notes from the middle of the draft",
      es: "Windward: apuntes desde la mitad del borrador",
      ca: "Windward: notes des del mig de l'esborrany",
    },
  },
  "news:aie-synthetic-tides": {
    kind: "news",
    href: "/news/aie-synthetic-tides",
    title: { en: "AIE releases Synthetic Tides", es: "AIE publica Synthetic Tides", ca: "AIE publica Synthetic Tides" },
  },
  "news:relat-summit-talk": {
    kind: "news",
    href: "/news/relat-summit-talk",
    title: {
      en: "Speaking at Relat Summit in Barcelona",
      es: "Doy una charla en Relat Summit, en Barcelona",
      ca: "Faig una xerrada a Relat Summit, a Barcelona",
    },
  },
  "news:imalive-announced": {
    kind: "news",
    href: "/news/imalive-announced",
    title: {
      en: "Announcing IMALIVE, a new series for younger readers",
      es: "Os presento IMALIVE, una nueva serie para lectores más jóvenes",
      ca: "Us presento IMALIVE, una sèrie nova per a lectors més joves",
    },
  },
  "news:undertow-out-now": {
    kind: "news",
    href: "/news/undertow-out-now",
    title: { en: "Undertow is out today", es: "Undertow ya está a la venta", ca: "Undertow ja és a la venda" },
  },
  "news:mortal-vengeance-soundtrack": {
    kind: "news",
    href: "/news/mortal-vengeance-soundtrack",
    title: {
      en: "The Mortal Vengeance soundtrack is out",
      es: "Ya está aquí la banda sonora de Mortal Vengeance",
      ca: "Ja ha sortit la banda sonora de Mortal Vengeance",
    },
  },
  "news:mortal-vengeance-out-now": {
    kind: "news",
    href: "/news/mortal-vengeance-out-now",
    title: {
      en: "Mortal Vengeance is out today",
      es: "Mortal Vengeance ya está a la venta",
      ca: "Mortal Vengeance ja és a la venda",
    },
  },
  "news:mortal-vengeance-cover-reveal": {
    kind: "news",
    href: "/news/mortal-vengeance-cover-reveal",
    title: {
      en: "Cover reveal: Mortal Vengeance",
      es: "Os presento la cubierta de Mortal Vengeance",
      ca: "Us presento la coberta de Mortal Vengeance",
    },
  },

  "portfolio:mortal-vengeance-excerpt": {
    kind: "portfolio",
    href: "/portfolio-gallery",
    title: {
      en: "Mortal Vengeance — free excerpt",
      es: "Mortal Vengeance — extracto gratuito",
      ca: "Mortal Vengeance — fragment gratuït",
    },
  },
} as const satisfies Record<string, ContentItem>;

export type ContentItemId = keyof typeof ITEMS;
export const CONTENT_ITEMS: Readonly<Record<ContentItemId, ContentItem>> = ITEMS;

/** The longest id we accept in a URL or body, so junk is refused before any lookup. */
export const CONTENT_ITEM_ID_MAX = 120;

export function isContentItemId(value: string): value is ContentItemId {
  return Object.hasOwn(CONTENT_ITEMS, value);
}

/** A shop product's engagement id (shop.ts's `productItemId`). */
export type ProductItemId = `product:${string}`;
/** Anything a reader can like or comment on: a registered content item or a shop product. */
export type EngageableId = ContentItemId | ProductItemId;

const PRODUCT_PREFIX = "product:";
/** The shop's slug rule (shop-fields.ts has no zod, so every like button can carry it). */
export const PRODUCT_SLUG_PATTERN = SLUG_PATTERN;

/** A well-formed product id. Only the shape: whether the product is public is D1's answer. */
export function isProductItemId(value: string): value is ProductItemId {
  return (
    value.length <= CONTENT_ITEM_ID_MAX &&
    value.startsWith(PRODUCT_PREFIX) &&
    PRODUCT_SLUG_PATTERN.test(value.slice(PRODUCT_PREFIX.length))
  );
}

/** The slug in a product id (one definition, the shop's). */
export { productSlugOf } from "./shop-fields";

export function isEngageableId(value: string): value is EngageableId {
  return isContentItemId(value) || isProductItemId(value);
}

/** Every item can be liked and commented on; only products go on the wishlist. */
export function canWishlist(id: EngageableId): id is ProductItemId {
  return isProductItemId(id);
}

export function contentTitle(id: ContentItemId, locale: Locale): string {
  const title: ContentItem["title"] = CONTENT_ITEMS[id].title;
  return title[locale as Exclude<Locale, "en">] ?? title.en;
}
