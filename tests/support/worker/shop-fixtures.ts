import { env } from "cloudflare:workers";
import { strToU8, zipSync } from "fflate";
import type { Reader } from "./session";

/**
 * A small catalogue written straight into D1 for the shop's tests: every status, every kind,
 * a bundle, texts missing in Catalan (English fallback) and a product with no English at all
 * (incomplete, never shown).
 */
export const FIXTURE_SQL = [
  `INSERT INTO shop_categories (slug, position) VALUES ('ebooks', 1), ('music', 2), ('bundles', 3)`,
  `INSERT INTO shop_category_texts (category_slug, locale, name, description) VALUES
    ('ebooks', 'en', 'Ebooks', 'Books to read anywhere.'), ('ebooks', 'es', 'Libros digitales', 'Libros para leer en cualquier parte.'),
    ('music', 'en', 'Music', 'Soundtracks.'), ('music', 'es', 'Música', 'Bandas sonoras.'),
    ('bundles', 'en', 'Bundles', 'Together for less.')`,
  `INSERT INTO products (slug, category_slug, kind, status, format, work_language, price_cents, cover_path, cover_width, cover_height, series, excerpt_id, released_on, position) VALUES
    ('book-one', 'ebooks', 'ebook', 'available', 'EPUB · PDF', 'en', 699, '/media/covers/mortal-vengeance-1.svg', 600, 900, 'mortal-vengeance', 'mortal-vengeance-book-1', '2024-10-08', 1),
    ('book-two', 'ebooks', 'ebook', 'available', 'EPUB · PDF', 'en', 799, '/media/covers/mortal-vengeance-2.svg', 600, 900, 'mortal-vengeance', NULL, '2025-10-14', 2),
    ('book-soon', 'ebooks', 'ebook', 'coming_soon', 'EPUB', 'en', 599, '/media/covers/imalive-1.svg', 600, 900, 'imalive', NULL, NULL, 3),
    ('book-draft', 'ebooks', 'ebook', 'draft', 'EPUB', 'en', 499, '/media/covers/imalive-1.svg', 600, 900, NULL, NULL, NULL, 4),
    ('book-untranslated', 'ebooks', 'ebook', 'available', 'EPUB', 'en', 399, '/media/covers/imalive-1.svg', 600, 900, NULL, NULL, NULL, 5),
    ('theme', 'music', 'track', 'available', 'WAV', NULL, 129, '/media/music/mortal-vengeance-soundtrack.svg', 800, 800, 'mortal-vengeance', NULL, '2025-03-01', 1),
    ('launch-edition', 'music', 'album', 'sold_out', 'WAV', NULL, 1999, '/media/music/mortal-vengeance-soundtrack.svg', 800, 800, NULL, NULL, NULL, 2),
    ('reader-bundle', 'bundles', 'bundle', 'available', 'EPUB · PDF · WAV', 'en', 1299, '/media/covers/mortal-vengeance-series.svg', 600, 900, 'mortal-vengeance', NULL, '2025-10-14', 1)`,
  `INSERT INTO product_texts (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt) VALUES
    ('book-one', 'en', 'Book One', 'Series · Book 1', 'The first book.', 'First paragraph.\n\nSecond paragraph.\n  \nThird paragraph.', 'How it began.', 'Cover of book one'),
    ('book-one', 'es', 'Libro uno', 'Serie · Libro 1', 'El primer libro.', 'Primer párrafo.', '', 'Cubierta del libro uno'),
    ('book-two', 'en', 'Book Two', 'Series · Book 2', 'The second book.', 'Two.', '', 'Cover of book two'),
    ('book-soon', 'en', 'Soon', '', 'Coming soon.', '', '', 'Cover of soon'),
    ('book-draft', 'en', 'Draft', '', 'Not yet.', '', '', ''),
    ('book-untranslated', 'es', 'Sin inglés', '', 'Solo en español.', '', '', ''),
    ('theme', 'en', 'Main Theme', 'Single', 'The theme.', '', '', 'Album art'),
    ('launch-edition', 'en', 'Launch Edition', '', 'Gone.', '', '', 'Album art'),
    ('reader-bundle', 'en', 'Reader Bundle', '', 'Both books and the theme.', 'All of it.', '', 'Series cover')`,
  `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position, format, word_count, page_count, bitrate_kbps, duration_seconds) VALUES
    ('f-one-epub', 'book-one', 'products/book-one/book-one.epub', 'Book-One.epub', 'application/epub+zip', 1234, 'EPUB', 1, 'EPUB 3', 81000, NULL, NULL, NULL),
    ('f-one-pdf', 'book-one', 'products/book-one/book-one.pdf', 'Book-One.pdf', 'application/pdf', 5678, 'PDF', 2, 'PDF (A5)', NULL, 312, NULL, NULL),
    ('f-launch-wav', 'launch-edition', 'products/launch-edition/launch.wav', 'Launch.wav', 'audio/wav', 35280044, 'WAV', 1, 'WAV 16-bit/44.1 kHz', NULL, NULL, 1411, 200)`,
  // Samples: the track's one, the sold-out album's two (still shown, so still playable), the
  // draft's (never served), book one's chapter in English and Spanish.
  `INSERT INTO product_samples (id, product_slug, kind, locale, title, duration_seconds, r2_key, position) VALUES
    ('theme-sample', 'theme', 'audio', NULL, 'Main Theme', 30, 'products/theme/sample.wav', 1),
    ('launch-1', 'launch-edition', 'audio', NULL, 'Opening', 20, 'products/launch-edition/sample-1.wav', 1),
    ('launch-2', 'launch-edition', 'audio', NULL, 'Closing', 20, 'products/launch-edition/sample-2.wav', 2),
    ('draft-sample', 'book-draft', 'audio', NULL, 'Hidden', 10, 'products/book-draft/sample.wav', 1),
    ('one-chapter-en', 'book-one', 'chapter', 'en', 'Chapter 1', NULL, 'samples/book-one/en.epub', 1),
    ('one-chapter-es', 'book-one', 'chapter', 'es', 'Capítulo 1', NULL, 'samples/book-one/es.xhtml', 2)`,
  `INSERT INTO bundle_items (bundle_slug, product_slug, position) VALUES
    ('reader-bundle', 'theme', 3), ('reader-bundle', 'book-one', 1), ('reader-bundle', 'book-two', 2)`,
  `INSERT INTO product_reviews (id, product_slug, locale, author, rating, quote, position) VALUES
    ('r1', 'book-one', 'en', 'Ana', 5, 'Loved it.', 1),
    ('r2', 'book-one', 'es', 'Marta', 4, 'Me encantó.', 2),
    ('r3', 'book-one', 'ca', 'Jordi', 5, 'Genial.', 3)`,
];

