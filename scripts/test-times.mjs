#!/usr/bin/env node
/**
 * Where a test run's time went, from vitest's JSON report: per project, the sum of its files'
 * durations and its wall-clock span (files run side by side, so the sum can exceed the span),
 * and the slowest files.
 *
 *   node scripts/test-times.mjs [report.json ...] [--top 10]
 *
 * Without a report: the two that scripts/test.sh writes.
 */
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { TEST_REPORTS } from "./lib/test-reports.mjs";

const args = process.argv.slice(2);
const topIndex = args.indexOf("--top");
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 10;
const named = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--top");
const reports = (named.length ? named : Object.values(TEST_REPORTS))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, "utf8")));
const files = reports
  .flatMap((report) => report.testResults)
  .map((result) => {
    const path = relative(process.cwd(), result.name);
    const project = path.match(/^tests\/([^/]+)\//)?.[1] ?? "other";
    return {
      path,
      project,
      start: result.startTime,
      end: result.endTime,
      seconds: (result.endTime - result.startTime) / 1000,
    };
  });
const projects = new Map();
for (const f of files) {
  const p = projects.get(f.project) ?? { files: 0, sum: 0, start: Infinity, end: 0 };
  p.files += 1;
  p.sum += f.seconds;
  p.start = Math.min(p.start, f.start);
  p.end = Math.max(p.end, f.end);
  projects.set(f.project, p);
}
console.log("project   files   sum of files   wall span");
for (const [name, p] of projects) {
  console.log(
    `${name.padEnd(9)} ${String(p.files).padStart(5)} ${(p.sum.toFixed(0) + " s").padStart(14)} ${(((p.end - p.start) / 1000).toFixed(0) + " s").padStart(11)}`,
  );
}
const first = Math.min(...files.map((f) => f.start));
const last = Math.max(...files.map((f) => f.end));
console.log(
  `all: ${files.length} files, ${((last - first) / 1000).toFixed(0)} s from the first file's start to the last one's end`,
);
console.log(`\nslowest ${top} files:`);
for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, top)) {
  console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.path}`);
}
