import type { FileRole } from "./album-zips";
import type { Locale } from "./locales";
import { numberFormat } from "./intl-formats";

/**
 * La Bodega: what the shop's API answers, shared by the Worker and the pages, with
 * no zod in it, so the top bar's cart badge can use it without loading the validation library.
 * Prices are euro cents from D1 and nothing else; the client formats them, never sends them.
 */

export const PRODUCT_KINDS = ["ebook", "album", "track", "bundle"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** `draft` never leaves the Worker. */
export const PRODUCT_STATUSES = ["coming_soon", "available", "sold_out"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Slugs are lowercase words joined by hyphens; anything else can't name a product. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CATALOGUE_SORTS = ["featured", "newest", "price-asc", "price-desc"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export interface ProductCover {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The same image in other widths for `srcset`, narrowest first (covers uploaded from the studio). */
  sizes?: CoverSize[];
}

/** `srcset` of a cover's widths. */
export const coverSrcset = (sizes: readonly CoverSize[]) => sizes.map((s) => `${s.src} ${s.width}w`).join(", ");

export interface CoverSize {
  src: string;
  width: number;
}

/** `products.cover_sizes` as stored (JSON); anything unreadable is no sizes at all. */
export function parseCoverSizes(text: string | null): CoverSize[] | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (!Array.isArray(value)) return undefined;
    const sizes = value.filter(
      (v): v is CoverSize =>
        typeof v === "object" &&
        v !== null &&
        typeof (v as CoverSize).src === "string" &&
        Number.isInteger((v as CoverSize).width),
    );
    return sizes.length ? sizes : undefined;
  } catch {
    return undefined;
  }
}

export interface ShopCategory {
  slug: string;
  name: string;
  description: string;
  /** Products shown on the shelf (not drafts). */
  productCount: number;
}

export interface ProductSummary {
  slug: string;
  /** The engagement id (likes, wishlist). */
  itemId: `product:${string}`;
  category: string;
  kind: ProductKind;
  status: ProductStatus;
  format: string;
  workLanguage: string | null;
  /** The price; for pay what you want, the suggested amount. */
  priceCents: number;
  /** Pay what you want: the least a buyer may pay (0: free); null for a fixed price. */
  minPriceCents?: number | null;
  currency: string;
  cover: ProductCover;
  title: string;
  subtitle: string;
  description: string;
  series: string | null;
  releasedOn: string | null;
  /** Coming soon and taking pre-orders: paid now, delivered on `releasedOn` (decision 052). Absent is no. */
  preorder?: boolean;
  /** The language these texts are in (English when the asked one is missing). */
  textLocale: Locale;
}

export interface ProductReview {
  id: string;
  author: string;
  /** Where the reader left it (Goodreads, Kobo…), when known. */
  source?: string;
  rating: number;
  /** As the reader wrote it, in `locale`: never translated. */
  quote: string;
  locale: Locale;
  /** An owner's published review: when it was last written (ISO). Curated quotes have none. */
  writtenAt?: string;
}

/** A product's rating from its readers' published reviews (decision 050). */
export interface RatingFigures {
  /** To one decimal. */
  average: number;
  count: number;
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: [number, number, number, number, number];
}

/** A card's rating: the average and how many reviews it comes from. */
export type RatingBrief = Pick<RatingFigures, "average" | "count">;

export interface ProductDetail extends ProductSummary {
  /** Paragraphs. */
  synopsis: string[];
  behindTheStory: string[];
  /**
   * Curated quotes (decision 035/050): a book's from its content file, others from the rows of
   * `product_reviews` with no owner. Shown as quotes; never counted in `rating`.
   */
  reviews: ProductReview[];
  /** Published reviews by readers who own the product, newest first. */
  readerReviews: ProductReview[];
  /** From `readerReviews`' whole set (not only those listed); null when there are none. */
  rating: RatingFigures | null;
  /** What a purchase downloads (no storage keys), with what each contains. */
  files: ProductFileFacts[];
  /** A bundle's contents. */
  includes: ProductSummary[];
  /** The gated free excerpt of a book, if any. */
  excerptId: string | null;
  /** Listening samples, in order (an album's one per track), at `audioSampleUrl` (shop-samples.ts). */
  samples: ProductSample[];
  /** The languages an ebook's sample chapter can be read in, on its page (`sampleChapterPath`). */
  sampleChapterLocales: Locale[];
}

/** One download as the product page lists it before buying (decision 051). */
export interface ProductFileFacts {
  label: string;
  sizeBytes: number;
  /** What is inside: "EPUB 3", "WAV 16-bit/44.1 kHz". */
  format: string | null;
  bitrateKbps: number | null;
  durationSeconds: number | null;
  pageCount: number | null;
  wordCount: number | null;
  /** An album's file: a track of a format group, its cover or booklet (decision 055). */
  role?: FileRole | null;
  formatGroup?: string | null;
}

/** A public listening sample. */
export interface ProductSample {
  id: string;
  title: string;
  durationSeconds: number | null;
}

export interface Catalogue {
  categories: ShopCategory[];
  products: ProductSummary[];
}

export const productItemId = (slug: string) => `product:${slug}` as const;
/** The slug in a `product:<slug>` id (as order items store it). */
export const productSlugOf = (itemId: string) => itemId.replace(/^product:/, "");

/** Whether a product can go in the cart and be paid for: on sale, or taking pre-orders. */
export const isPurchasable = (product: Pick<ProductSummary, "status" | "preorder">) =>
  product.status === "available" || product.preorder === true;

/** A product's listening sample (public, served by the Worker from R2). */
export const sampleUrl = (slug: string) => `/api/shop/products/${encodeURIComponent(slug)}/sample`;

/** The product page's address (unprefixed): /la-bodega/:category/:slug. */
export const productPath = (product: Pick<ProductSummary, "category" | "slug">) =>
  `/la-bodega/${product.category}/${product.slug}`;

const LOCALE_TAGS: Record<Locale, string> = { en: "en-IE", es: "es-ES", ca: "ca-ES" };

/** A price as the visitor's language writes euros: €6.99, 6,99 €. */
export function formatPrice(cents: number, currency: string, locale: Locale): string {
  return numberFormat(LOCALE_TAGS[locale], { style: "currency", currency }).format(cents / 100);
}
