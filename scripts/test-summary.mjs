#!/usr/bin/env node
/** Prints the plain "N passed, N failed" line CI reads, from vitest's JSON report. */
import { existsSync, readFileSync } from "node:fs";

const file = process.argv[2] ?? ".reports/vitest.json";
if (!existsSync(file)) {
  console.log("0 passed, 1 failed");
  console.error(`No test report at ${file}: the test run did not complete.`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, "utf8"));
const passed = report.numPassedTests ?? 0;
// Suites that failed to load count as failures even though no test inside them ran.
const failed =
  (report.numFailedTests ?? 0) +
  (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
