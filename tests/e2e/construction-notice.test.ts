import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { leadCaptureEn as leadEn } from "#client/features/lead-capture/strings/en";
import { en } from "#client/i18n/dictionaries/en";
import { SITE_LABELS } from "#client/features/studio/site-labels";
import { STUDIO_LABELS } from "#client/features/studio/labels";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * The construction notice's rules (30 s into a first visit, 2 s into a visit after 7 days away,
 * 1 s in when the last notice is over 24 h old) with a controlled clock: Playwright's fake
 * timers drive the page's setTimeout and Date, so 30 s take no time (real time still trickles
 * in between steps, which is why the thresholds are checked with a margin).
 */
const baseUrl = inject("baseUrl");
const HOUR = 60 * 60 * 1000;
const START = new Date("2026-11-21T10:00:00Z");
const browser = useBrowser();
const nextIp = ipSequence("100.64.44.");
const site = (key: keyof typeof SITE_LABELS) => SITE_LABELS[key].en;

const notice = (page: Page) => page.getByRole("dialog", { name: en.constructionNotice.title });
const stored = (page: Page) =>
  page.evaluate(() => ({
    lastVisit: localStorage.getItem("lastVisit"),
    hasSeen: localStorage.getItem("hasSeenConstructionNotification"),
    lastShown: localStorage.getItem("lastNotificationShown"),
  }));

/** A first-time visitor on `path`, its clock stopped at START. */
async function visitorWithClock(path = "/") {
  const { page, problems } = await newVisitor(browser, { constructionNotice: true });
  await page.clock.install({ time: START });
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return { page, problems };
}

/** Replaces the visit memory, then loads the page again so it decides afresh. */
async function reloadWithMemory(page: Page, memory: Record<string, string>) {
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, memory);
  await page.reload();
  await page.getByRole("heading", { level: 1 }).waitFor();
}

