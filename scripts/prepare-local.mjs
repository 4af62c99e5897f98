#!/usr/bin/env node
/**
 * Prepares local D1/KV/R2 state: applies migrations, then loads the seed data in seed/
 * (SQL files in name order into D1, files under seed/r2/ into the R2 bucket under the same
 * key). Idempotent: seeds use INSERT OR REPLACE / upserts, objects are overwritten.
 *
 *   node scripts/prepare-local.mjs [--persist-to DIR]
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
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
// The excerpt EPUB and the resume PDFs are generated (scripts/lib/seed-files.mjs), not stored.
objects.push(...(await generateSeedFiles(join(".wrangler", "generated-seed"))));
for (const { key, path } of objects) {
  wrangler("r2", "object", "put", `la-bodega-files/${key}`, "--local", "--file", path);
}
if (objects.length) console.log(`✓ R2 seed: ${objects.length} object(s)`);
