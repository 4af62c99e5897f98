#!/usr/bin/env node
/**
 * `npm run security:check`: checks docs/security.md (the ASVS 5.0 level 2 checklist) against
 * the tests it names and prints the figures. Exit code 1 when a row has rotted.
 * `npm run security:check -- --write` first rewrites the figure line from the table (after
 * changing a row's status).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { checkChecklist, figureLine } from "./lib/security-checklist.mjs";

const DOC = "docs/security.md";
if (process.argv.includes("--write")) {
  const { figures } = checkChecklist(process.cwd(), DOC);
  writeFileSync(DOC, readFileSync(DOC, "utf8").replace(/^ASVS rows: .*$/m, figureLine(figures)));
}
const { problems, figures } = checkChecklist(process.cwd(), DOC);
for (const p of problems) console.error(`✗ ${p}`);
console.log(figureLine(figures));
if (problems.length) process.exit(1);
