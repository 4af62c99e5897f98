/**
 * A local D1 set up the way wrangler's own commands set it up, through a binding instead of a
 * wrangler process per step (`wrangler d1 migrations apply --local` alone took about 26 s of
 * CPU for 34 migrations). Used by scripts/prepare-local.mjs on a persisted state and by the
 * worker tests' once-per-run schema (tests/setup/migrated-schema.ts) on an in-memory one.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { unstable_splitSqlQuery as splitSqlQuery } from "wrangler";

/** The table wrangler and `applyD1Migrations` record applied migrations in, written as they write it. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "d1_migrations" (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
	);`;

/** An SQL file's statements, split as wrangler splits them (triggers' bodies kept whole). */
export const statementsOf = (path) => splitSqlQuery(readFileSync(path, "utf8"));

/** The migrations in `dir`, in name order: `{ name, queries }`, as `readD1Migrations` gives them. */
export function readMigrations(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, queries: statementsOf(join(dir, name)) }));
}

/**
 * Applies the migrations `db` hasn't recorded, in order, each in one batch with its record (so
 * a failed one leaves nothing half done), as `wrangler d1 migrations apply` does. Returns the
 * names applied.
 */
export async function applyMigrations(db, migrations) {
  await db.prepare(MIGRATIONS_TABLE).run();
  const { results } = await db.prepare("SELECT name FROM d1_migrations").all();
  const applied = new Set(results.map((row) => row.name));
  const pending = migrations.filter((migration) => !applied.has(migration.name));
  for (const migration of pending) {
    await db.batch([
      ...migration.queries.map((query) => db.prepare(query)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name),
    ]);
  }
  return pending.map((migration) => migration.name);
}

/** Runs an SQL file's statements in one batch, as `wrangler d1 execute --file` runs them. */
export async function executeFile(db, path) {
  await db.batch(statementsOf(path).map((query) => db.prepare(query)));
}
