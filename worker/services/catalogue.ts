import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Locale } from "../contract/locales";
import { ownLanguageFirst } from "../contract/reviews";
import {
  parseCoverSizes,
  productItemId,
  type Catalogue,
  type CatalogueSort,
  type ProductDetail,
  type ProductKind,
  type ProductStatus,
  type ProductSummary,
  type ShopCategory,
} from "../contract/shop";
import type { SampleChapter } from "../contract/shop-samples";
import { sampleTitleIn } from "../contract/studio-samples";
import type { Db } from "../db/client";
import {
  bundleItems,
  productFiles,
  productSamples,
  productReviews,
  productSlugRedirects,
  productTexts,
  products,
  shopCategories,
  shopCategoryTexts,
} from "../db/schema";
import { bookReviewsOf } from "./book-reviews";
import { productRating, publishedReviews } from "./review-figures";

/**
 * The shop's catalogue from D1, in the visitor's language with English as the fallback for
 * any product or category the operator hasn't translated yet. Drafts and retired products never
 * leave here (but for the studio's preview, which asks for them by name).
 */

/** What the public sees: neither a draft nor a retired product (decision 045). */
export const shownProduct = () => and(ne(products.status, "draft"), isNull(products.retiredAt));

export interface CatalogueFilters {
  locale: Locale;
  category?: string | undefined;
  kind?: ProductKind | undefined;
  available?: boolean | undefined;
  sort: CatalogueSort;
}

const localText = alias(productTexts, "local_text");
const englishText = alias(productTexts, "english_text");
const localCategory = alias(shopCategoryTexts, "local_category");
const englishCategory = alias(shopCategoryTexts, "english_category");

const ORDER: Record<CatalogueSort, SQL[]> = {
  featured: [asc(shopCategories.position), asc(products.position), asc(products.slug)],
  newest: [sql`${products.releasedOn} is null`, desc(products.releasedOn), asc(products.position)],
  "price-asc": [asc(products.priceCents), asc(products.position)],
  "price-desc": [desc(products.priceCents), asc(products.position)],
};

/** Products with their texts; a product without English texts is incomplete and not shown. */
function productRows(db: Db, locale: Locale, where: SQL | undefined, preview = false) {
  return db
    .select({ product: products, local: localText, english: englishText })
    .from(products)
    .innerJoin(shopCategories, eq(shopCategories.slug, products.categorySlug))
    .innerJoin(englishText, and(eq(englishText.productSlug, products.slug), eq(englishText.locale, "en")))
    .leftJoin(localText, and(eq(localText.productSlug, products.slug), eq(localText.locale, locale)))
    .where(preview ? where : and(shownProduct(), where));
}

type ProductRow = Awaited<ReturnType<typeof productRows>>[number];

/**
 * Pre-orders (decision 052): marked so by the author, coming soon, with a release day still
 * ahead (UTC). On that day the cron puts it on sale; until then a missed run can't sell it as a
 * pre-order past its date.
 */
export function takesPreorders(product: { preorders: boolean; status: string; releasedOn: string | null }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    product.preorders && product.status === "coming_soon" && product.releasedOn !== null && product.releasedOn > today
  );
}

function summary(row: ProductRow): ProductSummary {
  const { product } = row;
  const text = row.local ?? row.english;
  return {
    slug: product.slug,
    itemId: productItemId(product.slug),
    category: product.categorySlug,
    kind: product.kind,
    status: product.status as ProductStatus,
    format: product.format,
    workLanguage: product.workLanguage,
    priceCents: product.priceCents,
    minPriceCents: product.minPriceCents,
    currency: product.currency,
    cover: {
      src: product.coverPath,
      width: product.coverWidth,
      height: product.coverHeight,
      alt: text.coverAlt || row.english.coverAlt,
      ...(product.coverSizes ? { sizes: parseCoverSizes(product.coverSizes) } : {}),
    },
    title: text.title,
    subtitle: text.subtitle,
    description: text.description,
    series: product.series,
    releasedOn: product.releasedOn,
    preorder: takesPreorders(product),
    textLocale: text.locale,
  };
}

/** The shelves with their names and how many products each shows. */
function categoryRows(db: Db, locale: Locale) {
  return db
    .select({
      slug: shopCategories.slug,
      local: localCategory,
      english: englishCategory,
      productCount: count(products.slug),
    })
    .from(shopCategories)
    .innerJoin(
      englishCategory,
      and(eq(englishCategory.categorySlug, shopCategories.slug), eq(englishCategory.locale, "en")),
    )
    .leftJoin(localCategory, and(eq(localCategory.categorySlug, shopCategories.slug), eq(localCategory.locale, locale)))
    .leftJoin(products, and(eq(products.categorySlug, shopCategories.slug), shownProduct()))
    .groupBy(shopCategories.slug)
    .orderBy(asc(shopCategories.position), asc(shopCategories.slug));
}

