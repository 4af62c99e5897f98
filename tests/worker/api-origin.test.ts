import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#worker/app";
import type { ApiErrorBody } from "#worker/contract/api-error";
import { ORIGIN, api, expectError, nextIp, request } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Every state-changing /api route checks where the request came from, like better-auth's own
 * endpoints do (ASVS 5.0 V3.5): the routes are read from the app itself, so a route added
 * later is covered without anyone remembering to list it.
 */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Called by another server with its own proof, or by the browser itself, never by a page. */
const SERVER_TO_SERVER = ["/api/payments/stripe/webhook", "/api/csp-report"];

const writeRoutes = [
  ...new Map(
    createApp()
      .routes.filter((r) => r.path.startsWith("/api/") && WRITE_METHODS.has(r.method))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
];

/** Real values for the routes' parameters, so a forged request would otherwise succeed. */
const PARAMETERS: Record<string, string> = { itemId: "product:book-one", slug: "book-one" };

/** A concrete path for a route pattern: parameters filled, wildcards given a real endpoint. */
const concrete = (path: string) =>
  path
    .replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => PARAMETERS[name] ?? `sample-${name}`)
    .replace(/\/\*$/, "/sign-out");

let reader: Reader;
beforeAll(async () => {
  await seedShopFixtures();
  reader = await signUpReader("Olivia Origin");
});

async function expectRefused(res: Response, what: string) {
  expect(res.status, what).toBe(403);
  const body = await res.json<ApiErrorBody>();
  expect(body.error.code, what).toBe("forbidden");
  expect(body.error.message, what).toMatch(/did not come from this site/);
}

describe("state-changing API routes refuse other sites' pages", () => {
  it("finds the write routes to check (a sanity check on the enumeration)", () => {
    const names = writeRoutes.map((r) => `${r.method} ${r.path}`);
    expect(names.length).toBeGreaterThanOrEqual(15);
    for (const expected of [
      "PUT /api/cart/items/:slug",
      "PUT /api/likes/:itemId",
      "POST /api/checkout",
      "POST /api/auth/*",
    ]) {
      expect(names, expected).toContain(expected);
    }
  });

  it.each(writeRoutes.filter((r) => !SERVER_TO_SERVER.includes(r.path)))(
    "$method $path: a foreign Origin and a cross-site fetch are 403, even with a valid session",
    async ({ method, path }) => {
      const url = `/api${concrete(path).slice("/api".length)}`;
      const headers = { Cookie: reader.cookie, "Content-Type": "application/json", "CF-Connecting-IP": nextIp() };
      const body = JSON.stringify({});
      await expectRefused(
        await request(url, { method, headers: { ...headers, Origin: "https://evil.example" }, body }),
        `${method} ${url} (foreign Origin)`,
      );
      await expectRefused(
        await request(url, { method, headers: { ...headers, Origin: "null" }, body }),
        `${method} ${url} (opaque Origin)`,
      );
      await expectRefused(
        await request(url, { method, headers: { ...headers, "Sec-Fetch-Site": "cross-site" }, body }),
        `${method} ${url} (Sec-Fetch-Site: cross-site)`,
      );
      // The site's own pages pass this check (whatever the endpoint then says about the body).
      const own = await request(url, { method, headers: { ...headers, Origin: ORIGIN }, body });
      expect(own.status === 403 && (await own.text()).includes("did not come from this site")).toBe(false);
    },
  );

  it("a forged like and cart change change nothing", async () => {
    const foreign = { Origin: "https://evil.example" };
    const likes = () => env.DB.prepare("SELECT count(*) AS n FROM likes WHERE user_id = ?").bind(reader.id).first("n");
    const before = await likes();
    expect((await api("/likes/product:book-one", { method: "PUT", reader, headers: foreign })).status).toBe(403);
    expect(await likes()).toBe(before);
    const cart = () =>
      env.DB.prepare("SELECT count(*) AS n FROM cart_items WHERE user_id = ?").bind(reader.id).first("n");
    const cartBefore = await cart();
    const added = await api("/cart/items/book-one?locale=en", { method: "PUT", reader, headers: foreign });
    expect(added.status).toBe(403);
    expect(await cart()).toBe(cartBefore);
  });

  it("server-to-server endpoints are not refused for their Origin (their own proof decides)", async () => {
    const webhook = await api("/payments/stripe/webhook", {
      method: "POST",
      body: "{}",
      headers: { Origin: "https://stripe.example" },
    });
    expect(webhook.status).not.toBe(403);
  });

  it("an RFC 8058 one-click unsubscribe passes from anywhere (the token decides); the same URL without its body does not", async () => {
    const oneClick = { "Content-Type": "application/x-www-form-urlencoded" };
    // A mail provider's server (no Origin) or a webmail in the reader's browser (its own Origin
    // or Referer): past the origin check, the token decides (this one is not even shaped like one).
    const senders: Array<Record<string, string>> = [
      {},
      { Referer: "https://mail.example/inbox" },
      { Origin: "https://mail.example" },
    ];
    for (const headers of senders) {
      const res = await api("/newsletter/unsubscribe?token=bad", {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { ...oneClick, ...headers },
      });
      await expectError(res, 400, "validation_failed");
    }
    // Exempt is exactly that POST (decision 040): any other body from another site is refused.
    const referred = await api("/newsletter/unsubscribe?token=bad", {
      method: "POST",
      body: "List-Unsubscribe=Other",
      headers: { ...oneClick, Referer: "https://evil.example/page" },
    });
    await expectRefused(referred, "a foreign Referer");
    const json = await api("/newsletter/unsubscribe?token=bad", {
      method: "POST",
      json: { "List-Unsubscribe": "One-Click" },
      headers: { Origin: "https://evil.example" },
    });
    await expectRefused(json, "a foreign page's JSON press");
  });

  it("safe methods are never refused for their origin", async () => {
    const res = await api("/shop/products", { headers: { Origin: "https://evil.example" } });
    expect(res.status).not.toBe(403);
  });
});
