/**
 * The catalogue check's rules (what would show or sell wrongly), in one place for the two that
 * run them: the operator's tool in Node against D1 through wrangler (`scripts/shop.mjs check`)
 * and the studio's warnings in the Worker (services/studio/catalogue-warnings.ts). Plain
 * JavaScript with no imports, so both load it as it is; typed by catalogue-rules.d.mts.
 *
 * Each rule is SQL over `products p` answering rows of (subject, detail), limited by `scope`, a
 * condition on `p` (`1` for the whole catalogue, or one product). A product is shown when it is
 * not a draft and not retired (decision 045). A rule's SQL ends without ORDER BY or LIMIT, so
 * the studio can bound it.
 */

/** A SQL string literal. */
const text = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** The cover a new product has until one is uploaded (worker/contract/studio-product-fields.ts). */
export const PLACEHOLDER_COVER_PATH = "/og-default.jpg";
/** The highest sensible price, in cents (the studio refuses more). */
export const PRICE_MAX_CENTS = 99_999;
/** Pay what you want's most per line (decision 048; `PAY_WHAT_YOU_WANT_MAX_CENTS` in the contract). */
export const PAY_WHAT_YOU_WANT_MAX_CENTS = 50_000;

const SHOWN = "p.status != 'draft' AND p.retired_at IS NULL";
const ON_SALE = "p.status = 'available' AND p.retired_at IS NULL";

/**
 * The rules, each with a stable code (the studio translates it), its SQL and the English line
 * the operator's tool prints. `bookProductSlugs` are the products a book in content/books/ names
 * (their reviews are the book's, decision 035). `standIn` marks the rule the tool treats as a
 * warning locally and a failure against production.
 */
