import { describe, expect, inject, it } from "vitest";
import { ca } from "#client/i18n/dictionaries/ca";
import { en } from "#client/i18n/dictionaries/en";
import { es } from "#client/i18n/dictionaries/es";
import { leadCaptureEn as leadEn } from "#client/features/lead-capture/strings/en";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { PAGE_INTROS } from "#content/page-intros";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const h1 = (page: import("playwright-core").Page) => page.getByRole("heading", { level: 1 });

describe("language switcher", () => {
  it("keeps the page, saves the choice, and survives a reload", async () => {
    const { page, problems } = await newVisitor(browser);
    await page.goto(`${baseUrl}/series/mortal-vengeance?ref=nav`);
    await expect.poll(() => h1(page).textContent()).toBe(PAGE_INTROS.seriesMortalVengeance.heading.en);

    await page.getByRole("navigation", { name: en.language.label }).getByRole("link", { name: "Español" }).click();
    await page.waitForURL(`${baseUrl}/es/series/mortal-vengeance?ref=nav`);
    await expect.poll(() => page.getByText(PAGE_INTROS.seriesMortalVengeance.intro.es).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.title()).toContain("Mortal Vengeance");

    await page.reload();
    await expect.poll(() => page.getByText(PAGE_INTROS.seriesMortalVengeance.intro.es).count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl}/es/series/mortal-vengeance?ref=nav`);

    await page.getByRole("navigation", { name: es.language.label }).getByRole("link", { name: "Català" }).click();
    await page.waitForURL(`${baseUrl}/ca/series/mortal-vengeance?ref=nav`);
    await expect.poll(() => page.getByText(PAGE_INTROS.seriesMortalVengeance.intro.ca).count()).toBe(1);
    // Menus follow the language too.
    expect(await page.getByRole("link", { name: ca.nav.shop, exact: true }).first().getAttribute("href")).toBe(
      "/ca/la-bodega",
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a Spanish browser lands on Spanish, and an explicit switch to English sticks", async () => {
    const { page } = await newVisitor(browser, { locale: "es-ES" });
    await page.goto(`${baseUrl}/books`);
    expect(page.url()).toBe(`${baseUrl}/es/books`);
    await expect.poll(() => h1(page).textContent()).toBe(PAGE_INTROS.books.heading.es);

    await page.getByRole("navigation", { name: es.language.label }).getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${baseUrl}/books`);
    await page.reload();
    expect(page.url()).toBe(`${baseUrl}/books`);
    await expect.poll(() => h1(page).textContent()).toBe(PAGE_INTROS.books.heading.en);
    await page.goto(`${baseUrl}/music`);
    expect(page.url()).toBe(`${baseUrl}/music`);
    await page.context().close();
  });
});

describe("the shared frame", () => {
  it("dropdowns open on hover and work from the keyboard", async () => {
    const { page } = await newVisitor(browser, { viewport: { width: 1280, height: 800 } });
    // Drawn by the app here; a document's frame is the plain script's (documents.test.ts).
    await page.goto(`${baseUrl}/cart`);
    const nav = page.getByRole("navigation", { name: en.nav.label });
    await page
      .getByRole("region", { name: "Account and language" })
      .getByRole("link", { name: en.topBar.signIn })
      .click();
    await page.waitForURL(/\/auth(\?.*)?$/);
    await expect.poll(() => h1(page).textContent()).toBe(PAGE_INTROS.auth.heading.en);
    // After navigating inside the app, focus moves to the main content for screen readers.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    // The dropdowns' pages are documents (decision 072): the app hands the navigation over.
    await nav.getByRole("link", { name: en.nav.books, exact: true }).hover();
    await nav.getByRole("link", { name: en.nav.mortalVengeance }).click();
    await page.waitForURL(`${baseUrl}/series/mortal-vengeance`);
    await expect.poll(() => h1(page).textContent()).toBe(PAGE_INTROS.seriesMortalVengeance.heading.en);

    await page.mouse.move(600, 600);
    const toggle = nav.getByRole("button", { name: en.nav.aboutMenu });
    await toggle.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(en.nav.biography);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(en.nav.marketingDna);
    // The Marketing DNA page is a document (decision 072): the app hands the navigation to the browser.
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/marketing-dna`);
    await expect.poll(() => h1(page).textContent()).toBe(PAGE_INTROS.marketingDna.heading.en);
    await page.context().close();
  });

  it("the skip link is the first stop and jumps to the content", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/contact`);
    await h1(page).waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.common.skipToContent);
  });

  it("the header turns solid after 50 px of scroll on the home page", async () => {
    const { page } = await newVisitor(browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(`${baseUrl}/`);
    await h1(page).waitFor();
    const header = page.locator("header");
    await page.mouse.move(640, 650);
    expect(await header.getAttribute("data-hero")).toBe("true");
    expect(await header.getAttribute("data-solid")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => header.getAttribute("data-solid")).toBe("true");
    await page.context().close();
  });

  it("respects reduced motion: no transitions, no smooth scrolling", async () => {
    const { page } = await newVisitor(browser, { reducedMotion: "reduce" });
    await page.goto(`${baseUrl}/`);
    await h1(page).waitFor();
    const [header, floating, scroll] = await page.evaluate(() => [
      getComputedStyle(document.querySelector("header")!).transitionDuration,
      getComputedStyle(document.querySelector("button[title]")!).transitionDuration,
      getComputedStyle(document.documentElement).scrollBehavior,
    ]);
    for (const duration of [header, floating]) expect(parseFloat(duration!)).toBeLessThan(0.001);
    expect(scroll).toBe("auto");
    await page.context().close();
  });

  it("footer links all lead to real pages", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/ca/terms`);
    await h1(page).waitFor();
    const internal = await page
      .locator("footer a[href^='/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(internal.length).toBeGreaterThanOrEqual(7);
    for (const href of internal) {
      const res = await page.request.get(baseUrl + href, { headers: { Cookie: "language=ca" }, maxRedirects: 0 });
      expect(res.status(), href).toBe(200);
    }
    expect(internal).toContain("/sitemap.xml");
    expect(internal.filter((h) => h !== "/sitemap.xml").every((h) => h.startsWith("/ca/"))).toBe(true);
    await page.context().close();
  });

  it("the floating contact control dispatches openLeadForm", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/books`);
    await h1(page).waitFor();
    await page.evaluate(() => {
      (window as unknown as { seen: unknown[] }).seen = [];
      addEventListener("openLeadForm", (e) => {
        (window as unknown as { seen: unknown[] }).seen.push((e as CustomEvent).detail);
        e.preventDefault();
      });
    });
    await page.getByRole("button", { name: en.floatingContact.label }).click();
    // The lead form opens as a modal (the page behind is inert); Escape closes it.
    await page.getByRole("dialog", { name: leadEn.leadForm.title }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page.getByRole("button", { name: en.nav.downloadCv }).first().click();
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
      { source: "floating_contact" },
      { source: "hero_download_cv" },
    ]);
    await page.context().close();
  });
});