/*
 * Queries run side by side with Promise.all rather than db.batch: a D1 batch answers rows as
 * objects, so the same column name from two joined tables (local and English `title`) collides.
 */

/** The shop's shelves and the products the filters ask for. */
export async function listCatalogue(db: Db, filters: CatalogueFilters): Promise<Catalogue> {
  const where = and(
    filters.category ? eq(products.categorySlug, filters.category) : undefined,
    filters.kind ? eq(products.kind, filters.kind) : undefined,
    filters.available ? eq(products.status, "available") : undefined,
  );
  const [categories, rows] = await Promise.all([
    categoryRows(db, filters.locale),
    productRows(db, filters.locale, where).orderBy(...ORDER[filters.sort]),
  ]);
  return {
    categories: categories.map((c): ShopCategory => ({
      slug: c.slug,
      name: (c.local ?? c.english).name,
      description: (c.local ?? c.english).description,
      productCount: c.productCount,
    })),
    products: rows.map(summary),
  };
}

/** Public products by slug, in the visitor's language (the cart prices with these). */
export async function productsBySlug(
  db: Db,
  slugs: readonly string[],
  locale: Locale,
): Promise<Map<string, ProductSummary>> {
  if (slugs.length === 0) return new Map();
  const rows = await productRows(db, locale, inArray(products.slug, [...slugs]));
  return new Map(rows.map((row) => [row.product.slug, summary(row)]));
}

/** What each bundle among `slugs` holds, in its order; other slugs aren't in the map. */
export async function bundleContents(db: Db, slugs: readonly string[]): Promise<Map<string, string[]>> {
  const contents = new Map<string, string[]>();
  if (slugs.length === 0) return contents;
  const rows = await db
    .select({ bundle: bundleItems.bundleSlug, slug: bundleItems.productSlug })
    .from(bundleItems)
    .where(inArray(bundleItems.bundleSlug, [...slugs]))
    .orderBy(asc(bundleItems.position));
  for (const row of rows) contents.set(row.bundle, [...(contents.get(row.bundle) ?? []), row.slug]);
  return contents;
}

/** The slugs given plus what the bundles among them hold, each bundle's contents in order. */
export function expandBundles(slugs: readonly string[], contents: ReadonlyMap<string, readonly string[]>): string[] {
  return [...new Set([...slugs, ...slugs.flatMap((slug) => contents.get(slug) ?? [])])];
}

/** The slugs given plus the contents of any bundle among them. */
export async function withBundleContents(db: Db, slugs: readonly string[]): Promise<string[]> {
  return expandBundles(slugs, await bundleContents(db, slugs));
}

/** Splits an operator's text into paragraphs at blank lines. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * One product's page: texts, curated quotes (the visitor's language first; a book's from its
 * content file, `bookReviewsOf`; stored ones only once approved), its readers' published
 * reviews and the rating they make (decision 050), files, a bundle's contents. `preview` (the
 * studio's, for the author only) reads a draft or a retired product too.
 */
export async function getProduct(db: Db, slug: string, locale: Locale, preview = false): Promise<ProductDetail | null> {
  const bookReviews = bookReviewsOf(slug);
  const [rows, storedReviews, readerRows, rating, files, included, samples] = await Promise.all([
    productRows(db, locale, eq(products.slug, slug), preview),
    bookReviews
      ? []
      : db
          .select()
          .from(productReviews)
          .where(
            and(
              eq(productReviews.productSlug, slug),
              eq(productReviews.state, "approved"),
              // The rows without an owner are the curated quotes; owners' reviews are read below.
              isNull(productReviews.userId),
            ),
          )
          .orderBy(asc(productReviews.position), asc(productReviews.id)),
    publishedReviews(db, slug),
    productRating(db, slug),
    db
      .select({
        label: productFiles.label,
        sizeBytes: productFiles.sizeBytes,
        format: productFiles.format,
        bitrateKbps: productFiles.bitrateKbps,
        durationSeconds: productFiles.durationSeconds,
        pageCount: productFiles.pageCount,
        wordCount: productFiles.wordCount,
        role: productFiles.role,
        formatGroup: productFiles.formatGroup,
      })
      .from(productFiles)
      // A removed file stays with its past buyers but is no longer part of what is sold.
      .where(and(eq(productFiles.productSlug, slug), isNull(productFiles.removedAt)))
      .orderBy(asc(productFiles.position), asc(productFiles.id)),
    db
      .select({ slug: bundleItems.productSlug })
      .from(bundleItems)
      .where(eq(bundleItems.bundleSlug, slug))
      .orderBy(asc(bundleItems.position)),
    db
      .select({
        id: productSamples.id,
        kind: productSamples.kind,
        locale: productSamples.locale,
        title: productSamples.title,
        titles: productSamples.titles,
        durationSeconds: productSamples.durationSeconds,
      })
      .from(productSamples)
      .where(eq(productSamples.productSlug, slug))
      .orderBy(asc(productSamples.position), asc(productSamples.id)),
  ]);
  const row = rows[0];
  if (!row) return null;

  const includedSlugs = included.map((i) => i.slug);
  const includes = includedSlugs.length
    ? (await productRows(db, locale, inArray(products.slug, includedSlugs), preview))
        .map(summary)
        .sort((a, b) => includedSlugs.indexOf(a.slug) - includedSlugs.indexOf(b.slug))
    : [];
  const text = row.local ?? row.english;
  return {
    ...summary(row),
    synopsis: paragraphs(text.synopsis),
    behindTheStory: paragraphs(text.behindTheStory),
    reviews: ownLanguageFirst(
      bookReviews ??
        storedReviews
          .filter((r) => r.rating >= 1 && r.rating <= 5)
          .map((r) => ({ id: r.id, author: r.author, rating: r.rating, quote: r.quote, locale: r.locale })),
      locale,
    ),
    readerReviews: readerRows.map((r) => ({
      id: r.id,
      author: r.author,
      rating: r.rating,
      quote: r.quote,
      locale: r.locale,
      ...(r.updatedAt ? { writtenAt: r.updatedAt.toISOString() } : {}),
    })),
    rating,
    // An album's role and format group only where set (decision 055): other files read as before.
    files: files.map(({ role, formatGroup, ...file }) => (role ? { ...file, role, formatGroup } : file)),
    includes,
    excerptId: row.product.excerptId,
    samples: samples
      .filter((s) => s.kind === "audio")
      // Each in the page's language where the author gave it one (a track's translated name).
      .map((s) => ({ id: s.id, title: sampleTitleIn(s, locale), durationSeconds: s.durationSeconds })),
    sampleChapterLocales: samples.flatMap((s) => (s.kind === "chapter" && s.locale ? [s.locale] : [])),
  };
}

