import { describe, expect, it } from "vitest";
import { page, request } from "../support/worker/http";

const STATIC_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "X-XSS-Protection": "1; mode=block",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

function directives(csp: string | null): Map<string, string[]> {
  expect(csp, "Content-Security-Policy is set").toBeTruthy();
  return new Map(
    csp!.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(STATIC_HEADERS)) {
    expect(res.headers.get(name), name).toBe(value);
  }
  const csp = directives(res.headers.get("Content-Security-Policy"));
  const scriptSrc = csp.get("script-src")!;
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).toContain("https://challenges.cloudflare.com");
  expect(scriptSrc).toContain("https://www.googletagmanager.com");
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("frame-src")).toEqual(
    expect.arrayContaining([
      "https://open.spotify.com",
      "https://www.youtube-nocookie.com",
      "https://www.slideshare.net",
    ]),
  );
  expect(csp.get("frame-src")).not.toContain("*");
  expect(csp.get("report-uri")).toEqual(["/api/csp-report"]);
  return csp;
}

describe("security headers", () => {
  it("are on page responses, with a fresh nonce that matches every script tag", async () => {
    // An app page: its module scripts carry the nonce too (a document's come from the site itself).
    const first = await page("/cart");
    const csp = expectSecurityHeaders(first);
    const nonce = csp
      .get("script-src")!
      .find((v) => v.startsWith("'nonce-"))!
      .slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = await first.text();
    // Data blocks (JSON-LD, the page's data) never run, so they need none.
    const scriptTags = html.match(/<script(?![^>]*application\/(ld\+)?json)[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);

    const second = await page("/cart");
    const secondNonce = directives(second.headers.get("Content-Security-Policy"))
      .get("script-src")!
      .find((v) => v.startsWith("'nonce-"));
    expect(secondNonce).not.toBe(`'nonce-${nonce}'`);
  });

  it("are on API responses, success and error alike", async () => {
    expectSecurityHeaders(await request("/api/health"));
    expectSecurityHeaders(await request("/api/no-such-endpoint"));
  });

  it("are on static files served through the Worker", async () => {
    const res = await request("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    expectSecurityHeaders(res);
  });

  it("are on redirects and not-found pages", async () => {
    expectSecurityHeaders(await page("/privacy-policy"));
    expectSecurityHeaders(await page("/definitely/not/here"));
  });
});
