/**
 * Shared plumbing for the measuring scripts (scripts/audit.mjs, scripts/bench.mjs): a build if
 * there is none, throwaway local state, the built site on 127.0.0.1, cleanup that also runs on
 * Ctrl+C, plain-text tables and JSON reports under .reports/.
 *
 * Progress goes to stderr so that stdout carries only the result tables.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalSite } from "./local-site.mjs";

/** The project root; the scripts chdir here because wrangler finds its config from the cwd. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST_CLIENT = join(ROOT, "dist", "client");
export const REPORTS_DIR = join(ROOT, ".reports");

export function log(...parts) {
  console.error(...parts);
}

/** Runs `npx vite build` when there is no built client yet (a present build is used as is). */
export function ensureBuilt() {
  if (existsSync(join(DIST_CLIENT, "index.html"))) return false;
  log("No build in dist/ — running `npx vite build`…");
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: ROOT, stdio: ["ignore", 2, 2] });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Cleanup: every started process or temp dir registers its undo here, so a failure or Ctrl+C
// still stops what this script started (and nothing else).

const cleanups = [];
let cleaning = null;

export function onCleanup(fn) {
  cleanups.push(fn);
}

export function runCleanups() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (err) {
        log(`cleanup failed: ${err?.message ?? err}`);
      }
    }
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    log(`\n${signal}: stopping what this script started…`);
    runCleanups().finally(() => process.exit(130));
  });
}

/** A temp dir under os.tmpdir(), removed on cleanup. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Fresh local D1/KV/R2 state (migrations + seed) in a temp dir, and the built site served on it.
 * A fresh dir keeps measurements independent of whatever the developer's .wrangler/state holds.
 */
export async function startPreparedSite() {
  const persistTo = tempDir("quality-state-");
  log("Preparing local state (migrations, seed)…");
  execFileSync("node", [join(ROOT, "scripts", "prepare-local.mjs"), "--persist-to", persistTo], {
    cwd: ROOT,
    stdio: ["ignore", 2, 2],
  });
  log("Starting the built site with wrangler dev…");
  const site = await startLocalSite({ persistTo });
  onCleanup(() => site.stop());
  log(`Site ready at ${site.url}`);
  return site;
}

// ---------------------------------------------------------------------------------------------
// Output

/** A plain-text table; numeric-looking cells are right-aligned. */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => (cell == null ? "-" : String(cell))));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = headers.map((_, i) =>
    rows.every((row) => /^([-\d.,x%×/ ]*(KB|ms)?|err)$/.test(String(row[i] ?? "-"))),
  );
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] && i > 0 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}

/** "met" / "missed" with the measured value, for the budget lines. */
export function budgetLine(label, met, detail) {
  return `  ${met ? "met   " : "MISSED"}  ${label}${detail ? `  (${detail})` : ""}`;
}

export function writeReport(name, data) {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const path = join(REPORTS_DIR, name);
  writeFileSync(path, JSON.stringify(data, null, 2) + "\n");
  return path;
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
