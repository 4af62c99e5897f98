#!/usr/bin/env node
/**
 * Restores a folder written by scripts/backup.mjs into a FRESH database and bucket
 * (README, "Backups and recovery"). Every file is checked against the manifest's sha256 before
 * anything is written; afterwards the row counts are compared with the manifest's.
 *
 *   npm run restore -- <folder>                        into the local state (.wrangler/state)
 *   npm run restore -- <folder> --persist-to DIR       into another local state
 *   npm run restore -- <folder> --replace              empty a non-empty local target first
 *   npm run restore -- <folder> --remote               into production: only an EMPTY database
 *        and bucket (e.g. a fresh `wrangler d1 create`), after typing the database name, or
 *        with --confirm <database name> when there is no terminal
 *
 * A non-empty target is refused (local: unless --replace). Rolling production back in place is
 * D1 Time Travel's job (`wrangler d1 time-travel restore`), not this script's.
 */
import "./lib/project-node.mjs";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import {
  DATABASE,
  DATABASE_NAME,
  describeTarget,
  listObjects,
  openBindings,
  rowCounts,
  sha256,
  userTables,
  wrangler,
} from "./lib/backup-bindings.mjs";

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    replace: { type: "boolean", default: false },
    confirm: { type: "string" },
  },
});

/** A refusal: printed without a stack, exit code 2, after the bindings are disposed. */
class Refused extends Error {}
function fail(message) {
  throw new Refused(message);
}
process.on("uncaughtException", (error) => {
  if (!(error instanceof Refused)) throw error;
  console.error(error.message);
  process.exit(2);
});

const [folderArg] = positionals;
if (!folderArg) fail("Usage: npm run restore -- <backup folder> [--persist-to DIR] [--replace] [--remote]");
const folder = resolve(folderArg);
const manifestPath = join(folder, "manifest.json");
if (!existsSync(manifestPath)) fail(`${manifestPath} not found: is ${folder} a folder written by npm run backup?`);
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
if (manifest.format !== 1) fail(`Unknown backup format ${manifest.format}.`);
if (opts.remote && opts.replace) fail("--replace is for local targets; roll production back with D1 Time Travel.");
const target = { remote: opts.remote, persistTo: opts["persist-to"] };

/** A manifest entry's file, refusing paths that leave the folder. */
function inFolder(file) {
  const path = resolve(folder, file);
  if (!path.startsWith(folder + sep)) fail(`The manifest names a file outside the backup: ${file}`);
  return path;
}

// Check every byte before touching the target: a damaged backup fails here, not half-way.
const dumpPath = inFolder(manifest.database.file);
const dump = readFileSync(dumpPath);
if (sha256(dump) !== manifest.database.sha256) fail(`${manifest.database.file} does not match its sha256.`);
for (const o of manifest.bucket.objects) {
  const path = inFolder(o.file);
  if (!existsSync(path) || statSync(path).size !== o.size || sha256(readFileSync(path)) !== o.sha256)
    fail(`${o.file} (${o.key}) is missing or does not match its size and sha256.`);
}
console.log(`✓ backup verified: d1.sql and ${manifest.bucket.objects.length} objects match the manifest`);

if (opts.remote) {
  const answer =
    opts.confirm ??
    (process.stdin.isTTY
      ? await (async () => {
          const rl = createInterface({ input: process.stdin, output: process.stdout });
          const typed = await rl.question(
            `This writes to PRODUCTION. Type the database name (${DATABASE_NAME}) to go on: `,
          );
          rl.close();
          return typed.trim();
        })()
      : undefined);
  if (answer !== DATABASE_NAME) fail("Not confirmed: production untouched.");
}

console.log(`Restoring ${folder} (${manifest.source}, ${manifest.createdAt}) into ${describeTarget(target)}`);

let bindings = await openBindings(target);
try {
  const tables = await userTables(bindings.db);
  const objects = await listObjects(bindings.bucket);
  if (tables.length || objects.length) {
    const what = `${tables.length} tables and ${objects.length} objects`;
    if (!opts.replace)
      fail(`The target is not empty (${what}). Restore into a fresh one, or pass --replace (local only).`);
    // D1 keeps foreign keys on, so a parent drops only after its children: retry until done.
    let left = tables;
    while (left.length) {
      const failed = [];
      for (const t of left)
        await bindings.db.query(`DROP TABLE "${t.replaceAll('"', '""')}"`).catch(() => failed.push(t));
      if (failed.length === left.length) fail(`Could not drop ${failed.join(", ")}.`);
      left = failed;
    }
    for (let i = 0; i < objects.length; i += 1000)
      await bindings.bucket.delete(objects.slice(i, i + 1000).map((o) => o.key));
    console.log(`✓ emptied the target (${what})`);
  }
} finally {
  await bindings.dispose();
}

// wrangler's own importer splits the dump into statements and batches them.
wrangler(["d1", "execute", DATABASE, "--file", dumpPath, ...(target.remote ? ["--yes"] : [])], target);
console.log("✓ D1 restored from d1.sql");

bindings = await openBindings(target);
try {
  // The catalogue's triggers renew its version as the dump's rows go back in; the restored
  // catalogue is the backup's, so it takes back the backup's version (decision 024).
  const version = /INSERT INTO "?catalogue_version"?\s*(?:\([^)]*\)\s*)?VALUES\s*\(\s*1\s*,\s*'([0-9a-f]+)'\s*\)/i.exec(
    dump.toString("utf8"),
  );
  if (version) await bindings.db.query(`UPDATE catalogue_version SET token = '${version[1]}' WHERE id = 1`);
  for (const o of manifest.bucket.objects) {
    const { cacheExpiry, ...http } = o.httpMetadata ?? {};
    const bytes = readFileSync(inFolder(o.file));
    // The proxy carries plain ArrayBuffers, not Node's pooled Buffers.
    await bindings.bucket.put(o.key, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), {
      httpMetadata: { ...http, ...(cacheExpiry ? { cacheExpiry: new Date(cacheExpiry) } : {}) },
      customMetadata: o.customMetadata ?? {},
      // R2 refuses the write if the bytes it receives do not hash to this.
      sha256: o.sha256,
    });
  }
  console.log(`✓ R2 restored: ${manifest.bucket.objects.length} objects`);

  const counts = await rowCounts(bindings.db, await userTables(bindings.db));
  const wrong = Object.entries(manifest.database.tables).filter(([t, n]) => counts[t] !== n);
  const differences = wrong.map(([t, n]) => `${t} ${counts[t]} ≠ ${n}`).join(", ");
  // A production backup counts rows just after its dump, while the site may still be writing.
  if (wrong.length && manifest.source === "local") fail(`Row counts differ from the manifest: ${differences}`);
  if (wrong.length) console.warn(`Row counts differ from the manifest (counted just after the dump): ${differences}`);
  else console.log(`✓ row counts match the manifest (${Object.keys(counts).length} tables)`);
} finally {
  await bindings.dispose();
}
