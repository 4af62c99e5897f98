import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_SETTLE_MS, setPriceSql, setStatusSql } from "#scripts/lib/shop-statements.mjs";
import type { Catalogue, ProductDetail } from "#worker/contract/shop";
import { CATALOGUE_FRESHNESS_MS } from "#worker/services/catalogue-cache";
import { freshReads, recentReads } from "#worker/services/fresh-reads";
import { parseHead, text } from "../support/worker/html";
import { ORIGIN, api, page } from "../support/worker/http";
import { signUpReader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * The catalogue's caches (docs/decisions/024-*.md) on real D1: answers and product pages are
 * kept per isolate and checked against the catalogue version D1's triggers renew, so what the
 * operator changes shows on every request once the tool reports it done, and nothing kept for
 * one visitor, language or origin reaches another.
 */

const settle = () => new Promise((resolve) => setTimeout(resolve, CATALOGUE_SETTLE_MS));
/** A change made in D1 from outside the Worker, then the wait the operator's tool makes before it says "done". */
async function change(sql: string) {
  await env.DB.prepare(sql).run();
  await settle();
}
/** What scripts/shop.mjs does: the same statements, and the same wait. */
const operator = {
  price: (slug: string, cents: number) => change(setPriceSql(slug, cents)),
  status: (slug: string, status: string) => change(setStatusSql(slug, status)),
};

beforeAll(async () => {
  await seedShopFixtures();
  // Loads the Worker's renderer of product pages once, outside any test's time limit.
  await page("/la-bodega/ebooks/book-one");
}, 60_000);

async function productApi(slug: string, locale = "en") {
  const res = await api(`/shop/products/${slug}?locale=${locale}`);
  return { res, product: res.status === 200 ? (await res.json<{ data: ProductDetail }>()).data : null };
}
async function catalogueApi(locale = "en") {
  const res = await api(`/shop/products?locale=${locale}`);
  expect(res.status).toBe(200);
  return (await res.json<{ data: Catalogue }>()).data;
}
async function productPage(path: string, headers: Record<string, string> = {}) {
  const res = await page(path, headers);
  const html = await res.text();
  const head = await parseHead(new Response(html));
  const offer = head.jsonLd.find((d) => d["@type"] === "Product")?.offers as
    | { price: string; availability: string }
    | undefined;
  return { status: res.status, html, head, offer };
}
/** La Bodega's document, and the catalogue the Worker drew its opening with (its data block). */
/** La Bodega's document, and the text of each product's card on its shelves by slug. */
async function shelvesPage(path = "/la-bodega") {
  const res = await page(path);
  const html = await res.text();
  const cards = new Map(
    [...html.matchAll(/<article[^>]*data-product="([^"]+)"[^>]*>([\s\S]*?)<\/article>/g)].map(
      ([, slug, card]) => [slug!, text(card!)] as const,
    ),
  );
  return { status: res.status, html, cards };
}
/** Everything each view shows of one product, asked twice so the second answer comes from what was kept. */
async function everyView(slug: string) {
  for (let i = 0; i < 2; i++) {
    const [pageView, apiView, list, shelves] = await Promise.all([
      productPage(`/la-bodega/ebooks/${slug}`),
      productApi(slug),
      catalogueApi(),
      shelvesPage(),
    ]);
    if (i === 1)
      return {
        page: pageView,
        api: apiView,
        listed: list.products.find((p) => p.slug === slug),
        shelved: shelves.cards.get(slug),
        shelves,
      };
  }
  throw new Error("unreachable");
}

