import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * axe over a part of the page (the page's `main` unless told), with the WCAG 2.1 A/AA rules and
 * best practices: every violation named by its rule and where, so a failure says what to fix.
 */
export async function expectNoAxeViolations(page: Page, include = "main") {
  const { violations } = await new AxeBuilder({ page })
    .include(include)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
