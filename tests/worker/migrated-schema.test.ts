import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readSchemaStatements } from "../setup/schema-statements";
import { PAGE, startFromMigratedSchema } from "../support/worker/migrated-storage";

/**
 * Worker test files start from a schema made once per run and replayed (tests/setup/
 * migrated-schema.ts), not from the migrations themselves: it must be what they make.
 */
describe("the schema worker tests start from", () => {
  it("is what the migrations make, applied one by one inside workerd", async () => {
    await applyD1Migrations(env.MIGRATIONS_CHECK_DB, env.TEST_MIGRATIONS);
    const [replayed, migrated] = await Promise.all([
      readSchemaStatements(env.DB),
      readSchemaStatements(env.MIGRATIONS_CHECK_DB),
    ]);
    // The same objects with the same definitions and the same rows, but for what is new each
    // time by design: when a migration was applied and the catalogue's random version token.
    const comparable = (statements: string[]) =>
      statements
        .map((s) => s.replace(/\s+/g, " "))
        .map((s) => s.replace(/^(INSERT INTO "d1_migrations" VALUES\(\d+,'[^']+'),'[^']+'\)$/, "$1,<applied>)"))
        .map((s) => s.replace(/^(INSERT INTO "catalogue_version" VALUES\(1),'[0-9a-f]{16}'\)$/, "$1,<token>)"));
    expect(comparable(replayed)).toEqual(comparable(migrated));
    expect(migrated.filter((s) => s.startsWith('INSERT INTO "d1_migrations"'))).toHaveLength(
      env.TEST_MIGRATIONS.length,
    );
    expect(migrated.filter((s) => /^CREATE TABLE/.test(s)).length).toBeGreaterThan(30);
    expect(migrated.filter((s) => /^CREATE TRIGGER/.test(s)).length).toBeGreaterThan(10);
    expect(migrated).toContain(`INSERT INTO "sqlite_sequence" VALUES('d1_migrations',${env.TEST_MIGRATIONS.length})`);
  });

  it("is in every file's database before its first test: the tables are there and empty", async () => {
    const tables = await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'orders'`,
    ).all();
    expect(tables.results).toHaveLength(1);
    const orders = await env.DB.prepare(`SELECT count(*) AS n FROM orders`).first<{ n: number }>();
    expect(orders?.n).toBe(0);
  });

  it("is what a file starts from after another file ran in the same workerd: nothing of it is left", async () => {
    const fresh = await readSchemaStatements(env.DB);
    // What a file may leave: rows (counted by AUTOINCREMENT), tables that refer to each other,
    // a view, a trigger, KV keys and R2 objects.
    await env.DB.batch(
      [
        `INSERT INTO d1_migrations (name) VALUES ('left-behind.sql')`,
        `CREATE TABLE left_parent (id INTEGER PRIMARY KEY AUTOINCREMENT)`,
        `CREATE TABLE left_child (parent INTEGER NOT NULL REFERENCES left_parent (id))`,
        `INSERT INTO left_parent DEFAULT VALUES`,
        `INSERT INTO left_child VALUES (1)`,
        `CREATE VIEW left_view AS SELECT * FROM left_child`,
        `CREATE TRIGGER left_trigger AFTER INSERT ON left_parent BEGIN DELETE FROM left_child; END`,
      ].map((sql) => env.DB.prepare(sql)),
    );
    await Promise.all([
      ...Array.from({ length: PAGE * 2 + 1 }, (_, i) => env.KV.put(`left-${i}`, "x")),
      ...Array.from({ length: PAGE * 2 + 1 }, (_, i) => env.FILES.put(`left/${i}`, "x")),
    ]);
    expect(await readSchemaStatements(env.DB)).not.toEqual(fresh);

    await startFromMigratedSchema();

    expect(await readSchemaStatements(env.DB)).toEqual(fresh);
    expect((await env.KV.list()).keys).toEqual([]);
    expect((await env.FILES.list()).objects).toEqual([]);
  });
});
