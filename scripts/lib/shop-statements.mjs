/**
 * The SQL scripts/shop.mjs runs to change a product, in one place so the worker tests run the
 * very statements the operator's tool does (tests/worker/catalogue-cache.test.ts). No Node
 * imports: the tests load this inside workerd. The Worker's caches learn of these changes from
 * the catalogue version the triggers renew (migrations/0007_catalogue_version.sql), not from
 * anything here, so SQL typed by hand is seen just as fast.
 */

/**
 * How long the tool waits after a change before it reports it done: by then every request
 * anywhere is checked against a version read made after the change (the Worker's
 * CATALOGUE_FRESHNESS_MS, which tests/worker/catalogue-cache.test.ts holds this to).
 */
export const CATALOGUE_SETTLE_MS = 600;

/** A SQL string literal. */
export const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;

const touched = "updated_at = cast(unixepoch('subsecond') * 1000 as integer)";

/** Puts a product in `status` (draft, coming_soon, available or sold_out). */
export function setStatusSql(slug, status) {
  return `UPDATE products SET status = ${sqlText(status)}, ${touched} WHERE slug = ${sqlText(slug)}`;
}

/** Gives a product a price in whole cents. */
export function setPriceSql(slug, cents) {
  return `UPDATE products SET price_cents = ${Number(cents)}, ${touched} WHERE slug = ${sqlText(slug)}`;
}
