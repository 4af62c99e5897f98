import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ProductDetail } from "#worker/contract/shop";
import type { SampleChapter } from "#worker/contract/shop-samples";
import { byteRange } from "#worker/services/byte-ranges";
import { CATALOGUE_SETTLE_MS } from "#scripts/lib/shop-statements.mjs";
import { api, expectData, expectError, page } from "../support/worker/http";
import { CHAPTER_SPANISH, seedChapterFiles, seedShopFixtures } from "../support/worker/shop-fixtures";

/** Trying before buying (decision 051): listening samples with byte ranges, sample chapters, file facts. */

const SIZE = 1000;
/** Byte i is i % 251, so any slice shows where it came from. */
const AUDIO = Uint8Array.from({ length: SIZE }, (_, i) => i % 251);
const slice = (from: number, to: number) => AUDIO.slice(from, to + 1);
const SAMPLE = "/shop/products/launch-edition/samples/launch-2";

beforeAll(async () => {
  await seedShopFixtures();
  await env.FILES.put("products/launch-edition/sample-1.wav", AUDIO.slice(0, 10), {
    httpMetadata: { contentType: "audio/wav" },
  });
  await env.FILES.put("products/launch-edition/sample-2.wav", AUDIO, { httpMetadata: { contentType: "audio/wav" } });
  await env.FILES.put("products/book-draft/sample.wav", AUDIO);
  await seedChapterFiles();
});

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const ranged = (range: string, headers: Record<string, string> = {}) =>
  api(SAMPLE, { headers: { Range: range, ...headers } });

