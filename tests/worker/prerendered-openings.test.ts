import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { publishedPosts } from "#content/news/posts";
import { en } from "#client/i18n/dictionaries/en";
import { es } from "#client/i18n/dictionaries/es";
import { NOT_FOUND_LABELS } from "#client/pages/not-found-labels";
import { text } from "../support/worker/html";
import { NOT_FOUND_ADDRESS, PRODUCT_STAND_IN_ADDRESS } from "#worker/contract/openings";
import { page } from "../support/worker/http";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

// The shelves and a product's page are documents the Worker draws from D1.
beforeAll(seedShopFixtures);

/** The inline stylesheet of a page and the whole stylesheet it links to. */
async function stylesOf(path: string) {
  const html = await (await page(path)).text();
  const inline = html.match(/<style data-inline-stylesheet>([\s\S]*?)<\/style>/)?.[1] ?? "";
  const href = html.match(/<link rel="stylesheet" href="([^"]+)"[^>]*disabled/)?.[1];
  const whole = href ? await (await page(href)).text() : "";
  return { html, inline, whole, href };
}

/** The class names an opening's markup uses. */
function classesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/).filter(Boolean)));
}

/** A class name as Tailwind writes it in a selector (the names used here never start with a digit). */
const selectorOf = (name: string) => `.${name.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`)}`;
const hasRuleFor = (css: string, name: string) =>
  new RegExp(`${selectorOf(name).replace(/[\\.[\]()*+?^$|{}]/g, "\\$&")}(?![a-zA-Z0-9_\\\\-])`).test(css);

/** What the Worker put inside <div id="root"> (the build's prerendered opening, or nothing). */
async function rootOf(path: string): Promise<{ status: number; root: string; html: string }> {
  const res = await page(path);
  const html = await res.text();
  // #root is the body's only element, so it closes with the body's last </div>.
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const end = html.lastIndexOf("</div>", html.lastIndexOf("</body>"));
  return { status: res.status, root: html.slice(start, end).trim(), html };
}

describe("prerendered documents (decision 074)", () => {
  it("a public page arrives with its content in #root and its stylesheet inline", async () => {
    const { status, root, html } = await rootOf("/books");
    expect(status).toBe(200);
    expect(root).toContain('<main id="main"');
    expect(root).toMatch(/<h1[\s>]/);
    expect(text(root)).toContain(en.common.skipToContent);
    expect(html).toMatch(/<style data-inline-stylesheet>[^<]*\.sr-only/);
    // The whole stylesheet's link is disabled (the boot script enables it after the first
    // paint; decision 030) and, without scripts, comes inside <noscript>.
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(/ disabled data-after-paint(="")?>$/);
    expect(html).toContain(`<noscript>${links[1]}</noscript>`);
    // The opening never carries scripts of its own: only the nonce'd app scripts run.
    expect(root).not.toContain("<script");
  });

  it("each language gets its own opening", async () => {
    const spanish = await rootOf("/es/books");
    expect(text(spanish.root)).toContain(es.common.skipToContent);
    expect(text(spanish.root)).not.toContain(en.common.skipToContent);
  });

  it("a news post arrives with its whole text", async () => {
    const post = publishedPosts(new Date()).at(-1)!;
    const { status, root } = await rootOf(`/news/${post.slug}`);
    expect(status).toBe(200);
    expect(text(root)).toContain(post.title.en);
  });

  it("a private page leaves #root to the app; a product page is drawn whatever its query", async () => {
    expect((await rootOf("/account/orders")).root).toBe("");
    expect((await rootOf("/la-bodega/ebooks/book-one?from=test")).root).toBe(
      (await rootOf("/la-bodega/ebooks/book-one")).root,
    );
  });

  it("a product page whose product can't be read says so, with its own address to try again", async () => {
    // D1 failing: every statement throws.
    const prepare = vi.spyOn(env.DB, "prepare").mockImplementation(() => {
      throw new Error("D1 is unavailable");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const unreadable = await rootOf("/ca/la-bodega/ebooks/book-two");
      expect(unreadable.status).toBe(503);
      expect(text(unreadable.root)).toContain("No s'ha pogut carregar aquest producte");
      expect(unreadable.root).toMatch(/<a href="\/ca\/la-bodega\/ebooks\/book-two"[^>]*>[^<]*Torna-ho a provar/);
      // The language switcher's links too: nothing of the build's stand-in address is left.
      expect(unreadable.root).toContain('href="/es/la-bodega/ebooks/book-two"');
      expect(unreadable.html).not.toContain(PRODUCT_STAND_IN_ADDRESS);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("could not be read"));
    } finally {
      prepare.mockRestore();
      logged.mockRestore();
    }
    // Not kept: the next visit draws the product.
    const again = await rootOf("/ca/la-bodega/ebooks/book-two");
    expect(again.status).toBe(200);
    expect(again.root).toMatch(/<h1 id="page-heading"[^>]*>Book Two<\/h1>/);
  });

  it("a document whose page reads a query is drawn for it; the rest of a query changes nothing", async () => {
    const hiddenItems = (root: string) =>
      [...root.matchAll(/<li data-work-category="([a-z-]+)"( hidden="")?/g)].map(([, category, hidden]) => ({
        category,
        hidden: Boolean(hidden),
      }));
    const plain = await rootOf("/es/portfolio-gallery");
    expect(hiddenItems(plain.root).length).toBeGreaterThan(2);
    expect(hiddenItems(plain.root).every((item) => !item.hidden)).toBe(true);
    const music = await rootOf("/es/portfolio-gallery?category=music&utm_source=newsletter");
    expect(music.status).toBe(200);
    const items = hiddenItems(music.root);
    expect(items.length).toBe(hiddenItems(plain.root).length);
    for (const item of items) expect(item.hidden, item.category).toBe(item.category !== "music");
    expect(text(music.root)).toContain("Filtrar por categoría");
    // What the page doesn't read is the plain document, byte for byte (a nonce apart).
    const tracked = await rootOf("/es/portfolio-gallery?utm_source=newsletter");
    expect(tracked.root).toBe(plain.root);
    // A view drawn here has the page's own rules, which the build drew from all its views.
    const second = await stylesOf("/news?page=2");
    const first = await stylesOf("/news");
    expect(second.html).toMatch(/aria-current="page"[^>]*>2</);
    expect(second.inline).toBe(first.inline);
    expect(second.inline.length).toBeLessThan(second.whole.length / 2);
  });

  it("the not-found page is a document (decision 072): a page's unknown item and a query get it too", async () => {
    for (const address of ["/news/no-such-post", "/no-such-page?x=1", "/es/news/no-such-post"]) {
      const missing = await rootOf(address);
      expect(missing.status, address).toBe(404);
      expect(text(missing.root), address).toContain(NOT_FOUND_LABELS.heading[address.startsWith("/es/") ? "es" : "en"]);
    }
  });

  it("an address no page has gets the not-found page's opening, in its language, with its own address", async () => {
    const english = await rootOf("/no-such-page");
    expect(english.status).toBe(404);
    expect(text(english.root)).toContain(NOT_FOUND_LABELS.heading.en);
    expect(english.html).toContain("data-after-paint");
    const spanish = await rootOf("/es/no/such/page");
    expect(spanish.status).toBe(404);
    expect(text(spanish.root)).toContain(NOT_FOUND_LABELS.heading.es);
    expect(text(spanish.root)).not.toContain(NOT_FOUND_LABELS.heading.en);
    // The language switcher links to the same address in each language, as the app draws it.
    for (const href of ["/no/such/page", "/es/no/such/page", "/ca/no/such/page"])
      expect(spanish.root).toContain(`href="${href}"`);
    // Escaped as an attribute (the browser's address keeps ' and & as they are).
    const quoted = await rootOf("/ca/what's&this");
    expect(quoted.root).toContain('href="/what&#39;s&amp;this"');
    for (const { html } of [english, spanish, quoted]) expect(html).not.toContain(NOT_FOUND_ADDRESS);
  });

  it("the fragments themselves are not pages anyone can visit", async () => {
    const { status, root } = await rootOf("/_openings/en/books.html");
    // The not-found page, not the fragment.
    expect(status).toBe(404);
    expect(text(root)).toContain(NOT_FOUND_LABELS.heading.en);
  });
});

describe("an opening's own rules inline (decision 030)", () => {
  // La Bodega's shelves are drawn here from D1 with the rules the build drew stand-ins with.
  it.each([
    "/books",
    "/",
    "/es/contact",
    "/ca/series/imalive",
    "/la-bodega",
    "/es/la-bodega?category=music&available=true",
    "/la-bodega/ebooks/book-one",
    "/es/la-bodega/music/launch-edition",
    "/ca/la-bodega/bundles/reader-bundle",
  ])("%s: every class its opening uses has its rules inline, and the rest of the stylesheet waits", async (path) => {
    const { html, inline, whole } = await stylesOf(path);
    expect(whole.length).toBeGreaterThan(20_000);
    expect(inline.length).toBeGreaterThan(1000);
    expect(inline.length).toBeLessThan(whole.length * 0.6);
    const root = html.slice(html.indexOf('<div id="root">'));
    // A variant on an attribute (aria-[current=page]:…) applies only where the element has it.
    const used = [...classesIn(root)].filter(
      (name) => !/^\d/.test(name) && !/(^|:)(aria|data)-/.test(name) && hasRuleFor(whole, name),
    );
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((name) => !hasRuleFor(inline, name))).toEqual([]);
    // Tailwind's variables have their declared types and starting values, and the layers their order.
    expect(inline).toContain("@property --tw-");
    expect(inline.indexOf("@layer theme")).toBeLessThan(inline.indexOf("@layer utilities"));
  });

  it("a rule no opening of the page uses is left to the whole stylesheet", async () => {
    const { inline, whole } = await stylesOf("/terms");
    // A studio report's columns: no public page draws them.
    const studioColumns = "lg:grid-cols-[1fr_1fr_1fr_auto_auto]";
    expect(hasRuleFor(whole, studioColumns)).toBe(true);
    expect(hasRuleFor(inline, studioColumns)).toBe(false);
  });

  it("pages without a built opening keep the whole stylesheet inline, its link only for Vite's loader", async () => {
    for (const path of ["/account/orders", "/cart"]) {
      const { html, inline, whole } = await stylesOf(path);
      expect(inline, path).toBe(whole.replaceAll("</style", "<\\/style"));
      expect(html, path).not.toMatch(/<link[^>]*data-after-paint/);
      expect(html, path).not.toContain("<noscript><link");
    }
  });

  it("every page, a document or the app's, opts in to cross-document view transitions, unless motion is reduced", async () => {
    // Both pages of a navigation must opt in, so the rule is in every page's first stylesheet.
    const rule = /@media \(prefers-reduced-motion: ?no-preference\) ?\{@view-transition ?\{navigation: ?auto;?\}\}/;
    for (const path of ["/", "/es/terms", "/news?page=2", "/ca/no-such-page", "/la-bodega", "/account/orders"]) {
      const { inline } = await stylesOf(path);
      expect(inline, path).toMatch(rule);
    }
  });

  it("a document keeps Sign in quiet while the frame asks who is visiting", async () => {
    // The Worker sets the session's state on <html>, which the build's pages don't have.
    for (const path of ["/terms", "/la-bodega/ebooks/book-one", "/es/la-bodega"]) {
      const { html, inline } = await stylesOf(path);
      expect(html, path).toMatch(/<html[^>]* data-session="pending"/);
      expect(inline, path).toMatch(/html\[data-session="?pending"?\] \[data-sign-in\]/);
      expect(inline, path).toMatch(/html\[data-session="?signed-in"?\] \[data-signed-out\]\{display:none\}/);
    }
  });

  it("the rules files are not pages anyone can visit", async () => {
    const res = await page("/_openings/en/books.css");
    // The not-found page, not the file.
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
  });
});
