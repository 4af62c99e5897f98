import { env } from "cloudflare:workers";

/**
 * A worker test file's storage as the migrations left it: what an earlier file left in D1, KV and
 * R2 goes (a workerd runs several files one after the other), then the statements the
 * migrations left behind (made once per run by tests/setup/migrated-schema.ts) are replayed in
 * one batch.
 */
export async function startFromMigratedSchema() {
  await Promise.all([emptyDatabase(), emptyKv(), emptyBucket()]);
  await env.DB.batch(env.TEST_SCHEMA.map((statement) => env.DB.prepare(statement)));
}

async function emptyDatabase() {
  const { results } = await env.DB.prepare(
    // sqlite_* and _cf_* belong to SQLite and to D1, which keep them.
    `SELECT type, name,
       (SELECT group_concat("table", char(31)) FROM pragma_foreign_key_list(m.name)) AS parents
     FROM sqlite_master m
     WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
       AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`,
  ).all<{ type: "table" | "view" | "trigger"; name: string; parents: string | null }>();
  if (results.length === 0) return;
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const drops = results.filter((o) => o.type !== "table").map((o) => `DROP ${o.type.toUpperCase()} ${quoted(o.name)}`);
  // A table goes before the tables it refers to: dropping one deletes its rows, and SQLite
  // checks those deletes against a parent that must still be there.
  let tables = results
    .filter((o) => o.type === "table")
    .map((o) => ({ ...o, parents: o.parents?.split("\x1f") ?? [] }));
  while (tables.length) {
    const referred = new Set(tables.flatMap((t) => t.parents.filter((p) => p !== t.name)));
    const leaves = tables.filter((t) => !referred.has(t.name));
    if (leaves.length === 0) throw new Error(`Tables refer to each other in a cycle: ${tables.map((t) => t.name)}`);
    drops.push(...leaves.map((t) => `DROP TABLE ${quoted(t.name)}`));
    tables = tables.filter((t) => referred.has(t.name));
  }
  await env.DB.batch(drops.map((sql) => env.DB.prepare(sql)));
}

/** Keys and objects listed at a time (small, so a test can cover several pages cheaply). */
export const PAGE = 100;

async function emptyKv() {
  let cursor: string | undefined;
  do {
    const page = await env.KV.list({ cursor, limit: PAGE });
    await Promise.all(page.keys.map((key) => env.KV.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyBucket() {
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor, limit: PAGE });
    if (page.objects.length) await env.FILES.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
