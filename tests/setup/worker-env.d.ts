declare namespace Cloudflare {
  interface Env {
    /** What the migrations leave in a new database, as statements (tests/setup/migrated-schema.ts). */
    TEST_SCHEMA: string[];
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** An empty database of the tests' own, to apply the migrations to one by one. */
    MIGRATIONS_CHECK_DB: D1Database;
  }
}
