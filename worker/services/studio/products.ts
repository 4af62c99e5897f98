import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { LOCALES, type Locale } from "../../contract/locales";
import { productPath, type ProductDetail } from "../../contract/shop";
import {
  PLACEHOLDER_COVER,
  PRODUCT_TEXT_FIELDS,
  eurosOf,
  type ProductTextField,
  type ProductTexts,
  type SlugAvailability,
  type StudioBundleItem,
  type StudioProductDetail,
  type StudioProductInput,
  type StudioProductListQuery,
  type StudioProductPage,
  type StudioProductReviews,
  type StudioProductStatus,
  type StudioProductSummary,
  type StudioReviewState,
} from "../../contract/studio-products";
import type { Db } from "../../db/client";
import {
  bundleItems,
  productFiles,
  productReviews,
  productSlugRedirects,
  productTexts,
  products,
  shopCategories,
} from "../../db/schema";
import { getProduct } from "../catalogue";
import { catalogueChanged } from "../catalogue-cache";
import { ok, refuse, type Result } from "../result";
import { auditInsert, auditInsertIfChanged, type AuditActor } from "./audit-log";
import { catalogueWarnings, namedByBook } from "./catalogue-warnings";
import { likePattern, olderThan, pageOf, parseCursor } from "./lists";

/**
 * The studio's catalogue: products created, edited, renamed and retired, their
 * reviews moderated. Every change is one D1 batch with its audit entry; D1's triggers renew the
 * catalogue version, so the public site shows it on the next request (decision 024).
 */

/** A statement of a change's batch: a drizzle query, or SQL drizzle has no builder for. */
export type Statement = BatchItem<"sqlite"> | RawStatement;
export type Statements = [Statement, ...Statement[]];
interface RawStatement {
  raw: string;
  params: unknown[];
}
const raw = (text: string, ...params: unknown[]): RawStatement => ({ raw: text, params });

