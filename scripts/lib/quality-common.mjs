/**
 * Shared plumbing for the measuring scripts (scripts/audit.mjs, scripts/bench.mjs): a build if
 * there is none, throwaway local state, the built site on 127.0.0.1, cleanup that also runs on
 * Ctrl+C, plain-text tables and JSON reports under .reports/.
 *
 * Progress goes to stderr so that stdout carries only the result tables.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { killMarked, startLocalSite, stopGroup } from "./local-site.mjs";

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
// Cleanup: every started process or temp dir registers its undo here, so a failure, Ctrl+C,
// SIGTERM or SIGHUP still stops what this script started (and nothing else). A SIGKILL of this
// process runs no code at all, so the run also keeps a registry (run.json in its run dir) of the
// process groups and dirs it made, watched by a detached watchdog process that undoes them when
// this process disappears (scripts/lib/quality-watchdog.mjs).

const cleanups = [];
let cleaning = null;

export function onCleanup(fn) {
  // Something started while the run is already stopping (a step that had not noticed yet) is
  // stopped at once rather than left for a cleanup that has finished.
  if (cleaning) {
    Promise.resolve()
      .then(fn)
      .catch((err) => log(`cleanup failed: ${err?.message ?? err}`));
    return;
  }
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

const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
for (const [signal, code] of Object.entries(SIGNAL_EXIT)) {
  // `once`: a second Ctrl+C during the cleanup ends this process the default way, and the
  // watchdog finishes the job.
  process.once(signal, () => {
    log(`\n${signal}: stopping what this script started…`);
    runCleanups().finally(() => process.exit(code));
  });
}
process.on("uncaughtException", (err) => {
  log(`uncaughtException: ${err?.stack ?? err}`);
  runCleanups().finally(() => process.exit(1));
});
// A browser killed at a page's time limit can leave a tool's internal promise rejected with no
// one waiting for it: worth a line, not the end of the run (every page has its own time limit).
process.on("unhandledRejection", (err) => log(`unhandled rejection (ignored): ${err?.message ?? err}`));

/** The environment variable that marks this run's processes; its value is the run dir. */
export const RUN_MARK = "QUALITY_RUN_DIR";

/** This run's registry: process groups and dirs to undo if this process is killed outright. */
let run = null;

function writeRegistry() {
  const data = JSON.stringify({ pid: process.pid, dir: run.dir, groups: [...run.groups], dirs: [...run.dirs] });
  // Written whole and renamed, so the watchdog (or a test) never reads half a file.
  const write = (path) => {
    writeFileSync(`${path}.tmp`, data);
    renameSync(`${path}.tmp`, path);
  };
  write(join(run.dir, "run.json"));
  // For the tests (and anyone curious): where this run's processes and files are.
  if (process.env.QUALITY_RUN_FILE) write(process.env.QUALITY_RUN_FILE);
}

/**
 * The run dir (created on first use, with its watchdog): every temp dir of the run lives in it,
 * so its path marks the run's files and browser profiles.
 */
export function runDir() {
  if (run) return run.dir;
  run = { dir: mkdtempSync(join(tmpdir(), "quality-run-")), groups: new Set(), dirs: new Set() };
  // Inherited by everything this run starts (wrangler, workerd, Chromium and the helpers it
  // spawns in sessions of their own, such as its crash handler): the mark that finds them all.
  process.env[RUN_MARK] = run.dir;
  writeRegistry();
  const watchdog = spawn(
    process.execPath,
    [join(ROOT, "scripts", "lib", "quality-watchdog.mjs"), String(process.pid), join(run.dir, "run.json")],
    // Its own process group: a Ctrl+C in the terminal reaches this process only, not the watchdog.
    { detached: true, stdio: "ignore" },
  );
  watchdog.unref();
  const dir = run.dir;
  // Registered first, so it runs last: everything else is stopped by then.
  onCleanup(async () => {
    // Anything that left its process group (Chromium's crash handler does) still carries the mark.
    await killMarked(dir, [process.pid, watchdog.pid]);
    try {
      process.kill(watchdog.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/**
 * Records a process group this run started (a `detached` child's pid is its group id), for the
 * watchdog; `forget` removes it once the group has been stopped.
 */
export function trackGroup(pgid) {
  runDir();
  run.groups.add(pgid);
  writeRegistry();
  return () => {
    run.groups.delete(pgid);
    writeRegistry();
  };
}

/**
 * Runs a command to its end in a process group of its own, output to stderr. Not synchronous,
 * so a signal is handled at once: the cleanup then ends the group (the seed's wrangler calls too).
 */
export function runTracked(command, args) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", 2, 2], detached: true });
    const forget = trackGroup(child.pid);
    let stopped = false;
    onCleanup(async () => {
      stopped = true;
      await stopGroup(child.pid);
      forget();
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolveRun();
      else if (!stopped) reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** A temp dir inside the run dir, removed on cleanup. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(runDir(), prefix));
  run.dirs.add(dir);
  writeRegistry();
  onCleanup(() => {
    rmSync(dir, { recursive: true, force: true });
    run.dirs.delete(dir);
    writeRegistry();
  });
  return dir;
}

/**
 * Fresh local D1/KV/R2 state (migrations + seed) in a temp dir, and the built site served on it.
 * A fresh dir keeps measurements independent of whatever the developer's .wrangler/state holds.
 * `stateFrom`: a state prepared earlier (`node scripts/prepare-local.mjs --persist-to <dir>`),
 * copied instead of prepared again (the seed takes a while; the tests of the tools use it).
 */
export async function startPreparedSite({ stateFrom } = {}) {
  const persistTo = tempDir("quality-state-");
  if (stateFrom) {
    log(`Copying the prepared local state from ${stateFrom}…`);
    cpSync(stateFrom, persistTo, { recursive: true });
  } else {
    log("Preparing local state (migrations, seed)…");
    await runTracked("node", [join(ROOT, "scripts", "prepare-local.mjs"), "--persist-to", persistTo]);
  }
  log("Starting the built site with wrangler dev…");
  let forget = () => {};
  // The group is recorded as soon as it exists: wrangler takes seconds to become ready.
  const site = await startLocalSite({ persistTo, onSpawn: (pid) => (forget = trackGroup(pid)) });
  onCleanup(async () => {
    await site.stop();
    forget();
  });
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
    rows.every((row) => /^([-\d.,x%×/ *]*(KB|ms|s)?|err|timeout|median \d+)$/.test(String(row[i] ?? "-"))),
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