describe("an operator's change shows on every request once the tool reports it done", () => {
  it("the tool waits out the Worker's window before it says so", () => {
    expect(CATALOGUE_SETTLE_MS).toBeGreaterThan(CATALOGUE_FRESHNESS_MS);
  });

  it("a new price, on the product page (head and opening), the product API and the catalogue API", async () => {
    const before = await everyView("book-two");
    expect(before.page.offer?.price).toBe("7.99");
    expect(before.api.product?.priceCents).toBe(799);
    expect(before.listed?.priceCents).toBe(799);
    expect(before.shelved).toContain("€7.99");

    await operator.price("book-two", 549);
    try {
      const after = await everyView("book-two");
      expect(after.page.offer?.price).toBe("5.49");
      expect(text(after.page.html)).toContain("€5.49");
      expect(text(after.page.html)).not.toContain("€7.99");
      expect(after.api.product?.priceCents).toBe(549);
      expect(after.listed?.priceCents).toBe(549);
      // La Bodega's shelves, drawn in the Worker.
      expect(after.shelved).toContain("€5.49");
      expect(after.shelved).not.toContain("€7.99");
    } finally {
      await operator.price("book-two", 799);
    }
    expect((await everyView("book-two")).api.product?.priceCents).toBe(799);
  });

  it("a new status: sold out shows everywhere, a draft disappears (404) and comes back when published", async () => {
    await everyView("book-one");
    await operator.status("book-one", "sold_out");
    try {
      const soldOut = await everyView("book-one");
      expect(soldOut.page.offer?.availability).toBe("https://schema.org/SoldOut");
      expect(soldOut.api.product?.status).toBe("sold_out");
      expect(soldOut.listed?.status).toBe("sold_out");
      expect(soldOut.shelved).toContain("Sold out");
      expect(soldOut.shelved).not.toContain("Add to cart");

      await operator.status("book-one", "draft");
      const draft = await everyView("book-one");
      expect(draft.page.status).toBe(404);
      expect(draft.page.head.robots).toBe("noindex, follow");
      expect(draft.api.res.status).toBe(404);
      expect(draft.listed).toBeUndefined();
      expect(draft.shelved).toBeUndefined();
      expect(text(draft.shelves.html)).not.toContain("Book One");
    } finally {
      await operator.status("book-one", "available");
    }
    const back = await everyView("book-one");
    expect(back.page.status).toBe(200);
    expect(back.page.offer?.availability).toBe("https://schema.org/InStock");
    expect(back.api.product?.status).toBe("available");
  });

  it("a text changed by hand in SQL (not through the script) shows too: the triggers see every write", async () => {
    await everyView("book-two");
    await change("UPDATE product_texts SET title = 'Book Two, Revised' WHERE product_slug = 'book-two'");
    try {
      const after = await everyView("book-two");
      expect(after.page.head.title).toBe("Book Two, Revised | Adrià Vidal");
      expect(after.api.product?.title).toBe("Book Two, Revised");
      expect(after.listed?.title).toBe("Book Two, Revised");
      expect(text(after.shelves.html)).toContain("Book Two, Revised");
    } finally {
      await change("UPDATE product_texts SET title = 'Book Two' WHERE product_slug = 'book-two'");
    }
  });

  it("an unknown slug stays a 404, kept or not, and a product added later is found once settled", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await productPage("/la-bodega/ebooks/book-later")).status).toBe(404);
      expect((await productApi("book-later")).res.status).toBe(404);
    }
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO products (slug, category_slug, kind, status, format, work_language, price_cents, cover_path, cover_width, cover_height, position)
         VALUES ('book-later', 'ebooks', 'ebook', 'available', 'EPUB', 'en', 450, '/media/covers/imalive-1.svg', 600, 900, 9)`,
      ),
      env.DB.prepare(
        `INSERT INTO product_texts (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
         VALUES ('book-later', 'en', 'Later', '', 'Added later.', '', '', 'Cover')`,
      ),
    ]);
    await settle();
    try {
      expect((await productPage("/la-bodega/ebooks/book-later")).offer?.price).toBe("4.50");
      expect((await productApi("book-later")).product?.title).toBe("Later");
    } finally {
      await change("DELETE FROM products WHERE slug = 'book-later'");
    }
    expect((await productPage("/la-bodega/ebooks/book-later")).status).toBe(404);
    expect((await productApi("book-later")).res.status).toBe(404);
  });
});

describe("La Bodega's document is drawn with the shelves from D1", () => {
  it("shows the products as the catalogue API lists them, and sends the browser no copy of them", async () => {
    const { status, html, cards } = await shelvesPage();
    expect(status).toBe(200);
    expect([...cards.keys()]).toEqual((await catalogueApi()).products.map((product) => product.slug));
    for (const title of ["Book One", "Book Two", "Soon"]) expect(text(html)).toContain(title);
    expect(text(html)).not.toContain("Draft");
    expect(html).not.toContain('id="server-data"');
    // A card's cart button is an island that loads for a visitor with a cart or a session.
    expect(html).toMatch(/data-island="card-purchase" data-load="personal"/);
  });

  it("in the visitor's language, and for the filter in its address", async () => {
    const es = await shelvesPage("/es/la-bodega");
    expect(text(es.html)).toContain("Libro uno");
    const music = await shelvesPage("/la-bodega?category=music");
    expect([...music.cards.keys()]).toEqual(["theme", "launch-edition"]);
    const available = await shelvesPage("/la-bodega?category=music&available=true");
    expect([...available.cards.keys()]).toEqual(["theme"]);
    const cheapest = await shelvesPage("/la-bodega?category=ebooks&sort=price-asc");
    expect([...cheapest.cards.keys()]).toEqual(["book-soon", "book-one", "book-two"]);
    // Nonsense reads as the default view.
    const nonsense = await shelvesPage("/la-bodega?sort=cheapest&category=No!");
    expect([...nonsense.cards.keys()]).toEqual([...(await shelvesPage()).cards.keys()]);
  });
});

describe("what is kept for one request never answers another", () => {
  it("each language gets its own page and answer", async () => {
    for (let i = 0; i < 2; i++) {
      const es = await productPage("/es/la-bodega/ebooks/book-one", { Cookie: "language=es" });
      const en = await productPage("/la-bodega/ebooks/book-one");
      expect(es.head.lang).toBe("es");
      expect(es.head.title).toBe("Libro uno | Adrià Vidal");
      expect(en.head.lang).toBe("en");
      expect(en.head.title).toBe("Book One | Adrià Vidal");
      expect((await productApi("book-one", "es")).product?.title).toBe("Libro uno");
      expect((await productApi("book-one", "en")).product?.title).toBe("Book One");
    }
  });

  it("each origin gets links to itself", async () => {
    const other = "http://localhost:8787";
    for (let i = 0; i < 2; i++) {
      for (const origin of [ORIGIN, other, ORIGIN]) {
        const res = await exports.default.fetch(
          new Request(`${origin}/la-bodega/ebooks/book-one`, {
            headers: { Accept: "text/html", Cookie: "language=en" },
          }),
        );
        const head = await parseHead(res);
        expect(head.canonical).toBe(`${origin}/la-bodega/ebooks/book-one`);
      }
    }
  });

  it("a signed-in reader's page carries nothing of theirs, and the next visitor's nothing of the reader", async () => {
    const reader = await signUpReader("Cached Reader");
    const cookie = `${reader.cookie}; language=en`;
    const signedIn = await productPage("/la-bodega/ebooks/book-one", { Cookie: cookie });
    const anonymous = await productPage("/la-bodega/ebooks/book-one");
    for (const view of [signedIn, anonymous]) {
      expect(view.status).toBe(200);
      expect(view.html).not.toContain(reader.email);
      expect(view.html).not.toContain("Cached Reader");
    }
    // The same document apart from each response's own nonce.
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonces(signedIn.html)).toBe(withoutNonces(anonymous.html));
    const nonceOf = (view: typeof signedIn) => view.head.scriptNonces.find((nonce) => nonce !== null);
    expect(nonceOf(signedIn)).toBeTruthy();
    expect(nonceOf(signedIn)).not.toBe(nonceOf(anonymous));
    const asReader = await api("/shop/products/book-one?locale=en", { reader });
    const asAnyone = await api("/shop/products/book-one?locale=en");
    expect(await asReader.text()).toBe(await asAnyone.text());
  });
});

describe("the shop API's answers revalidate instead of expiring", () => {
  it("says so, answers 304 to its own ETag, and a new ETag once the product changes", async () => {
    const first = await api("/shop/products/book-two?locale=en");
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    await first.arrayBuffer();
    const again = await api("/shop/products/book-two?locale=en", { headers: { "If-None-Match": `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await operator.price("book-two", 899);
    try {
      const changed = await api("/shop/products/book-two?locale=en", { headers: { "If-None-Match": etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("ETag")).not.toBe(etag);
      expect((await changed.json<{ data: ProductDetail }>()).data.priceCents).toBe(899);
    } finally {
      await operator.price("book-two", 799);
    }
  });
});

