import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { en } from "#client/i18n/dictionaries/en";
import { es } from "#client/i18n/dictionaries/es";
import { leadCaptureEn as leadEn } from "#client/features/lead-capture/strings/en";
import { PAGE_INTROS } from "#content/page-intros";
import { LOCALES, localizePath } from "#worker/contract/locales";
import { isDocumentPage, PAGES } from "#worker/contract/pages";
import { VIDEO_REFERENCES } from "#content/references";
import { PORTFOLIO_CATEGORIES, PORTFOLIO_ITEMS } from "#content/portfolio";
import { publishedPosts } from "#content/news/posts";
import { PASSWORD, ipSequence } from "../support/shared/clients";
import { holdIslandCode, newVisitor, settled, useBrowser } from "../support/e2e/browser";
import { confirmedAccount } from "../support/e2e/shop";
import { recordToasts, successToast, toastLog } from "../support/e2e/toasts";

/*
 * Pages that are documents with islands (docs/decisions/072-documents-with-islands.md): the
 * server's HTML is the page, the frame is a few KB of plain script, and only the parts that act
 * load React, when they are needed.
 */

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const nextIp = ipSequence("100.64.72.");

/** The scripts a page fetched, with their transferred bytes. */
async function scriptsOf(page: Page): Promise<{ url: string; bytes: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"))
      .map((entry) => ({ url: entry.name, bytes: (entry as PerformanceResourceTiming).encodedBodySize })),
  );
}

/** An address no page has: the not-found page, a document too. */
const NOT_FOUND_ADDRESS = "/no-such-page";
/** Every page that is a document, in every language, and the not-found page. */
const DOCUMENT_ADDRESSES = [
  ...PAGES.filter((page) => isDocumentPage(page.id)).flatMap((page) =>
    LOCALES.map((locale) =>
      // A product's page for the first book, a post's for the newest post.
      localizePath(
        page.paths[0]
          .replace(":category/:slug", "ebooks/mortal-vengeance-1-ebook")
          .replace(":slug", publishedPosts()[0]!.slug),
        locale,
      ),
    ),
  ),
  NOT_FOUND_ADDRESS,
];

/** The budget of JavaScript a content page fetches before anyone uses it (the frame's script). */
const CONTENT_PAGE_SCRIPT_BYTES = 15 * 1024;

