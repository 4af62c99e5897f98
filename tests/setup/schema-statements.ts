/**
 * A D1 database's schema and rows as the statements that make them again, in an order that
 * replays: tables, their rows, then indexes, triggers and views (rows go in before any trigger
 * could fire). Runs in Node against wrangler's proxy of D1 and inside workerd against a binding.
 */

/** What of D1 this needs: the binding in workerd and wrangler's proxy of it both have it. */
export interface Statement {
  bind(...values: unknown[]): Statement;
  all<Row>(): Promise<{ results: Row[] }>;
  run(): Promise<unknown>;
}
export interface Database {
  prepare(query: string): Statement;
  batch(statements: Statement[]): Promise<unknown>;
}

type MasterRow = { type: string; name: string; sql: string };

export async function readSchemaStatements(db: Database): Promise<string[]> {
  const { results: objects } = await db
    .prepare(
      // sqlite_* and _cf_* belong to SQLite and to D1 itself, which make them on their own.
      `SELECT type, name, sql FROM sqlite_master
       WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
       ORDER BY rowid`,
    )
    .all<MasterRow>();
  const tables = objects.filter((o) => o.type === "table");
  const statements = tables.map((t) => t.sql);
  for (const { name } of tables) statements.push(...(await rowsAsInserts(db, name)));
  // AUTOINCREMENT's counters last: the rows above already moved them, maybe not as far.
  const counters = await rowsAsInserts(db, "sqlite_sequence");
  if (counters.length) statements.push("DELETE FROM sqlite_sequence", ...counters);
  statements.push(...objects.filter((o) => o.type !== "table").map((o) => o.sql));
  return statements;
}

/** A table's rows as INSERT statements; quote() writes each value as the literal that reads back the same. */
async function rowsAsInserts(db: Database, table: string): Promise<string[]> {
  const { results: columns } = await db
    .prepare(`SELECT name FROM pragma_table_info(?)`)
    .bind(table)
    .all<{ name: string }>();
  if (columns.length === 0) return [];
  const values = columns.map((c) => `quote("${c.name.replace(/"/g, '""')}")`).join(" || ',' || ");
  const { results: rows } = await db
    .prepare(`SELECT 'INSERT INTO "${table}" VALUES(' || ${values} || ')' AS statement FROM "${table}"`)
    .all<{ statement: string }>();
  return rows.map((r) => r.statement);
}
