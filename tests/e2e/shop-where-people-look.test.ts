import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { MUSIC_LABELS } from "#client/features/music/labels";
import { ca } from "#client/i18n/dictionaries/ca";
import { en } from "#client/i18n/dictionaries/en";
import { es } from "#client/i18n/dictionaries/es";
import { LOCALES, localePrefix } from "#worker/contract/locales";
import { newVisitor, useBrowser } from "../support/e2e/browser";

/**
 * La Bodega where visitors look for what it sells: the series page's Book 2, the music page's
 * releases and its text, and the header's and footer's links to News and the image converter.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const DICTIONARIES = { en, es, ca } as const;

/** Scrolls down the page as a reader does until `selector` is there (sections load as they near the viewport). */
async function scrollUntil(page: Page, selector: string) {
  for (let step = 0; step < 40 && (await page.locator(selector).count()) === 0; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
}

describe("the shop where people look", () => {
  it("the series page sells Book 2 in La Bodega, first among its stores, and the link opens its page", async () => {
    const { page, problems } = await newVisitor(browser);
    await page.goto(`${baseUrl}/series/mortal-vengeance`);
    await h1(page).waitFor();
    // Book 2's section loads as it nears the viewport.
    const book2Link = 'main a[href="/la-bodega/ebooks/mortal-vengeance-2-ebook"]';
    await scrollUntil(page, book2Link);
    const book2 = page.locator(book2Link);
    expect(await book2.count()).toBe(1);
    // First in its list: the site's own shop comes before the outside stores.
    const firstInList = await book2.evaluate((link) => link.closest("ul")?.querySelector("a") === link);
    expect(firstInList).toBe(true);
    await book2.click();
    await page.waitForURL(`${baseUrl}/la-bodega/ebooks/mortal-vengeance-2-ebook`);
    await expect.poll(() => h1(page).textContent()).toContain("Mortal Vengeance");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the music pages offer the soundtrack and the EP in La Bodega, and /music says the shop sells them, in every language", async () => {
    const { page, problems } = await newVisitor(browser);
    for (const locale of LOCALES) {
      const prefix = localePrefix(locale);
      const buy = MUSIC_LABELS.buyIn[locale].replace("{store}", "La Bodega");
      for (const [path, slug] of [
        ["/music", "mortal-vengeance-soundtrack"],
        ["/music/aie-artist", "synthetic-tides-ep"],
      ] as const) {
        await page.goto(`${baseUrl}${prefix}${path}`);
        await h1(page).waitFor();
        const selector = `main a[href="${prefix}/la-bodega/music/${slug}"]`;
        await scrollUntil(page, selector);
        const link = page.locator(selector);
        expect(await link.count(), `${prefix}${path} → ${slug}`).toBe(1);
        expect((await link.textContent())?.trim()).toBe(buy);
        if (path === "/music")
          expect(await page.locator(`main a[href="${prefix}/la-bodega?category=music"]`).count()).toBe(1);
      }
    }
    await page.locator('main a[href="/ca/la-bodega/music/synthetic-tides-ep"]').click();
    await page.waitForURL(`${baseUrl}/ca/la-bodega/music/synthetic-tides-ep`);
    await expect.poll(() => h1(page).textContent()).toContain("Synthetic Tides");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("News and the image converter are in the header's menus and the footer, with La Bodega, in every language", async () => {
    const { page, problems } = await newVisitor(browser);
    for (const locale of LOCALES) {
      const t = DICTIONARIES[locale];
      const prefix = localePrefix(locale);
      await page.goto(`${baseUrl}${prefix || "/"}`);
      await h1(page).waitFor();
      // In the About and Portfolio menus (closed until opened, so found by address).
      const header = page.getByRole("navigation", { name: t.nav.label }).first();
      expect(await header.locator(`a[href="${prefix}/news"]`).textContent()).toBe(t.nav.news);
      expect(await header.locator(`a[href="${prefix}/image-converter"]`).textContent()).toBe(t.nav.imageConverter);

      const footer = page.locator("footer");
      for (const path of ["/la-bodega", "/news", "/image-converter"])
        expect(await footer.locator(`a[href="${prefix}${path}"]`).count(), `footer ${prefix}${path}`).toBe(1);
    }
    await page.locator('footer a[href="/ca/image-converter"]').click();
    await page.waitForURL(`${baseUrl}/ca/image-converter`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
