#!/usr/bin/env node
/**
 * Where scripts/test.sh has its two vitest runs write their JSON reports, read back by
 * test-summary.mjs and test-times.mjs. Run directly, prints one path: `node … units` or `… e2e`.
 */
import { fileURLToPath } from "node:url";

export const TEST_REPORTS = {
  /** The worker, client and tools projects (workerd, the DOM and Node). */
  units: ".reports/vitest-units.json",
  /** The browser project (Chromium against wrangler dev). */
  e2e: ".reports/vitest-e2e.json",
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = TEST_REPORTS[/** @type {keyof typeof TEST_REPORTS} */ (process.argv[2])];
  if (!path) {
    console.error(`Usage: node scripts/lib/test-reports.mjs ${Object.keys(TEST_REPORTS).join("|")}`);
    process.exit(2);
  }
  console.log(path);
}