describe("freshReads", () => {
  /** A read whose answer the test gives when it chooses. */
  function controlledReads() {
    const pending: ((value: number) => void)[] = [];
    let started = 0;
    const read = () => {
      started++;
      return new Promise<number>((resolve) => pending.push(resolve));
    };
    return { read, pending, started: () => started };
  }
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it("serves everyone who asked during one read with the next read, never with the one under way", async () => {
    const reads = controlledReads();
    const fresh = freshReads<number>();
    const first = fresh(reads.read);
    // These arrive while the first read is under way: it may predate a change they must see.
    const later = [fresh(reads.read), fresh(reads.read), fresh(reads.read)];
    expect(reads.started()).toBe(1);
    reads.pending[0]!(1);
    expect(await first).toBe(1);
    await tick();
    expect(reads.started()).toBe(2);
    reads.pending[1]!(2);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
  });

  it("lets a caller read for itself when a shared read never ends (its request was cancelled)", async () => {
    const reads = controlledReads();
    const fresh = freshReads<number>(20);
    void fresh(reads.read);
    const waiting = fresh(reads.read);
    await new Promise((r) => setTimeout(r, 40));
    reads.pending.at(-1)!(7);
    expect(await waiting).toBe(7);
    // The stuck read is forgotten: a new caller starts its own.
    const next = fresh(reads.read);
    reads.pending.at(-1)!(8);
    expect(await next).toBe(8);
  });
});