describe("a document page", () => {
  it("loads the frame's script and no island before anyone uses it, on every document page", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: PHONE });
    for (const address of DOCUMENT_ADDRESSES) {
      await page.goto(`${baseUrl}${address}`);
      await settled(page);
      const scripts = await scriptsOf(page);
      // The document's entry and the frame's chunk it imports, and the plain-script parts'
      // chunk on a page that has one (the home page's carousels), nothing else.
      const files = scripts.map((s) => new URL(s.url).pathname.replace(/-[\w-]+\.js$/, "")).sort();
      const behaves = (await page.locator("[data-behaviour]").count()) > 0;
      expect(files, address).toEqual([...(behaves ? ["/assets/behaviours"] : []), "/assets/document", "/assets/frame"]);
      expect(
        scripts.reduce((sum, s) => sum + s.bytes, 0),
        address,
      ).toBeLessThanOrEqual(CONTENT_PAGE_SCRIPT_BYTES);
      // Nothing of the app: no list of its scripts, no island taken over.
      expect(await page.locator("#boot-scripts").count(), address).toBe(0);
      expect(await page.locator("[data-island][data-hydrated]").count(), address).toBe(0);
    }
    // The not-found page's own 404 status is the browser's one note; nothing else went wrong.
    expect(problems).toEqual([expect.stringMatching(/status of 404/)]);
    await page.context().close();
    // Sixty-one pages, one after the other, on a machine that may be running the other tests.
  }, 120_000);

  it("the header, the mobile menu and the dropdowns work without the app", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/terms`);
    const header = page.locator("header[data-site-header]");
    expect(await header.getAttribute("data-solid")).toBe("false");
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute("data-solid")).toBe("true");
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");

    const toggle = page.getByRole("button", { name: en.nav.openMenu });
    await toggle.click();
    const close = page.getByRole("button", { name: en.nav.closeMenu });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator("#main").evaluate((main) => (main as HTMLElement).inert)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#main").evaluate((main) => (main as HTMLElement).inert)).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe(en.nav.openMenu);

    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole("navigation", { name: en.nav.label }).first();
    await nav.getByRole("link", { name: en.nav.music, exact: true }).hover();
    const aiArtist = nav.getByRole("link", { name: en.nav.aiArtist });
    await aiArtist.waitFor();
    // Closes 200 ms after the pointer leaves, not at once.
    await page.mouse.move(640, 600);
    expect(await aiArtist.isVisible()).toBe(true);
    await aiArtist.waitFor({ state: "hidden" });

    const aboutToggle = nav.getByRole("button", { name: en.nav.aboutMenu });
    await aboutToggle.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(en.nav.biography);
    await page.keyboard.press("Escape");
    await expect.poll(() => aboutToggle.getAttribute("aria-expanded")).toBe("false");
    await nav.getByRole("link", { name: en.nav.music, exact: true }).hover();
    await aiArtist.click();
    await page.waitForURL(`${baseUrl}/music/aie-artist`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(PAGE_INTROS.musicAiArtist.heading.en);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the CV button opens the lead dialog, loading it on the press", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/privacy`);
    expect(await page.locator('[data-island="lead-form"][data-hydrated]').count()).toBe(0);
    await page.getByRole("button", { name: en.nav.downloadCv }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(page.url()).toBe(`${baseUrl}/privacy`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Asked again, the island answers by itself.
    await page.locator("[data-floating-contact]").click();
    await dialog.waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the search opens from its button and from the / shortcut", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/terms`);
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: en.nav.search }).first().click();
    await dialog.waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the footer's newsletter form loads as it comes into view and subscribes", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: PHONE });
    await recordToasts(page);
    await page.goto(`${baseUrl}/terms`);
    const footer = page.locator("footer");
    const island = page.locator('[data-island="newsletter-form"]');
    expect(await island.getAttribute("data-hydrated")).toBe(null);
    await footer.getByRole("textbox", { name: leadEn.newsletter.email }).scrollIntoViewIfNeeded();
    await expect.poll(() => island.getAttribute("data-hydrated")).toBe("true");
    await footer.getByRole("textbox", { name: leadEn.newsletter.email }).fill("documents-footer@example.com");
    await footer.getByRole("button", { name: leadEn.newsletter.submit }).click();
    await expect
      .poll(() => toastLog(page))
      .toEqual([successToast(leadEn.newsletter.success.title, leadEn.newsletter.success.text)]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a press made before the island's code is here is carried out once it is", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: PHONE });
    await recordToasts(page);
    await page.goto(`${baseUrl}/es/terms`);
    const footer = page.locator("footer");
    // Hold the island's code: the press lands on the server's markup.
    const release = await holdIslandCode(page);
    const submit = footer.getByRole("button", { name: /Suscr/ });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    expect(await submit.getAttribute("aria-busy")).toBe("true");
    release();
    // The empty form's own answer, in Spanish: the press was carried out.
    await expect.poll(async () => (await toastLog(page)).length).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("switches language and keeps the choice, with the session known", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/terms?from=test`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.session)).toBe("signed-out");
    expect(await page.getByRole("link", { name: en.topBar.signIn }).isVisible()).toBe(true);
    await page.getByRole("navigation", { name: en.language.label }).getByRole("link", { name: "Español" }).click();
    await page.waitForURL(`${baseUrl}/es/terms?from=test`);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
    expect(await page.getByRole("navigation", { name: es.language.label }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("prefetches the page a visitor points at, and that page counts its own view when shown", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: { width: 1280, height: 800 } });
    const prefetches: string[] = [];
    const beacons: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.headers()["sec-purpose"]?.includes("prefetch")) prefetches.push(url.pathname);
      if (url.pathname === "/api/audience/views") beacons.push(request.postData() ?? "");
    });
    await page.goto(`${baseUrl}/terms`);
    const privacy = page.getByRole("contentinfo").getByRole("link", { name: en.footer.privacy, exact: true });
    await privacy.hover();
    await expect.poll(() => prefetches).toContain("/privacy");
    await privacy.click();
    await page.waitForURL(`${baseUrl}/privacy`);
    await expect.poll(() => beacons).toEqual([JSON.stringify({ path: "/privacy" })]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("moves from one page to the next with a view transition, none under reduced motion, and none towards the API", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const { page, problems } = await newVisitor(browser, { reducedMotion });
      // Whether the page was revealed by a transition from the one before it.
      await page.addInitScript(() =>
        addEventListener("pagereveal", (event) => {
          (window as unknown as { revealed: boolean }).revealed = Boolean(
            (event as Event & { viewTransition?: unknown }).viewTransition,
          );
        }),
      );
      await page.goto(`${baseUrl}/terms`);
      await page.getByRole("contentinfo").getByRole("link", { name: en.footer.privacy, exact: true }).click();
      await page.waitForURL(`${baseUrl}/privacy`);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { revealed?: boolean }).revealed))
        .toBe(reducedMotion === "no-preference");
      // An address that is no page of the site (the local payment page is one) opts in to none:
      // the page it leaves skips its transition rather than have the browser abort it.
      await page.evaluate(() => (window.location.href = "/api/health"));
      await page.waitForURL(`${baseUrl}/api/health`);
      await page.waitForLoadState();
      expect(problems, reducedMotion).toEqual([]);
      await page.context().close();
    }
  });

  it("stays eligible for the back/forward cache: nothing of the page keeps it out", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: { width: 1280, height: 800 } });
    // The test browser (the headless shell) has the cache switched off, so the check is
    // Chromium's own account of why a page was not restored: none of its reasons may be the
    // page's (an unload handler, a no-store document, an open connection…), only the browser's.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    const reasons: { type: string; reason: string }[][] = [];
    cdp.on("Page.backForwardCacheNotUsed", (event) => reasons.push(event.notRestoredExplanations));
    await page.goto(`${baseUrl}/about`);
    // Something for the page to hold: an island in use (React, the session, the dialog).
    await page.getByRole("button", { name: en.nav.downloadCv }).first().click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.goto(`${baseUrl}/terms`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/about`);
    await expect.poll(() => reasons.length).toBe(1);
    expect(reasons[0]!.filter((reason) => reason.type !== "Circumstantial")).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a video is asked for only with the press on play, which also brings its code", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: PHONE });
    const elsewhere: string[] = [];
    // No third-party request leaves the test: the player's own frame is answered empty.
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => {
      elsewhere.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>player</title>" });
    });
    await page.goto(`${baseUrl}/experience/references`);
    const reference = VIDEO_REFERENCES[0]!;
    const card = page.locator("#video-references article").first();
    const island = card.locator('[data-island="embed-player"]');
    const play = card.getByRole("button", { name: /^Play / });
    await play.scrollIntoViewIfNeeded();
    expect(await island.getAttribute("data-hydrated")).toBe(null);
    await play.click();
    const frame = card.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe(`${reference.video.embedUrl}?autoplay=1`);
    expect(elsewhere).toEqual([`${reference.video.embedUrl}?autoplay=1`]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a signed-in reader likes the main theme on the music page, and it stays liked", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: PHONE });
    const { email } = await confirmedAccount(baseUrl, "documents-like", nextIp);
    const signIn = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      headers: { Origin: baseUrl, "CF-Connecting-IP": nextIp() },
      data: { email, password: PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${baseUrl}/music`);
    await expect.poll(() => page.locator("html").getAttribute("data-session")).toBe("signed-in");
    const track = page.locator('[data-track="mortal-vengeance-main-theme"]');
    const like = track.getByRole("button", { name: /^(Like|Unlike) / });
    await track.scrollIntoViewIfNeeded();
    await expect.poll(() => like.isEnabled()).toBe(true);
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    const before = Number(/\((\d+) likes?\)$/.exec((await like.getAttribute("aria-label"))!)![1]);
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => like.textContent()).toBe(`${before + 1} ${before + 1 === 1 ? "like" : "likes"}`);
    await page.reload();
    await track.scrollIntoViewIfNeeded();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the gallery's filter: a shared filtered address is drawn filtered, and a press filters with no work's code", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: PHONE, locale: "es-ES" });
    const items = page.locator("[data-work-category]");
    const visibleItems = () => items.evaluateAll((all) => all.filter((item) => !(item as HTMLElement).hidden).length);
    const inCategory = (category: string) => PORTFOLIO_ITEMS.filter((item) => item.category === category).length;
    const shown = (count: number) => (count === 1 ? `Se muestra ${count} trabajo` : `Se muestran ${count} trabajos`);
    const button = (category: keyof typeof PORTFOLIO_CATEGORIES | "all") =>
      page
        .getByRole("group", { name: "Filtrar por categoría" })
        .getByRole("button", { name: category === "all" ? "Todo" : PORTFOLIO_CATEGORIES[category].es, exact: true });
    const island = page.locator('[data-island="portfolio-filter"]');

    // The server drew the address's view: the music items, the Music choice pressed.
    await page.goto(`${baseUrl}/es/portfolio-gallery?category=music`);
    expect(await visibleItems()).toBe(inCategory("music"));
    expect(await button("music").getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("status").filter({ hasText: "Se muestra" }).textContent()).toBe(
      shown(inCategory("music")),
    );
    expect(await island.getAttribute("data-hydrated")).toBe(null);

    // A press (before the code is here) is carried out: every item, the address without a filter.
    await button("all").click();
    await expect.poll(visibleItems).toBe(PORTFOLIO_ITEMS.length);
    expect(page.url()).toBe(`${baseUrl}/es/portfolio-gallery`);
    expect(await button("all").getAttribute("aria-pressed")).toBe("true");

    await button("campaign").click();
    await expect.poll(visibleItems).toBe(inCategory("campaign"));
    expect(page.url()).toBe(`${baseUrl}/es/portfolio-gallery?category=campaign`);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Se muestra" }).textContent())
      .toBe(shown(inCategory("campaign")));

    // The filtered address survives a reload, drawn by the server as it was left.
    await page.reload();
    expect(await visibleItems()).toBe(inCategory("campaign"));
    expect(await button("campaign").getAttribute("aria-pressed")).toBe("true");
    // An unknown category is the whole gallery.
    await page.goto(`${baseUrl}/es/portfolio-gallery?category=nothing&utm_source=x`);
    expect(await visibleItems()).toBe(PORTFOLIO_ITEMS.length);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the contact page's form takes what was typed before its code came, with the reason its link chose, and sends it", async () => {
    const { page, problems } = await newVisitor(browser, {
      viewport: PHONE,
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
    });
    await recordToasts(page);
    const release = await holdIslandCode(page);
    // The press kit's link: the Worker draws the page with the reason chosen.
    await page.goto(`${baseUrl}/contact?reason=media_opportunity`);
    const form = page.getByRole("form", { name: leadEn.contactForm.formLabel });
    const field = (name: string) => form.locator(`[name="${name}"]`);
    expect(await field("reason").inputValue()).toBe("media_opportunity");
    await field("name").fill("Nuria");
    await field("lastName").fill("Puig");
    await field("email").fill("documents-contact@example.com");
    await field("message").fill("An interview for our culture podcast?");
    await field("privacyPolicy").check();
    await form.getByRole("button", { name: leadEn.contactForm.submit }).click();
    expect(await page.locator('[data-island="contact-form"]').getAttribute("data-hydrated")).toBe(null);
    // Kept for the code, not sent as a plain form: no field in the address.
    expect(page.url()).toBe(`${baseUrl}/contact?reason=media_opportunity`);
    release();
    await expect
      .poll(() => toastLog(page))
      .toEqual([successToast(leadEn.contactForm.success.title, leadEn.contactForm.success.text)]);
    // Sent once (a second send would be a second toast by the time the page is done), and the
    // form is empty again.
    await settled(page);
    expect(await toastLog(page)).toHaveLength(1);
    expect(await field("name").inputValue()).toBe("");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a send pressed the instant the form's code takes over waits for what was typed before it", async () => {
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await recordToasts(page);
    const release = await holdIslandCode(page);
    await page.goto(`${baseUrl}/contact`);
    const form = page.getByRole("form", { name: leadEn.contactForm.formLabel });
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field("name").fill("Núria");
    await field("email").fill("documents-contact-instant@example.com");
    await field("reason").selectOption("consulting");
    await field("message").fill("Sent the moment the form could take it.");
    await field("privacyPolicy").check();
    // The press lands as the island's root commits, while what was typed is still to be handed
    // over: the press waits its turn behind the typing instead of sending an empty form.
    await page.evaluate(() => {
      const island = document.querySelector('[data-island="contact-form"]')!;
      new MutationObserver((_, observer) => {
        if (!island.hasAttribute("data-hydrated")) return;
        observer.disconnect();
        island.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      }).observe(island, { attributes: true, attributeFilter: ["data-hydrated"] });
    });
    const sent = page.waitForResponse(`${baseUrl}/api/contact-form-handler`);
    release();
    expect((await sent).status()).toBe(201);
    await expect.poll(async () => (await toastLog(page)).map((toast) => toast.type)).toEqual(["success"]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("what was typed before the form's code came reaches it even when the send comes after", async () => {
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await recordToasts(page);
    const release = await holdIslandCode(page);
    await page.goto(`${baseUrl}/es/contact`);
    const form = page.getByRole("form", { name: "Formulario de contacto" });
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field("name").fill("Jordi");
    await field("email").fill("documents-contact-later@example.com");
    await field("reason").selectOption("consulting");
    await field("privacyPolicy").check();
    // Nothing pressed yet that the page had to keep: only typing, then the code arrives.
    release();
    await page.locator('[data-island="contact-form"][data-hydrated]').waitFor();
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect.poll(async () => (await toastLog(page)).map((toast) => toast.type)).toEqual(["success"]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
