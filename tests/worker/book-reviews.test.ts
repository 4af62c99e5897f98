import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MORTAL_VENGEANCE } from "#content/books";
import type { ProductDetail } from "#worker/contract/shop";
import { parseHead } from "../support/worker/html";
import { api, page } from "../support/worker/http";

/**
 * A book's reviews are one list: the series page and the book's La Bodega page show the same
 * reviews, each in the language it was written in (decision 035).
 */

const BOOK = MORTAL_VENGEANCE.books[0]!;

beforeAll(async () => {
  await env.DB.batch(
    [
      `INSERT INTO shop_categories (slug, position) VALUES ('ebooks', 1)`,
      `INSERT INTO shop_category_texts (category_slug, locale, name, description) VALUES ('ebooks', 'en', 'Ebooks', 'Books.')`,
      `INSERT INTO products (slug, category_slug, kind, status, format, work_language, price_cents, cover_path, cover_width, cover_height, series, excerpt_id, released_on, position) VALUES
        ('mortal-vengeance-1-ebook', 'ebooks', 'ebook', 'available', 'EPUB', 'en', 699, '/media/covers/mortal-vengeance-1.svg', 600, 900, 'mortal-vengeance', NULL, '2024-10-08', 1),
        ('a-song', 'ebooks', 'track', 'available', 'WAV', NULL, 129, '/media/covers/mortal-vengeance-1.svg', 600, 900, NULL, NULL, NULL, 2)`,
      `INSERT INTO product_texts (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt) VALUES
        ('mortal-vengeance-1-ebook', 'en', 'Mortal Vengeance', '', 'Book 1.', 'Synopsis.', '', 'Cover'),
        ('a-song', 'en', 'A Song', '', 'A song.', '', '', 'Cover')`,
      // An old row for the book's product (the seed once had three): not the book's list, not shown.
      `INSERT INTO product_reviews (id, product_slug, locale, author, rating, quote, position) VALUES
        ('stale', 'mortal-vengeance-1-ebook', 'en', 'Someone', 1, 'A stale review kept in D1.', 1),
        ('song-1', 'a-song', 'en', 'Ana', 5, 'Lovely.', 1),
        ('song-2', 'a-song', 'ca', 'Jordi', 4, 'Preciosa.', 2)`,
    ].map((sql) => env.DB.prepare(sql)),
  );
  // The first product page loads the app's renderer, compiled on demand: paid for here.
  await page("/la-bodega/ebooks/mortal-vengeance-1-ebook");
}, 60_000);

async function product(slug: string, locale: string): Promise<ProductDetail> {
  const res = await api(`/shop/products/${slug}?locale=${locale}`);
  expect(res.status).toBe(200);
  return (await res.json<{ data: ProductDetail }>()).data;
}

describe("a book's reviews", () => {
  it("on its product are the series page's, as written, with where they were left; the page's language first", async () => {
    expect(BOOK.reviews.length).toBeGreaterThan(3);
    for (const locale of ["en", "es", "ca"] as const) {
      const { reviews } = await product("mortal-vengeance-1-ebook", locale);
      expect(new Set(reviews.map((r) => r.quote))).toEqual(new Set(BOOK.reviews.map((r) => r.quote)));
      expect(reviews.map((r) => r.author)).not.toContain("Someone");
      const marta = reviews.find((r) => r.author === "Marta G.")!;
      expect(marta).toMatchObject({ locale: "es", source: "Goodreads", rating: 5 });
      if (locale === "es") expect(reviews[0]).toEqual(marta);
    }
  });

  it("are quotes on the page, never Reviews or a rating in either page's JSON-LD (decision 050)", async () => {
    const series = await parseHead(await page("/es/series/mortal-vengeance"));
    const seriesLd = series.jsonLd.find((d) => d["@type"] === "BookSeries") as { hasPart: { review?: unknown }[] };
    expect(seriesLd.hasPart.every((book) => book.review === undefined)).toBe(true);
    const shop = await parseHead(await page("/es/la-bodega/ebooks/mortal-vengeance-1-ebook"));
    const productLd = shop.jsonLd.find((d) => d["@type"] === "Product")!;
    expect(productLd).not.toHaveProperty("aggregateRating");
    expect(productLd).not.toHaveProperty("review");
    const { reviews, rating } = await product("mortal-vengeance-1-ebook", "es");
    expect(reviews.map((r) => r.quote)).toContain(BOOK.reviews.find((r) => r.reader === "Marta G.")!.quote);
    expect(rating).toBeNull();
  });

  it("a product no book names keeps its reviews from D1, the page's language first", async () => {
    const { reviews } = await product("a-song", "ca");
    expect(reviews.map((r) => [r.author, r.locale])).toEqual([
      ["Jordi", "ca"],
      ["Ana", "en"],
    ]);
  });
});
