#!/usr/bin/env node
/**
 * Prepares local D1/KV/R2 state: applies migrations, then loads the seed data in seed/
 * (SQL files in name order into D1, files under seed/r2/ into the R2 bucket under the same
 * key). Idempotent: seeds use INSERT OR REPLACE / upserts, objects are overwritten.
 *
 *   node scripts/prepare-local.mjs [--persist-to DIR]
 */
import "./lib/project-node.mjs";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { generateSeedFiles } from "./lib/seed-files.mjs";
import { wranglerEnv } from "./lib/wrangler-env.mjs";

const args = process.argv.slice(2);
const persistIndex = args.indexOf("--persist-to");
const persist = persistIndex >= 0 ? ["--persist-to", args[persistIndex + 1]] : [];
// Use the source config so this works before and after a build.
const config = ["--config", "wrangler.toml"];
const env = wranglerEnv();

function wrangler(...cmd) {
  execFileSync("npx", ["wrangler", ...cmd, ...config, ...persist], { stdio: ["ignore", "pipe", "inherit"], env });
}

wrangler("d1", "migrations", "apply", "DB", "--local");
console.log("✓ D1 migrations applied (local)");

const seedDir = "seed";
const sqlFiles = existsSync(seedDir)
  ? readdirSync(seedDir)
      .filter((f) => f.endsWith(".sql"))
      .sort()
  : [];
for (const file of sqlFiles) {
  wrangler("d1", "execute", "DB", "--local", "--file", join(seedDir, file));
  console.log(`✓ D1 seed ${file}`);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const r2Dir = join(seedDir, "r2");
const objects = (existsSync(r2Dir) ? walk(r2Dir) : []).map((file) => ({
  key: relative(r2Dir, file).split("\\").join("/"),
  path: file,
}));
// The excerpt, the résumés and the shop's stand-in books and music are generated
// (scripts/lib/seed-files.mjs), not stored.
const generated = join(".wrangler", "generated-seed");
objects.push(...(await generateSeedFiles(generated)));
if (objects.length) {
  // One wrangler process for every object (one per object took about a second each).
  const list = join(generated, "r2-objects.json");
  writeFileSync(list, JSON.stringify(objects.map(({ key, path }) => ({ key, file: path }))));
  wrangler("r2", "bulk", "put", "la-bodega-files", "--local", "--filename", list);
  console.log(`✓ R2 seed: ${objects.length} object(s)`);
}
