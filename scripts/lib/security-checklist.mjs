/**
 * Reads the ASVS table in docs/security.md and checks it cannot rot: every level 1 and 2
 * requirement of ASVS 5.0.0 has exactly one row, every row has a status, every passing row
 * names its proof, and every test it names exists with that test name in it. Used by
 * `npm run security:check` and tests/client/security-checklist.test.ts.
 *
 * A test is named as `tests/…/file.test.ts › its title`, matched as text in the file. Where the
 * title is built (a template literal, `it.each`), `…` stands for each part that is built: the
 * literal parts around it must occur in that order on one line of the file.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The ASVS 5.0.0 requirements at levels 1 and 2, section by section (`V1.2.1-9` is V1.2.1 to
 * V1.2.9), from the standard's CSV export (OWASP/ASVS, 5.0/docs_en). Level 3 ones are left out.
 */
const LEVEL_2 = `V1.1.1-2 V1.2.1-9 V1.3.1-11 V1.4.1-3 V1.5.1-2
  V2.1.1-3 V2.2.1-3 V2.3.1-4 V2.4.1
  V3.2.1-2 V3.3.1-4 V3.4.1-6 V3.5.1-5 V3.7.1-2
  V4.1.1-3 V4.2.1 V4.3.1-2 V4.4.1-4
  V5.1.1 V5.2.1-3 V5.3.1-2 V5.4.1-3
  V6.1.1-3 V6.2.1-12 V6.3.1-4 V6.4.1-4 V6.5.1-5 V6.6.1-3 V6.8.1-4
  V7.1.1-3 V7.2.1-4 V7.3.1-2 V7.4.1-5 V7.5.1-2 V7.6.1-2
  V8.1.1-2 V8.2.1-3 V8.3.1 V8.4.1
  V9.1.1-3 V9.2.1-4
  V10.1.1-2 V10.2.1-2 V10.3.1-4 V10.4.1-11 V10.5.1-5 V10.6.1-2 V10.7.1-3
  V11.1.1-2 V11.2.1-3 V11.3.1-3 V11.4.1-4 V11.5.1 V11.6.1
  V12.1.1-3 V12.2.1-2 V12.3.1-4
  V13.1.1 V13.2.1-5 V13.3.1-2 V13.4.1-5
  V14.1.1-2 V14.2.1-4 V14.3.1-3
  V15.1.1-3 V15.2.1-3 V15.3.1-7
  V16.1.1 V16.2.1-5 V16.3.1-4 V16.4.1-3 V16.5.1-3
  V17.1.1 V17.2.1-4 V17.3.1-2`;

export function expectedIds() {
  return LEVEL_2.split(/\s+/)
    .filter(Boolean)
    .flatMap((range) => {
      const [, section, from, to] = /^(V\d+\.\d+)\.(\d+)(?:-(\d+))?$/.exec(range);
      const ids = [];
      for (let n = Number(from); n <= Number(to ?? from); n++) ids.push(`${section}.${n}`);
      return ids;
    });
}

const STATUSES = ["passes", "not applicable", "open"];
const TEST_REF = /^(tests\/[\w./-]+\.test\.tsx?)(?: › (.+))?$/;
const FILE_REF =
  /^(README\.md|package-lock\.json|client\/[\w./-]+|docs\/[\w./-]+|migrations\/[\w./-]+|scripts\/[\w./-]+|worker\/[\w./-]+|wrangler\.toml|\.dev\.vars\.example)$/;

/** Whether `source` holds a test titled `name` (`…` standing for a built part of the title). */
export function hasTestNamed(source, name) {
  if (!name.includes("…")) return source.includes(name);
  const pieces = name.split("…").map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(pieces.join("[^\\n]*?")).test(source);
}

/** The table's rows: id, requirement, status (one of STATUSES), the status note, proofs. */
export function parseChecklist(markdown) {
  const rows = [];
  for (const line of markdown.split("\n")) {
    const cells = /^\|\s*(V\d+\.\d+\.\d+)\s*\|/.test(line)
      ? line
          .split("|")
          .slice(1, -1)
          .map((c) => c.trim())
      : null;
    if (!cells) continue;
    const [id, requirement, statusCell = "", proofCell = ""] = cells;
    const status = STATUSES.find((s) => statusCell.toLowerCase().startsWith(s)) ?? null;
    const refs = [...proofCell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    rows.push({ id, requirement, status, statusCell, refs });
  }
  return rows;
}

/** Every problem with the table, as sentences; an empty list means it holds. */
export function checkChecklist(root = process.cwd(), path = "docs/security.md") {
  const markdown = readFileSync(resolve(root, path), "utf8");
  const rows = parseChecklist(markdown);
  const problems = [];
  const seen = new Set();
  for (const row of rows) {
    if (seen.has(row.id)) problems.push(`${row.id}: more than one row`);
    seen.add(row.id);
    if (!row.status) problems.push(`${row.id}: status "${row.statusCell}" is none of ${STATUSES.join(", ")}`);
    if (row.status === "passes" && row.refs.length === 0) problems.push(`${row.id}: passes, but names no proof`);
    if (row.status !== "passes" && row.statusCell.length < row.status?.length + 4)
      problems.push(`${row.id}: "${row.statusCell}" says no why`);
    for (const ref of row.refs) {
      const test = TEST_REF.exec(ref);
      if (test) {
        const [, file, name] = test;
        if (!existsSync(join(root, file))) {
          problems.push(`${row.id}: ${file} does not exist`);
          continue;
        }
        if (!name) problems.push(`${row.id}: names ${file} but not which test in it proves the row`);
        else if (!hasTestNamed(readFileSync(join(root, file), "utf8"), name))
          problems.push(`${row.id}: no test "${name}" in ${file}`);
      } else if (FILE_REF.test(ref)) {
        if (!existsSync(join(root, ref))) problems.push(`${row.id}: ${ref} does not exist`);
      } else {
        problems.push(`${row.id}: \`${ref}\` is neither a test nor a file of the project`);
      }
    }
  }
  for (const id of expectedIds()) if (!seen.has(id)) problems.push(`${id}: no row (a level 1 or 2 requirement)`);
  const expected = new Set(expectedIds());
  for (const id of seen) if (!expected.has(id)) problems.push(`${id}: not a level 1 or 2 requirement of ASVS 5.0.0`);
  const count = (status) => rows.filter((r) => r.status === status).length;
  const figures = {
    rows: rows.length,
    passing: count("passes"),
    notApplicable: count("not applicable"),
    open: count("open"),
  };
  const stated = /^ASVS rows: .*$/m.exec(markdown)?.[0];
  if (stated !== figureLine(figures)) problems.push(`${path} says "${stated}", the table "${figureLine(figures)}"`);
  return { rows, problems, figures };
}

export const figureLine = ({ passing, notApplicable, open }) =>
  `ASVS rows: ${passing} passing, ${notApplicable} not applicable, ${open} open`;
