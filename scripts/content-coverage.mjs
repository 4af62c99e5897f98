/**
 * Lists the translation coverage of the site's content per language:
 *   node scripts/content-coverage.mjs          report (Spanish and Catalan gaps fall back to English)
 *   node scripts/content-coverage.mjs --check  also fail when any entry lacks its English text
 * Content: content/**, the feature label files, the site profile and content items.
 * `npm run build` runs the check first, so an entry without English never ships.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { coverage } from "./lib/content-coverage.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

async function files(dir, match) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await files(path, match)));
    else if (match(path)) found.push(path);
  }
  return found;
}

const sources = [
  ...(await files(join(ROOT, "content"), (p) => p.endsWith(".ts") && !p.endsWith("types.ts"))),
  ...(await files(join(ROOT, "client/features"), (p) => /[\\/](?:[\w-]+-)?labels\.ts$/.test(p))),
  join(ROOT, "worker/contract/author-profile.ts"),
  join(ROOT, "worker/contract/content-items.ts"),
];

const out = await mkdtemp(join(tmpdir(), "content-coverage-"));
try {
  const modules = {};
  for (const source of sources) {
    const file = relative(ROOT, source).split("\\").join("/");
    const outfile = join(out, file.replace(/[\\/]/g, "__") + ".mjs");
    await build({
      entryPoints: [source],
      bundle: true,
      format: "esm",
      platform: "neutral",
      outfile,
      logLevel: "error",
    });
    modules[file] = await import(pathToFileURL(outfile).href);
  }
  const report = coverage(modules);
  const total = report.entries;
  console.log(`Content coverage over ${total} localized entries in ${sources.length} files:`);
  for (const lang of ["en", "es", "ca"]) {
    const missing = report.gaps[lang].length;
    const pct = total ? (((total - missing) / total) * 100).toFixed(1) : "100.0";
    console.log(`  ${lang}: ${pct}% (${missing} missing${lang === "en" ? "" : ", shown in English"})`);
    for (const gap of report.gaps[lang].slice(0, 50)) console.log(`    - ${gap}`);
    if (missing > 50) console.log(`    … and ${missing - 50} more`);
  }
  if (process.argv.includes("--check") && report.gaps.en.length > 0) {
    console.error(
      `\n${report.gaps.en.length} entr${report.gaps.en.length === 1 ? "y lacks" : "ies lack"} English text; English is required.`,
    );
    process.exitCode = 1;
  }
} finally {
  await rm(out, { recursive: true, force: true });
}
