/**
 * The shapes of the site's editorial content. Content files in this folder are plain data:
 * they import only these types (and `worker/contract`), never React, so the Worker can read
 * the same entries for page heads, JSON-LD, feeds and the sitemap.
 */
import type { Locale } from "#worker/contract/locales";
import type { Localized } from "#worker/contract/localized";
import type { SkillId } from "./skills";

export type { Localized };

/**
 * A paragraph-level block of rich text. Text may hold inline links written `[label](href)`
 * (site paths like `/music` or https URLs) and emphasis written `*words*`; nothing else is
 * interpreted, so content never carries HTML.
 */
export type Block =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "list"; items: readonly string[] }
  | { type: "quote"; text: string; cite?: string };

export type RichText = readonly Block[];

/**
 * An image shipped in `client/public` (or supplied later by the author at the same path).
 * Width and height are the intrinsic size, so the page reserves the space before it loads.
 */
export interface ImageRef {
  src: string;
  width: number;
  height: number;
  alt: Localized;
}

/** A third-party embed that loads only after the visitor clicks its placeholder. */
export interface EmbedRef {
  provider: "youtube" | "spotify" | "slideshare";
  /** The URL put in the iframe once the visitor asks for it. */
  embedUrl: string;
  /** The same content on the provider's site, for visitors who prefer to open it there. */
  externalUrl: string;
  title: Localized;
  /** Intrinsic aspect ratio of the frame, width / height. */
  aspectRatio: number;
}

/** An ISO 8601 calendar date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;

export interface StoreLink {
  store:
    | "amazon"
    | "apple-books"
    | "kobo"
    | "google-play"
    | "la-bodega"
    | "spotify"
    | "apple-music"
    | "bandcamp"
    | "youtube";
  href: string;
}

/* ---------- Books ---------- */

/**
 * A reader's review, as the reader wrote it: never translated, so it carries the language it is
 * in and pages label it when that is not theirs. The series page and the book's La Bodega page
 * both show these (decision 035).
 */
export interface ReaderReview {
  quote: string;
  /** The language the reader wrote in. */
  locale: Locale;
  /** How the reader signs (first name and initial, or a handle). */
  reader: string;
  /** Where the review was left, e.g. "Goodreads". */
  source: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface Book {
  /** `book:<slug>` as registered in worker/contract/content-items.ts. */
  id: `book:${string}`;
  slug: string;
  numberInSeries: number;
  title: Localized;
  tagline: Localized;
  synopsis: Localized<RichText>;
  cover: ImageRef;
  /** Publication date; a future date or none means not yet published. */
  published?: IsoDate;
  pages?: number;
  isbn?: string;
  /** The La Bodega product, once the shop sells it (`product:<slug>`). */
  productId?: `product:${string}`;
  buyLinks: readonly StoreLink[];
  reviews: readonly ReaderReview[];
}

export interface BookSeries {
  id: `series:${string}`;
  slug: string;
  /** Site path of the series page, unprefixed. */
  href: string;
  title: Localized;
  /**
   * What a reader of each language may type for a title kept in English on every page (the
   * books are published as such): site search finds the series and its books by these too.
   */
  searchTerms?: Localized;
  genre: Localized;
  audience: Localized;
  tagline: Localized;
  /** One or two sentences for cards and meta descriptions. */
  summary: Localized;
  synopsis: Localized<RichText>;
  behindTheStory: Localized<RichText>;
  cover: ImageRef;
  comingSoon: boolean;
  books: readonly Book[];
}

/* ---------- Music ---------- */

export interface Track {
  /** `track:<slug>`. */
  id: `track:${string}`;
  slug: string;
  title: Localized;
  /** ISO 8601 duration, e.g. `PT3M42S`. */
  duration: `PT${string}`;
  description: Localized;
}

export interface Album {
  id: `album:${string}`;
  slug: string;
  title: Localized;
  /** "Adrià Vidal", or the AI artist's name. */
  artist: string;
  released: IsoDate;
  description: Localized<RichText>;
  cover: ImageRef;
  tracks: readonly Track[];
  listenLinks: readonly StoreLink[];
}

export interface Playlist {
  title: Localized;
  description: Localized;
  embed: EmbedRef;
}

/* ---------- Career and references ---------- */

export interface Role {
  id: string;
  title: Localized;
  organisation: string;
  location: Localized;
  start: `${number}-${number}`;
  /** Absent while the role is current. */
  end?: `${number}-${number}`;
  /** One sentence for the overview timeline. */
  summary: Localized;
  responsibilities: Localized<readonly string[]>;
  achievements: Localized<readonly string[]>;
  /** Named in `content/skills.ts`, so each is translated once for every page that shows it. */
  skills: readonly SkillId[];
}

export interface Testimonial {
  id: string;
  quote: Localized;
  author: string;
  role: Localized;
  company: string;
  rating: 1 | 2 | 3 | 4 | 5;
  avatar: ImageRef;
  logo: ImageRef;
}

export interface VideoReference {
  id: string;
  person: string;
  role: Localized;
  company: string;
  /** What they talk about, for those who would rather read. */
  summary: Localized;
  video: EmbedRef;
  /** Length of the video, ISO 8601 duration. */
  duration: `PT${string}`;
}

/* ---------- Portfolio ---------- */

export interface PortfolioItem {
  id: string;
  /** `portfolio:<slug>` when readers can like it. */
  itemId?: `portfolio:${string}`;
  title: Localized;
  category: "campaign" | "slide-deck" | "brand-story" | "book" | "qa" | "music";
  client: string;
  year: number;
  description: Localized;
  image: ImageRef;
  /** A slide deck or video shown on a click, when the work is viewable in place. */
  embed?: EmbedRef;
  link?: { href: string; label: Localized };
}

export interface CaseStudy {
  id: string;
  slug: string;
  title: Localized;
  client: string;
  sector: Localized;
  year: number;
  problem: Localized<RichText>;
  approach: Localized<RichText>;
  result: Localized<RichText>;
  /** Headline figures, e.g. { value: "+34%", label: "online sales" }. */
  metrics: readonly { value: string; label: Localized }[];
  image: ImageRef;
}

/* ---------- Long-form pages ---------- */

export interface Section {
  id: string;
  heading: Localized;
  body: Localized<RichText>;
}

export interface LegalDocument {
  lastUpdated: IsoDate;
  sections: readonly Section[];
}

/* ---------- News ---------- */

export interface NewsPost {
  /** `news:<slug>`. */
  id: `news:${string}`;
  slug: string;
  published: IsoDate;
  updated?: IsoDate;
  category: "books" | "music" | "events" | "work" | "site";
  title: Localized;
  /** One or two sentences: the list, the feed and the meta description. */
  summary: Localized;
  image: ImageRef;
}

/**
 * A post's text lives in `content/news/bodies/<slug>.ts` (default export), so the
 * news list and the Worker's feeds never carry every post's full text.
 */
export type NewsBody = Localized<RichText>;