describe("GET /api/shop/products/:slug/samples/:id", () => {
  it("sends the whole sample without a Range, saying ranges are accepted, cacheable for good", async () => {
    const res = await api(SAMPLE);
    expect(res.status).toBe(200);
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Content-Type")).toBe("audio/wav");
    expect(res.headers.get("Content-Length")).toBe(String(SIZE));
    expect(res.headers.get("Content-Range")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("ETag")).toMatch(/^"/);
    expect(await bytesOf(res)).toEqual(AUDIO);
  });

  it("sends the first bytes (bytes=0-99) as 206 with their Content-Range", async () => {
    const res = await ranged("bytes=0-99");
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes 0-99/${SIZE}`);
    expect(res.headers.get("Content-Length")).toBe("100");
    expect(await bytesOf(res)).toEqual(slice(0, 99));
  });

  it("sends a range from the middle, and one past the end cut at the last byte", async () => {
    const middle = await ranged("bytes=400-649");
    expect(middle.status).toBe(206);
    expect(middle.headers.get("Content-Range")).toBe(`bytes 400-649/${SIZE}`);
    expect(await bytesOf(middle)).toEqual(slice(400, 649));
    const over = await ranged("bytes=990-5000");
    expect(over.status).toBe(206);
    expect(over.headers.get("Content-Range")).toBe(`bytes 990-999/${SIZE}`);
    expect(await bytesOf(over)).toEqual(slice(990, 999));
  });

  it("sends the last n bytes for a suffix (bytes=-100), and all of them for a suffix longer than the file", async () => {
    const res = await ranged("bytes=-100");
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes 900-999/${SIZE}`);
    expect(await bytesOf(res)).toEqual(slice(900, 999));
    const longer = await ranged("bytes=-5000");
    expect(longer.headers.get("Content-Range")).toBe(`bytes 0-999/${SIZE}`);
    expect((await bytesOf(longer)).length).toBe(SIZE);
  });

  it("sends from a position to the end for an open range (bytes=500-), as a player seeking asks", async () => {
    const res = await ranged("bytes=500-");
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes 500-999/${SIZE}`);
    expect(res.headers.get("Content-Length")).toBe("500");
    expect(await bytesOf(res)).toEqual(slice(500, 999));
  });

  it("is a 416 with Content-Range bytes */size for a range past the end or an empty suffix", async () => {
    for (const range of ["bytes=1000-", "bytes=5000-6000", "bytes=-0"]) {
      const res = await ranged(range);
      expect(res.status, range).toBe(416);
      expect(res.headers.get("Content-Range"), range).toBe(`bytes */${SIZE}`);
      expect((await bytesOf(res)).length).toBe(0);
    }
  });

  it("ignores a malformed Range, another unit or several ranges (RFC 9110 lets it): 200 whole", async () => {
    for (const range of ["bytes=abc", "bytes=500-100", "items=0-1", "bytes=0-1,5-6", "bytes=-"]) {
      const res = await ranged(range);
      expect(res.status, range).toBe(200);
      expect((await bytesOf(res)).length, range).toBe(SIZE);
    }
  });

  it("answers HEAD with the headers alone, and honours If-Range and If-None-Match", async () => {
    const head = await api(SAMPLE, { method: "HEAD", headers: { Range: "bytes=0-99" } });
    expect(head.status).toBe(206);
    expect(head.headers.get("Content-Range")).toBe(`bytes 0-99/${SIZE}`);
    expect((await bytesOf(head)).length).toBe(0);

    const etag = (await api(SAMPLE, { method: "HEAD" })).headers.get("ETag")!;
    const same = await ranged("bytes=0-9", { "If-Range": etag });
    expect(same.status).toBe(206);
    await same.arrayBuffer();
    // The client's copy is another version: the range would mix two, so the whole is sent.
    const stale = await ranged("bytes=0-9", { "If-Range": '"another"' });
    expect(stale.status).toBe(200);
    expect((await bytesOf(stale)).length).toBe(SIZE);
    const cached = await api(SAMPLE, { headers: { "If-None-Match": etag } });
    expect(cached.status).toBe(304);
  });

  it("is a 404 for an unknown product or sample, another product's sample, a missing file or a draft", async () => {
    await expectError(await api("/shop/products/nothing/samples/launch-2"), 404, "not_found");
    await expectError(await api("/shop/products/launch-edition/samples/no-such"), 404, "not_found");
    await expectError(await api("/shop/products/theme/samples/launch-2"), 404, "not_found");
    await expectError(await api("/shop/products/theme/samples/theme-sample"), 404, "not_found");
    await expectError(await api("/shop/products/book-draft/samples/draft-sample"), 404, "not_found");
    await expectError(await api("/shop/products/launch-edition/samples/Bad_Id"), 400, "validation_failed");
  });
});

describe("byteRange", () => {
  it("reads an empty file's ranges as unsatisfiable and no header as the whole", () => {
    expect(byteRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(byteRange("bytes=-10", 0)).toEqual({ kind: "unsatisfiable" });
    expect(byteRange(null, 10)).toEqual({ kind: "whole" });
    expect(byteRange(" bytes = 2 - 3 ", 10)).toEqual({ kind: "partial", offset: 2, length: 2 });
  });
});

describe("GET /api/shop/products/:slug/chapter", () => {
  it("gives the EPUB's first chapter from the spine as sanitized HTML: no script, style, link or attribute", async () => {
    const chapter = await expectData<SampleChapter>(api("/shop/products/book-one/chapter?locale=en"));
    expect(chapter).toMatchObject({ locale: "en", title: "Chapter 1", locales: ["en", "es"] });
    expect(chapter.html).toContain("<h2>The Funeral</h2>");
    expect(chapter.html).toContain("<p>The sea gave <em>Teo</em> back.</p>");
    expect(chapter.html).toContain("<p>Link text</p>");
    expect(chapter.html).not.toMatch(/script|alert|style|color:red|onclick|<img|<a |Title page|class=/);
  });

  it("gives the chapter in the language asked when there is one, else in the work's language", async () => {
    const spanish = await expectData<SampleChapter>(api("/shop/products/book-one/chapter?locale=es"));
    expect(spanish.locale).toBe("es");
    expect(spanish.html).toBe("<h2>El funeral</h2><p>El mar devolvió a <strong>Teo</strong> un martes.</p>");
    const catalan = await expectData<SampleChapter>(api("/shop/products/book-one/chapter?locale=ca"));
    expect(catalan.locale).toBe("en");
  });

  it("keeps the extraction in KV under the file's ETag, and extracts again when the file is replaced", async () => {
    const head = await env.FILES.head("samples/book-one/es.xhtml");
    expect(await env.KV.get(`sample-chapter:v1:samples/book-one/es.xhtml:${head!.etag}`)).toContain("El funeral");
    await env.FILES.put("samples/book-one/es.xhtml", "<body><h1>Otro</h1><p>Nuevo.</p></body>");
    const replaced = await expectData<SampleChapter>(api("/shop/products/book-one/chapter?locale=es"));
    expect(replaced.html).toBe("<h2>Otro</h2><p>Nuevo.</p>");
    await env.FILES.put("samples/book-one/es.xhtml", CHAPTER_SPANISH);
  });

  it("is a 404 for a product without a chapter, an unknown one or a draft; a bad locale is a 400", async () => {
    await expectError(await api("/shop/products/book-two/chapter?locale=en"), 404, "not_found");
    await expectError(await api("/shop/products/theme/chapter"), 404, "not_found");
    await expectError(await api("/shop/products/nothing/chapter"), 404, "not_found");
    await expectError(await api("/shop/products/book-draft/chapter"), 404, "not_found");
    await expectError(await api("/shop/products/book-one/chapter?locale=fr"), 400, "validation_failed");
  });
});

/** A change of the catalogue, as any write to it makes, and the wait until every reader sees it. */
async function newCatalogueVersion() {
  await env.DB.prepare("UPDATE catalogue_version SET token = lower(hex(randomblob(8))) WHERE id = 1").run();
  await new Promise((resolve) => setTimeout(resolve, CATALOGUE_SETTLE_MS));
}

describe("a book's sample chapter's page (decision 072)", () => {
  /** What the Worker put in #root. */
  const rootOf = async (path: string) => {
    const res = await page(path);
    const html = await res.text();
    return { status: res.status, html, root: html.slice(html.indexOf('<div id="root">'), html.lastIndexOf("</body>")) };
  };

  it("is a document drawn with the chapter, in the page's language when it has one, and no copy of either", async () => {
    const english = await rootOf("/la-bodega/ebooks/book-one/sample");
    expect(english.status).toBe(200);
    expect(english.root).toMatch(/<h1 id="page-heading"[^>]*>Book One<\/h1>/);
    expect(english.root).toContain("<h2>The Funeral</h2><p>The sea gave <em>Teo</em> back.</p>");
    expect(english.html).not.toContain('id="server-data"');
    expect(english.html).toMatch(/<script type="module" src="\/assets\/document-/);
    // Buying from it, before and after the chapter: islands that know the visitor's cart.
    expect(english.root.match(/data-island="chapter-purchase" data-load="personal"/g)).toHaveLength(2);
    const spanish = await rootOf("/es/la-bodega/ebooks/book-one/sample");
    expect(spanish.root).toContain("<h2>El funeral</h2>");
    expect(spanish.root).toContain('lang="es"');
    // Catalan has none: the work's own language, said so.
    const catalan = await rootOf("/ca/la-bodega/ebooks/book-one/sample");
    expect(catalan.root).toContain("<h2>The Funeral</h2>");
    expect(catalan.root).toMatch(/lang="en"/);
  });

  it("is not found for a book without a chapter or on another shelf", async () => {
    expect((await page("/la-bodega/ebooks/book-two/sample")).status).toBe(404);
    expect((await page("/la-bodega/music/book-one/sample")).status).toBe(404);
  });

  it("says the chapter could not be read when its file is gone, with the same address to try again", async () => {
    const file = await env.FILES.get("samples/book-one/es.xhtml");
    const saved = await file!.text();
    await env.FILES.delete("samples/book-one/es.xhtml");
    // The page kept from before holds until the catalogue changes; a change comes first.
    await newCatalogueVersion();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const gone = await rootOf("/es/la-bodega/ebooks/book-one/sample");
      expect(gone.status).toBe(503);
      expect(gone.root).toMatch(/role="alert"/);
      expect(gone.root).toContain('href="/es/la-bodega/ebooks/book-one/sample"');
      expect(gone.html).not.toContain("stand-in");
    } finally {
      logged.mockRestore();
      await env.FILES.put("samples/book-one/es.xhtml", saved);
      await newCatalogueVersion();
    }
    // Not kept: the next visit has it again.
    expect((await rootOf("/es/la-bodega/ebooks/book-one/sample")).root).toContain("<h2>El funeral</h2>");
  });
});

describe("what you get, in the product API", () => {
  it("lists each download's facts, the listening samples in order and the chapter's languages", async () => {
    const album = await expectData<ProductDetail>(api("/shop/products/launch-edition"));
    expect(album.samples).toEqual([
      { id: "launch-1", title: "Opening", durationSeconds: 20 },
      { id: "launch-2", title: "Closing", durationSeconds: 20 },
    ]);
    expect(album.sampleChapterLocales).toEqual([]);
    expect(album.files).toEqual([
      {
        label: "WAV",
        sizeBytes: 35280044,
        format: "WAV 16-bit/44.1 kHz",
        bitrateKbps: 1411,
        durationSeconds: 200,
        pageCount: null,
        wordCount: null,
      },
    ]);
    expect(JSON.stringify(album)).not.toMatch(/r2|sample-\d\.wav|products\//i);
  });
});