describe("construction notice", () => {
  it("(a) shows 30 s into a first visit, records it, and Continue Browsing puts it away for good", async () => {
    const { page, problems } = await visitorWithClock();
    await page.clock.runFor(29_000);
    expect(await notice(page).isVisible()).toBe(false);
    await page.clock.runFor(1_500);
    await notice(page).waitFor();
    expect(await notice(page).getByRole("button", { name: en.constructionNotice.contactMe }).isVisible()).toBe(true);
    const memory = await stored(page);
    // The fake clock still moves with real time between steps: the visit is "about START".
    expect(Number(memory.lastVisit) - START.getTime()).toBeGreaterThanOrEqual(0);
    expect(Number(memory.lastVisit) - START.getTime()).toBeLessThan(5_000);
    expect(Number(memory.lastShown)).toBeGreaterThanOrEqual(START.getTime() + 30_000);
    expect(memory.hasSeen).toBeNull();

    await notice(page).getByRole("button", { name: en.constructionNotice.continue }).click();
    await notice(page).waitFor({ state: "hidden" });
    expect((await stored(page)).hasSeen).toBe("true");
    // Dismissed, and shown less than 24 h ago: not again on the next visit.
    await page.reload();
    await page.clock.runFor(31_000);
    expect(await notice(page).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("(b) shows 2 s into a visit more than 7 days after the last one, if never dismissed; Escape records it", async () => {
    const { page, problems } = await visitorWithClock();
    await reloadWithMemory(page, { lastVisit: String(START.getTime() - 8 * 24 * HOUR) });
    await page.clock.runFor(1_800);
    expect(await notice(page).isVisible()).toBe(false);
    await page.clock.runFor(400);
    await notice(page).waitFor();
    await page.keyboard.press("Escape");
    await notice(page).waitFor({ state: "hidden" });
    expect((await stored(page)).hasSeen).toBe("true");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("(c) shows 1 s in when the last notice was over 24 h ago; CONTACT ME says so and goes to /contact", async () => {
    const { page, problems } = await visitorWithClock();
    await reloadWithMemory(page, {
      lastVisit: String(START.getTime() - HOUR),
      hasSeenConstructionNotification: "true",
      lastNotificationShown: String(START.getTime() - 25 * HOUR),
    });
    await page.clock.runFor(800);
    expect(await notice(page).isVisible()).toBe(false);
    await page.clock.runFor(400);
    await notice(page).waitFor();
    await notice(page).getByRole("button", { name: en.constructionNotice.contactMe }).click();
    await page.waitForURL(`${baseUrl}/contact`);
    await page.getByText(en.constructionNotice.toastTitle).waitFor();
    await page.getByText(en.constructionNotice.toastText).waitFor();
    expect(await notice(page).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("stays away from a visitor who came back within 7 days and never saw it", async () => {
    const { page, problems } = await visitorWithClock();
    await reloadWithMemory(page, { lastVisit: String(START.getTime() - 2 * 24 * HOUR) });
    await page.clock.runFor(40_000);
    expect(await notice(page).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("never interrupts typing: 40 s of typing on /contact, in every language, and never opens there at all", async () => {
    for (const prefix of ["", "/es", "/ca"]) {
      const { page, problems } = await visitorWithClock(`${prefix}/contact`);
      const message = page.locator("main form [name=message]");
      await message.click();
      let typed = "";
      for (let second = 0; second < 40; second++) {
        const words = `word${second} `;
        await page.keyboard.type(words);
        typed += words;
        await page.clock.runFor(1_000);
        expect(await page.locator("dialog[open]").count(), `${prefix}/contact at ${second + 1} s`).toBe(0);
      }
      expect(await message.inputValue()).toBe(typed);
      expect(await message.evaluate((field) => field === document.activeElement)).toBe(true);
      // Sent or not, idle or not: the contact page is where the notice would send them anyway.
      await message.fill("");
      await page.locator("main h1").click();
      await page.clock.runFor(60_000);
      expect(await page.locator("dialog[open]").count()).toBe(0);
      expect((await stored(page)).lastShown).toBeNull();
      expect(problems).toEqual([]);
      await page.context().close();
    }
    // 120 rounds of typing and clock steps in three languages: slow on a loaded machine.
  }, 90_000);

  it("elsewhere, it waits until the visitor is out of the form, has nothing unsent and is idle; then focus goes in and comes back", async () => {
    const { page, problems } = await visitorWithClock("/");
    // The home page's contact form loads as it nears the viewport (the footer is just below it).
    const form = page.getByRole("form", { name: leadEn.contactForm.formLabel });
    await page.locator("footer").scrollIntoViewIfNeeded();
    await form.scrollIntoViewIfNeeded();
    const field = form.locator('[name="name"]');
    await field.click();
    await page.keyboard.type("Ada");
    await page.clock.runFor(31_000);
    expect(await notice(page).isVisible(), "while the visitor is in a field").toBe(false);

    // Out of the field, but "Ada" is still unsent.
    const link = page.locator("footer a[href]").first();
    await link.focus();
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.clock.runFor(10_000);
    expect(await notice(page).isVisible(), "while the form holds unsent typing").toBe(false);

    // Emptied and left: it opens once the visitor has been idle for a moment.
    await field.fill("");
    await link.focus();
    await page.clock.runFor(1_000);
    expect(await notice(page).isVisible(), "a moment after the last keystroke").toBe(false);
    await page.clock.runFor(4_000);
    await notice(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.constructionNotice.contactMe);

    await page.keyboard.press("Escape");
    await notice(page).waitFor({ state: "hidden" });
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // Last in this file: the other tests here need the notice on, and a file's tests run in order.
  it("the author switches it off in the studio, audited, and a first visit has none; the launch check lists the stand-ins", async () => {
    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.site, nextIp);
    // An address of no section says so rather than showing the overview.
    await page.goto(`${baseUrl}/studio/nowhere`);
    await page.getByRole("heading", { level: 2, name: STUDIO_LABELS.unknownSection.en }).waitFor();
    const sections = page.getByRole("navigation", { name: STUDIO_LABELS.sections.en });
    expect(await sections.locator('[aria-current="page"]').count()).toBe(0);
    await sections.getByRole("link", { name: STUDIO_LABELS.site.en }).click();
    await page.waitForURL(`${baseUrl}/studio/site`);

    // The launch check names what is still the seed's: the generated CV, a single whose text
    // says 2:58 over a 4-second file, Spotify's search standing in for the artist's page.
    const check = page.getByRole("region", { name: site("checkHeading") });
    const files = check.getByRole("region", { name: /^Files \(\d+\)$/ });
    await files
      .getByText("The CV in English is the one generated from the site's Career content, not your own.")
      .waitFor();
    await check
      .getByRole("region", { name: /^Facts against their files/ })
      .getByText("the-breakwater: the English text says 2:58, but its WAV lasts 0:04.")
      .waitFor();
    expect(await check.getByRole("region", { name: /^Outbound links \(2\)$/ }).textContent()).toContain(
      "Spotify: https://open.spotify.com/search/",
    );
    expect(await check.getByRole("region", { name: /^Production settings/ }).textContent()).toContain(
      "No RESEND_API_KEY",
    );
    await expectNoAxeViolations(page);

    const toggle = page.getByRole("switch", { name: site("noticeSwitch") });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    try {
      await toggle.click();
      await page.getByText(site("noticeTurnedOff")).first().waitFor();
      expect(await toggle.getAttribute("aria-checked")).toBe("false");
      expect(await page.getByRole("region", { name: site("noticeHeading") }).textContent()).toContain(
        `Last changed by ${STUDIO_E2E_AUTHORS.site}`,
      );

      // A first visit, 30 s in: the notice asks whether it's on, hears it isn't, and never shows.
      const visitor = await visitorWithClock();
      const asked = visitor.page.waitForResponse((res) => new URL(res.url()).pathname === "/api/site-settings");
      await visitor.page.clock.runFor(31_000);
      expect(await (await asked).json()).toEqual({ data: { constructionNotice: false } });
      await visitor.page.clock.runFor(60_000);
      expect(await notice(visitor.page).isVisible()).toBe(false);
      expect((await stored(visitor.page)).lastShown).toBeNull();
      expect(visitor.problems).toEqual([]);
      await visitor.page.context().close();

      // The change is in the audit log, by whom.
      await sections.getByRole("link", { name: STUDIO_LABELS.auditLog.en }).click();
      await page.waitForURL(`${baseUrl}/studio/audit-log`);
      // In words: what changed, and from what to what; no JSON.
      const entry = page
        .getByRole("row")
        .filter({ hasText: STUDIO_LABELS["action.site_setting.change"].en })
        .filter({ hasText: STUDIO_E2E_AUTHORS.site })
        .first();
      await entry.waitFor();
      expect(await entry.textContent()).toContain("yes → no");
      expect(await entry.textContent()).not.toMatch(/[{}"]/);
    } finally {
      const back = await page.request.put(`${baseUrl}/api/studio/site-settings`, {
        data: { constructionNotice: true },
        headers: { Origin: baseUrl },
      });
      expect(back.status()).toBe(200);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
