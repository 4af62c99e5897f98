#!/usr/bin/env node
/**
 * Prints the plain "N passed, N failed" line CI reads, from vitest's JSON reports (one per
 * vitest run; scripts/test.sh runs two side by side).
 *
 *   node scripts/test-summary.mjs [report.json ...]
 */
import { existsSync, readFileSync } from "node:fs";
import { TEST_REPORTS } from "./lib/test-reports.mjs";

const files = process.argv.length > 2 ? process.argv.slice(2) : Object.values(TEST_REPORTS);
let passed = 0;
let failed = 0;
let skipped = 0;
// Named at the end, beside the count, so whoever reads only the tail of a long log sees what
// failed and where.
const failures = [];
for (const file of files) {
  if (!existsSync(file)) {
    // A run that never wrote its report failed as a whole, whatever the others say.
    console.error(`No test report at ${file}: that test run did not complete.`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests ?? 0;
  // Suites that failed to load count as failures even though no test inside them ran.
  failed +=
    (report.numFailedTests ?? 0) +
    (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, "");
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (file.status === "failed" && failedTests.length === 0) {
      failures.push(`${where}: ${(file.message ?? "").split("\n")[0]}`);
    }
    for (const test of failedTests) {
      const reason = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
      failures.push(`${where} > ${test.fullName}\n    ${reason}`);
    }
  }
}
if (failures.length > 0) {
  console.log("Failed:");
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
