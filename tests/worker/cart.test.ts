import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CART_MAX_ITEMS, type CartView } from "../../worker/contract/cart";
import { RATE_LIMITS } from "../../worker/contract/rate-limits";
import { api, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/** The cart: guest pricing, the reader's cart in D1, merging at sign-in, limits. */

beforeAll(async () => {
  await seedShopFixtures();
});

async function data(res: Response): Promise<CartView & { skipped?: string[] }> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<{ data: CartView & { skipped?: string[] } }>()).data;
}
const slugsOf = (view: CartView) => view.lines.map((l) => l.slug);
const add = (reader: Reader, slug: string, locale = "en") =>
  api(`/cart/items/${slug}?locale=${locale}`, { method: "PUT", reader });

describe("POST /api/cart/quote (a guest's browser cart)", () => {
  it("prices with the Worker's prices in the order given and reports what can't be bought", async () => {
    const view = await data(
      await api("/cart/quote?locale=es", {
        method: "POST",
        json: { slugs: ["theme", "book-one", "book-soon", "launch-edition", "book-draft", "gone", "book-one"] },
      }),
    );
    expect(slugsOf(view)).toEqual(["theme", "book-one"]);
    expect(view).toMatchObject({ count: 2, totalCents: 129 + 699, currency: "EUR" });
    expect(view.lines[1]!.title).toBe("Libro uno");
    expect(view.unavailable).toEqual(["book-soon", "launch-edition", "book-draft", "gone"]);
  });

  it("ignores any price or extra field a client sends", async () => {
    const view = await data(
      await api("/cart/quote", {
        method: "POST",
        json: { slugs: ["book-one"], priceCents: 1, lines: [{ slug: "book-one", priceCents: 1 }] },
      }),
    );
    expect(view.totalCents).toBe(699);
  });

  it("refuses a malformed cart with field errors", async () => {
    const cases: [unknown, string][] = [
      [{}, "slugs"],
      [{ slugs: "book-one" }, "slugs"],
      [{ slugs: ["../etc"] }, "slugs.0"],
      [{ slugs: Array.from({ length: CART_MAX_ITEMS + 1 }, (_, i) => `p-${i}`) }, "slugs"],
    ];
    for (const [json, field] of cases) {
      const error = await expectError(await api("/cart/quote", { method: "POST", json }), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(json)).toContain(field);
    }
    await expectError(
      await api("/cart/quote?locale=fr", { method: "POST", json: { slugs: [] } }),
      400,
      "validation_failed",
    );
  });
});

