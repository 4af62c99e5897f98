import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { wranglerEnv } from "./wrangler-env.mjs";

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Live (non-zombie) processes of process group `pgid`, from /proc; on a system without /proc,
 * whether a signal to the group still finds anyone.
 */
export function groupAlive(pgid) {
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue; // exited while we looked
      }
      // "pid (comm) state ppid pgrp …"; comm may hold spaces and parentheses.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) === pgid && state !== "Z") return true;
    }
    return false;
  } catch {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Pids of the live processes whose environment holds `name=value` (Linux /proc; none elsewhere).
 * A process of another user, or one that exited meanwhile, is skipped.
 */
export function markedProcesses(value, name = "QUALITY_RUN_DIR") {
  const needle = `${name}=${value}\0`;
  const found = [];
  let entries = [];
  try {
    entries = readdirSync("/proc").filter((e) => /^\d+$/.test(e));
  } catch {
    return found;
  }
  for (const entry of entries) {
    try {
      if (!readFileSync(`/proc/${entry}/environ`, "latin1").includes(needle)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0] !== "Z") found.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** SIGKILLs every process marked with `value` (but not `spare`) and waits until they are gone. */
export async function killMarked(value, spare = [], name = "QUALITY_RUN_DIR") {
  const deadline = Date.now() + 5000;
  for (;;) {
    const left = markedProcesses(value, name).filter((pid) => !spare.includes(pid));
    if (!left.length || Date.now() > deadline) return left;
    for (const pid of left) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    await sleep(100);
  }
}

/** SIGTERM to the group, SIGKILL to what is left after `graceMs`; resolves once it is empty. */
export async function stopGroup(pgid, graceMs = 3000) {
  const signal = (name) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // the group is empty
    }
  };
  if (!groupAlive(pgid)) return;
  signal("SIGTERM");
  const deadline = Date.now() + graceMs;
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
  if (!groupAlive(pgid)) return;
  signal("SIGKILL");
  const killDeadline = Date.now() + 5000;
  while (groupAlive(pgid) && Date.now() < killDeadline) await sleep(100);
}

/**
 * Serves the built site (`vite build` output in dist/) with `wrangler dev` on 127.0.0.1, on
 * local D1/KV/R2 state in `.wrangler/state` (or `persistTo`). Resolves once /api/health answers.
 * `stop()` ends the whole process group and resolves once no process of it is left, so no
 * workerd is left behind. `onSpawn(pid)` is called with the group's id as soon as it exists
 * (before the site is ready), for callers that must be able to stop it from elsewhere.
 */
export async function startLocalSite({ port, persistTo, quiet = true, vars = {}, onSpawn } = {}) {
  const chosenPort = port ?? (await freePort());
  const args = [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(chosenPort),
    "--log-level",
    quiet ? "warn" : "info",
  ];
  if (persistTo) args.push("--persist-to", persistTo);
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const child = spawn("npx", args, {
    env: wranglerEnv(),
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group (npx, wrangler, workerd), so stop() can end all of it at once.
    detached: true,
  });
  onSpawn?.(child.pid);
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${chosenPort}`;
  const stop = () => stopGroup(child.pid);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop(); // npx is gone, but a workerd it started may not be
      throw new Error(`wrangler dev exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200 || res.status === 503) return { url, port: chosenPort, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`wrangler dev did not become ready within 60 s:\n${output}`);
}
