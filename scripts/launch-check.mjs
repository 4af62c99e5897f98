#!/usr/bin/env node
/**
 * `npm run launch-check`: before going live, everything a visitor would see that is still a
 * stand-in or can't be right (decision 075): stand-in and missing files, the generated CV, the
 * press kit's stand-in artwork, product texts and file facts their files contradict, outbound
 * links whose shape can't be their service's page, missing translations and settings left to
 * local stand-ins. The same check as the studio's Site section, which runs it in the deployed
 * Worker on production's D1, bucket and settings; this command runs it on a local state.
 *
 *   npm run launch-check [-- --persist-to DIR] [-- --json]
 *
 * Exits 1 while anything is listed, so a deploy script can stop on it.
 */
import "./lib/project-node.mjs";
import { resolve } from "node:path";
import { runnerImport } from "vite";
import { openLocalPlatform } from "./lib/local-platform.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--persist-to");
const persistTo = at >= 0 ? args[at + 1] : undefined;

/** @type {{ module: typeof import("./lib/launch-check-run.ts") }} */
const { module } = await runnerImport(resolve("scripts/lib/launch-check-run.ts"), {
  configFile: false,
  logLevel: "error",
});
const { env, dispose } = await openLocalPlatform(persistTo);
try {
  const check = await module.runLaunchCheck(env).catch((error) => {
    if (!/no such table/.test(String(error?.cause?.message ?? error))) throw error;
    console.error("This local state has no tables yet: run `npm start` once (or node scripts/prepare-local.mjs).");
    process.exit(2);
  });
  console.log(args.includes("--json") ? JSON.stringify(check, null, 2) : module.launchCheckText(check));
  process.exitCode = check.findings.length ? 1 : 0;
} finally {
  await dispose();
}
