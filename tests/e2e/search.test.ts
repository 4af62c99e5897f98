import { AxeBuilder } from "@axe-core/playwright";
import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";

/**
 * Site search in Chromium on the built site: a Spanish visitor finds a book by a word
 * only its Spanish text has, keyboard only; a Catalan visitor finds a book and La Bodega's
 * products; Escape gives focus back; nothing of search is fetched before it is opened and no
 * request ever leaves the site; a 360 × 640 phone reaches it from the menu.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** What a page fetched, and whether any of it went to another host. */
function recordRequests(page: Page) {
  const origin = new URL(baseUrl).origin;
  const seen: Request[] = [];
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) elsewhere.push(url);
    seen.push(request);
  });
  return { seen, elsewhere };
}

/** Whether any of `requests` brought search's code, its index (a word only the index has) or the products. */
async function searchFetched(requests: Request[]): Promise<string[]> {
  const found: string[] = [];
  for (const request of requests) {
    const path = new URL(request.url()).pathname;
    if (/search-dialog/.test(path) || path.startsWith("/api/shop/products")) found.push(path);
    else if (request.resourceType() === "script") {
      const body = await (await request.response())?.text().catch(() => "");
      if (body?.includes("testaruda") || body?.includes("moltissim")) found.push(path);
    }
  }
  return found;
}

const combobox = (page: Page) => page.locator('dialog[open] [role="combobox"]');

describe("site search", () => {
  it("on /es: the keyboard opens it, a Spanish word finds the book under Libros, Enter goes there", async () => {
    const { page, problems } = await newVisitor(browser, { locale: "es-ES" });
    const requests = recordRequests(page);
    await page.goto(`${baseUrl}/es`);
    await page.waitForLoadState("networkidle");
    // Nothing of search on the way in.
    expect(await searchFetched(requests.seen)).toEqual([]);
    const before = requests.seen.length;

    await page.keyboard.press("/");
    const field = combobox(page);
    await field.waitFor();
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field.getAttribute("aria-label")).toBe("Busca libros, música, noticias, La Bodega y el portafolio");
    await expect.poll(() => page.locator("dialog[open]").getByText("Cargando la búsqueda…").count()).toBe(0);

    // A word of the first book's Spanish synopsis, and of nothing else.
    await page.keyboard.type("testaruda");
    const books = page.getByRole("group", { name: "Libros, 1" });
    await books.waitFor();
    const option = books.getByRole("option");
    expect(await option.count()).toBe(1);
    expect(await option.getAttribute("href")).toBe("/es/series/mortal-vengeance#mortal-vengeance-1");
    expect(await option.textContent()).toContain("Mortal Vengeance");
    expect(await page.getByRole("listbox").getByRole("group").count()).toBe(1);
    await expect.poll(() => page.locator("dialog[open] [role=status]").textContent()).toBe("1 resultado");
    expect(await option.getAttribute("aria-selected")).toBe("true");
    expect(await field.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));

    // Opening brought the dialog, the Spanish index and the products, and nothing from elsewhere.
    const fetched = await searchFetched(requests.seen.slice(before));
    expect(fetched.some((path) => path.includes("search-dialog"))).toBe(true);
    expect(fetched.some((path) => path.startsWith("/api/shop/products"))).toBe(true);
    expect(fetched.length).toBeGreaterThanOrEqual(3);

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/es/series/mortal-vengeance#mortal-vengeance-1`);
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    const article = page.locator("article#mortal-vengeance-1");
    await article.waitFor();
    await expect
      .poll(() => article.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight), { timeout: 10_000 })
      .toBe(true);

    expect(requests.elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("Escape closes it and gives focus back to the button; Ctrl+K opens it again", async () => {
    const { page, problems } = await newVisitor(browser, { locale: "es-ES", viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/es/music`);
    const button = page.locator("header").getByRole("button", { name: "Buscar" }).first();
    await button.focus();
    await page.keyboard.press("Enter");
    const field = combobox(page);
    await field.waitFor();
    await page.keyboard.type("tema");
    await page.getByRole("group", { name: /^Música, \d+$/ }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Control+k");
    await field.waitFor();
    // The last query comes back selected, so typing replaces it.
    expect(await field.inputValue()).toBe("tema");
    await page.keyboard.type("zzqx");
    await expect
      .poll(() => page.locator("dialog[open] [role=status]").textContent())
      .toBe("No hay nada que coincida con «zzqx».");
    const links = page.locator("dialog[open] a[href]");
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
      "/es/books",
      "/es/music",
      "/es/news",
      "/es/la-bodega",
      "/es/portfolio-gallery",
      "/es/contact",
    ]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("on /ca: a Catalan word typed without its accent finds the book; La Bodega's products are found too", async () => {
    const { page, problems } = await newVisitor(browser, { locale: "ca-ES" });
    const requests = recordRequests(page);
    await page.goto(`${baseUrl}/ca`);
    await page.keyboard.press("Control+k");
    const field = combobox(page);
    await field.waitFor();
    expect(await field.getAttribute("aria-label")).toBe("Cerca llibres, música, notícies, La Bodega i el portafoli");
    // `moltíssim` is in IMALIVE's first book, in Catalan only.
    await page.keyboard.type("moltissim");
    const books = page.getByRole("group", { name: "Llibres, 1" });
    await books.waitFor();
    expect(await books.getByRole("option").getAttribute("href")).toBe("/ca/series/imalive#imalive-1");

    await field.fill("undertow");
    const shop = page.getByRole("group", { name: /^La Bodega, \d+$/ });
    await shop.waitFor();
    const hrefs = await shop.getByRole("option").evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/ca\/la-bodega\/[a-z0-9-]+\/[a-z0-9-]+$/);
    // Every group speaks Catalan, and every address is Catalan.
    const groups = await page
      .getByRole("listbox")
      .getByRole("group")
      .evaluateAll((all) => all.map((g) => g.getAttribute("aria-label")!.replace(/, \d+$/, "")));
    expect(groups.every((name) => ["Llibres", "Música", "Notícies", "La Bodega", "Portafoli"].includes(name))).toBe(
      true,
    );
    // The results' options (the home page's contact form has a select's options too).
    const all = await page
      .getByRole("listbox")
      .getByRole("option")
      .evaluateAll((options) => options.map((a) => a.getAttribute("href")));
    expect(all.every((href) => href!.startsWith("/ca/"))).toBe(true);
    // The matched word is marked as text in the titles.
    expect(await page.getByRole("listbox").getByRole("option").first().locator("mark").first().textContent()).toMatch(
      /^undertow$/i,
    );

    // axe, with the dialog open on its results: nothing at all inside it.
    const { violations } = await new AxeBuilder({ page })
      .include("dialog[open]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    expect(requests.elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("fits a 360 × 640 phone and is in the phone menu", async () => {
    const { page, problems } = await newVisitor(browser, {
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.locator("header nav").last().getByRole("button", { name: "Search" }).tap();
    const field = combobox(page);
    await field.waitFor();
    await field.fill("mortal");
    await page.getByRole("group", { name: /^Books, \d+$/ }).waitFor();
    const box = (await page.locator("dialog[open]").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const close = page.getByRole("button", { name: "Close search" });
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(360);
    expect(closeBox.width).toBeGreaterThanOrEqual(40);
    await close.tap();
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
