import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CART_MAX_ITEMS, type CartView } from "#worker/contract/cart";
import { RATE_LIMITS } from "#worker/contract/rate-limits";
import { api, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { paidOrder, seedShopFixtures } from "../support/worker/shop-fixtures";

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

  it("is listed for the reader's pages by GET /api/orders/owned, to that reader alone", async () => {
    await expectError(await api("/orders/owned"), 401, "unauthorized");
    const owner = await signUpReader("Pau");
    const other = await signUpReader("Quim");
    const owned = async (reader: Reader) => {
      const res = await api("/orders/owned", { reader });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toContain("no-store");
      return (await res.json<{ data: { slugs: string[] } }>()).data.slugs;
    };
    expect(await owned(owner)).toEqual([]);
    await paidOrder(owner, "reader-bundle");
    const refunded = await paidOrder(owner, "launch-edition");
    await env.DB.prepare("UPDATE orders SET status = 'refunded' WHERE id = ?").bind(refunded).run();
    expect(await owned(owner)).toEqual(["book-one", "book-two", "reader-bundle", "theme"]);
    expect(await owned(other)).toEqual([]);
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

describe("bundle offers (a cart that costs more than the bundle holding its items)", () => {
  // The fixture's reader bundle (12.99) holds Book One (6.99), Book Two (7.99) and the theme (1.29).
  const quote = async (slugs: string[], locale = "en") =>
    data(await api(`/cart/quote?locale=${locale}`, { method: "POST", json: { slugs } }));
  const setProduct = (slug: string, column: "price_cents" | "status", value: number | string) =>
    env.DB.prepare(`UPDATE products SET ${column} = ? WHERE slug = ?`).bind(value, slug).run();

  it("offers the bundle with the saving, worked out from D1's prices, and what else it brings", async () => {
    const view = await quote(["book-two", "theme", "book-one"], "es");
    expect(view.totalCents).toBe(799 + 129 + 699);
    expect(view.bundleOffers).toHaveLength(1);
    const [offer] = view.bundleOffers;
    expect(offer).toMatchObject({
      replaces: ["book-two", "theme", "book-one"],
      separateCents: 1627,
      savingCents: 1627 - 1299,
      extras: [],
    });
    expect(offer!.bundle).toMatchObject({ slug: "reader-bundle", priceCents: 1299, kind: "bundle" });

    const two = await quote(["book-one", "book-two"]);
    expect(two.bundleOffers.map((o) => [o.bundle.slug, o.replaces, o.savingCents, o.extras])).toEqual([
      ["reader-bundle", ["book-one", "book-two"], 1498 - 1299, [{ slug: "theme", title: "Main Theme" }]],
    ]);
  });

  it("says nothing when the lines cost no more than the bundle, or the bundle can't be bought, or is in the cart", async () => {
    expect((await quote(["book-one"])).bundleOffers).toEqual([]);
    expect((await quote(["book-one", "theme"])).bundleOffers).toEqual([]);
    expect((await quote(["book-one", "book-two", "reader-bundle"])).bundleOffers).toEqual([]);
    expect((await quote([])).bundleOffers).toEqual([]);
    await setProduct("reader-bundle", "status", "sold_out");
    try {
      expect((await quote(["book-one", "book-two"])).bundleOffers).toEqual([]);
    } finally {
      await setProduct("reader-bundle", "status", "available");
    }
    // Priced now: a bundle that went up to 15.00 no longer beats the two books (14.98).
    await setProduct("reader-bundle", "price_cents", 1500);
    try {
      expect((await quote(["book-one", "book-two"])).bundleOffers).toEqual([]);
      expect((await quote(["book-one", "book-two", "theme"])).bundleOffers[0]?.savingCents).toBe(127);
    } finally {
      await setProduct("reader-bundle", "price_cents", 1299);
    }
  });

  it("leaves out of the offer what the reader owns, and is offered in the reader's own cart", async () => {
    const reader = await signUpReader("Kai");
    await paidOrder(reader, "theme");
    await data(await add(reader, "book-one"));
    const view = await data(await add(reader, "book-two"));
    expect(view.bundleOffers.map((o) => [o.bundle.slug, o.replaces, o.extras])).toEqual([
      ["reader-bundle", ["book-one", "book-two"], []],
    ]);
    expect((await data(await api("/cart", { reader }))).bundleOffers).toHaveLength(1);
  });
});

describe("PUT /api/cart/bundles/:slug (swapping to the bundle)", () => {
  const swap = (reader: Reader | undefined, slug: string, locale = "en") =>
    api(`/cart/bundles/${slug}?locale=${locale}`, { method: "PUT", ...(reader ? { reader } : {}) });
  const cartRows = async (reader: Reader) =>
    (
      await env.DB.prepare(
        "SELECT product_slug AS slug FROM cart_items WHERE user_id = ? ORDER BY added_at, product_slug",
      )
        .bind(reader.id)
        .all<{ slug: string }>()
    ).results.map((row) => row.slug);

  it("puts the bundle where its first item was, in place of the items it holds, in that reader's cart only", async () => {
    const lia = await signUpReader("Lia");
    const max = await signUpReader("Max");
    for (const slug of ["book-one", "book-two"]) {
      await data(await add(lia, slug));
      await data(await add(max, slug));
    }
    const swapped = await data(await swap(lia, "reader-bundle", "es"));
    expect(slugsOf(swapped)).toEqual(["reader-bundle"]);
    expect(swapped.totalCents).toBe(1299);
    expect(swapped.bundleOffers).toEqual([]);
    expect(await cartRows(lia)).toEqual(["reader-bundle"]);
    // Max's cart is his: untouched, still with its offer.
    expect(await cartRows(max)).toEqual(["book-one", "book-two"]);
    expect((await data(await api("/cart", { reader: max }))).bundleOffers).toHaveLength(1);
    // Done once: a second press finds nothing to save and changes nothing.
    await expectError(await swap(lia, "reader-bundle"), 409, "conflict");
    expect(await cartRows(lia)).toEqual(["reader-bundle"]);
  });

  it("needs an account and a well-formed slug", async () => {
    await expectError(await swap(undefined, "reader-bundle"), 401, "unauthorized");
    const reader = await signUpReader("Nil");
    const bad = await expectError(await swap(reader, "Reader_Bundle"), 400, "validation_failed");
    expect(Object.keys(bad.fields ?? {})).toEqual(["slug"]);
    const locale = await expectError(await swap(reader, "reader-bundle", "fr"), 400, "validation_failed");
    expect(Object.keys(locale.fields ?? {})).toEqual(["locale"]);
  });

  it("refuses what isn't a bundle on sale, a bundle already owned, and a bundle that stopped saving", async () => {
    const reader = await signUpReader("Ona");
    await data(await add(reader, "book-one"));
    await data(await add(reader, "book-two"));
    await expectError(await swap(reader, "book-one"), 404, "not_found");
    await expectError(await swap(reader, "no-such-bundle"), 404, "not_found");
    await env.DB.prepare("UPDATE products SET status = 'sold_out' WHERE slug = 'reader-bundle'").run();
    try {
      await expectError(await swap(reader, "reader-bundle"), 409, "not_purchasable");
    } finally {
      await env.DB.prepare("UPDATE products SET status = 'available' WHERE slug = 'reader-bundle'").run();
    }
    // The price went up after the cart was shown: the swap would cost more, so it isn't made.
    await env.DB.prepare("UPDATE products SET price_cents = 1600 WHERE slug = 'reader-bundle'").run();
    try {
      await expectError(await swap(reader, "reader-bundle"), 409, "conflict");
    } finally {
      await env.DB.prepare("UPDATE products SET price_cents = 1299 WHERE slug = 'reader-bundle'").run();
    }
    expect(await cartRows(reader)).toEqual(["book-one", "book-two"]);
    await paidOrder(reader, "reader-bundle");
    await expectError(await swap(reader, "reader-bundle"), 409, "already_owned");
  });
});
