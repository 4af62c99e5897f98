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
import { applyMigrations } from "#scripts/lib/local-d1.mjs";
import { type Database, readSchemaStatements } from "./schema-statements.ts";

export async function migratedSchema(migrations: D1Migration[]): Promise<string[]> {
  const { env, dispose } = await getPlatformProxy<{ DB: Database }>({ configPath: "./wrangler.toml", persist: false });
  try {
    await applyMigrations(env.DB, migrations);
    return await readSchemaStatements(env.DB);
  } finally {
    await dispose();
  }
}
