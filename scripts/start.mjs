#!/usr/bin/env node
/**
 * `npm start`: everything a fresh clone needs, then the whole site on http://127.0.0.1:8787,
 * offline, on local D1/KV/R2 with migrations and seed data applied. No secrets needed.
 */
import { execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const run = (cmd) => execSync(cmd, { stdio: "inherit" });

if (!existsSync("node_modules/.package-lock.json")) {
  console.log("Installing dependencies (npm ci)…");
  run("npm ci --no-audit --no-fund");
}
const { wranglerEnv } = await import("./lib/wrangler-env.mjs");
console.log("Building the site…");
run("npx vite build --logLevel warn");
run("node scripts/prepare-local.mjs");

const port = process.env.PORT ?? "8787";
const child = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--log-level", "warn"], {
  env: wranglerEnv(),
  stdio: "inherit",
});
console.log(`\n  La Bodega site is starting on http://127.0.0.1:${port}  (Ctrl+C to stop)\n`);
const stop = () => child.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));
