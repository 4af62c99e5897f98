import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { newVisitor, settled, sweep, useBrowser } from "../support/e2e/browser";

/** Pages arrive as documents (docs/decisions/074-*.md); their islands take over without a seam. */
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
    const notPrerendered: string[] = [];
    await sweep(
      page,
      paths,
      async (tab, path) => {
        await tab.goto(`${baseUrl}${path}`);
        // Hydration keeps the server's nodes; a mismatch would have React rebuild them (and log).
        const { prerendered, kept } = await tab.evaluate(() => ({
          prerendered: document.documentElement.dataset.prerendered === "true",
          kept:
            document.querySelector("main")?.dataset.prerenderProbe === "kept" &&
            document.querySelector<HTMLElement>("main h1")?.dataset.prerenderProbe === "kept",
        }));
        // Built at deploy, or (products, from D1) drawn by the Worker: every page arrives rendered.
        if (!prerendered) notPrerendered.push(path);
        if (!kept) replaced.push(path);
      },
      {
        prepare: (tab) =>
          tab.on("request", (request) => {
            if (/\/api\/shop\/products\/[^/?]+\?/.test(request.url())) productCalls.push(request.url());
          }),
      },
    );
    expect(notPrerendered).toEqual([]);
    expect(paths.filter((path) => /\/la-bodega\/[^/]+\/[^/]+$/.test(path)).length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    expect(replaced).toEqual([]);
    expect(productCalls).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("no part the server drew blinks out after arrival: an island is hydrated as it was drawn", async () => {
    // Parts are the same in every language; English pages cover each. A part hydrated before
    // its code or data was here would be thrown away for its fallback, then drawn again.
    const paths = (await sitemapPaths()).filter((path) => !/^\/(es|ca)(\/|$)/.test(path));
    expect(paths.length).toBeGreaterThan(25);
    const { page, problems } = await newVisitor(browser);
    await page.context().addInitScript(() => {
      const removed: Element[] = [];
      Object.assign(window, { removedServerNodes: removed });
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        const root = document.getElementById("root");
        if (!root) return;
        root.querySelectorAll("*").forEach((element) => element.setAttribute("data-server-node", ""));
        // A server node with words that leaves the page is a flash; placeholders (aria-hidden,
        // empty) are meant to be replaced.
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (
                node instanceof Element &&
                node.hasAttribute("data-server-node") &&
                node.getAttribute("aria-hidden") !== "true" &&
                node.textContent?.trim()
              )
                removed.push(node);
        }).observe(root, { childList: true, subtree: true });
      });
    });
    const blinked: string[] = [];
    await sweep(page, paths, async (tab, path) => {
      await tab.goto(`${baseUrl}${path}`);
      // Until what follows hydration (the reader's library, deferred features) has come.
      await settled(tab);
      // A node moved elsewhere in the page (a carousel's quote taking its turn) is still there.
      const removed = await tab.evaluate(() =>
        (window as unknown as { removedServerNodes: Element[] }).removedServerNodes
          .filter((node) => !node.isConnected)
          .map((node) => `${node.tagName} "${node.textContent!.trim().slice(0, 40)}"`),
      );
      blinked.push(...removed.map((node) => `${path}: ${node}`));
    });
    expect(blinked).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("an address no page has arrives as the not-found page and is hydrated as it came", async () => {
    const { page, problems } = await newVisitor(browser);
    await page.context().addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive")
          document.querySelector("main h1")?.setAttribute("data-prerender-probe", "kept");
      });
    });
    for (const path of ["/no-such-page", "/es/no/such/page", "/ca/what's&this"]) {
      const res = await page.goto(`${baseUrl}${path}`);
      expect(res?.status(), path).toBe(404);
      expect(await page.locator("main h1").getAttribute("data-prerender-probe"), path).toBe("kept");
    }
    // The page's own 404 is the one console error a missing page has.
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
    await page.context().close();
  });

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

  it("a document paints with its own rules; the whole stylesheet comes with the first island, before it draws", async () => {
    const { page, problems } = await newVisitor(browser);
    // What the document held once parsed, before any script ran.
    await page.context().addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const link = document.querySelector<HTMLLinkElement>("link[data-after-paint]");
        const inline = document.querySelector<HTMLStyleElement>("style[data-inline-stylesheet]");
        // Rules inside layers and media queries too.
        const count = (rules: CSSRuleList): number =>
          [...rules].reduce((sum, rule) => sum + 1 + ("cssRules" in rule ? count(rule.cssRules as CSSRuleList) : 0), 0);
        document.documentElement.dataset.stylesAtParse = JSON.stringify({
          linkDisabled: link?.disabled ?? null,
          inlineRules: inline?.sheet ? count(inline.sheet.cssRules) : 0,
        });
      });
    });
    await page.goto(`${baseUrl}/`);
    await settled(page);
    const atParse = JSON.parse((await page.locator("html").getAttribute("data-styles-at-parse"))!);
    expect(atParse.linkDisabled).toBe(true);
    const wholeSheet = () =>
      page.evaluate(() => {
        const link = document.querySelector<HTMLLinkElement>("link[data-after-paint]")!;
        const count = (rules: CSSRuleList): number =>
          [...rules].reduce((sum, rule) => sum + 1 + ("cssRules" in rule ? count(rule.cssRules as CSSRuleList) : 0), 0);
        return { disabled: link.disabled, rules: link.sheet ? count(link.sheet.cssRules) : 0 };
      });
    // Reading the page (its carousels turning) needs none of it.
    expect((await wholeSheet()).disabled).toBe(true);
    // The lead form's dialog is an island, drawn with rules no document uses.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("openLeadForm", { detail: { source: "test" } })));
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const whole = await wholeSheet();
    expect(whole.disabled).toBe(false);
    expect(whole.rules).toBeGreaterThan(atParse.inlineRules * 1.5);
    const { width, viewport } = await dialog.evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      viewport: window.innerWidth,
    }));
    expect(width).toBeCloseTo(Math.min(512, viewport - 32), 0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("without JavaScript the whole stylesheet comes at once", async () => {
    const { page } = await newVisitor(browser, { javaScriptEnabled: false });
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/books`);
    const href = await page.locator("link[data-after-paint]").getAttribute("href");
    expect(stylesheets).toEqual([href]);
    await page.context().close();
  });

  it("every opening looks the same with only its own rules as with the whole stylesheet", async () => {
    const paths = await sitemapPaths();
    // Without scripts the whole stylesheet arrives through <noscript>; refusing it leaves the
    // opening's own rules alone.
    const { page } = await newVisitor(browser, { javaScriptEnabled: false });
    /** Every element of #root: its box and how it is painted. */
    const drawing = (tab: Page) =>
      tab.evaluate(() =>
        [...document.querySelectorAll("#root *")].map((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return [
            el.tagName,
            ...[box.x, box.y, box.width, box.height].map(Math.round),
            style.display,
            style.color,
            style.backgroundColor,
            style.fontSize,
            style.fontWeight,
            style.borderTopWidth,
            style.boxShadow,
            style.opacity,
          ].join(" ");
        }),
      );
    let compared = 0;
    const differences: string[] = [];
    // Lighthouse's phone. (Every class an opening uses, a wider screen's too, is checked for
    // its rules in tests/worker/prerendered-openings.test.ts.)
    const width = 412;
    /** Per tab: whether its next load refuses the whole stylesheet. */
    const refuseWhole = new WeakMap<Page, boolean>();
    await sweep(
      page,
      paths,
      async (tab, path) => {
        refuseWhole.set(tab, true);
        await tab.goto(`${baseUrl}${path}`);
        const link = tab.locator("link[data-after-paint]");
        if (!(await link.count())) return; // drawn by the Worker
        const own = await drawing(tab);
        refuseWhole.set(tab, false);
        await tab.goto(`${baseUrl}${path}`);
        const whole = await drawing(tab);
        compared++;
        const first = own.findIndex((line, i) => line !== whole[i]);
        if (first >= 0 || own.length !== whole.length)
          differences.push(`${width}px ${path}: ${own[first] ?? "(none)"} → ${whole[first] ?? "(none)"}`);
      },
      {
        prepare: async (tab) => {
          await tab.setViewportSize({ width, height: 900 });
          await tab.route("**/assets/*.css", (route) => (refuseWhole.get(tab) ? route.abort() : route.continue()));
        },
      },
    );
    expect(compared).toBeGreaterThan(80);
    expect(differences).toEqual([]);
    await page.context().close();
  }, 180_000);
});
