import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Catalogue, ProductDetail } from "#worker/contract/shop";
import { parseHead, text } from "../support/worker/html";
import { ORIGIN, api, expectError, page, request } from "../support/worker/http";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/** La Bodega's catalogue API on real D1 and R2. */

beforeAll(async () => {
  await seedShopFixtures();
  await env.FILES.put("products/theme/sample.wav", new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]), {
    httpMetadata: { contentType: "audio/wav" },
  });
  // The first product page loads the app's renderer (the Worker draws product pages with the app's own code), which the test runner
  // compiles on demand: done here, so no test's own time limit pays for it.
  await page("/la-bodega/ebooks/book-one");
}, 60_000);

async function catalogue(query = ""): Promise<Catalogue> {
  const res = await api(`/shop/products${query}`);
  expect(res.status).toBe(200);
  return (await res.json<{ data: Catalogue }>()).data;
}
const slugs = (c: Catalogue) => c.products.map((p) => p.slug);

describe("GET /api/shop/products", () => {
  it("lists the shelves in order with what each shows; drafts and products without English stay hidden", async () => {
    const res = await api("/shop/products");
    expect(res.headers.get("Cache-Control")).toBe("public, no-cache");
    const { categories, products } = (await res.json<{ data: Catalogue }>()).data;
    expect(categories).toEqual([
      { slug: "ebooks", name: "Ebooks", description: "Books to read anywhere.", productCount: 4 },
      { slug: "music", name: "Music", description: "Soundtracks.", productCount: 2 },
      { slug: "bundles", name: "Bundles", description: "Together for less.", productCount: 1 },
    ]);
    expect(products.map((p) => p.slug)).toEqual([
      "book-one",
      "book-two",
      "book-soon",
      "theme",
      "launch-edition",
      "reader-bundle",
    ]);
    const first = products[0]!;
    expect(first).toMatchObject({
      itemId: "product:book-one",
      category: "ebooks",
      kind: "ebook",
      status: "available",
      priceCents: 699,
      currency: "EUR",
      title: "Book One",
      textLocale: "en",
      cover: { src: "/media/covers/mortal-vengeance-1.svg", width: 600, height: 900, alt: "Cover of book one" },
    });
    // The list never carries storage keys or drafts' data.
    expect(JSON.stringify(products)).not.toMatch(/products\/|sample_key|r2/i);
  });

  it("answers in the visitor's language, falling back to English per product and per shelf", async () => {
    const spanish = await catalogue("?locale=es");
    expect(spanish.categories.map((c) => c.name)).toEqual(["Libros digitales", "Música", "Bundles"]);
    const [one, two] = spanish.products;
    expect(one).toMatchObject({ title: "Libro uno", textLocale: "es", cover: { alt: "Cubierta del libro uno" } });
    expect(two).toMatchObject({ title: "Book Two", textLocale: "en" });
    const catalan = await catalogue("?locale=ca");
    expect(catalan.products.every((p) => p.textLocale === "en")).toBe(true);
  });

  it("filters by shelf, kind and what can be bought now", async () => {
    expect(slugs(await catalogue("?category=music"))).toEqual(["theme", "launch-edition"]);
    expect(slugs(await catalogue("?kind=ebook"))).toEqual(["book-one", "book-two", "book-soon"]);
    expect(slugs(await catalogue("?available=true"))).toEqual(["book-one", "book-two", "theme", "reader-bundle"]);
    expect(slugs(await catalogue("?category=ebooks&available=true"))).toEqual(["book-one", "book-two"]);
    expect(slugs(await catalogue("?category=nothing-here"))).toEqual([]);
    // Filters narrow the products, never the shelves' counts.
    expect((await catalogue("?category=music")).categories[0]!.productCount).toBe(4);
  });

  it("sorts by price both ways and by release, undated last", async () => {
    expect(slugs(await catalogue("?sort=price-asc"))).toEqual([
      "theme",
      "book-soon",
      "book-one",
      "book-two",
      "reader-bundle",
      "launch-edition",
    ]);
    expect(slugs(await catalogue("?sort=price-desc"))).toEqual([
      "launch-edition",
      "reader-bundle",
      "book-two",
      "book-one",
      "book-soon",
      "theme",
    ]);
    // Same day: the operator's position decides.
    expect(slugs(await catalogue("?sort=newest")).slice(0, 4)).toEqual([
      "reader-bundle",
      "book-two",
      "theme",
      "book-one",
    ]);
  });

  it("refuses a bad filter with a field error, never a 500", async () => {
    const cases: [string, string, string][] = [
      ["?locale=fr", "locale", "locale_invalid"],
      ["?category=..%2Fsecrets", "category", "unknown_category"],
      [`?category=${"a".repeat(81)}`, "category", "unknown_category"],
      ["?kind=vinyl", "kind", "unknown_kind"],
      ["?available=maybe", "available", "invalid_filter"],
      ["?sort=cheapest", "sort", "unknown_sort"],
    ];
    for (const [query, field, code] of cases) {
      const error = await expectError(await api(`/shop/products${query}`), 400, "validation_failed");
      expect(error.fields?.[field], query).toEqual([code]);
    }
  });
});

