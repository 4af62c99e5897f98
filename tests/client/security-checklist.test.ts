/**
 * docs/security.md (the ASVS 5.0 level 2 checklist) against the code: every level 1 and 2
 * requirement has a row, every test it names exists under that name, and the figures it states
 * are the table's. The same check as `npm run security:check`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkChecklist, expectedIds, figureLine, hasTestNamed } from "#scripts/lib/security-checklist.mjs";

const doc = readFileSync("docs/security.md", "utf8");
const scratch = mkdtempSync(join(tmpdir(), "security-checklist-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The checklist's problems once `edit` has changed a copy of it. */
function problemsAfter(edit: (markdown: string) => string) {
  const path = join(scratch, `copy-${Math.random().toString(36).slice(2)}.md`);
  writeFileSync(path, edit(doc));
  return checkChecklist(process.cwd(), path).problems;
}

describe("the ASVS 5.0 level 2 checklist (docs/security.md)", () => {
  it("has one row per level 1 and 2 requirement, each test it names exists, and its figures are right", () => {
    const { problems, figures } = checkChecklist();
    expect(problems).toEqual([]);
    expect(figures.rows).toBe(expectedIds().length);
    expect(figures.passing + figures.notApplicable + figures.open).toBe(figures.rows);
    // The checklist's figures, printed in the test output.
    console.log(figureLine(figures));
  });

  it("catches a renamed test, a missing file, a test file named without its test, a dropped row, a bad status and stale figures", () => {
    const named = /^\| V1\.1\.1 \|.*?`(tests\/[^`›]+) › ([^`]+)`/m.exec(doc)!;
    expect(
      problemsAfter((d) => d.replace(`\`${named[1]} › ${named[2]}\``, `\`${named[1]} › no such test anywhere\``)),
    ).toEqual([expect.stringContaining('no test "no such test anywhere"')]);
    expect(
      problemsAfter((d) => d.replace("`tests/worker/observatory.test.ts ›", "`tests/worker/gone.test.ts ›")),
    ).toContainEqual(expect.stringContaining("tests/worker/gone.test.ts does not exist"));
    expect(problemsAfter((d) => d.replace(`\`${named[1]} › ${named[2]}\``, `\`${named[1]}\``))).toEqual([
      `V1.1.1: names ${named[1]} but not which test in it proves the row`,
    ]);
    const dropped = problemsAfter((d) => d.replace(/^\| V17\.3\.2 \|.*\n/m, ""));
    expect(dropped).toContainEqual("V17.3.2: no row (a level 1 or 2 requirement)");
    expect(dropped).toContainEqual(expect.stringContaining('says "ASVS rows:'));
    expect(problemsAfter((d) => d.replace(/^(\| V1\.1\.1 \|[^|]+\| )passes/m, "$1fine"))).toContainEqual(
      expect.stringContaining('V1.1.1: status "fine'),
    );
    expect(problemsAfter((d) => d.replace(/^(\| V1\.2\.5 \|[^|]+\| )[^|]+/m, "$1not applicable "))).toContainEqual(
      'V1.2.5: "not applicable" says no why',
    );
  });

  it("matches a built title by its literal parts, in order, on one line", () => {
    const source = '  it(`resume requests: ${LIMIT} of ${BURST}`, async () => {\n  it("refuses %s with a 400", () => {';
    expect(hasTestNamed(source, "resume requests: … of …")).toBe(true);
    expect(hasTestNamed(source, "refuses %s with a 400")).toBe(true);
    expect(hasTestNamed(source, "resume requests: … with a 400")).toBe(false);
    expect(hasTestNamed(source, "of … resume requests")).toBe(false);
    expect(hasTestNamed(source, "refuses (a+)+ … 400")).toBe(false);
  });
});
