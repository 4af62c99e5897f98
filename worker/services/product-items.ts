import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { isProductItemId, productSlugOf } from "../contract/content-items";
import type { ProductLabel } from "../contract/engagement-fields";
import type { Locale } from "../contract/locales";
import { productPath } from "../contract/shop";
import type { Db } from "../db/client";
import { productTexts, products } from "../db/schema";
import { shownProduct } from "./catalogue";

/**
 * Shop products as engagement items (likes, wishlist, comments). A product counts only while
 * it is public as the catalogue defines it: not a draft nor retired, and with English texts.
 */

const englishText = alias(productTexts, "english_text");
const localText = alias(productTexts, "local_text");

/** D1 allows 100 bound parameters a query; a reader's list of likes can be longer. */
const CHUNK = 90;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/** Public products among `slugs`, with their title in `locale` (or English) and shelf. */
async function publicProducts(db: Db, slugs: readonly string[], locale: Locale) {
  const unique = [...new Set(slugs)];
  const pages = await Promise.all(
    chunks(unique).map((page) =>
      db
        .select({
          slug: products.slug,
          category: products.categorySlug,
          english: englishText.title,
          local: localText.title,
        })
        .from(products)
        .innerJoin(englishText, and(eq(englishText.productSlug, products.slug), eq(englishText.locale, "en")))
        .leftJoin(localText, and(eq(localText.productSlug, products.slug), eq(localText.locale, locale)))
        .where(and(inArray(products.slug, page), shownProduct())),
    ),
  );
  return pages.flat();
}

/** Which of these slugs name a public product; the routes refuse ids of any other. */
export async function publicProductSlugs(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  return new Set((await publicProducts(db, slugs, "en")).map((row) => row.slug));
}

/**
 * The reader's list entries, each public product's with its title and page, so the account
 * lists can name it in the reader's language. Other entries are returned as they are.
 */
export async function withProductLabels<T extends { itemId: string }>(
  db: Db,
  entries: readonly T[],
  locale: Locale,
): Promise<(T & Partial<ProductLabel>)[]> {
  const slugs = entries.flatMap((entry) => (isProductItemId(entry.itemId) ? [productSlugOf(entry.itemId)] : []));
  if (slugs.length === 0) return [...entries];
  const labels = new Map(
    (await publicProducts(db, slugs, locale)).map((row): [string, ProductLabel] => [
      row.slug,
      { title: row.local ?? row.english, href: productPath({ category: row.category, slug: row.slug }) },
    ]),
  );
  return entries.map((entry) => {
    const label = isProductItemId(entry.itemId) ? labels.get(productSlugOf(entry.itemId)) : undefined;
    return label ? { ...entry, ...label } : entry;
  });
}
