import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { en } from "#client/i18n/dictionaries/en";
import { leadCaptureEn as leadEn } from "#client/features/lead-capture/strings/en";
import { newVisitor, settled, useBrowser } from "../support/e2e/browser";
import { checkFocusVisibility, collectTabStops, type FocusFinding } from "../support/e2e/focus-visibility";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** Pages the sitemap leaves out on purpose, which visitors still reach. */
const EXTRA_PATHS = ["/auth", "/image-converter", "/this-page-does-not-exist", "/la-bodega/ebooks/no-such-book"];

async function englishPages(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set([...paths.filter((p) => !/^\/(es|ca)(\/|$)/.test(p)), ...EXTRA_PATHS])];
}

type Finding = FocusFinding & { where: string };

/** Walks the Tab order of what is on screen now and checks each stop not seen before. */
async function check(page: Page, where: string, seen: Set<string>, invisible: Finding[]) {
  await collectTabStops(page);
  const report = await checkFocusVisibility(page, seen);
  invisible.push(...report.invisible.map((f) => ({ ...f, where })));
  return report.checked;
}

describe("the keyboard focus", () => {
  it("the check itself tells an invisible ring from a visible one", async () => {
    const { page } = await newVisitor(browser, { reducedMotion: "reduce" });
    await page.setContent(`
      <body style="background:#faf7f2;margin:40px;font:16px sans-serif">
        <button id="none" style="outline:none;border:0;padding:10px;background:#fff">No ring</button>
        <button id="gold" style="border:0;padding:10px;background:#fff" class="g">Gold ring</button>
        <div style="background:#8a1f3d;padding:20px"><a id="ink" href="#x" style="color:#fff" class="i">Ink ring on wine</a></div>
        <a id="good" href="#y" class="h">Two-tone ring</a>
        <div style="background:#14110f;padding:20px"><a href="#z" class="h" style="color:#fff">Two-tone ring on ink</a></div>
        <style>
          .g:focus-visible { outline: 2px solid #e8b04b; outline-offset: 2px }
          .i:focus-visible { outline: 3px solid #14110f; outline-offset: 2px }
          .h:focus-visible { outline: 3px solid #14110f; outline-offset: 2px; box-shadow: 0 0 0 2px #fff }
        </style>
      </body>`);
    await collectTabStops(page);
    const report = await checkFocusVisibility(page, new Set());
    expect(report.checked).toBe(5);
    expect(report.invisible.map((f) => f.element)).toEqual([
      '<button> "No ring" in main',
      '<button> "Gold ring" in main',
      '<a href="#x"> "Ink ring on wine" in main',
    ]);
    await page.context().close();
  });

  it("is visible on every control of every page, on light and on dark backgrounds", async () => {
    const { page } = await newVisitor(browser, { reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });
    const seen = new Set<string>();
    const invisible: Finding[] = [];
    let checked = 0;
    // One page at a time: the check forces focus through the DevTools protocol and compares
    // screenshots, and a page walked beside others in tabs was seen once, on a loaded machine,
    // to give the same pixels focused and unfocused (a hero button, "changed 0").
    for (const path of await englishPages()) {
      await page.goto(`${baseUrl}${path}`);
      await loadWholePage(page);
      const onPage = await check(page, path, seen, invisible);
      checked += onPage;
    }
    expect(invisible).toEqual([]);
    expect(checked).toBeGreaterThan(150);
    await page.context().close();
  }, 300_000);

  it("is visible in the dialogs and the phone menu", async () => {
    const seen = new Set<string>();
    const invisible: Finding[] = [];
    const { page } = await newVisitor(browser, { reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });

    // The Contact & Resume Request modal, opened from the header's Download CV.
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: en.nav.downloadCv }).first().click();
    await page.getByRole("dialog", { name: leadEn.leadForm.title }).waitFor();
    const inResume = await check(page, "resume dialog", seen, invisible);
    expect(inResume).toBeGreaterThanOrEqual(5);

    // The excerpt form's dialog on the books page.
    await page.goto(`${baseUrl}/books`);
    await page.getByRole("button", { name: leadEn.excerpt.button }).first().click();
    await page.locator("dialog[open]").waitFor();
    expect(await check(page, "excerpt dialog", seen, invisible)).toBeGreaterThanOrEqual(1);
    await page.keyboard.press("Escape");
    await page.locator("dialog[open]").waitFor({ state: "detached" });

    // Site search, opened with its shortcut: the field, Close and the sections to browse.
    await page.keyboard.press("/");
    await page.locator("dialog[open] [role=combobox]").waitFor();
    await page.locator("dialog[open]").getByRole("link").first().waitFor();
    expect(await check(page, "search dialog", seen, invisible)).toBeGreaterThanOrEqual(5);
    await page.context().close();

    // A phone: the menu's own controls.
    const phone = await newVisitor(browser, {
      reducedMotion: "reduce",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.page.goto(`${baseUrl}/`);
    await phone.page.getByRole("button", { name: en.nav.openMenu }).click();
    expect(await check(phone.page, "phone menu", seen, invisible)).toBeGreaterThan(5);
    await phone.page.context().close();

    expect(invisible).toEqual([]);
  }, 120_000);
});

/** Sections that load as they near the viewport are part of the page: bring them all in. */
async function loadWholePage(page: Page) {
  await settled(page);
  for (let i = 0; i < 20; i++) {
    const before = await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return document.body.scrollHeight;
    });
    // What came near the viewport has loaded (its chunk, its data) and drawn.
    await settled(page);
    if ((await page.evaluate(() => document.body.scrollHeight)) <= before) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