export function catalogueRules(bookProductSlugs) {
  const rules = [
    {
      code: "no_english_texts",
      sql: (scope) => `SELECT p.slug AS subject, NULL AS detail FROM products p WHERE ${SHOWN} AND (${scope})
        AND NOT EXISTS (SELECT 1 FROM product_texts t WHERE t.product_slug = p.slug AND t.locale = 'en')`,
      message: (r) => `${r.subject}: no English texts, so it is hidden`,
    },
    {
      code: "missing_translation",
      sql: (scope) => `SELECT p.slug AS subject, l.locale AS detail
        FROM products p CROSS JOIN (SELECT 'es' AS locale UNION ALL SELECT 'ca') l
        WHERE ${SHOWN} AND (${scope})
        AND NOT EXISTS (SELECT 1 FROM product_texts t WHERE t.product_slug = p.slug AND t.locale = l.locale)`,
      message: (r) => `${r.subject}: no ${r.detail} texts (English is shown instead)`,
    },
    {
      code: "nothing_to_download",
      sql: (scope) => `SELECT p.slug AS subject, NULL AS detail FROM products p
        WHERE ${ON_SALE} AND p.kind != 'bundle' AND (${scope})
        AND NOT EXISTS (SELECT 1 FROM product_files f WHERE f.product_slug = p.slug AND f.removed_at IS NULL)`,
      message: (r) => `${r.subject}: on sale with nothing to download`,
    },
    {
      code: "bundle_empty",
      sql: (scope) => `SELECT p.slug AS subject, NULL AS detail FROM products p
        WHERE p.kind = 'bundle' AND ${SHOWN} AND (${scope})
        AND NOT EXISTS (SELECT 1 FROM bundle_items b WHERE b.bundle_slug = p.slug)`,
      message: (r) => `${r.subject}: a bundle with no items`,
    },
    {
      code: "bundle_item_not_for_sale",
      sql: (scope) => `SELECT p.slug AS subject, i.slug AS detail
        FROM products p JOIN bundle_items b ON b.bundle_slug = p.slug JOIN products i ON i.slug = b.product_slug
        WHERE ${ON_SALE} AND (${scope}) AND (i.status != 'available' OR i.retired_at IS NOT NULL)`,
      message: (r) => `${r.subject}: includes ${r.detail}, which is not for sale`,
    },
    {
      code: "bundle_saves_nothing",
      sql: (scope) => `SELECT p.slug AS subject, CAST(sum(i.price_cents) AS TEXT) AS detail
        FROM products p JOIN bundle_items b ON b.bundle_slug = p.slug JOIN products i ON i.slug = b.product_slug
        WHERE p.kind = 'bundle' AND ${SHOWN} AND (${scope})
        GROUP BY p.slug HAVING sum(i.price_cents) <= max(p.price_cents)`,
      message: (r) => `${r.subject}: the bundle costs as much as its items bought apart (${r.detail} cents) or more`,
    },
    {
      code: "unknown_status",
      sql: (scope) => `SELECT p.slug AS subject, p.status AS detail FROM products p
        WHERE p.status NOT IN ('draft', 'coming_soon', 'available', 'sold_out') AND (${scope})`,
      message: (r) => `${r.subject}: unknown status ${r.detail}`,
    },
    {
      code: "unknown_kind",
      sql: (scope) => `SELECT p.slug AS subject, p.kind AS detail FROM products p
        WHERE p.kind NOT IN ('ebook', 'album', 'track', 'bundle') AND (${scope})`,
      message: (r) => `${r.subject}: unknown kind ${r.detail}`,
    },
    {
      code: "bad_price",
      sql: (scope) => `SELECT p.slug AS subject, CAST(p.price_cents AS TEXT) AS detail FROM products p
        WHERE (typeof(p.price_cents) != 'integer' OR p.price_cents < 0 OR p.price_cents > ${PRICE_MAX_CENTS}) AND (${scope})`,
      message: (r) => `${r.subject}: price must be a whole number of cents from 0 to ${PRICE_MAX_CENTS}`,
    },
    {
      code: "bad_pay_what_you_want",
      sql: (scope) => `SELECT p.slug AS subject, CAST(p.min_price_cents AS TEXT) AS detail FROM products p
        WHERE p.min_price_cents IS NOT NULL AND (typeof(p.min_price_cents) != 'integer' OR p.min_price_cents < 0
          OR p.min_price_cents > p.price_cents OR p.price_cents > ${PAY_WHAT_YOU_WANT_MAX_CENTS}) AND (${scope})`,
      message: (r) =>
        `${r.subject}: a pay-what-you-want minimum must be from 0 to the suggested price, itself at most ${PAY_WHAT_YOU_WANT_MAX_CENTS} cents`,
    },
    {
      code: "bad_rating",
      sql: (
        scope,
      ) => `SELECT r.id AS subject, p.slug AS detail FROM product_reviews r JOIN products p ON p.slug = r.product_slug
        WHERE r.rating NOT BETWEEN 1 AND 5 AND (${scope})`,
      message: (r) => `${r.subject} (${r.detail}): rating must be 1 to 5`,
    },
    {
      code: "no_cover",
      sql: (scope) => `SELECT p.slug AS subject, NULL AS detail FROM products p
        WHERE p.cover_path = ${text(PLACEHOLDER_COVER_PATH)} AND p.retired_at IS NULL AND (${scope})`,
      message: (r) => `${r.subject}: no cover yet (the placeholder is shown)`,
    },
    {
      code: "stand_in_files",
      standIn: true,
      sql: (scope) => `SELECT p.slug AS subject, group_concat(f.label || ' ' || f.id, ', ') AS detail FROM products p
        JOIN product_files f ON f.product_slug = p.slug
        WHERE ${ON_SALE} AND f.stand_in = 1 AND f.removed_at IS NULL AND (${scope})
        GROUP BY p.slug`,
      message: (r) =>
        `${r.subject}: on sale with stand-in files (${r.detail}); add-file the real ones, then remove-file these ids`,
    },
  ];
  if (bookProductSlugs.length) {
    rules.push({
      code: "book_reviews_not_shown",
      sql: (
        scope,
      ) => `SELECT r.id AS subject, p.slug AS detail FROM product_reviews r JOIN products p ON p.slug = r.product_slug
        WHERE p.slug IN (${bookProductSlugs.map(text).join(", ")}) AND r.user_id IS NULL AND (${scope})`,
      // Readers' own reviews of a book's product are shown (decision 050); only curated rows aren't.
      message: (r) => `${r.subject} (${r.detail}): not shown; this book's reviews are in content/books/ (decision 035)`,
    });
  }
  return rules;
}

/** `scope` for one product. */
export const productScope = (slug) => `p.slug = ${text(slug)}`;
