import { beforeAll, describe, expect, it } from "vitest";
import { page } from "../support/worker/http";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/*
 * A page of the app (the account, the cart, the studio) starts the app from the first bytes, as
 * the build wrote it; a document (decision 072) names only its own small script.
 */

const ENTRY = /<script type="module"[^>]*src="(\/assets\/[^"]+)"/;
const PRELOADS = /<link rel="modulepreload"[^>]*href="([^"]+)"/g;
/** A document the Worker draws from D1: a product's page. */
const PRODUCT = "/la-bodega/ebooks/book-one";

beforeAll(seedShopFixtures);

describe("the app's scripts in a page of the app", () => {
  it("the entry and the page's chunks from the first bytes, and the inline boot script with this response's nonce", async () => {
    for (const path of ["/account", "/es/cart", "/auth?redirect=/cart"]) {
      const res = await page(path);
      const html = await res.text();
      expect(html, path).toMatch(ENTRY);
      expect([...html.matchAll(PRELOADS)].length, path).toBeGreaterThan(2);
      expect(html, path).toContain('<div id="root"></div>');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy")!)?.[1];
      expect(html, path).toContain(`<script nonce="${nonce}">(()=>{`);
    }
  });

  it("names the page's own module, which the app imports on arrival instead of loading the table of every page", async () => {
    const PAGE_MODULE = /<meta name="page-module" content="([^"]+)" data-page="([^"]+)">/;
    for (const [path, id, file] of [
      ["/ca/cart", "cart", /^\/assets\/cart-page-[\w-]+\.js$/],
      ["/account/orders", "accountOrders", /^\/assets\/account-orders-page-[\w-]+\.js$/],
    ] as const) {
      const html = await (await page(path)).text();
      const [, module, named] = PAGE_MODULE.exec(html) ?? [];
      expect(named, path).toBe(id);
      expect(module, path).toMatch(file);
      // It is one of the files the page preloads, so naming it costs no request of its own.
      expect(
        [...html.matchAll(PRELOADS)].map((m) => m[1]),
        path,
      ).toContain(module);
    }
  });
});

describe("a document's scripts (decision 072)", () => {
  it("names its own small script and the frame's chunk, none of the app's, whatever the query", async () => {
    for (const path of [
      "/",
      "/terms",
      "/es/about?from=test",
      "/ca/no-such-page",
      "/news/no-such-post",
      "/la-bodega",
      PRODUCT,
      `/es${PRODUCT}?from=test`,
    ]) {
      const html = await (await page(path)).text();
      expect(html, path).not.toContain('id="boot-scripts"');
      expect(html, path).not.toContain('name="page-module"');
      const entries = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
      expect(entries, path).toEqual([expect.stringMatching(/^\/assets\/document-[\w-]+\.js$/)]);
      const preloads = [...html.matchAll(PRELOADS)].map((m) => m[1]);
      expect(preloads, path).toEqual([expect.stringMatching(/^\/assets\/frame-[\w-]+\.js$/)]);
      // Sign in waits, hidden by the stylesheet, until the frame's script knows the session.
      expect(html, path).toMatch(/<html[^>]*data-session="pending"/);
      expect(html, path).toContain('data-island="newsletter-form"');
    }
  });

  it("tells the browser which links it may prefetch, by a header naming the rules, not an inline script", async () => {
    const doc = await page("/es/terms");
    expect(doc.headers.get("Speculation-Rules")).toBe('"/speculation-rules.json"');
    expect(await doc.text()).not.toContain("speculationrules");
    expect((await page("/cart")).headers.get("Speculation-Rules")).toBeNull();
    const rules = await page("/speculation-rules.json");
    expect(rules.headers.get("Content-Type")).toBe("application/speculationrules+json");
    const body = (await rules.json()) as { prefetch: { eagerness: string; where: unknown }[] };
    expect(body.prefetch[0]!.eagerness).toBe("moderate");
    // Never the API or a file (a download, a feed).
    expect(JSON.stringify(body.prefetch[0]!.where)).toContain('"/api/*"');
    expect(JSON.stringify(body.prefetch[0]!.where)).toContain('"/*.*"');
  });

  it("a page of the app keeps the app's scripts and no session mark", async () => {
    const html = await (await page("/cart")).text();
    expect(html).toMatch(ENTRY);
    // (Its stylesheet is inline whole, the rules for a document's session mark with it.)
    expect(html).not.toMatch(/<html[^>]*data-session=/);
    expect(html).not.toContain("data-island=");
  });
});
