import type { CatalogueWarning } from "../../contract/studio-product-fields";
import type { Db } from "../../db/client";
import { bookReviewsOf } from "../book-reviews";
import { catalogueRules, productScope, type CatalogueRule } from "../catalogue-rules.mjs";
import { SERIES } from "#content/books";
import { productSlugOf } from "../../contract/shop";

/**
 * The catalogue check as the studio's warnings: the very rules `scripts/shop.mjs
 * check` runs (services/catalogue-rules.mjs), run here on D1 in one batch.
 */

/** The products a book in content/books/ names (their reviews are the book's, decision 035). */
const BOOK_PRODUCT_SLUGS = SERIES.flatMap((series) => series.books).flatMap((book) =>
  book.productId ? [productSlugOf(book.productId)] : [],
);

/** Whether a book in content/books/ names this product (its slug is then fixed by the content). */
export const namedByBook = (slug: string) => bookReviewsOf(slug) !== undefined;

let rules: CatalogueRule[] | undefined;

/** At most this many warnings of each rule: a big catalogue's list stays quick to read and send. */
export const WARNINGS_PER_RULE = 200;

/**
 * Every warning, or one product's (`slug`), in the rules' order, at most WARNINGS_PER_RULE of
 * each; `truncated` says some rule had more.
 */
export async function catalogueWarnings(
  db: Db,
  slug?: string,
): Promise<{ warnings: CatalogueWarning[]; truncated: boolean }> {
  rules ??= catalogueRules(BOOK_PRODUCT_SLUGS);
  const scope = slug ? productScope(slug) : "1";
  const [first, ...rest] = rules.map((rule) => db.$client.prepare(`${rule.sql(scope)} LIMIT ${WARNINGS_PER_RULE + 1}`));
  const results = await db.$client.batch<{ subject: string; detail: string | null }>([first!, ...rest]);
  const truncated = results.some((r) => r.results.length > WARNINGS_PER_RULE);
  const warnings = rules.flatMap((rule, i) =>
    (results[i]?.results ?? []).slice(0, WARNINGS_PER_RULE).map((row) => ({
      code: rule.code,
      subject: row.subject,
      detail: row.detail === null ? null : String(row.detail),
      message: rule.message(row),
    })),
  );
  return { warnings, truncated };
}