describe("GET /api/shop/products/:slug", () => {
  async function product(slug: string, locale = "en"): Promise<ProductDetail> {
    const res = await api(`/shop/products/${slug}?locale=${locale}`);
    expect(res.status).toBe(200);
    return (await res.json<{ data: ProductDetail }>()).data;
  }

  it("gives the whole page: paragraphs, reviews in the visitor's language first, files without keys", async () => {
    const book = await product("book-one");
    expect(book.synopsis).toEqual(["First paragraph.", "Second paragraph.", "Third paragraph."]);
    expect(book.behindTheStory).toEqual(["How it began."]);
    expect(book.reviews.map((r) => [r.author, r.locale])).toEqual([
      ["Ana", "en"],
      ["Marta", "es"],
      ["Jordi", "ca"],
    ]);
    expect(book.files).toEqual([
      {
        label: "EPUB",
        sizeBytes: 1234,
        format: "EPUB 3",
        wordCount: 81000,
        pageCount: null,
        bitrateKbps: null,
        durationSeconds: null,
      },
      {
        label: "PDF",
        sizeBytes: 5678,
        format: "PDF (A5)",
        wordCount: null,
        pageCount: 312,
        bitrateKbps: null,
        durationSeconds: null,
      },
    ]);
    expect(book).toMatchObject({
      excerptId: "mortal-vengeance-book-1",
      samples: [],
      sampleChapterLocales: ["en", "es"],
      includes: [],
    });
    const spanish = await product("book-one", "es");
    expect(spanish.reviews[0]!.author).toBe("Marta");
    expect(spanish.synopsis).toEqual(["Primer párrafo."]);
    expect(spanish.behindTheStory).toEqual([]);
  });

  it("lists a bundle's contents in the operator's order", async () => {
    const bundle = await product("reader-bundle");
    expect(bundle.includes.map((p) => p.slug)).toEqual(["book-one", "book-two", "theme"]);
    expect(bundle.includes[2]).toMatchObject({ kind: "track", priceCents: 129 });
  });

  it("shows coming-soon and sold-out products, which the client can't buy", async () => {
    expect((await product("book-soon")).status).toBe("coming_soon");
    expect((await product("launch-edition")).status).toBe("sold_out");
  });

  it("is a 404 for an unknown product, a draft and one without English; a malformed slug is a 400", async () => {
    await expectError(await api("/shop/products/no-such-book"), 404, "not_found");
    await expectError(await api("/shop/products/book-draft"), 404, "not_found");
    await expectError(await api("/shop/products/book-untranslated"), 404, "not_found");
    await expectError(await api("/shop/products/Book_One"), 400, "validation_failed");
    await expectError(await api("/shop/products/book-one?locale=xx"), 400, "validation_failed");
  });
});

describe("GET /api/shop/products/:slug/sample", () => {
  it("streams the first listening sample inline, with byte ranges, cacheable", async () => {
    const res = await api("/shop/products/theme/sample");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("audio/wav");
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Content-Disposition")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(new Uint8Array(await res.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([82, 73, 70, 70]));
  });

  it("is a 404 when there is no sample, the file is missing, or the product is a draft or unknown", async () => {
    await expectError(await api("/shop/products/book-one/sample"), 404, "not_found");
    await expectError(await api("/shop/products/launch-edition/sample"), 404, "not_found");
    await expectError(await api("/shop/products/book-draft/sample"), 404, "not_found");
    await expectError(await api("/shop/products/nothing/sample"), 404, "not_found");
  });
});

/** The parts of a Product's JSON-LD these tests read. */
type ProductLd = Record<string, unknown> & { offers: { availability: string; price: string } };
const productLd = (jsonLd: Record<string, unknown>[]) => jsonLd.find((d) => d["@type"] === "Product") as ProductLd;