describe("the reader's cart", () => {
  it("needs an account", async () => {
    await expectError(await api("/cart"), 401, "unauthorized");
    await expectError(await api("/cart/items/book-one", { method: "PUT" }), 401, "unauthorized");
    await expectError(await api("/cart/merge", { method: "POST", json: { slugs: ["book-one"] } }), 401, "unauthorized");
  });

  it("adds one of each, removes, and keeps each reader's cart to themselves", async () => {
    const ana = await signUpReader("Ana");
    const ben = await signUpReader("Ben");
    expect((await data(await api("/cart", { reader: ana }))).count).toBe(0);
    await data(await add(ana, "book-one"));
    const twice = await data(await add(ana, "book-one"));
    expect(slugsOf(twice)).toEqual(["book-one"]);
    const both = await data(await add(ana, "theme", "es"));
    expect(slugsOf(both)).toEqual(["book-one", "theme"]);
    expect(both.totalCents).toBe(828);
    expect((await data(await api("/cart", { reader: ben }))).count).toBe(0);
    await data(await api("/cart/items/book-one", { method: "DELETE", reader: ben }));
    expect(slugsOf(await data(await api("/cart", { reader: ana })))).toEqual(["book-one", "theme"]);
    const removed = await data(await api("/cart/items/book-one", { method: "DELETE", reader: ana }));
    expect(slugsOf(removed)).toEqual(["theme"]);
  });

  it("refuses what can't be bought: unknown, draft, coming soon, sold out", async () => {
    const reader = await signUpReader("Cleo");
    await expectError(await add(reader, "no-such-thing"), 404, "not_found");
    await expectError(await add(reader, "book-draft"), 404, "not_found");
    await expectError(await add(reader, "book-soon"), 409, "not_purchasable");
    await expectError(await add(reader, "launch-edition"), 409, "not_purchasable");
    await expectError(await add(reader, "Bad_Slug"), 400, "validation_failed");
  });

  it("shows a product that stopped being for sale as unavailable, never in the total", async () => {
    const reader = await signUpReader("Dana");
    await data(await add(reader, "book-two"));
    await data(await add(reader, "theme"));
    await env.DB.prepare("UPDATE products SET status = 'sold_out' WHERE slug = 'book-two'").run();
    try {
      const view = await data(await api("/cart", { reader }));
      expect(slugsOf(view)).toEqual(["theme"]);
      expect(view.unavailable).toEqual(["book-two"]);
      expect(view.totalCents).toBe(129);
    } finally {
      await env.DB.prepare("UPDATE products SET status = 'available' WHERE slug = 'book-two'").run();
    }
  });

  it("takes a price change at once: the cart never remembers a price", async () => {
    const reader = await signUpReader("Eli");
    await data(await add(reader, "book-one"));
    await env.DB.prepare("UPDATE products SET price_cents = 499 WHERE slug = 'book-one'").run();
    try {
      expect((await data(await api("/cart", { reader }))).totalCents).toBe(499);
    } finally {
      await env.DB.prepare("UPDATE products SET price_cents = 699 WHERE slug = 'book-one'").run();
    }
  });

  it("stops at the cart's limit", async () => {
    const reader = await signUpReader("Fay");
    const user = await env.DB.prepare("SELECT user_id FROM session ORDER BY created_at DESC LIMIT 1").first<{
      user_id: string;
    }>();
    expect(user).not.toBeNull();
    const fillers = Array.from({ length: CART_MAX_ITEMS }, (_, i) => `filler-${i}`);
    await env.DB.batch([
      ...fillers.map((slug, i) =>
        env.DB.prepare(
          "INSERT INTO products (slug, category_slug, kind, status, format, price_cents, cover_path, cover_width, cover_height, position) VALUES (?, 'music', 'track', 'available', 'WAV', 100, '/x.svg', 1, 1, ?)",
        ).bind(slug, 100 + i),
      ),
      ...fillers.map((slug) =>
        env.DB.prepare(
          "INSERT INTO product_texts (product_slug, locale, title, description) VALUES (?, 'en', ?, 'x')",
        ).bind(slug, slug),
      ),
      ...fillers.map((slug) =>
        env.DB.prepare("INSERT INTO cart_items (user_id, product_slug) VALUES (?, ?)").bind(user!.user_id, slug),
      ),
    ]);
    try {
      await expectError(await add(reader, "book-one"), 409, "cart_full");
      const merged = await data(await api("/cart/merge", { method: "POST", reader, json: { slugs: ["theme"] } }));
      expect(merged.skipped).toEqual(["theme"]);
      expect(merged.count).toBe(CART_MAX_ITEMS);
    } finally {
      await env.DB.batch(fillers.map((slug) => env.DB.prepare("DELETE FROM products WHERE slug = ?").bind(slug)));
    }
  });

  // 120 sequential requests: allow for a busy machine (the limit, not the time, is what is checked).
  it("limits how fast a reader changes the cart", { timeout: 30_000 }, async () => {
    const reader = await signUpReader("Gil");
    const { limit } = RATE_LIMITS.cart_change;
    for (let i = 0; i < limit; i++) {
      const res = await api(`/cart/items/${i % 2 ? "theme" : "book-one"}`, {
        method: i % 4 < 2 ? "PUT" : "DELETE",
        reader,
      });
      expect(res.status).toBe(200);
    }
    const refused = await add(reader, "book-two");
    await expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("what the reader already owns", () => {
  /** A paid order for `slugs`, written as checkout and the webhook would leave it. */
  async function paidOrder(reader: Reader, ...slugs: string[]) {
    const id = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO orders (id, user_id, status, total_cents, provider, email) VALUES (?, ?, 'paid', 0, 'local', ?)",
      ).bind(id, reader.id, reader.email),
      ...slugs.map((slug) =>
        env.DB.prepare("INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, ?, ?, 0)").bind(
          id,
          `product:${slug}`,
          slug,
        ),
      ),
    ]);
    return id;
  }

  it("can't be added again, is set apart in the cart and left out of the total and of a merge; a bundle counts for its items", async () => {
    const reader = await signUpReader("Iris");
    await data(await add(reader, "book-one"));
    await data(await add(reader, "theme"));
    await paidOrder(reader, "reader-bundle");
    const view = await data(await api("/cart", { reader }));
    expect(slugsOf(view)).toEqual([]);
    expect(view.owned).toEqual(["book-one", "theme"]);
    expect(view.unavailable).toEqual(["book-one", "theme"]);
    expect(view.totalCents).toBe(0);
    await expectError(await add(reader, "book-two"), 409, "already_owned");
    await expectError(await add(reader, "reader-bundle"), 409, "already_owned");
    const merged = await data(await api("/cart/merge", { method: "POST", reader, json: { slugs: ["book-two"] } }));
    expect(merged.skipped).toEqual(["book-two"]);
  });

  it("only counts paid orders", async () => {
    const reader = await signUpReader("Joan");
    const id = await paidOrder(reader, "book-two");
    await env.DB.prepare("UPDATE orders SET status = 'refunded' WHERE id = ?").bind(id).run();
    const view = await data(await add(reader, "book-two"));
    expect(slugsOf(view)).toEqual(["book-two"]);
    expect(view.owned).toEqual([]);
  });
});

describe("POST /api/cart/merge (signing in with a guest cart)", () => {
  it("joins the guest's buyable products to the account's cart, keeping what was there, reporting the rest", async () => {
    const reader = await signUpReader("Hana");
    await data(await add(reader, "theme"));
    const merged = await data(
      await api("/cart/merge?locale=es", {
        method: "POST",
        reader,
        json: { slugs: ["book-one", "theme", "book-soon", "gone", "reader-bundle"] },
      }),
    );
    expect(slugsOf(merged)).toEqual(["theme", "book-one", "reader-bundle"]);
    expect(merged.skipped).toEqual(["book-soon", "gone"]);
    expect(merged.totalCents).toBe(129 + 699 + 1299);
  });
});
