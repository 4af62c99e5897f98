/**
 * D1 and R2 from Node for the backup and restore scripts. Locally, wrangler's getPlatformProxy
 * opens the same miniflare state `wrangler dev` uses (a persist directory), so objects are
 * listed with their metadata and the database is dumped with the statement `wrangler d1 export
 * --local` runs, for any persist directory (the CLI's export has no --persist-to). Remotely,
 * the bucket is a remote binding (wrangler login is enough, no S3 keys) and the database goes
 * through `wrangler d1 export/execute --remote`.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { localState, openLocalPlatform } from "./local-platform.mjs";
import { wranglerEnv } from "./wrangler-env.mjs";

export const DATABASE = "DB";
export const BUCKET = "la-bodega-files";
export const DATABASE_NAME = "la-bodega";
const CONFIG = "wrangler.toml";
// The statement miniflare answers with an SQL dump (wrangler's own local export sends it).
const EXPORT_PRAGMA = "PRAGMA miniflare_d1_export(?,?,?);";

export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** Where a target lives: `{ remote: true }` (production) or `{ persistTo }` (local state). */
export function describeTarget({ remote, persistTo }) {
  return remote ? `production (${DATABASE_NAME}, ${BUCKET})` : `local state in ${localState(persistTo)}`;
}

/** Runs wrangler on the target; returns its stdout. */
export function wrangler(args, { remote, persistTo }) {
  const target = remote ? ["--remote", "--env", "production"] : ["--local", "--persist-to", localState(persistTo)];
  return execFileSync("npx", ["wrangler", ...args, ...target, "--config", CONFIG], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    env: wranglerEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * Opens the target's bindings: `{ db, bucket, dispose }`. `db.query(sql)` returns rows;
 * `db.dump()` the whole database as SQL (local only: remote dumps go through `wrangler d1
 * export --remote`).
 */
export async function openBindings({ remote, persistTo }) {
  if (!remote) {
    const proxy = await openLocalPlatform(persistTo);
    const db = proxy.env.DB;
    return {
      db: {
        query: async (sql) => (await db.prepare(sql).all()).results,
        dump: async ({ schema, data }) => (await db.prepare(EXPORT_PRAGMA).bind(!schema, !data).raw())[0].join("\n"),
      },
      bucket: proxy.env.FILES,
      dispose: () => proxy.dispose(),
    };
  }
  // Only the bucket is a remote binding: a config of its own keeps the rest of wrangler.toml
  // (assets, the local database) out of the remote session.
  const dir = mkdtempSync(join(tmpdir(), "la-bodega-remote-"));
  const configPath = join(dir, "wrangler.json");
  writeFileSync(
    configPath,
    JSON.stringify({
      name: "la-bodega-backup",
      compatibility_date: "2026-08-15",
      r2_buckets: [{ binding: "FILES", bucket_name: BUCKET, remote: true }],
    }),
  );
  const proxy = await getPlatformProxy({ configPath, remoteBindings: true, envFiles: [] });
  return {
    db: {
      query: async (sql) =>
        JSON.parse(wrangler(["d1", "execute", DATABASE, "--command", sql, "--json"], { remote: true })).flatMap(
          (r) => r.results ?? [],
        ),
      dump: undefined,
    },
    bucket: proxy.env.FILES,
    dispose: async () => {
      await proxy.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The user tables of a database (not SQLite's, D1's or miniflare's own bookkeeping). */
export async function userTables(db) {
  const rows = await db.query(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  );
  return rows.map((r) => r.name);
}

/** Row count of each table: one row of scalar subqueries per 50 tables (D1 caps compound SELECTs). */
export async function rowCounts(db, tables) {
  const quote = (name) => `"${name.replaceAll('"', '""')}"`;
  const counts = {};
  for (let i = 0; i < tables.length; i += 50) {
    const chunk = tables.slice(i, i + 50);
    const [row] = await db.query(
      `SELECT ${chunk.map((t, j) => `(SELECT count(*) FROM ${quote(t)}) AS c${j}`).join(", ")}`,
    );
    chunk.forEach((t, j) => (counts[t] = Number(row[`c${j}`])));
  }
  return counts;
}

/** Every object of a bucket with its metadata, page by page. */
export async function listObjects(bucket) {
  const objects = [];
  let cursor;
  do {
    const page = await bucket.list({ cursor, limit: 1000, include: ["httpMetadata", "customMetadata"] });
    objects.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects;
}