export async function seedShopFixtures(): Promise<void> {
  await env.DB.batch(FIXTURE_SQL.map((statement) => env.DB.prepare(statement)));
}

/** Book one's sample chapter in English, an EPUB whose first chapter in the spine has what the sanitiser drops. */
const CHAPTER_EPUB = zipSync({
  mimetype: [strToU8("application/epub+zip"), { level: 0 }],
  "META-INF/container.xml": strToU8(
    `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
  ),
  "OEBPS/content.opf": strToU8(
    `<package><manifest><item id="title" href="title.xhtml" media-type="application/xhtml+xml"/><item id="ch1" href="text/ch1.xhtml" media-type="application/xhtml+xml"/><item id="css" href="s.css" media-type="text/css"/></manifest><spine><itemref idref="title"/><itemref idref="ch1"/></spine></package>`,
  ),
  "OEBPS/title.xhtml": strToU8(`<html><body epub:type="frontmatter"><h1>Book One</h1><p>Title page</p></body></html>`),
  "OEBPS/text/ch1.xhtml": strToU8(
    `<html><head><title>Ch 1</title><style>p{color:red}</style></head><body epub:type="bodymatter"><section epub:type="chapter"><h1 class="x">The Funeral</h1><p onclick="alert(1)">The sea gave <em>Teo</em> back.</p><script>alert(1)</script><img src="x.png"/><p><a href="https://evil.example">Link</a> text</p></section></body></html>`,
  ),
});
/** Book one's sample chapter in Spanish, a single XHTML file. */
export const CHAPTER_SPANISH = `<html><body><h2>El funeral</h2><p>El mar devolvió a <strong>Teo</strong> un martes.</p><script>document.cookie</script><style>*{}</style></body></html>`;

/** The files of book one's sample chapter (the fixture's `product_samples` rows), in R2. */
export async function seedChapterFiles(): Promise<void> {
  await env.FILES.put("samples/book-one/en.epub", CHAPTER_EPUB, {
    httpMetadata: { contentType: "application/epub+zip" },
  });
  await env.FILES.put("samples/book-one/es.xhtml", CHAPTER_SPANISH, {
    httpMetadata: { contentType: "application/xhtml+xml" },
  });
}

/** A paid order of `slugs` for the reader, written as checkout and the webhook would leave it. */
export async function paidOrder(reader: Pick<Reader, "id" | "email">, ...slugs: string[]): Promise<string> {
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
