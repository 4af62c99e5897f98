import { EXCERPTS } from "#worker/contract/lead-capture-fields";
import { localizePath, type Locale } from "#worker/contract/locales";
import { matchPage } from "#worker/contract/pages";
import type {
  ProductDetail,
  ProductFileFacts,
  ProductKind,
  ProductReview,
  ProductStatus,
  ProductSummary,
} from "#worker/contract/shop-fields";
import type { SampleChapter } from "#worker/contract/shop-samples";
import { productDataKey } from "../features/shop/catalogue-api";
import { chapterDataKey } from "../features/shop/sample-chapter-api";
import { standInSummary } from "./stand-in-shelves";

/**
 * Product pages as the build draws them for their rules alone (decision 030): products live in
 * D1, which the build has not, so stand-ins of every kind and state, with every section a
 * product can have, draw every part the Worker can draw on a product page. The Worker inlines
 * their rules with every product page it draws. Never shown.
 */

const file = (label: string, over: Partial<ProductFileFacts> = {}): ProductFileFacts => ({
  label,
  sizeBytes: 1_234_567,
  format: "EPUB 3",
  bitrateKbps: null,
  durationSeconds: null,
  pageCount: 320,
  wordCount: 90_000,
  ...over,
});

const track = (label: string, formatGroup: string): ProductFileFacts =>
  file(label, {
    format: "MP3",
    bitrateKbps: 320,
    durationSeconds: 178,
    pageCount: null,
    wordCount: null,
    role: "track",
    formatGroup,
  });

const review = (id: string, locale: Locale, writtenAt?: string): ProductReview => ({
  id,
  author: "Stand-in",
  source: "Stand-in",
  rating: 4,
  quote: "Stand-in.",
  locale,
  ...(writtenAt ? { writtenAt } : {}),
});

function detail(
  kind: ProductKind,
  status: ProductStatus,
  over: Partial<ProductDetail> = {},
  summary: Partial<ProductSummary> = {},
): ProductDetail {
  return {
    ...standInSummary(kind, status, summary),
    synopsis: [],
    behindTheStory: [],
    reviews: [],
    readerReviews: [],
    rating: null,
    files: [],
    includes: [],
    excerptId: null,
    samples: [],
    sampleChapterLocales: [],
    ...over,
  };
}

const PRODUCTS: ProductDetail[] = [
  // A book with everything: the sections in their light bands, quotes, figures and reviews.
  detail(
    "ebook",
    "available",
    {
      synopsis: ["Stand-in."],
      behindTheStory: ["Stand-in."],
      // Quotes in two languages, so one is in another language than the page's, whichever it is.
      reviews: [review("quote-en", "en"), review("quote-es", "es")],
      readerReviews: [review("own-en", "en", "2026-01-01T00:00:00Z"), review("own-es", "es", "2026-01-02T00:00:00Z")],
      rating: { average: 4, count: 2, distribution: [0, 2, 0, 0, 0] },
      files: [file("EPUB"), file("PDF", { format: "PDF" })],
      excerptId: Object.keys(EXCERPTS)[0]!,
      sampleChapterLocales: ["en"],
    },
    { workLanguage: "es" },
  ),
  // A pre-order, paid what the buyer wants, with only a sample chapter, and four quotes (a
  // grid of four is drawn in four columns on a wide screen, any other number in three).
  detail(
    "ebook",
    "coming_soon",
    {
      synopsis: ["Stand-in."],
      sampleChapterLocales: ["en"],
      reviews: (["en", "es", "ca", "en"] as const).map((locale, i) => review(`quote-${i}`, locale)),
    },
    { preorder: true, minPriceCents: 0 },
  ),
  // Music sold out: samples, an album's formats, a file on its own.
  detail("album", "sold_out", {
    synopsis: ["Stand-in."],
    samples: [
      { id: "one", title: "One", durationSeconds: 30 },
      { id: "two", title: "Two", durationSeconds: null },
    ],
    files: [
      track("01", "MP3 320"),
      track("02", "MP3 320"),
      file("Cover", { role: "cover", formatGroup: "MP3 320", format: "JPEG", pageCount: null, wordCount: null }),
      file("Booklet", { role: "booklet", formatGroup: "MP3 320", format: "PDF" }),
    ],
  }),
  // One track on sale at what the buyer wants, with its one sample.
  detail(
    "track",
    "available",
    { samples: [{ id: "one", title: "One", durationSeconds: 30 }], files: [track("01", "MP3 320")] },
    { minPriceCents: 0 },
  ),
  // A bundle coming soon (no pre-order): what it holds, and the "notify me" form.
  detail("bundle", "coming_soon", {
    includes: [standInSummary("ebook", "available"), standInSummary("album", "sold_out")],
    files: [file("EPUB")],
    behindTheStory: ["Stand-in."],
  }),
];

/** The stand-in product pages in a language, each at its address with its product under the page's key. */
export function standInProducts(locale: Locale): { address: string; data: Record<string, unknown> }[] {
  return PRODUCTS.map((product) => {
    const path = `/la-bodega/${product.category}/${product.slug}`;
    // An address no product page matches would draw the not-found page's rules instead.
    if (matchPage(path)?.page.id !== "product") throw new Error(`${path} is not a product page's address`);
    return { address: localizePath(path, locale), data: { [productDataKey(locale, product.slug)]: product } };
  });
}

/** A chapter with every element the Worker's sanitised chapters can hold, so each of their rules is drawn. */
const CHAPTER_HTML =
  "<h2>Stand-in</h2><p>Stand-in <em>stand-in</em> <strong>stand-in</strong>.</p><p>Stand-in.</p>" +
  "<h3>Stand-in</h3><blockquote><p>Stand-in.</p></blockquote><hr><ul><li>Stand-in</li></ul><ol><li>Stand-in</li></ol>";

/**
 * The stand-in sample chapters' pages in a language: one in the page's language for a book on
 * sale, one in another language for a book at the price the buyer chooses, and one of a book
 * not on sale (which links to its page instead).
 */
export function standInChapters(locale: Locale): { address: string; data: Record<string, unknown> }[] {
  const other: Locale = locale === "en" ? "es" : "en";
  const books: [ProductDetail, Locale][] = [
    [detail("ebook", "available", { sampleChapterLocales: [locale] }), locale],
    [detail("ebook", "coming_soon", { sampleChapterLocales: [other] }, { preorder: true, minPriceCents: 0 }), other],
    [detail("ebook", "sold_out", { sampleChapterLocales: [locale] }), locale],
  ];
  return books.map(([product, language]) => {
    const path = `/la-bodega/${product.category}/${product.slug}/sample`;
    if (matchPage(path)?.page.id !== "sampleChapter") throw new Error(`${path} is not a sample chapter's address`);
    const chapter: SampleChapter = { locale: language, title: "Stand-in", html: CHAPTER_HTML, locales: [language] };
    return {
      address: localizePath(path, locale),
      data: { [productDataKey(locale, product.slug)]: product, [chapterDataKey(locale, product.slug)]: chapter },
    };
  });
}