describe("the table of every page", () => {
  it("stays out of the first load, comes when the visitor heads for a link, and the link is followed", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: { width: 1280, height: 800 } });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // A page of the app's (the cart).
    await page.goto(`${baseUrl}/cart`);
    await page.waitForLoadState("networkidle");
    const isTable = (path: string) => /\/page-table-[\w-]+\.js$/.test(path);
    expect(scripts.some((path) => /\/cart-page-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter(isTable)).toEqual([]);
    expect(await page.getByRole("contentinfo").getByRole("link").count()).toBeGreaterThan(10);

    const link = page.getByRole("contentinfo").getByRole("link", { name: en.nav.shop, exact: true });
    await link.hover();
    await expect.poll(() => scripts.filter(isTable).length).toBe(1);
    // Its code arriving is not its markup being taken over yet: on a loaded machine a press
    // in between is a plain link's full load. React marks the nodes it has hydrated.
    const hydrated = () => link.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")));
    await expect.poll(hydrated).toBe(true);
    // La Bodega is a document (decision 072): the app hands the press to the browser, which
    // loads it (the marker set here is gone with the app's document).
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await link.click();
    await page.waitForURL(`${baseUrl}/la-bodega`);
    await expect.poll(() => h1(page).textContent()).toBe(PAGE_INTROS.shop.heading.en);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBeUndefined();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("mobile menu", () => {
  it("opens with the toggle, shows indented sub-links, navigates and closes; Download CV closes it", async () => {
    const { page, problems } = await newVisitor(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${baseUrl}/`);
    await h1(page).waitFor();
    const toggle = page.getByRole("button", { name: en.nav.openMenu });
    expect(await page.getByRole("navigation", { name: en.nav.label }).count()).toBe(0);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: en.nav.label });
    await menu.waitFor();
    const sub = menu.getByRole("link", { name: en.nav.successStories });
    const parent = menu.getByRole("link", { name: en.nav.portfolio, exact: true });
    expect((await sub.boundingBox())!.x).toBeGreaterThan((await parent.boundingBox())!.x);
    await sub.click();
    await page.waitForURL(`${baseUrl}/success-stories`);
    await expect.poll(() => h1(page).textContent()).toBe(PAGE_INTROS.successStories.heading.en);
    expect(await page.getByRole("navigation", { name: en.nav.label }).count()).toBe(0);

    await page.getByRole("button", { name: en.nav.openMenu }).click();
    await page.getByRole("navigation", { name: en.nav.label }).getByRole("button", { name: en.nav.downloadCv }).click();
    expect(await page.getByRole("navigation", { name: en.nav.label }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("the edge through the real asset router", () => {
  it("hashed build files skip the Worker yet carry the security headers and a long cache", async () => {
    const html = await (await fetch(`${baseUrl}/`, { headers: { Cookie: "language=en" } })).text();
    // The home page names its scripts in the boot list it loads after the first paint (decision 025).
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const res = await fetch(baseUrl + script);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a crawler without JavaScript gets the full head", async () => {
    const { page } = await newVisitor(browser, {
      javaScriptEnabled: false,
      locale: "es-ES",
      userAgent: "Googlebot/2.1",
    });
    const res = await page.goto(`${baseUrl}/ca/books`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toContain("Llibres");
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(4);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => JSON.parse(text)["@type"]);
    expect(types).toEqual(["Person", "BookSeries", "BookSeries", "BreadcrumbList"]);
    await page.context().close();
  });
});
