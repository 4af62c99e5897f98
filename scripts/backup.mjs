#!/usr/bin/env node
/**
 * Exports the database and the file bucket to a dated folder (README, "Backups and recovery"):
 *
 *   <folder>/d1.sql          the whole D1 database as SQL (schema, migrations table, rows)
 *   <folder>/r2/<key>        every R2 object's bytes
 *   <folder>/manifest.json   per object: key, file, size, sha256, content type and custom
 *                            metadata; the dump's sha256 and each table's row count
 *
 *   npm run backup                         local state (.wrangler/state), into backups/
 *   npm run backup -- --remote             production (wrangler must be logged in)
 *   npm run backup -- --persist-to DIR     another local state
 *   npm run backup -- --out DIR            the folder to write (default backups/<source>-<time>)
 *
 * KV is not exported: it holds no data of its own (only the health check writes to it).
 */
import "./lib/project-node.mjs";
import { createHash } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  BUCKET,
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

const { values: opts } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    out: { type: "string" },
  },
});
const target = { remote: opts.remote, persistTo: opts["persist-to"] };
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replaceAll(":", "-");
const out = resolve(opts.out ?? join("backups", `${opts.remote ? "production" : "local"}-${stamp}`));
if (existsSync(out) && readdirSync(out).length) {
  console.error(`${out} is not empty: choose another --out.`);
  process.exit(2);
}
mkdirSync(join(out, "r2"), { recursive: true });
console.log(`Backing up ${describeTarget(target)} to ${out}`);

/** A file path for a key inside r2/; keys that are not plain relative paths go by their hash. */
function fileFor(key) {
  const segments = key.split("/");
  const plain = segments.every((s) => s !== "" && s !== "." && s !== ".." && !/[\\\0:]/.test(s));
  return plain ? join("r2", ...segments) : join("r2", "_by-hash", sha256(key));
}

/** Keeps what put() takes back; dates become ISO strings in JSON. */
function httpMetadataOf(object) {
  const { contentType, contentLanguage, contentDisposition, contentEncoding, cacheControl, cacheExpiry } =
    object.httpMetadata ?? {};
  return Object.fromEntries(
    Object.entries({
      contentType,
      contentLanguage,
      contentDisposition,
      contentEncoding,
      cacheControl,
      cacheExpiry,
    }).filter(([, v]) => v !== undefined && v !== ""),
  );
}

const bindings = await openBindings(target);
try {
  // The database first: a download link recorded after the dump whose file is then copied is
  // harmless; the other order could leave rows pointing at objects the backup lacks.
  // The schema goes before every row: a whole-database dump interleaves each table's rows with
  // the CREATE TABLEs in name order, and SQLite refuses a row whose foreign key names a table
  // not created yet ("no such table: main.products"), deferred checks or not.
  const dumpPath = join(out, "d1.sql");
  let parts;
  if (target.remote) {
    parts = [["--no-data"], ["--no-schema"]].map((flag, i) => {
      const part = join(out, `d1-part-${i}.sql`);
      wrangler(["d1", "export", DATABASE, "--output", part, ...flag, "--skip-confirmation"], target);
      const text = readFileSync(part, "utf8");
      rmSync(part);
      return text;
    });
  } else {
    parts = [await bindings.db.dump({ schema: true }), await bindings.db.dump({ data: true })];
  }
  writeFileSync(dumpPath, parts.join("\n") + "\n");
  const dump = readFileSync(dumpPath);
  const tables = await userTables(bindings.db);
  const rows = await rowCounts(bindings.db, tables);
  console.log(`✓ D1: ${tables.length} tables, ${Object.values(rows).reduce((a, b) => a + b, 0)} rows → d1.sql`);

  const objects = [];
  for (const listed of await listObjects(bindings.bucket)) {
    const object = await bindings.bucket.get(listed.key);
    if (!object) continue; // deleted since the listing
    const file = fileFor(listed.key);
    mkdirSync(dirname(join(out, file)), { recursive: true });
    const hash = createHash("sha256");
    const sink = createWriteStream(join(out, file));
    let size = 0;
    for await (const chunk of object.body) {
      hash.update(chunk);
      size += chunk.byteLength;
      if (!sink.write(chunk)) await new Promise((r) => sink.once("drain", r));
    }
    await new Promise((done, fail) => sink.end((error) => (error ? fail(error) : done())));
    if (size !== object.size) throw new Error(`${listed.key}: read ${size} bytes, the bucket says ${object.size}`);
    objects.push({
      key: listed.key,
      file: file.split("\\").join("/"),
      size,
      sha256: hash.digest("hex"),
      httpMetadata: httpMetadataOf(object),
      customMetadata: object.customMetadata ?? {},
      uploaded: object.uploaded,
    });
  }
  console.log(`✓ R2: ${objects.length} objects, ${objects.reduce((a, o) => a + o.size, 0)} bytes → r2/`);

  const manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    source: target.remote ? "production" : "local",
    database: { name: DATABASE_NAME, file: "d1.sql", size: dump.length, sha256: sha256(dump), tables: rows },
    bucket: { name: BUCKET, objects },
  };
  writeFileSync(join(out, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  console.log(`✓ manifest.json\nBackup written to ${out}`);
} finally {
  await bindings.dispose();
}
