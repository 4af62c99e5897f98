/**
 * What a page's head says beyond its row in page-meta: the item a parameterised page shows
 * (a news post), its Open Graph image, its JSON-LD and its breadcrumb trail. Also decides
 * whether a parameterised page exists, so an unknown slug is the not-found page with 404.
 */
import { IMALIVE, MORTAL_VENGEANCE, SERIES } from "#content/books";
import { COVER_SIZES_PAGE } from "../contract/cover-sizes";
import { AIE_EP, SOUNDTRACK } from "#content/music";
import { publishedPosts } from "#content/news/posts";
import { CASE_STUDIES } from "#content/success-stories";
import type { Locale } from "../contract/locales";
import { AUTHOR_PHOTO } from "../contract/author-profile";
import { localized, type Localized } from "../contract/localized";
import { pageMeta } from "../contract/page-meta";
import type { PageId } from "../contract/pages";
import { coverSrcset, type ProductDetail } from "../contract/shop";
import { sampleChapterTitle } from "../contract/shop-samples";
import {
  bookSeriesJsonLd,
  breadcrumbJsonLd,
  caseStudiesJsonLd,
  musicAlbumJsonLd,
  newsArticleJsonLd,
  productJsonLd,
  type Crumb,
  type JsonLd,
} from "./structured-data";

export interface SocialImage {
  path: string;
  width: number;
  height: number;
  alt: Localized;
}

/** Open Graph artwork per page type (client/public/og, made by scripts/generate-og-images.mjs). */
export const SOCIAL_IMAGES = {
  default: {
    path: "/og-default.jpg",
    alt: {
      en: "Adrià Vidal: stories, soundtracks and strategy",
      es: "Adrià Vidal: historias, bandas sonoras y estrategia",
      ca: "Adrià Vidal: històries, bandes sonores i estratègia",
    },
  },
  books: {
    path: "/og/books.jpg",
    alt: {
      en: "The books of Adrià Vidal: Mortal Vengeance and IMALIVE",
      es: "Los libros de Adrià Vidal: Mortal Vengeance e IMALIVE",
      ca: "Els llibres d'Adrià Vidal: Mortal Vengeance i IMALIVE",
    },
  },
  music: {
    path: "/og/music.jpg",
    alt: {
      en: "Music and soundtracks by Adrià Vidal",
      es: "Música y bandas sonoras de Adrià Vidal",
      ca: "Música i bandes sonores d'Adrià Vidal",
    },
  },
  news: {
    path: "/og/news.jpg",
    alt: { en: "News from Adrià Vidal", es: "Noticias de Adrià Vidal", ca: "Notícies d'Adrià Vidal" },
  },
  work: {
    path: "/og/work.jpg",
    alt: {
      en: "Adrià Vidal: marketing, writing and quality",
      es: "Adrià Vidal: marketing, escritura y calidad",
      ca: "Adrià Vidal: màrqueting, escriptura i qualitat",
    },
  },
  shop: {
    path: "/og/shop.jpg",
    alt: {
      en: "La Bodega: digital books and music",
      es: "La Bodega: libros y música digitales",
      ca: "La Bodega: llibres i música digitals",
    },
  },
} as const satisfies Record<string, Omit<SocialImage, "width" | "height">>;
export type SocialImageKind = keyof typeof SOCIAL_IMAGES;

const IMAGE_KIND: Partial<Record<PageId, SocialImageKind>> = {
  books: "books",
  seriesMortalVengeance: "books",
  seriesImalive: "books",
  music: "music",
  musicAiArtist: "music",
  news: "news",
  newsPost: "news",
  about: "work",
  experience: "work",
  experienceDetailed: "work",
  marketingDna: "work",
  references: "work",
  portfolioGallery: "work",
  successStories: "work",
  contact: "work",
  shop: "shop",
  product: "shop",
  sampleChapter: "shop",
  cart: "shop",
  orderSuccess: "shop",
  claim: "shop",
};

/** Where each page sits under the home page, for its BreadcrumbList. */
const PARENT: Partial<Record<PageId, PageId>> = {
  experienceDetailed: "experience",
  references: "experience",
  seriesMortalVengeance: "books",
  seriesImalive: "books",
  musicAiArtist: "music",
  newsPost: "news",
  product: "shop",
};
const CANONICAL: Partial<Record<PageId, string>> = {
  shop: "/la-bodega",
  experience: "/experience",
  books: "/books",
  music: "/music",
  news: "/news",
};

export interface PageExtras {
  /** False when the parameterised page names nothing (unknown slug): answer 404. */
  found: boolean;
  title?: string;
  description?: string;
  ogType: "website" | "article" | "profile";
  image: SocialImage;
  jsonLd: JsonLd[];
  /** The image that is the page's largest paint, fetched alongside the scripts. */
  preloadImage?: string;
  /** The preloaded image's `imagesrcset` and `imagesizes`, when it comes in several widths. */
  preloadImageSet?: { srcset: string; sizes: string };
}