/** What the Worker put in #root. */
function openingOf(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(start, html.indexOf("</main>", start));
}
/** The props each island of a document carries, by the island's name. */
function islandProps(html: string): Map<string, unknown> {
  const props = new Map<string, unknown>();
  for (const [, name, json] of html.matchAll(/data-island="([^"]+)" data-load="[^"]+" data-props="([^"]*)"/g))
    props.set(name!, JSON.parse(json!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")));
  return props;
}
describe("product pages are documents the Worker draws (decision 072)", () => {
  it("arrive with the product in #root, in the page's language, and send the browser no copy of it", async () => {
    const html = await (await page("/es/la-bodega/ebooks/book-one", { Cookie: "language=es" })).text();
    const opening = openingOf(html);
    expect(opening).toMatch(/<h1 id="page-heading"[^>]*>Libro uno<\/h1>/);
    expect(text(opening)).toContain("6,99");
    expect(opening).toContain('src="/media/covers/mortal-vengeance-1.svg"');
    // No loading shape and no part left for the browser to draw.
    expect(opening).not.toContain("<!--$!-->");
    expect(html).not.toContain('id="server-data"');
    // The purchase is an island with what buying needs, not the page's texts.
    expect(islandProps(html).get("product-purchase")).toEqual({
      product: {
        slug: "book-one",
        title: "Libro uno",
        status: "available",
        releasedOn: expect.any(String),
        priceCents: 699,
        currency: "EUR",
      },
    });
    expect(html).toMatch(/data-island="signed-in-review" data-load="personal"/);
    expect(html).toMatch(
      /data-island="release-notice-link" data-load="linked" data-props="\{\}" [^>]*data-linked-by="notice"/,
    );
  });

  it("a bundle and a track render too, and a query changes nothing of the page", async () => {
    for (const path of ["/la-bodega/bundles/reader-bundle", "/ca/la-bodega/music/theme"]) {
      const html = await (await page(path)).text();
      expect(openingOf(html), path).toMatch(/<h1 id="page-heading"/);
    }
    const plain = openingOf(await (await page("/la-bodega/ebooks/book-one")).text());
    const withQuery = openingOf(await (await page("/la-bodega/ebooks/book-one?ref=newsletter")).text());
    expect(withQuery).toBe(plain);
  });

  it("an operator's text can't break out of the page: it is text in #root", async () => {
    const hostile = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";
    await env.DB.prepare("UPDATE product_texts SET synopsis = ? WHERE product_slug = 'book-two' AND locale = 'en'")
      .bind(hostile)
      .run();
    try {
      const html = await (await page("/la-bodega/ebooks/book-two")).text();
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x");
      expect(openingOf(html)).toContain("&lt;/script&gt;&lt;script&gt;alert(1)");
    } finally {
      await env.DB.prepare(
        "UPDATE product_texts SET synopsis = 'Two.' WHERE product_slug = 'book-two' AND locale = 'en'",
      ).run();
    }
  });
});

describe("product pages at the edge", () => {
  it("answer with the product's own head: title, description, cover preload and Product JSON-LD with its Offer", async () => {
    const res = await request("/es/la-bodega/ebooks/book-one", {
      headers: { Accept: "text/html", Cookie: "language=es" },
    });
    expect(res.status).toBe(200);
    const head = await parseHead(res);
    expect(head.title).toBe("Libro uno | Adrià Vidal");
    expect(head.description).toBe("El primer libro.");
    expect(head.robots).toBe("index, follow");
    const product = productLd(head.jsonLd);
    expect(product).toMatchObject({
      name: "Libro uno",
      sku: "book-one",
      offers: {
        "@type": "Offer",
        price: "6.99",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: `${ORIGIN}/es/la-bodega/ebooks/book-one`,
      },
    });
    // The fixture's reviews have no owner: quotes, not a rating (decision 050).
    expect(product).not.toHaveProperty("aggregateRating");
    const crumbs = head.jsonLd.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      `${ORIGIN}/es`,
      `${ORIGIN}/es/la-bodega`,
      `${ORIGIN}/es/la-bodega/ebooks/book-one`,
    ]);
  });

  it("say coming soon and sold out in the Offer", async () => {
    const soon = await parseHead(await page("/la-bodega/ebooks/book-soon"));
    expect(productLd(soon.jsonLd).offers.availability).toBe("https://schema.org/PreOrder");
    const gone = await parseHead(await page("/la-bodega/music/launch-edition"));
    expect(productLd(gone.jsonLd).offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("are the not-found page with 404 for an unknown product, a draft, or the wrong shelf", async () => {
    for (const path of [
      "/la-bodega/ebooks/no-such-book",
      "/la-bodega/ebooks/book-draft",
      "/la-bodega/music/book-one",
      "/la-bodega/ebooks/Bad_Slug",
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect((await parseHead(res)).robots).toBe("noindex, follow");
    }
  });

  it("follow the operator: a new price shows at once", async () => {
    await env.DB.prepare("UPDATE products SET price_cents = 599 WHERE slug = 'book-two'").run();
    try {
      const res = await page("/la-bodega/ebooks/book-two");
      const html = await res.text();
      const head = await parseHead(new Response(html));
      expect(productLd(head.jsonLd).offers.price).toBe("5.99");
      // The page's own markup too, not a copy rendered with the old price.
      expect(text(openingOf(html))).toContain("€5.99");
      expect(text(openingOf(html))).not.toContain("€7.99");
    } finally {
      await env.DB.prepare("UPDATE products SET price_cents = 799 WHERE slug = 'book-two'").run();
    }
  });

  it("are in the sitemap in every language with the last change; drafts are not", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/la-bodega/ebooks/book-one</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/ca/la-bodega/music/theme</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${ORIGIN}/es/la-bodega/bundles/reader-bundle</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(xml).not.toContain("book-draft");
  });
});
