import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EXPERIENCE_OVERVIEW, ROLES } from "#content/career";
import { SKILLS, type SkillId } from "#content/skills";
import { SkillList } from "#client/features/career/components/skill-list";
import { skillName } from "#client/features/career/skill-name";
import { loadLocale } from "#client/i18n/i18n";
import { LOCALES } from "#worker/contract/locales";
import { renderAt } from "./render";

/** The skills on /experience and /experience-detailed in the page's language. */

// The app loads its language's dictionary before the first render; so do these tests.
beforeAll(() => Promise.all(LOCALES.map(loadLocale)));

describe("skills", () => {
  const used = new Set<SkillId>([
    ...ROLES.flatMap((r) => r.skills),
    ...EXPERIENCE_OVERVIEW.areas.flatMap((a) => a.skills),
  ]);

  it("every skill a page shows is in the glossary, and every generic one is written in Spanish and Catalan", () => {
    expect(used.size).toBeGreaterThan(30);
    for (const id of used) expect(SKILLS[id], id).toBeDefined();
    for (const [id, name] of Object.entries(SKILLS)) {
      if (typeof name === "string") continue; // a tool, a standard or a certificate: one name everywhere
      expect(name.es, id).toBeTruthy();
      expect(name.ca, id).toBeTruthy();
      // Only a word both languages borrow from English may read the same ("Analytics" is not).
      expect(name.es, id).not.toBe(name.en);
      expect(name.ca, id).not.toBe(name.en);
    }
  });

  it("names a generic skill in the page's language and keeps a tool's name", () => {
    expect(skillName("test-strategy", "en")).toBe("Test strategy");
    expect(skillName("test-strategy", "es")).toBe("Estrategia de pruebas");
    expect(skillName("test-strategy", "ca")).toBe("Estratègia de proves");
    for (const locale of LOCALES) expect(skillName("playwright", locale)).toBe("Playwright");
  });

  it("draws the chips in Spanish, not marked as English", () => {
    renderAt(<SkillList id="qa" skills={["test-strategy", "playwright", "copywriting"]} />, { locale: "es" });
    const list = screen.getByRole("list", { name: "Competencias" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Estrategia de pruebas", "Playwright", "Redacción publicitaria"]);
    expect(list.getAttribute("lang")).toBeNull();
  });
});
