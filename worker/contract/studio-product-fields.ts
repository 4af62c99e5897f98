import type { Locale } from "./locales";
import type { ProductKind } from "./shop-fields";

/**
 * The studio's catalogue: the shapes of its products, reviews and warnings, without
 * zod, so the studio's screens can draw them without loading the validation library. Prices are
 * edited in euros as text ("6.99") and stored in cents.
 */

/** Every status a product has in D1; `draft` never leaves the studio. */
export const STUDIO_PRODUCT_STATUSES = ["draft", "coming_soon", "available", "sold_out"] as const;
export type StudioProductStatus = (typeof STUDIO_PRODUCT_STATUSES)[number];

/** The list's status filter: a status (of products still in the shop) or the retired ones. */
export const STUDIO_PRODUCT_FILTERS = [...STUDIO_PRODUCT_STATUSES, "retired"] as const;
export type StudioProductFilter = (typeof STUDIO_PRODUCT_FILTERS)[number];

/** The texts a product has in each language, in the order the form shows them. */
export const PRODUCT_TEXT_FIELDS = [
  "title",
  "subtitle",
  "description",
  "synopsis",
  "behindTheStory",
  "coverAlt",
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

export const STUDIO_PRODUCT_LIMITS = {
  pageMax: 100,
  pageDefault: 50,
  q: 100,
  /** Slugs end up in list cursors (`<time>.<slug>`), which take 64 characters. */
  slug: 64,
  /** Euro cents: a price is positive and at most 999.99 €, a sensible ceiling for a digital good. */
  priceMinCents: 1,
  priceMaxCents: 99_999,
  format: 80,
  series: 64,
  position: 100_000,
  bundleItemsMax: 20,
  text: {
    title: 120,
    subtitle: 160,
    description: 400,
    synopsis: 8000,
    behindTheStory: 8000,
    coverAlt: 300,
  } satisfies Record<ProductTextField, number>,
} as const;

/**
 * The cover a new product shows until one is uploaded: a neutral image from client/public,
 * which the catalogue check names as "no cover yet".
 */
export const PLACEHOLDER_COVER = { src: "/og-default.jpg", width: 1200, height: 630 } as const;

export type ProductTexts = Record<ProductTextField, string>;

/** How a product is priced (decision 048): a fixed price, or pay what you want from a minimum. */
export const PRICING_MODES = ["fixed", "pay_what_you_want"] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/** Cents as the edit shape's euros: 699 → "6.99". */
export const eurosOf = (cents: number) => (cents / 100).toFixed(2);

/** One product in the studio's list. */
export interface StudioProductSummary {
  slug: string;
  /** The English title (the fallback every language starts from). */
  title: string | null;
  shelf: string;
  kind: ProductKind;
  status: StudioProductStatus;
  retiredAt: number | null;
  priceCents: number;
  createdAt: number;
  updatedAt: number;
  /** Languages with no texts at all (English is shown there instead). */
  missingLocales: Locale[];
}

export interface StudioProductPage {
  products: StudioProductSummary[];
  next: string | null;
}

export interface StudioBundleItem {
  slug: string;
  title: string | null;
  priceCents: number;
  status: StudioProductStatus;
  retired: boolean;
}

/** What a catalogue check warns of (scripts/shop.mjs check and the studio share the rules). */
export interface CatalogueWarning {
  code: string;
  /** The product (or review id) it is about. */
  subject: string;
  /** A second value some warnings name: a language, a bundle's item, the stand-in files. */
  detail: string | null;
  /** The warning as the operator's tool prints it, in English. */
  message: string;
}

/** One product whole, as the studio's edit page shows it. */
export interface StudioProductDetail extends Omit<StudioProductSummary, "title" | "missingLocales"> {
  format: string;
  workLanguage: string | null;
  series: string | null;
  releasedOn: string | null;
  /** Takes pre-orders (decision 052). */
  preorders: boolean;
  position: number;
  /** The edit shape's price, in euros ("6.99"); for pay what you want, the suggested amount. */
  price: string;
  pricing: PricingMode;
  /** Pay what you want's minimum in euros ("0.00" for free), or null for a fixed price. */
  minPrice: string | null;
  currency: string;
  cover: { src: string; width: number; height: number; placeholder: boolean };
  texts: Record<Locale, ProductTexts | null>;
  /** Per language other than English, the fields English has and it lacks. */
  missing: Record<Exclude<Locale, "en">, ProductTextField[]>;
  /** For a bundle: its items in order, their sum, and the saving (sum − bundle price, in cents). */
  bundle: { items: StudioBundleItem[]; itemsCents: number; savingCents: number } | null;
  files: { count: number; standIn: number; totalBytes: number; labels: string[] };
  reviews: Record<StudioReviewState, number>;
  /** Former slugs whose addresses answer with a 301 to this product. */
  formerSlugs: string[];
  /** Where the public page is (once the product is public). */
  path: string;
  warnings: CatalogueWarning[];
}

export const STUDIO_REVIEW_STATES = ["pending", "approved", "hidden"] as const;
export type StudioReviewState = (typeof STUDIO_REVIEW_STATES)[number];

export interface StudioProductReview {
  id: string;
  locale: Locale;
  author: string;
  rating: number;
  quote: string;
  position: number;
  state: StudioReviewState;
}

export interface StudioProductReviews {
  reviews: StudioProductReview[];
  /**
   * A book's product shows its book's reviews from content/books/ instead (decision 035): rows
   * here are then never shown, whatever their state.
   */
  shownFromBook: boolean;
}

export interface SlugAvailability {
  slug: string;
  available: boolean;
  /** Why not: another product has it, or it is a former slug whose old address redirects. */
  reason: "taken" | "former_slug" | null;
}