/** Pages whose largest paint is an image (the one their component marks `priority`). */
const LCP_IMAGES: Partial<Record<PageId, string>> = {
  about: AUTHOR_PHOTO.src,
  books: SERIES[0].cover.src,
  seriesMortalVengeance: MORTAL_VENGEANCE.cover.src,
  seriesImalive: IMALIVE.cover.src,
  musicAiArtist: AIE_EP.cover.src,
};

/** A post whose day has come (a future-dated one is not found until then). */
export function findNewsPost(slug: string) {
  return publishedPosts().find((post) => post.slug === slug);
}

/**
 * Whether a matched page shows something: a news post's slug must name a post, and a product
 * page must name a public product on its own shelf (`product`, read from D1 by the caller).
 */
export function pageExists(pageId: PageId, params: Record<string, string>, product?: ProductDetail | null): boolean {
  if (pageId === "newsPost") return Boolean(params.slug && findNewsPost(params.slug));
  if (pageId === "product") return Boolean(product && product.category === params.category);
  // A sample chapter's page exists for a product on its own shelf that has a chapter to read.
  if (pageId === "sampleChapter")
    return Boolean(product && product.category === params.category && product.sampleChapterLocales.length > 0);
  return true;
}

export function pageExtras(input: {
  pageId: PageId;
  params: Record<string, string>;
  locale: Locale;
  siteUrl: string;
  canonicalPath: string | null;
  /** The product a product page shows (from D1). */
  product?: ProductDetail | null;
}): PageExtras {
  const { pageId, params, locale, siteUrl, canonicalPath, product } = input;
  const kind = IMAGE_KIND[pageId] ?? "default";
  const image: SocialImage = { ...SOCIAL_IMAGES[kind], width: 1200, height: 630 };
  const jsonLd: JsonLd[] = [];
  let title: string | undefined;
  let description: string | undefined;
  let ogType: PageExtras["ogType"] = pageId === "about" ? "profile" : "website";
  let preloadImage = LCP_IMAGES[pageId];
  let preloadImageSet: PageExtras["preloadImageSet"];

  if (pageId === "newsPost") {
    const post = params.slug ? findNewsPost(params.slug) : undefined;
    if (!post) return { found: false, ogType, image, jsonLd };
    title = localized(post.title, locale);
    description = localized(post.summary, locale);
    ogType = "article";
    preloadImage = post.image.src;
    jsonLd.push(newsArticleJsonLd(post, siteUrl, locale));
  }
  if (pageId === "product") {
    if (!product) return { found: false, ogType, image, jsonLd };
    title = product.title;
    description = product.description;
    preloadImage = product.cover.src;
    if (product.cover.sizes) {
      preloadImageSet = { srcset: coverSrcset(product.cover.sizes), sizes: COVER_SIZES_PAGE };
    }
    jsonLd.push(productJsonLd(product, siteUrl, locale));
  }
  if (pageId === "sampleChapter") {
    if (!product) return { found: false, ogType, image, jsonLd };
    title = sampleChapterTitle(product.title, locale);
    description = product.description;
  }
  if (pageId === "books") for (const series of SERIES) jsonLd.push(bookSeriesJsonLd(series, siteUrl, locale));
  if (pageId === "seriesMortalVengeance") jsonLd.push(bookSeriesJsonLd(MORTAL_VENGEANCE, siteUrl, locale));
  if (pageId === "seriesImalive") jsonLd.push(bookSeriesJsonLd(IMALIVE, siteUrl, locale));
  if (pageId === "music")
    jsonLd.push(
      musicAlbumJsonLd(SOUNDTRACK, siteUrl, locale, "/music"),
      musicAlbumJsonLd(AIE_EP, siteUrl, locale, "/music/aie-artist"),
    );
  if (pageId === "musicAiArtist") jsonLd.push(musicAlbumJsonLd(AIE_EP, siteUrl, locale, "/music/aie-artist"));
  if (pageId === "successStories") jsonLd.push(caseStudiesJsonLd(CASE_STUDIES, siteUrl, locale));

  if (canonicalPath && pageId !== "home" && pageId !== "notFound") {
    const trail: Crumb[] = [{ name: pageMeta("home", locale).title, path: "/" }];
    const parent = PARENT[pageId];
    if (parent && CANONICAL[parent]) trail.push({ name: pageMeta(parent, locale).title, path: CANONICAL[parent]! });
    trail.push({ name: title ?? pageMeta(pageId, locale).title, path: canonicalPath });
    jsonLd.push(breadcrumbJsonLd(siteUrl, locale, trail));
  }
  return {
    found: true,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(preloadImage ? { preloadImage } : {}),
    ...(preloadImageSet ? { preloadImageSet } : {}),
    ogType,
    image,
    jsonLd,
  };
}
