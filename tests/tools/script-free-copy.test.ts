/**
 * The audit's script-free copy of a page (scripts/lib/script-free-proxy.mjs): the same HTML, served
 * the same way, with nothing left that would run.
 */
import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM helper of the scripts
import { startPageProxy, withoutScripts } from "#scripts/lib/script-free-proxy.mjs";

const PAGE = [
  "<!doctype html><html><head><meta charset=utf-8>",
  "<script nonce=abc>(()=>{window.early=1})();</script>",
  '<link rel="modulepreload" href="/assets/frame-1.js">',
  '<script type="module" src="/assets/document-1.js" nonce="abc"></script>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '<script type="application/json" id="data">{"a":1}</script>',
  '<link rel="stylesheet" href="/assets/site.css">',
  "</head><body><h1>Terms</h1><script>\nlate()\n</script></body></html>",
].join("");

describe("a page's script-free copy", () => {
  it("drops every script that would run and the module preloads, and keeps data blocks and the rest", () => {
    const copy: string = withoutScripts(PAGE);
    expect(copy).not.toContain("early");
    expect(copy).not.toContain("late()");
    expect(copy).not.toContain("document-1.js");
    expect(copy).not.toContain("modulepreload");
    expect(copy).toContain('<script type="application/ld+json">{"@type":"Person"}</script>');
    expect(copy).toContain('<script type="application/json" id="data">{"a":1}</script>');
    expect(copy).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(copy).toContain("<h1>Terms</h1>");
  });

  it("is served the same way as the page: same status and headers, only documents changed", async () => {
    const site = createServer((req, res) => {
      if (req.url === "/asset.js") {
        res.writeHead(200, { "content-type": "text/javascript", "cache-control": "max-age=60" });
        res.end("console.log(1)");
        return;
      }
      res.writeHead(req.url === "/missing" ? 404 : 200, { "content-type": "text/html; charset=utf-8", "x-own": "1" });
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
    const [pages, copies] = await Promise.all([
      startPageProxy(origin, { stripScripts: false }),
      startPageProxy(origin, { stripScripts: true }),
    ]);
    try {
      const page = await fetch(`${pages.url}/terms`);
      const copy = await fetch(`${copies.url}/terms`);
      expect(await page.text()).toBe(PAGE);
      expect(await copy.text()).toBe(withoutScripts(PAGE));
      expect(copy.headers.get("x-own")).toBe("1");
      expect((await fetch(`${copies.url}/missing`)).status).toBe(404);
      const asset = await fetch(`${copies.url}/asset.js`);
      expect(await asset.text()).toBe("console.log(1)");
      expect(asset.headers.get("cache-control")).toBe("max-age=60");
    } finally {
      await Promise.all([pages.close(), copies.close()]);
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
