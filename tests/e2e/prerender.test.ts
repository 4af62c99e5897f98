import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";

/** Pages arrive prerendered (docs/decisions/012-prerendered-openings.md); the app takes them over without a seam. */
const baseUrl = inject("baseUrl");
const browser = useBrowser();

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
        // The page's own heading sits inside the layout's Suspense boundary, where a mismatch
        // would redraw the page but keep <main>.
        const main = document.querySelector("main");
        const heading = document.querySelector("main h1");
        main?.setAttribute("data-prerender-probe", "kept");
        heading?.setAttribute("data-prerender-probe", "kept");
        document.documentElement.dataset.prerendered = String(Boolean(main && heading));
      });
    });
    const replaced: string[] = [];
    // A product page comes with its product, drawn by the Worker: the app never asks the API for it.
    const productCalls: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/shop\/products\/[^/?]+\?/.test(request.url())) productCalls.push(request.url());
    });
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      // Hydration keeps the server's nodes; a mismatch would have React rebuild them (and log).
      const { prerendered, kept } = await page.evaluate(() => ({
        prerendered: document.documentElement.dataset.prerendered === "true",
        kept:
          document.querySelector("main")?.dataset.prerenderProbe === "kept" &&
          document.querySelector<HTMLElement>("main h1")?.dataset.prerenderProbe === "kept",
      }));
      // Built at deploy, or (products, from D1) drawn by the Worker: every page arrives rendered.
      expect(prerendered, path).toBe(true);
      if (!kept) replaced.push(path);
    }
    expect(paths.filter((path) => /\/la-bodega\/[^/]+\/[^/]+$/.test(path)).length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    expect(replaced).toEqual([]);
    expect(productCalls).toEqual([]);
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

  it("a product page from D1 reads without JavaScript: the product, its price and its cover", async () => {
    const { page } = await newVisitor(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/ca/la-bodega/ebooks/mortal-vengeance-1-ebook`);
    const main = page.locator("main");
    expect(await main.getByRole("heading", { level: 1 }).textContent()).toBe("Mortal Vengeance");
    expect(
      await main
        .getByText(/\d+,\d{2}\s€/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(
      await main
        .getByRole("img", { name: /Mortal Vengeance/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await page.context().close();
  });
});
