import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { NOT_FOUND_LABELS } from "#client/pages/not-found-labels";
import { PAGES } from "#worker/contract/pages";
import { NEWS_POSTS } from "#content/news/posts";
import { newVisitor, sweep, useBrowser } from "../support/e2e/browser";
import { PAGE_INTROS } from "#content/page-intros";
import { HERO_SLIDES } from "#content/home";
import { SITE_PROFILE } from "#worker/contract/site-profile";

/** The home page's h1 (visually hidden): the author and the crafts, never a slide's title. */
/** The top bar's Sign in, a link inside the app from its pages. */
const signInLink = (page: Page) =>
  page.getByRole("region", { name: "Account and language" }).getByRole("link", { name: "Sign in" });
const homeHeading = (locale: "en" | "es" | "ca") => `${SITE_PROFILE.name}: ${HERO_SLIDES[0]!.eyebrow[locale]}`;

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const POST = NEWS_POSTS.at(-1)!;
/** A product of the local seed catalogue (seed/100-shop-catalogue.sql), titled alike in every language. */
const PRODUCT = { category: "ebooks", slug: "mortal-vengeance-1-ebook", title: "Mortal Vengeance" };
const ORDER_NOT_FOUND = {
  en: "We couldn't find this order",
  es: "No encontramos este pedido",
  ca: "No trobem aquesta comanda",
};
const concrete = (path: string) =>
  path === "/news/:slug"
    ? `/news/${POST.slug}`
    : path.replace(":category", PRODUCT.category).replace(":slug", PRODUCT.slug).replace(":section", "audit-log");

describe("every route in every language shows its heading", () => {
  for (const locale of ["en", "es", "ca"] as const) {
    it(`${locale}: all ${PAGES.length} pages and their aliases`, async () => {
      const { page, problems } = await newVisitor(browser);
      const routes = PAGES.flatMap((p) => p.paths.map((path) => ({ p, path })));
      await sweep(page, routes, async (tab, { p, path }) => {
        const url = locale === "en" ? concrete(path) : `/${locale}${path === "/" ? "" : concrete(path)}`;
        const res = await tab.goto(baseUrl + url);
        expect(res?.status(), url).toBe(200);
        // The account pages send a visitor who isn't signed in to sign in first.
        const shown = p.id.startsWith("account") ? "auth" : p.id;
        const heading = tab.getByRole("heading", { level: 1 });
        // A news post is headed by its own title and summary; the home page opens with its hero;
        // a product by its title from D1; /order-success without an order says it found none.
        const expected =
          shown === "newsPost"
            ? { heading: POST.title[locale] ?? POST.title.en, intro: POST.summary[locale] ?? POST.summary.en }
            : shown === "home"
              ? { heading: homeHeading(locale), intro: null }
              : shown === "product" || shown === "sampleChapter"
                ? { heading: PRODUCT.title, intro: null }
                : shown === "orderSuccess"
                  ? { heading: ORDER_NOT_FOUND[locale], intro: null }
                  : shown === "shop"
                    ? { heading: PAGE_INTROS.shop.heading[locale], intro: null }
                    : { heading: PAGE_INTROS[shown].heading[locale], intro: PAGE_INTROS[shown].intro[locale] };
        await expect.poll(() => heading.textContent(), { message: url }).toBe(expected.heading);
        expect(await tab.locator("html").getAttribute("lang")).toBe(locale);
        if (expected.intro) expect(await tab.getByText(expected.intro).count(), url).toBe(1);
        if (shown !== p.id)
          expect(new URL(tab.url()).search, url).toBe(`?redirect=${encodeURIComponent(concrete(path))}`);
      });
      expect(problems).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  it("loads page code on demand: a page of the app does not download other pages", async () => {
    const { page } = await newVisitor(browser);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(scripts.some((s) => /cart-page-/.test(s))).toBe(true);
    expect(scripts.some((s) => /home-page-|auth-page-|product-page-|account-[\w-]*page-/.test(s))).toBe(false);
    // Navigating inside the app (to another of its pages) fetches the next page's chunk.
    await signInLink(page).click();
    await page.waitForURL(/\/auth(\?.*)?$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(PAGE_INTROS.auth.heading.en);
    expect(scripts.some((s) => /auth-page-/.test(s))).toBe(true);
    await page.context().close();
  });

  it("shows Loading... while a page chunk is on its way", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/auth-page-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await signInLink(page).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Loading...");
    release();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(PAGE_INTROS.auth.heading.en);
    await page.context().close();
  });
});

describe("not-found page", () => {
  it("answers 404 with the not-found page, in the prefix's language, with a way home", async () => {
    const { page, problems } = await newVisitor(browser);
    const res = await page.goto(`${baseUrl}/es/esta-pagina-no-existe`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(NOT_FOUND_LABELS.heading.es);
    await page.getByRole("link", { name: NOT_FOUND_LABELS.backHome.es }).click();
    await page.waitForURL(`${baseUrl}/es`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(homeHeading("es"));
    // The browser reports the 404 document itself; nothing else may fail.
    expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([]);
    await page.context().close();
  });

  it("an unknown link followed inside the app shows the not-found page too", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/cart`);
    await page.evaluate(() => {
      history.pushState(null, "", "/no/such/page");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(NOT_FOUND_LABELS.heading.en);
    // The title follows a moment later (the table of page titles loads with the first navigation).
    await expect.poll(() => page.title()).toContain("Page Not Found");
    await page.context().close();
  });
});
