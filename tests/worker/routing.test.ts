import { describe, expect, it } from "vitest";
import { PAGE_META } from "#worker/contract/page-meta";
import { parseHead } from "../support/worker/html";
import { ORIGIN, page, request } from "../support/worker/http";

describe("not found", () => {
  it.each([
    "/no-such-page",
    "/es/no-such-page",
    "/ca/books/extra",
    "/la-bodega/ebooks",
    "/la-bodega/EBOOKS/x",
    "/esbooks",
    "/%E2%9C%93",
    "/books//",
    "/a/b/c/d/e/f/g",
    "/@vite/client",
    "/node_modules/react/index.js",
    "/client/main.tsx",
  ])("%s answers the not-found page with 404", async (path) => {
    const res = await page(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const head = await parseHead(res);
    const lang = path.startsWith("/es/") ? "es" : path.startsWith("/ca/") ? "ca" : "en";
    expect(head.lang).toBe(lang);
    expect(head.title).toContain((PAGE_META[lang].notFound ?? PAGE_META.en.notFound).title);
    expect(head.robots).toBe("noindex, follow");
    expect(head.canonical).toBeNull();
  });

  it("the not-found page speaks the prefix's language", async () => {
    const head = await parseHead(await page("/ca/no-existeix"));
    expect(head.lang).toBe("ca");
  });

  it("a missing file is a 404, not the app shell", async () => {
    const res = await page("/missing-image.png");
    expect(res.status).toBe(404);
  });

  it("unknown API paths answer a JSON 404 in the one error shape", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope/deeper"],
      ["DELETE", "/api"],
    ] as const) {
      const res = await request(path, { method, body: method === "POST" ? "{broken json" : undefined });
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      const body = await res.json<{ error: { code: string; message: string } }>();
      expect(body.error.code).toBe("not_found");
      expect(body.error.message).toBeTruthy();
    }
  });

  it("HEAD of a page answers like GET, without a body", async () => {
    const res = await request("/books", { method: "HEAD", headers: { Cookie: "language=en" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(await res.text()).toBe("");
  });

  it("other methods on pages are refused with 405", async () => {
    const res = await request("/books", { method: "POST", body: "x" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("redirects", () => {
  it.each([
    ["/privacy-policy", "/privacy"],
    ["/mortal-vengeance-series", "/series/mortal-vengeance"],
    ["/es/privacy-policy", "/es/privacy"],
    ["/ca/mortal-vengeance-series?ref=card", "/ca/series/mortal-vengeance?ref=card"],
  ])("%s moves permanently to %s", async (from, to) => {
    const res = await page(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(to);
  });

  it.each([
    ["/books/", "/books"],
    ["/es/books/", "/es/books"],
    ["/es/", "/es"],
    ["/ca/?x=1", "/ca?x=1"],
  ])("drops the trailing slash of %s", async (from, to) => {
    const res = await page(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(to);
  });
});

describe("locale redirects", () => {
  const visit = (path: string, headers: Record<string, string>) =>
    request(path, {
      headers: { Accept: "text/html", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0", ...headers },
    });

  it.each([
    ["es-ES,es;q=0.9,en;q=0.8", "/es/books"],
    ["es-419", "/es/books"],
    ["ca-ES,ca;q=0.9", "/ca/books"],
    ["ca", "/ca/books"],
    ["fr-FR,ca;q=0.8,en;q=0.5", "/ca/books"],
    ["en;q=0.4, es;q=0.9", "/es/books"],
  ])("Accept-Language %s → 302 %s", async (header, location) => {
    const res = await visit("/books", { "Accept-Language": header });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(location);
    expect(res.headers.get("Vary")).toContain("Accept-Language");
  });

  it("keeps the query string and redirects the home page to the bare prefix", async () => {
    const res = await visit("/?utm_source=x", { "Accept-Language": "es" });
    expect(res.headers.get("Location")).toBe("/es?utm_source=x");
  });

  it.each([
    "en-US,en;q=0.9,es;q=0.8",
    "de-DE",
    "",
    "*",
    "es;q=0",
    ";;;,,,",
    "x".repeat(5000),
    "es-ES;q=abc",
    "es-ES;q=2",
    "e$-ES",
  ])("stays on English for Accept-Language %j", async (header) => {
    const res = await visit("/books", { "Accept-Language": header });
    expect(res.status).toBe(200);
    expect(res.headers.get("Vary")).toContain("Accept-Language");
  });

  it("never overrides an explicit choice saved in the cookie", async () => {
    const res = await visit("/books", { "Accept-Language": "es-ES", Cookie: "theme=dark; language=en" });
    expect(res.status).toBe(200);
  });

  it("never redirects crawlers", async () => {
    const res = await visit("/books", {
      "Accept-Language": "es-ES",
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(res.status).toBe(200);
  });

  it("never redirects a prefixed page, whatever the browser prefers", async () => {
    for (const path of ["/es/books", "/ca/books"]) {
      const res = await visit(path, { "Accept-Language": "en-US" });
      expect(res.status).toBe(200);
    }
    const res = await visit("/es/books", { "Accept-Language": "ca" });
    expect(res.status).toBe(200);
  });

  it("does not redirect unknown paths or the API", async () => {
    expect((await visit("/nowhere", { "Accept-Language": "es" })).status).toBe(404);
    expect((await visit("/api/health", { "Accept-Language": "es" })).status).toBe(200);
  });
});

describe("discovery files", () => {
  it("robots.txt is real text that names the sitemap", async () => {
    const res = await request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toContain("<html");
  });

  it("sitemap.xml lists every indexable page in the three languages with alternates", async () => {
    const res = await request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${ORIGIN}/`.replace(/\/$/, "/"));
    expect(locs).toContain(`${ORIGIN}/es/books`);
    expect(locs).toContain(`${ORIGIN}/ca/privacy`);
    expect(locs.some((l) => l!.includes("/account/") || l!.includes("/auth"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.length % 3).toBe(0);
    expect(xml.match(/hreflang="x-default"/g)?.length).toBe(locs.length);
  });
});

describe("bad input never answers 500", () => {
  it("survives a huge URL", async () => {
    const res = await page(`/${"a".repeat(8000)}`);
    expect(res.status).toBe(404);
    const api = await request(`/api/${"b".repeat(8000)}?q=${"c".repeat(4000)}`);
    expect(api.status).toBe(404);
  });

  it("survives odd encodings and characters in paths", async () => {
    for (const path of [
      "/%00",
      "/%ZZ",
      "/..%2F..%2Fetc%2Fpasswd",
      "/<script>alert(1)</script>",
      "/es/%F0%9F%92%A5",
      "/la-bodega/a/%2e%2e",
    ]) {
      const res = await page(path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.status, path).toBeGreaterThanOrEqual(300);
    }
  });

  it("answers invalid JSON to API paths with a clear 4xx", async () => {
    for (const path of ["/api/health", "/api/csp-report", "/api/unknown"]) {
      const res = await request(path, {
        method: "POST",
        body: "{oops",
        headers: { "Content-Type": "application/json" },
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const body = await res.json<{ error: { code: string } }>();
      expect(body.error.code).toBeTruthy();
    }
  });
});
