#!/usr/bin/env node
/**
 * `npm start`: everything a fresh clone needs, then the whole site on http://127.0.0.1:8787
 * (or PORT), offline, on local D1/KV/R2 with migrations and seed data applied. No secrets needed.
 */
import { execSync, spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const run = (cmd) => execSync(cmd, { stdio: "inherit" });

// Install when node_modules is missing or older than the lock file. npm's warnings that
// packages want a newer Node are expected on Node 20: the scripts run on the project's own.
const installed = "node_modules/.package-lock.json";
if (!existsSync(installed) || statSync("package-lock.json").mtimeMs > statSync(installed).mtimeMs) {
  console.log("Installing dependencies (npm ci)…");
  run("npm ci --no-audit --no-fund --loglevel=error");
}
// From here on, on the project's Node when the machine's is older than the toolchain needs.
await import("./lib/project-node.mjs");
const { wranglerEnv } = await import("./lib/wrangler-env.mjs");
console.log("Building the site…");
run("npx vite build --logLevel warn");
run("node scripts/prepare-local.mjs");

const port = process.env.PORT ?? "8787";
// --test-scheduled only silences wrangler's reminder that crons don't fire by themselves here:
// `npm run sweep` runs the cron's work and prints what it did, and
// /cdn-cgi/handler/scheduled runs the real scheduled handler (decision 018).
const child = spawn(
  "npx",
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--log-level", "warn", "--test-scheduled"],
  {
    env: wranglerEnv(),
    stdio: "inherit",
  },
);
const url = `http://127.0.0.1:${port}`;
const stop = () => child.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));

// Announce the address once the Worker answers, so the line is the last thing printed.
for (let i = 0; i < 240; i++) {
  await new Promise((r) => setTimeout(r, 250));
  try {
    await fetch(`${url}/api/health`);
    console.log(`\n  La Bodega site is running at ${url}  (local D1/KV/R2, offline; Ctrl+C to stop)\n`);
    break;
  } catch {
    // not listening yet
  }
}
