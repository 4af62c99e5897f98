import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#worker/db/client";
import { STAND_IN_METADATA, standInFiles } from "#worker/services/stand-in-files";

/**
 * What the studio (and the operator's `shop.mjs check`) needs before a product is sold in
 * production: which files of products on sale are still stand-ins, on real D1 and R2.
 */

beforeAll(async () => {
  await env.DB.batch(
    [
      `INSERT OR IGNORE INTO shop_categories (slug, position) VALUES ('ebooks', 1), ('music', 2)`,
      `INSERT INTO products (slug, category_slug, kind, status, format, price_cents, cover_path, cover_width, cover_height, position) VALUES
        ('si-real', 'ebooks', 'ebook', 'available', 'EPUB', 699, '/c.svg', 600, 900, 1),
        ('si-seeded', 'ebooks', 'ebook', 'available', 'EPUB · PDF', 699, '/c.svg', 600, 900, 2),
        ('si-soon', 'ebooks', 'ebook', 'coming_soon', 'EPUB', 599, '/c.svg', 600, 900, 3),
        ('si-track', 'music', 'track', 'available', 'WAV', 129, '/c.svg', 600, 600, 1)`,
      `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position, stand_in) VALUES
        ('si-real-epub', 'si-real', 'products/si-real/book.epub', 'Book.epub', 'application/epub+zip', 5, 'EPUB', 1, 0),
        ('si-seeded-epub', 'si-seeded', 'products/si-seeded/book.epub', 'Book.epub', 'application/epub+zip', 5, 'EPUB', 1, 1),
        ('si-seeded-pdf', 'si-seeded', 'products/si-seeded/book.pdf', 'Book.pdf', 'application/pdf', 5, 'PDF', 2, 1),
        ('si-soon-epub', 'si-soon', 'products/si-soon/book.epub', 'Soon.epub', 'application/epub+zip', 5, 'EPUB', 1, 1),
        ('si-track-wav', 'si-track', 'products/si-track/track.wav', 'Track.wav', 'audio/wav', 5, 'WAV', 1, 0),
        ('si-track-flac', 'si-track', 'products/si-track/track.flac', 'Track.flac', 'audio/flac', 5, 'FLAC', 2, 0)`,
    ].map((sql) => env.DB.prepare(sql)),
  );
  const bytes = new Uint8Array([1, 2, 3, 4, 5]);
  await env.FILES.put("products/si-real/book.epub", bytes);
  await env.FILES.put("products/si-seeded/book.epub", bytes);
  await env.FILES.put("products/si-seeded/book.pdf", bytes);
  // Uploaded through the Worker with the stand-in mark, though D1 was told it is real.
  await env.FILES.put("products/si-track/track.wav", bytes, { customMetadata: STAND_IN_METADATA });
  // products/si-track/track.flac is never uploaded.
}, 30_000);

describe("standInFiles", () => {
  it("names each file of a product on sale that is a stand-in (in D1 or on the object) or missing, and nothing else", async () => {
    const found = await standInFiles(createDb(env.DB), env.FILES);
    const ours = found.filter((f) => f.productSlug.startsWith("si-"));
    expect(ours).toEqual([
      {
        productSlug: "si-seeded",
        fileId: "si-seeded-epub",
        r2Key: "products/si-seeded/book.epub",
        label: "EPUB",
        reason: "recorded",
      },
      {
        productSlug: "si-seeded",
        fileId: "si-seeded-pdf",
        r2Key: "products/si-seeded/book.pdf",
        label: "PDF",
        reason: "recorded",
      },
      {
        productSlug: "si-track",
        fileId: "si-track-wav",
        r2Key: "products/si-track/track.wav",
        label: "WAV",
        reason: "marked",
      },
      {
        productSlug: "si-track",
        fileId: "si-track-flac",
        r2Key: "products/si-track/track.flac",
        label: "FLAC",
        reason: "missing",
      },
    ]);
  });

  it("forgets a product once its files are real, or once it is no longer on sale", async () => {
    await env.DB.batch([
      env.DB.prepare("UPDATE product_files SET stand_in = 0 WHERE product_slug = 'si-seeded'"),
      env.DB.prepare("UPDATE products SET status = 'sold_out' WHERE slug = 'si-track'"),
    ]);
    const found = await standInFiles(createDb(env.DB), env.FILES);
    expect(found.filter((f) => f.productSlug.startsWith("si-"))).toEqual([]);
  });
});