/**
 * A shown product's sample of `kind`, as R2 knows it: the audio sample `id` (or the first one
 * when no id is given), or the chapter in `locale` (else in the work's language, else the
 * first). Null when the product is not shown or has no such sample.
 */
export async function sampleOf(
  db: Db,
  slug: string,
  want: { kind: "audio"; id?: string } | { kind: "chapter"; locale: Locale },
): Promise<{ r2Key: string; locale: Locale | null; title: string; locales: Locale[] } | null> {
  const rows = await db
    .select({
      id: productSamples.id,
      r2Key: productSamples.r2Key,
      locale: productSamples.locale,
      title: productSamples.title,
      workLanguage: products.workLanguage,
    })
    .from(productSamples)
    .innerJoin(products, eq(products.slug, productSamples.productSlug))
    .where(and(eq(productSamples.productSlug, slug), eq(productSamples.kind, want.kind), shownProduct()))
    .orderBy(asc(productSamples.position), asc(productSamples.id));
  const locales = rows.flatMap((r) => (r.locale ? [r.locale] : []));
  const found =
    want.kind === "audio"
      ? want.id === undefined
        ? rows[0]
        : rows.find((r) => r.id === want.id)
      : (rows.find((r) => r.locale === want.locale) ?? rows.find((r) => r.locale === r.workLanguage) ?? rows[0]);
  return found ? { r2Key: found.r2Key, locale: found.locale, title: found.title, locales } : null;
}

/** The product pages for the sitemap: public products, which need their English text as the catalogue does. */
export async function publishedProductPaths(db: Db): Promise<{ category: string; slug: string; updatedAt: Date }[]> {
  return db
    .select({ category: products.categorySlug, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.productSlug, products.slug), eq(productTexts.locale, "en")))
    .where(shownProduct())
    .orderBy(asc(products.categorySlug), asc(products.position));
}

/**
 * Where a former slug's product is now (decision 045): its slug and shelf, when it is shown;
 * null for a slug that never was one or whose product is not public.
 */
export async function renamedProduct(db: Db, oldSlug: string): Promise<{ slug: string; category: string } | null> {
  const [row] = await db
    .select({ slug: products.slug, category: products.categorySlug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.slug, productSlugRedirects.productSlug))
    .where(and(eq(productSlugRedirects.oldSlug, oldSlug), shownProduct()))
    .limit(1);
  return row ?? null;
}

/**
 * A book's sample chapter as its page shows it, in `locale` when it exists in it: sanitized
 * HTML from the EPUB in R2 (kept in KV by its file's version). Null when the product has none
 * or its file can't be read. The EPUB reader and the sanitiser load for this call only, not
 * for every request the Worker starts for.
 */
export async function readSampleChapter(
  db: Db,
  bucket: R2Bucket,
  kv: KVNamespace,
  slug: string,
  locale: Locale,
): Promise<SampleChapter | null> {
  const sample = await sampleOf(db, slug, { kind: "chapter", locale });
  if (!sample?.locale) return null;
  const html = await (await import("./sample-chapters")).sampleChapterHtml(bucket, kv, sample.r2Key);
  return html ? { locale: sample.locale, title: sample.title, html, locales: sample.locales } : null;
}
