/**
 * The database every worker test file starts from, made once per test run: the migrations are
 * applied to a local D1 (workerd's own SQLite, through wrangler's platform proxy) in the same way
 * `applyD1Migrations` applies them, and what they left behind is read back as statements. Each
 * file's fresh database then replays those in one batch instead of running every migration
 * again. tests/worker/migrated-schema.test.ts checks the result against the migrations
 * themselves, applied inside workerd.
 */
import type { D1Migration } from "@cloudflare/vitest-plugin";
import { getPlatformProxy } from "wrangler";
import { type Database, readSchemaStatements } from "./schema-statements.ts";

/** The table `applyD1Migrations` records applied migrations in, written as it writes it. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "d1_migrations" (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
	);`;

export async function migratedSchema(migrations: D1Migration[]): Promise<string[]> {
  const { env, dispose } = await getPlatformProxy<{ DB: Database }>({ configPath: "./wrangler.toml", persist: false });
  try {
    const db = env.DB;
    await db.prepare(MIGRATIONS_TABLE).run();
    for (const migration of migrations) {
      await db.batch([
        ...migration.queries.map((query) => db.prepare(query)),
        db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name),
      ]);
    }
    return await readSchemaStatements(db);
  } finally {
    await dispose();
  }
}
