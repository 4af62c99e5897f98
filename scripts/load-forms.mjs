#!/usr/bin/env node
/**
 * `npm run load:forms`: many concurrent newsletter sign-ups against the built site under
 * `wrangler dev` on fresh local state, and the count of each answer. Every one should be 202.
 *
 *   node scripts/load-forms.mjs [--total 360] [--connections 50] [--url http://127.0.0.1:8787]
 *
 * Without --url it builds nothing: it serves what `vite build` left in dist/.
 */
import "./lib/project-node.mjs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { postNewsletterSignUps } from "./lib/form-load.mjs";
import { startLocalSite } from "./lib/local-site.mjs";

const { values } = parseArgs({
  options: {
    total: { type: "string", default: "360" },
    connections: { type: "string", default: "50" },
    url: { type: "string" },
  },
});
let site;
let state;
let baseUrl = values.url;
if (!baseUrl) {
  state = mkdtempSync(join(tmpdir(), "la-bodega-load-"));
  execFileSync("node", ["scripts/prepare-local.mjs", "--persist-to", state], { stdio: "ignore" });
  site = await startLocalSite({ persistTo: state });
  baseUrl = site.url;
}
try {
  const total = Number(values.total);
  const connections = Number(values.connections);
  const result = await postNewsletterSignUps(baseUrl, { total, connections });
  console.log(`${total} newsletter sign-ups over ${connections} connections in ${result.seconds.toFixed(1)} s:`);
  for (const [status, count] of Object.entries(result.statuses)) console.log(`  ${status}: ${count}`);
  for (const failure of result.failures) console.log(`  e.g. ${failure.status}: ${failure.body}`);
  process.exitCode = Object.keys(result.statuses).every((s) => s === "202") ? 0 : 1;
} finally {
  await site?.stop();
  if (state) rmSync(state, { recursive: true, force: true });
}
