import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newVisitor } from "./browser";

/** Pages arrive prerendered (decision 012); the app takes them over without a seam. */
const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

describe("prerendered pages", () => {
  it("every public page in every language hydrates its prerendered markup without a mismatch", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(80);
    const { page, problems } = await newVisitor(browser);
    // Tags the server's <main> once parsed, before any module script runs.
    await page.context().addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        const main = document.querySelector("main");
        main?.setAttribute("data-prerender-probe", "kept");
        document.documentElement.dataset.prerendered = String(Boolean(main));
      });
    });
    const replaced: string[] = [];
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      // Hydration keeps the server's nodes; a mismatch would have React rebuild them (and log).
      const { prerendered, kept } = await page.evaluate(() => ({
        prerendered: document.documentElement.dataset.prerendered === "true",
        kept: document.querySelector("main")?.dataset.prerenderProbe === "kept",
      }));
      // Product pages come from D1 and render in the browser; every other page is prerendered.
      const isProduct = /^(\/(es|ca))?\/la-bodega\/[^/]+\/[^/]+$/.test(path);
      expect(prerendered, path).toBe(!isProduct);
      if (prerendered && !kept) replaced.push(path);
    }
    expect(problems).toEqual([]);
    expect(replaced).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("without JavaScript a visitor still reads the page and follows its links", async () => {
    const { page } = await newVisitor(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/es/series/mortal-vengeance`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Mortal Vengeance");
    await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "Català" }).click();
    await page.waitForURL(`${baseUrl}/ca/series/mortal-vengeance`);
    expect(await page.locator("html").getAttribute("lang")).toBe("ca");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Mortal Vengeance");
    await page.context().close();
  });
});