describe("recentReads", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("shares a read with every caller within its window, then reads again", async () => {
    let reads = 0;
    const read = async () => ++reads;
    const shared = recentReads<number>(100);
    expect(await Promise.all([shared.get(read), shared.get(read), shared.get(read)])).toEqual([1, 1, 1]);
    expect(await shared.get(read)).toBe(1);
    await sleep(120);
    expect(await shared.get(read)).toBe(2);
    // A renewed read is what the window's callers share from then on.
    expect(await shared.renew(read)).toBe(3);
    expect(await shared.get(read)).toBe(3);
  });

  it("never shares a failed read past its end, nor a value it was told not to keep", async () => {
    let calls = 0;
    const failing = recentReads<number>(10_000);
    const fails = () => (calls++, Promise.reject(new Error("down")));
    await expect(failing.get(fails)).rejects.toThrow("down");
    await expect(failing.get(fails)).rejects.toThrow("down");
    expect(calls).toBe(2);

    let reads = 0;
    const unknown = recentReads<string | null>(10_000, (value) => value !== null);
    const read = async () => (++reads < 3 ? null : "v");
    expect(await unknown.get(read)).toBeNull();
    expect(await unknown.get(read)).toBeNull();
    expect(await unknown.get(read)).toBe("v");
    expect(await unknown.get(read)).toBe("v");
    expect(reads).toBe(3);
  });
});