/** A statement as D1 runs it (drizzle's queries by their SQL), so raw ones share the batch. */
function prepared(db: Db, statement: Statement): D1PreparedStatement {
  const { sql: text, params } =
    "raw" in statement
      ? { sql: statement.raw, params: statement.params }
      : (statement as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
  return db.$client.prepare(text).bind(...params);
}

/**
 * Runs a change's batch and lets this isolate's catalogue cache know, so the public site shows it
 * on the next request. A slug another request took meanwhile is refused as one taken before.
 */
export async function commitChange(db: Db, statements: Statement[]): Promise<Result<void, "slug_taken">> {
  const [first, ...rest] = statements;
  if (!first) return ok(undefined);
  try {
    await db.$client.batch([first, ...rest].map((statement) => prepared(db, statement)));
  } catch (error) {
    if (/UNIQUE constraint failed: (products|product_slug_redirects)/.test(String(error))) return refuse("slug_taken");
    throw error;
  }
  catalogueChanged();
  return ok(undefined);
}

// ---- The list ------------------------------------------------------------------------------

interface ListRow {
  id: string;
  createdAt: number;
  updatedAt: number;
  shelf: string;
  kind: StudioProductSummary["kind"];
  status: StudioProductStatus;
  retiredAt: number | null;
  priceCents: number;
  title: string | null;
  locales: string | null;
}

/**
 * The page's query, newest first by keyset on (created_at, slug), through the index of the
 * filter asked for (status, shelf or kind), so a deep page costs what the first does.
 * Exported for the plan test.
 */
export function productPageQuery(query: Omit<StudioProductListQuery, "limit">, limit: number): SQL {
  const where: SQL[] = [];
  if (query.status === "retired") where.push(sql`products.retired_at IS NOT NULL`);
  else if (query.status) where.push(sql`products.status = ${query.status} AND products.retired_at IS NULL`);
  if (query.shelf) where.push(sql`products.category_slug = ${query.shelf}`);
  if (query.kind) where.push(sql`products.kind = ${query.kind}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(sql`(products.slug LIKE ${pattern} ESCAPE '\\' OR EXISTS (SELECT 1 FROM product_texts t
      WHERE t.product_slug = products.slug AND t.title LIKE ${pattern} ESCAPE '\\'))`);
  }
  const cursor = parseCursor(query.before);
  if (cursor) where.push(olderThan(sql`products.created_at`, sql`products.slug`, cursor));
  return sql`SELECT products.slug AS id, products.created_at AS "createdAt", products.updated_at AS "updatedAt",
    products.category_slug AS shelf, products.kind AS kind, products.status AS status,
    products.retired_at AS "retiredAt", products.price_cents AS "priceCents",
    (SELECT t.title FROM product_texts t WHERE t.product_slug = products.slug AND t.locale = 'en') AS title,
    (SELECT group_concat(t.locale) FROM product_texts t WHERE t.product_slug = products.slug) AS locales
    FROM products WHERE ${and(...where) ?? sql`1`}
    ORDER BY products.created_at DESC, products.slug DESC LIMIT ${limit}`;
}

const missingLocales = (locales: string | null): Locale[] => {
  const present = new Set((locales ?? "").split(","));
  return LOCALES.filter((l) => !present.has(l));
};

export async function listStudioProducts(db: Db, query: StudioProductListQuery): Promise<StudioProductPage> {
  const { limit, ...filters } = query;
  const { rows, next } = pageOf(await db.all<ListRow>(productPageQuery(filters, limit + 1)), limit);
  return {
    products: rows.map(({ id, locales, ...row }) => ({ slug: id, ...row, missingLocales: missingLocales(locales) })),
    next,
  };
}

// ---- One product ---------------------------------------------------------------------------

const textsOf = (row: typeof productTexts.$inferSelect): ProductTexts => ({
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  synopsis: row.synopsis,
  behindTheStory: row.behindTheStory,
  coverAlt: row.coverAlt,
});

/** The fields English has and `local` lacks (all of English's, when there are no texts at all). */
function missingFields(english: ProductTexts | null, local: ProductTexts | null): ProductTextField[] {
  return PRODUCT_TEXT_FIELDS.filter((f) => (english ? english[f] !== "" : f === "title" || f === "description")).filter(
    (f) => !local || local[f] === "",
  );
}

/** One product whole, as the studio's edit page shows it; null when there is none. */
export async function getStudioProduct(db: Db, slug: string): Promise<StudioProductDetail | null> {
  const product = await db.select().from(products).where(eq(products.slug, slug)).get();
  if (!product) return null;
  const [texts, items, files, reviews, formers, warnings] = await Promise.all([
    db.select().from(productTexts).where(eq(productTexts.productSlug, slug)),
    db
      .select({
        slug: products.slug,
        title: productTexts.title,
        priceCents: products.priceCents,
        status: products.status,
        retiredAt: products.retiredAt,
      })
      .from(bundleItems)
      .innerJoin(products, eq(products.slug, bundleItems.productSlug))
      .leftJoin(productTexts, and(eq(productTexts.productSlug, products.slug), eq(productTexts.locale, "en")))
      .where(eq(bundleItems.bundleSlug, slug))
      .orderBy(asc(bundleItems.position), asc(bundleItems.productSlug)),
    db
      .select({
        count: sql<number>`count(*)`,
        standIn: sql<number>`coalesce(sum(${productFiles.standIn}), 0)`,
        totalBytes: sql<number>`coalesce(sum(${productFiles.sizeBytes}), 0)`,
        labels: sql<string | null>`group_concat(${productFiles.label}, '|')`,
      })
      .from(productFiles)
      .where(eq(productFiles.productSlug, slug))
      .get(),
    db
      .select({ state: productReviews.state, n: sql<number>`count(*)` })
      .from(productReviews)
      .where(eq(productReviews.productSlug, slug))
      .groupBy(productReviews.state),
    db
      .select({ slug: productSlugRedirects.oldSlug })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productSlug, slug))
      .orderBy(asc(productSlugRedirects.createdAt)),
    catalogueWarnings(db, slug).then((found) => found.warnings),
  ]);
  const byLocale = Object.fromEntries(LOCALES.map((l) => [l, null])) as Record<Locale, ProductTexts | null>;
  for (const row of texts) byLocale[row.locale] = textsOf(row);
  const bundle =
    product.kind === "bundle"
      ? (() => {
          const list: StudioBundleItem[] = items.map((i) => ({
            slug: i.slug,
            title: i.title,
            priceCents: i.priceCents,
            status: i.status,
            retired: i.retiredAt !== null,
          }));
          const itemsCents = list.reduce((sum, i) => sum + i.priceCents, 0);
          return { items: list, itemsCents, savingCents: itemsCents - product.priceCents };
        })()
      : null;
  const reviewCounts = { pending: 0, approved: 0, hidden: 0 };
  for (const r of reviews) reviewCounts[r.state] = r.n;
  return {
    slug: product.slug,
    shelf: product.categorySlug,
    kind: product.kind,
    status: product.status,
    retiredAt: product.retiredAt?.getTime() ?? null,
    priceCents: product.priceCents,
    price: eurosOf(product.priceCents),
    pricing: product.minPriceCents === null ? "fixed" : "pay_what_you_want",
    minPrice: product.minPriceCents === null ? null : eurosOf(product.minPriceCents),
    currency: product.currency,
    createdAt: product.createdAt.getTime(),
    updatedAt: product.updatedAt.getTime(),
    format: product.format,
    workLanguage: product.workLanguage,
    series: product.series,
    releasedOn: product.releasedOn,
    preorders: product.preorders,
    position: product.position,
    cover: {
      src: product.coverPath,
      width: product.coverWidth,
      height: product.coverHeight,
      placeholder: product.coverPath === PLACEHOLDER_COVER.src,
    },
    texts: byLocale,
    missing: { es: missingFields(byLocale.en, byLocale.es), ca: missingFields(byLocale.en, byLocale.ca) },
    bundle,
    files: {
      count: files?.count ?? 0,
      standIn: files?.standIn ?? 0,
      totalBytes: files?.totalBytes ?? 0,
      labels: files?.labels ? files.labels.split("|") : [],
    },
    reviews: reviewCounts,
    formerSlugs: formers.map((f) => f.slug),
    path: productPath({ category: product.categorySlug, slug: product.slug }),
    warnings,
  };
}

/** The public page's product as it would show, draft or retired alike: the author's preview. */
export function previewProduct(db: Db, slug: string, locale: Locale): Promise<ProductDetail | null> {
  return getProduct(db, slug, locale, true);
}

// ---- Slugs ---------------------------------------------------------------------------------

/**
 * Whether `slug` is free for a new product, or for `forSlug` to be renamed to: no other product
 * has it, and it is not another product's former slug (whose old address must keep redirecting).
 */
export async function slugAvailability(db: Db, slug: string, forSlug?: string): Promise<SlugAvailability> {
  const [taken, former] = await Promise.all([
    db.select({ slug: products.slug }).from(products).where(eq(products.slug, slug)).get(),
    db
      .select({ product: productSlugRedirects.productSlug })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.oldSlug, slug))
      .get(),
  ]);
  if (taken && taken.slug !== forSlug) return { slug, available: false, reason: "taken" };
  if (former && former.product !== forSlug) return { slug, available: false, reason: "former_slug" };
  return { slug, available: true, reason: null };
}

// ---- Create and edit -----------------------------------------------------------------------

export type ProductRefusal =
  | "not_found"
  | "slug_taken"
  | "slug_former"
  | "slug_named_by_book"
  | "shelf_unknown"
  | "bundle_item_unknown"
  | "bundle_item_is_bundle"
  | "kind_in_a_bundle";

/** The product's columns an edit sets (not the slug, the cover or the retirement). */
function columnsOf(input: StudioProductInput) {
  return {
    categorySlug: input.shelf,
    kind: input.kind,
    status: input.status,
    format: input.format,
    workLanguage: input.workLanguage,
    series: input.series,
    releasedOn: input.releasedOn,
    position: input.position,
    priceCents: input.price,
    // Only a coming-soon product takes pre-orders; on sale, the flag has done its work.
    preorders: input.preorders && input.status === "coming_soon",
    minPriceCents: input.pricing === "pay_what_you_want" ? (input.minPrice ?? 0) : null,
  };
}

/** What an audit entry records of an edit: the edit shape, texts by language. */
function auditShape(slug: string, input: StudioProductInput) {
  return { slug, ...columnsOf(input), texts: input.texts, bundleItems: input.bundleItems };
}

/** The shelf exists and the bundle's items are products that are not bundles themselves. */
async function checkReferences(db: Db, input: StudioProductInput): Promise<ProductRefusal | null> {
  const [shelf, items] = await Promise.all([
    db.select({ slug: shopCategories.slug }).from(shopCategories).where(eq(shopCategories.slug, input.shelf)).get(),
    input.bundleItems.length
      ? db
          .select({ slug: products.slug, kind: products.kind })
          .from(products)
          .where(inArray(products.slug, input.bundleItems))
      : [],
  ]);
  if (!shelf) return "shelf_unknown";
  if (items.length !== input.bundleItems.length) return "bundle_item_unknown";
  if (items.some((i) => i.kind === "bundle")) return "bundle_item_is_bundle";
  return null;
}

/** Texts and bundle items written afresh for `slug`. */
function childRows(db: Db, slug: string, input: StudioProductInput): Statement[] {
  const statements: Statement[] = [];
  const texts = LOCALES.flatMap((locale) => {
    const t = input.texts[locale];
    return t ? [{ productSlug: slug, locale, ...t }] : [];
  });
  statements.push(db.insert(productTexts).values(texts as [(typeof texts)[number], ...typeof texts]));
  if (input.bundleItems.length) {
    statements.push(
      db
        .insert(bundleItems)
        .values(input.bundleItems.map((productSlug, i) => ({ bundleSlug: slug, productSlug, position: i + 1 }))),
    );
  }
  return statements;
}

/**
 * A new product, with the placeholder cover until the files' upload gives it one (the catalogue
 * check warns "no cover yet").
 */
export async function createProduct(
  db: Db,
  actor: AuditActor,
  input: StudioProductInput,
  now = Date.now(),
): Promise<Result<{ statements: Statements }, ProductRefusal>> {
  const availability = await slugAvailability(db, input.slug);
  if (!availability.available) return refuse(availability.reason === "taken" ? "slug_taken" : "slug_former");
  const broken = await checkReferences(db, input);
  if (broken) return refuse(broken);
  const at = new Date(now);
  return ok({
    statements: [
      db.insert(products).values({
        slug: input.slug,
        ...columnsOf(input),
        coverPath: PLACEHOLDER_COVER.src,
        coverWidth: PLACEHOLDER_COVER.width,
        coverHeight: PLACEHOLDER_COVER.height,
        createdAt: at,
        updatedAt: at,
      }),
      ...childRows(db, input.slug, input),
      auditInsert(
        db,
        actor,
        {
          action: "product.created",
          objectType: "product",
          objectId: input.slug,
          after: auditShape(input.slug, input),
        },
        now,
      ),
    ],
  });
}

/** The edit shape of a product as D1 has it, for an edit's audit entry. */
async function currentShape(db: Db, slug: string) {
  const detail = await getStudioProduct(db, slug);
  if (!detail) return null;
  const texts = Object.fromEntries(LOCALES.flatMap((l) => (detail.texts[l] ? [[l, detail.texts[l]]] : [])));
  return {
    detail,
    shape: {
      slug: detail.slug,
      categorySlug: detail.shelf,
      kind: detail.kind,
      status: detail.status,
      format: detail.format,
      workLanguage: detail.workLanguage,
      series: detail.series,
      releasedOn: detail.releasedOn,
      position: detail.position,
      priceCents: detail.priceCents,
      preorders: detail.preorders,
      texts,
      bundleItems: detail.bundle?.items.map((i) => i.slug) ?? [],
    } as Record<string, unknown>,
  };
}

/** Only the keys whose values differ, before and after (an audit entry stays readable). */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/**
 * Renames a product everywhere in one batch (decision 045): the product's key and every row
 * naming it (texts, files, samples, uploads under way, bundles, reviews, carts, former slugs, and the `product:<slug>` ids
 * of order lines, likes, wishlists and comments), with foreign keys checked at the batch's end
 * (D1's `PRAGMA defer_foreign_keys`); the old slug is kept as a former slug whose addresses
 * redirect. Past buyers keep their library and downloads, readers their likes, wishlist and cart.
 */
function renameStatements(db: Db, from: string, to: string, now: number): Statements {
  const fromId = `product:${from}`;
  const toId = `product:${to}`;
  return [
    raw("PRAGMA defer_foreign_keys = on"),
    db.update(products).set({ slug: to }).where(eq(products.slug, from)),
    db.update(productTexts).set({ productSlug: to }).where(eq(productTexts.productSlug, from)),
    db.update(productFiles).set({ productSlug: to }).where(eq(productFiles.productSlug, from)),
    // Its samples (decision 051) keep their ids, so their cached addresses stay good.
    raw("UPDATE product_samples SET product_slug = ? WHERE product_slug = ?", to, from),
    db.update(bundleItems).set({ bundleSlug: to }).where(eq(bundleItems.bundleSlug, from)),
    db.update(bundleItems).set({ productSlug: to }).where(eq(bundleItems.productSlug, from)),
    db.update(productReviews).set({ productSlug: to }).where(eq(productReviews.productSlug, from)),
    raw("UPDATE cart_items SET product_slug = ? WHERE product_slug = ?", to, from),
    // An upload under way (decision 046) goes on into the renamed product.
    raw("UPDATE studio_uploads SET product_slug = ? WHERE product_slug = ?", to, from),
    // "Notify me" sign-ups wait for the renamed product (decision 052).
    raw("UPDATE release_signups SET product_slug = ? WHERE product_slug = ?", to, from),
    raw("UPDATE order_items SET product_id = ? WHERE product_id = ?", toId, fromId),
    // A stale like or wishlist entry under the new id (of a product deleted long ago) gives way.
    raw("UPDATE OR REPLACE likes SET item_id = ? WHERE item_id = ?", toId, fromId),
    raw("UPDATE OR REPLACE wishlist_items SET item_id = ? WHERE item_id = ?", toId, fromId),
    raw("UPDATE comments SET item_id = ? WHERE item_id = ?", toId, fromId),
    // Former slugs: the older ones now lead to the new slug, the new slug is no longer a former
    // one (renaming back), and the old one is.
    db.update(productSlugRedirects).set({ productSlug: to }).where(eq(productSlugRedirects.productSlug, from)),
    db.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, to)),
    db.insert(productSlugRedirects).values({ oldSlug: from, productSlug: to, createdAt: new Date(now) }),
  ];
}

/** An edit of the whole product; a new slug renames it. */
export async function updateProduct(
  db: Db,
  actor: AuditActor,
  slug: string,
  input: StudioProductInput,
  now = Date.now(),
): Promise<Result<{ statements: Statements }, ProductRefusal>> {
  const current = await currentShape(db, slug);
  if (!current) return refuse("not_found");
  const renaming = input.slug !== slug;
  if (renaming) {
    if (namedByBook(slug)) return refuse("slug_named_by_book");
    const availability = await slugAvailability(db, input.slug, slug);
    if (!availability.available) return refuse(availability.reason === "taken" ? "slug_taken" : "slug_former");
  }
  if (input.bundleItems.includes(slug)) return refuse("bundle_item_is_bundle");
  // A product some bundle includes can't become a bundle: bundles hold no bundles.
  if (input.kind === "bundle" && current.detail.kind !== "bundle") {
    const held = await db
      .select({ bundle: bundleItems.bundleSlug })
      .from(bundleItems)
      .where(eq(bundleItems.productSlug, slug))
      .get();
    if (held) return refuse("kind_in_a_bundle");
  }
  const broken = await checkReferences(db, input);
  if (broken) return refuse(broken);
  const target = input.slug;
  const diff = changes(current.shape, auditShape(target, input));
  const edit: Statements = [
    db
      .update(products)
      .set({ ...columnsOf(input), updatedAt: new Date(now) })
      .where(eq(products.slug, target)),
    db.delete(productTexts).where(eq(productTexts.productSlug, target)),
    db.delete(bundleItems).where(eq(bundleItems.bundleSlug, target)),
    ...childRows(db, target, input),
    auditInsert(
      db,
      actor,
      { action: renaming ? "product.renamed" : "product.updated", objectType: "product", objectId: target, ...diff },
      now,
    ),
  ];
  return ok({ statements: renaming ? [...renameStatements(db, slug, target, now), ...edit] : edit });
}

// ---- Retire --------------------------------------------------------------------------------

/**
 * Takes a product off the shop for good, once the author has typed its slug again: it is no
 * longer shown, listed or sold (carts drop it), while past buyers keep their library and
 * downloads, which read order lines and files, not the shop (decision 045). `restore` puts it
 * back as it was.
 */
export async function setRetired(
  db: Db,
  actor: AuditActor,
  slug: string,
  retire: boolean,
  now = Date.now(),
): Promise<Result<{ statements: Statements }, "not_found">> {
  const product = await db
    .select({ retiredAt: products.retiredAt })
    .from(products)
    .where(eq(products.slug, slug))
    .get();
  if (!product) return refuse("not_found");
  const at = new Date(now);
  return ok({
    statements: [
      db
        .update(products)
        .set({ retiredAt: retire ? at : null, updatedAt: at })
        .where(and(eq(products.slug, slug), retire ? isNull(products.retiredAt) : isNotNull(products.retiredAt))),
      // Only a change is recorded: retiring a retired product twice leaves one entry.
      auditInsertIfChanged(
        db,
        actor,
        {
          action: retire ? "product.retired" : "product.restored",
          objectType: "product",
          objectId: slug,
          before: { retiredAt: product.retiredAt?.getTime() ?? null },
          after: { retiredAt: retire ? now : null },
        },
        now,
      ),
    ],
  });
}

// ---- Reviews -------------------------------------------------------------------------------

/** A product's reviews in every state, in their order on the page. */
export async function listProductReviews(db: Db, slug: string): Promise<StudioProductReviews | null> {
  const product = await db.select({ slug: products.slug }).from(products).where(eq(products.slug, slug)).get();
  if (!product) return null;
  const rows = await db
    .select({
      id: productReviews.id,
      locale: productReviews.locale,
      author: productReviews.author,
      rating: productReviews.rating,
      quote: productReviews.quote,
      position: productReviews.position,
      state: productReviews.state,
    })
    .from(productReviews)
    .where(eq(productReviews.productSlug, slug))
    .orderBy(asc(productReviews.position), asc(productReviews.id))
    .limit(500);
  return { reviews: rows, shownFromBook: namedByBook(slug) };
}

async function findReview(db: Db, slug: string, id: string) {
  return db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.id, id), eq(productReviews.productSlug, slug)))
    .get();
}

const REVIEW_ACTIONS: Record<StudioReviewState, string> = {
  approved: "product_review.approved",
  hidden: "product_review.hidden",
  pending: "product_review.held",
};

/** Approves, hides or holds a review; only approved ones show on the public page. */
export async function setReviewState(
  db: Db,
  actor: AuditActor,
  target: { slug: string; id: string; state: StudioReviewState },
  now = Date.now(),
): Promise<Result<{ statements: Statement[] }, "not_found">> {
  const review = await findReview(db, target.slug, target.id);
  if (!review) return refuse("not_found");
  if (review.state === target.state) return ok({ statements: [] });
  return ok({
    statements: [
      db.update(productReviews).set({ state: target.state }).where(eq(productReviews.id, target.id)),
      auditInsert(
        db,
        actor,
        {
          action: REVIEW_ACTIONS[target.state],
          objectType: "product_review",
          objectId: target.id,
          before: { product: target.slug, state: review.state },
          after: { product: target.slug, state: target.state },
        },
        now,
      ),
    ],
  });
}

/** Deletes a review for good; the audit entry keeps what it said. */
export async function deleteReview(
  db: Db,
  actor: AuditActor,
  target: { slug: string; id: string },
  now = Date.now(),
): Promise<Result<{ statements: Statements }, "not_found">> {
  const review = await findReview(db, target.slug, target.id);
  if (!review) return refuse("not_found");
  return ok({
    statements: [
      db.delete(productReviews).where(eq(productReviews.id, target.id)),
      auditInsert(
        db,
        actor,
        { action: "product_review.deleted", objectType: "product_review", objectId: target.id, before: review },
        now,
      ),
    ],
  });
}
