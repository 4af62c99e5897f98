#!/usr/bin/env node
/**
 * Writes the generated binary seed files (excerpt EPUB, résumé PDFs) and lists them.
 * Deterministic: running it again produces identical bytes.
 *
 *   node scripts/generate-seed-files.mjs [outDir]   (default: seed/generated-r2)
 */
import "./lib/project-node.mjs";
import { statSync } from "node:fs";
import { generateSeedFiles } from "./lib/seed-files.mjs";

const outDir = process.argv[2] ?? "seed/generated-r2";
const files = await generateSeedFiles(outDir);
for (const { key, path } of files) {
  console.log(`${key}  ${statSync(path).size.toLocaleString("en")} bytes`);
}
console.log(`✓ ${files.length} files written to ${outDir}`);
