/**
 * `npm run audit` (scripts/audit.mjs) can be trusted to end and to leave nothing behind: a page
 * that runs out of time is reported as such and the run goes on, and a run stopped by Ctrl+C or
 * killed outright stops its wrangler dev, workerd and Chromium processes and removes its files.
 *
 * Real runs of the script (its own wrangler dev on fresh state, Debian Chromium, Lighthouse), so
 * each test takes a while. The run's processes are found by the mark every one of them inherits
 * (QUALITY_RUN_DIR=<run dir> in its environment) and by the run dir in their command lines; the
 * script says where its run dir is through QUALITY_RUN_FILE.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
// @ts-expect-error plain ESM helper shared with the scripts
import { groupAlive, markedProcesses } from "#scripts/lib/local-site.mjs";

const scratch = mkdtempSync(join(tmpdir(), "la-bodega-audit-tool-"));
/** The run's prepared local state (migrations and seed), copied by each run (`--state-from`) instead of seeding again. */
const state = inject("preparedState");
const started: ChildProcess[] = [];

afterAll(() => {
  // A failed test must not leave its run behind either: SIGKILL, and the run's watchdog cleans up.
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  runFile: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function audit(name: string, args: string[]): Run {
  const runFile = join(scratch, `${name}.json`);
  const child = spawn("node", ["scripts/audit.mjs", "--state-from", state, ...args], {
    env: { ...process.env, QUALITY_RUN_FILE: runFile },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once("exit", (code, signal) => done({ code, signal })),
  );
  return { child, runFile, output: () => output, exited };
}

interface Registry {
  pid: number;
  dir: string;
  groups: number[];
}

/** The run's registry as last written (the script replaces the file whole), or null before it. */
const registry = (run: Run): Registry | null =>
  existsSync(run.runFile) ? (JSON.parse(readFileSync(run.runFile, "utf8")) as Registry) : null;

/** Live processes of the run: marked in their environment, or naming the run dir. */
function leftovers(dir: string): string[] {
  const found = new Set<number>(markedProcesses(dir) as number[]);
  for (const entry of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(dir)) found.add(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return [...found]
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0] !== "Z";
      } catch {
        return false;
      }
    })
    .map((pid) => {
      try {
        return `${pid} ${readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").slice(0, 120)}`;
      } catch {
        return String(pid);
      }
    });
}

/** Polls until the run has a site and a browser up: both wrangler's group and a Chromium's. */
async function untilRunning(run: Run, groups: Set<number>) {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    const reg = registry(run);
    for (const g of reg?.groups ?? []) groups.add(g);
    if ((reg?.groups.length ?? 0) >= 2 && /Running Lighthouse/.test(run.output())) return reg!;
    if (run.child.exitCode !== null) throw new Error(`the audit ended early:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the audit never had a site and a browser running:\n${run.output()}`);
}

function expectNothingLeft(dir: string, groups: Iterable<number>) {
  expect(leftovers(dir)).toEqual([]);
  expect([...groups].filter((g) => groupAlive(g))).toEqual([]);
  expect(existsSync(dir)).toBe(false);
}

async function eventually(check: () => void, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

describe("npm run audit", () => {
  it("reports a page that runs out of time as a timeout, goes on to the next, and ends cleanly", async () => {
    // 3 s is far less than a Lighthouse run takes: both pages run out, the second in a new browser.
    const run = audit("timeout", ["--only-lighthouse", "--routes", "/,/es", "--page-timeout", "3"]);
    const groups = new Set<number>();
    const poll = setInterval(() => registry(run)?.groups.forEach((g) => groups.add(g)), 200);
    const { code } = await run.exited;
    clearInterval(poll);
    const out = run.output();
    expect(code, out).toBe(0);
    expect(out).toMatch(/lighthouse \/: no result within 3 s/);
    expect(out).toMatch(/lighthouse \/es: no result within 3 s/);
    expect(out).toMatch(/^\/es\s+timeout/m);
    const report = JSON.parse(readFileSync(".reports/audit.json", "utf8"));
    expect(report.timeouts.lighthouse).toBe(2);
    expect(report.lighthouse.map((r: { route: string; timeout?: boolean }) => [r.route, r.timeout])).toEqual([
      ["/", true],
      ["/es", true],
    ]);
    // wrangler, the first browser and the one that replaced it were all recorded, and are gone.
    expect(groups.size).toBeGreaterThanOrEqual(3);
    expectNothingLeft(registry(run)!.dir, groups);
  }, 240_000);

  it("stops its wrangler dev, workerd and Chromium on Ctrl+C in the middle of a run", async () => {
    const run = audit("sigint", ["--only-lighthouse", "--routes", "/", "--page-timeout", "60"]);
    const groups = new Set<number>();
    const { dir } = await untilRunning(run, groups);
    // Something of every kind is running right now, and carries the run's mark.
    const running = leftovers(dir).join("\n");
    expect(running).toMatch(/workerd/);
    expect(running).toMatch(/chromium/);
    run.child.kill("SIGINT");
    const { code } = await run.exited;
    expect(code, run.output()).toBe(130);
    expectNothingLeft(dir, groups);
  }, 240_000);

  it("is cleaned up after by its watchdog when the script itself is killed", async () => {
    const run = audit("sigkill", ["--only-lighthouse", "--routes", "/", "--page-timeout", "60"]);
    const groups = new Set<number>();
    const { dir } = await untilRunning(run, groups);
    expect(leftovers(dir).length).toBeGreaterThan(2);
    run.child.kill("SIGKILL"); // no handler of the script runs
    const { signal } = await run.exited;
    expect(signal).toBe("SIGKILL");
    await eventually(() => expectNothingLeft(dir, groups));
  }, 240_000);
});
