#!/usr/bin/env node
/**
 * Prepares local D1/KV/R2 state: applies migrations, then loads the seed data in seed/
 * (SQL files in name order into D1, files under seed/r2/ into the R2 bucket under the same
 * key). Idempotent: seeds use INSERT OR REPLACE / upserts, objects are overwritten.
 *
 *   node scripts/prepare-local.mjs [--persist-to DIR]
 */
import "./lib/project-node.mjs";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { generateSeedFiles } from "./lib/seed-files.mjs";
import { openLocalPlatform } from "./lib/local-platform.mjs";

const args = process.argv.slice(2);
const persistIndex = args.indexOf("--persist-to");
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;

// One session for everything: D1 and R2 as `wrangler dev` will find them.
const { env, dispose } = await openLocalPlatform(persistTo);
// After the session's settings: this imports wrangler too.
const { applyMigrations, executeFile, readMigrations } = await import("./lib/local-d1.mjs");
try {
  const applied = await applyMigrations(env.DB, readMigrations("migrations"));
  console.log(`✓ D1 migrations applied (local): ${applied.length} new`);

  const seedDir = "seed";
  const sqlFiles = existsSync(seedDir)
    ? readdirSync(seedDir)
        .filter((f) => f.endsWith(".sql"))
        .sort()
    : [];
  for (const file of sqlFiles) {
    await executeFile(env.DB, join(seedDir, file));
    console.log(`✓ D1 seed ${file}`);
  }

  const r2Dir = join(seedDir, "r2");
  const objects = (existsSync(r2Dir) ? walk(r2Dir) : []).map((file) => ({
    key: relative(r2Dir, file).split("\\").join("/"),
    path: file,
  }));
  // The excerpt, the résumés and the shop's stand-in books and music are generated
  // (scripts/lib/seed-files.mjs), not stored.
  // Each is marked as a stand-in (the mark uploads of stand-ins carry, worker/services/
  // stand-in-files.ts), so the launch check names every one still there before going live.
  const generated = await generateSeedFiles(join(".wrangler", "generated-seed"));
  objects.push(...generated.map((file) => ({ ...file, standIn: true })));
  for (const { key, path, standIn } of objects) {
    await env.FILES.put(key, readFileSync(path), standIn ? { customMetadata: { standIn: "true" } } : undefined);
  }
  console.log(`✓ R2 seed: ${objects.length} object(s)`);
} finally {
  await dispose();
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
