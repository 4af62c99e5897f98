import { beforeAll, describe, expect, it } from "vitest";
import { BOOT_SCRIPTS_ID, type BootScripts } from "#worker/contract/boot-scripts";
import { page } from "../support/worker/http";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/*
 * Decision 025: a page that arrives with its opening names none of the app's scripts for the
 * browser to fetch before its first paint; a data block lists them for the inline boot script.
 * A page without an opening starts the app from the first bytes, as the build wrote it.
 */

const BOOT_BLOCK = new RegExp(`<script type="application/json" id="${BOOT_SCRIPTS_ID}"[^>]*>([^<]*)</script>`);
const bootScripts = (html: string) => JSON.parse(BOOT_BLOCK.exec(html)![1]!) as BootScripts;
const ENTRY = /<script type="module"[^>]*src="(\/assets\/[^"]+)"/;
const PRELOADS = /<link rel="modulepreload"[^>]*href="([^"]+)"/g;
/** A page that is still the app's and has an opening: a product's, drawn by the Worker. */
const PRODUCT = "/la-bodega/ebooks/book-one";

beforeAll(seedShopFixtures);

describe("the app's scripts in a page's document", () => {
  it("with an opening: no module script or modulepreload, and the boot list ends with the entry", async () => {
    const html = await (await page(`/es${PRODUCT}`)).text();
    expect(html).toContain('id="root"><');
    expect(html).not.toMatch(ENTRY);
    expect([...html.matchAll(PRELOADS)]).toEqual([]);
    const { preload, entry } = bootScripts(html);
    // The same files the page preloads when it has no opening (a query): the entry's own
    // imports, the page's chunks and its language's, once each; then the entry itself.
    const started = await (await page(`/es${PRODUCT}?from=test`)).text();
    expect(entry).toBe(ENTRY.exec(started)![1]);
    expect(preload.some((file) => /\/product-page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(new Set(preload)).toEqual(new Set([...started.matchAll(PRELOADS)].map((match) => match[1])));
    expect(new Set(preload).size).toBe(preload.length);
    // The inline boot script runs with this response's nonce; the data block never runs.
    const nonce = /'nonce-([^']+)'/.exec((await page(`/es${PRODUCT}`)).headers.get("Content-Security-Policy")!)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toMatch(/<script nonce="[^"]+">\(\(\)=>\{/);
  });

  it("without one (a query, a page behind an account): the entry and the page's chunks from the first bytes", async () => {
    for (const path of [`${PRODUCT}?from=test`, "/account"]) {
      const html = await (await page(path)).text();
      expect(html).not.toMatch(BOOT_BLOCK);
      expect(html).toMatch(ENTRY);
      expect([...html.matchAll(PRELOADS)].length).toBeGreaterThan(2);
    }
  });

  it("names the page's own module, which the app imports on arrival instead of loading the table of every page", async () => {
    const PAGE_MODULE = /<meta name="page-module" content="([^"]+)" data-page="([^"]+)">/;
    for (const [path, id, file] of [
      [`/es${PRODUCT}`, "product", /^\/assets\/product-page-[\w-]+\.js$/],
      [`${PRODUCT}?from=test`, "product", /^\/assets\/product-page-[\w-]+\.js$/],
      ["/ca/cart", "cart", /^\/assets\/cart-page-[\w-]+\.js$/],
    ] as const) {
      const html = await (await page(path)).text();
      const [, module, named] = PAGE_MODULE.exec(html) ?? [];
      expect(named, path).toBe(id);
      expect(module, path).toMatch(file);
      // It is one of the files the page preloads, so naming it costs no request of its own.
      const preloads = BOOT_BLOCK.test(html)
        ? bootScripts(html).preload
        : [...html.matchAll(PRELOADS)].map((m) => m[1]);
      expect(preloads, path).toContain(module);
    }
  });
});

describe("a document's scripts (decision 072)", () => {
  it("names its own small script and the frame's chunk, none of the app's, whatever the query", async () => {
    for (const path of ["/", "/terms", "/es/about?from=test", "/ca/no-such-page", "/news/no-such-post", "/la-bodega"]) {
      const html = await (await page(path)).text();
      expect(html, path).not.toMatch(BOOT_BLOCK);
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
    expect((await page(PRODUCT)).headers.get("Speculation-Rules")).toBeNull();
    const rules = await page("/speculation-rules.json");
    expect(rules.headers.get("Content-Type")).toBe("application/speculationrules+json");
    const body = (await rules.json()) as { prefetch: { eagerness: string; where: unknown }[] };
    expect(body.prefetch[0]!.eagerness).toBe("moderate");
    // Never the API or a file (a download, a feed).
    expect(JSON.stringify(body.prefetch[0]!.where)).toContain('"/api/*"');
    expect(JSON.stringify(body.prefetch[0]!.where)).toContain('"/*.*"');
  });

  it("a page that is still the app's keeps the app's scripts and no session mark", async () => {
    const html = await (await page(PRODUCT)).text();
    expect(html).toMatch(BOOT_BLOCK);
    // (Its stylesheet is inline whole, the rules for a document's session mark with it.)
    expect(html).not.toMatch(/<html[^>]*data-session=/);
    expect(html).not.toContain("data-island=");
  });
});
