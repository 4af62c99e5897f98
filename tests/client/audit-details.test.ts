import { describe, expect, it } from "vitest";
import { auditDetailLines } from "#client/features/studio/audit-details";

const formats = { date: (ms: number) => new Date(ms).toISOString().slice(0, 10), yes: "yes", no: "no" };

describe("an audit entry's details", () => {
  it("lists only the fields that changed, by name, with times as dates and no JSON", () => {
    expect(
      auditDetailLines(
        { title: "Main Theme", durationSeconds: 30, startsAt: Date.UTC(2026, 10, 1), disabled: false },
        { title: "Main Theme", durationSeconds: 28, startsAt: Date.UTC(2026, 10, 2), disabled: true },
        formats,
      ),
    ).toEqual(["duration seconds: 30 → 28", "starts at: 2026-11-01 → 2026-11-02", "disabled: no → yes"]);
  });

  it("shows what an entry recorded when there was nothing before, nested values as words", () => {
    expect(
      auditDetailLines(
        null,
        { productSlug: "theme", titles: { es: "Tema principal", ca: null }, lines: [1, 2] },
        formats,
      ),
    ).toEqual(["product slug: theme", "titles: es: Tema principal", "lines: 1, 2"]);
  });

  it("a setting's value as a change of words, and nothing for an entry with neither side", () => {
    expect(auditDetailLines(true, false, formats)).toEqual(["yes → no"]);
    expect(auditDetailLines(null, null, formats)).toEqual([]);
    expect(auditDetailLines({ note: "" }, null, formats)).toEqual(["note: —"]);
  });
});
