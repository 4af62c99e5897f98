import { env } from "cloudflare:workers";
import { PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { orderReference } from "#worker/contract/orders-fields";
import { getConfig } from "#worker/config";
import { createDb } from "#worker/db/client";
import { runSweep } from "#worker/services/sweep";
import type { EmailTransport } from "#worker/email/transport";
import { orderFileLink } from "#worker/services/receipts";
import { exLibrisXhtml } from "#worker/services/stamping/ex-libris";
import { stampEpub, stampedOpf } from "#worker/services/stamping/epub-stamp";
import { normalizeMark } from "#worker/services/stamping/copy-marks";
import { readZipEntries } from "#worker/services/stamping/zip-entries";
import { api } from "../support/worker/http";
import { signUpReader } from "../support/worker/session";
import { paidOrder, seedShopFixtures } from "../support/worker/shop-fixtures";
import { expectValidEpub, expectWellFormed, sampleEpub } from "../support/worker/epub-structure";

/**
 * Buyer-stamped ebooks (decision 054): every EPUB and PDF an order downloads carries
 * an ex-libris page and the order's opaque mark, never the buyer's address; the stamped copy is
 * kept per order, file and version and reused, and made again only when what it says changes.
 */

const SECRET = "local-development-signing-secret-not-for-production";
const EPUB_KEY = "products/book-one/book-one.epub";
const PDF_KEY = "products/book-one/book-one.pdf";
const EPUB = sampleEpub();
let PDF: Uint8Array;

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await seedShopFixtures();
  const doc = await PDFDocument.create();
  doc.addPage([420, 595]).drawText("Book One", { x: 50, y: 500 });
  doc.addPage([420, 595]).drawText("Chapter one", { x: 50, y: 500 });
  doc.setKeywords(["thriller"]);
  PDF = await doc.save();
  await env.FILES.put(EPUB_KEY, EPUB);
  await env.FILES.put(PDF_KEY, PDF);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const bytesOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};

const markOf = async (orderId: string) =>
  (await env.DB.prepare("SELECT mark FROM copy_marks WHERE order_id = ?").bind(orderId).first<{ mark: string }>())!
    .mark;

/** Everything a book says, uncompressed, to look for what must (not) be in it. */
const allText = (files: Map<string, string>) => [...files.values()].join("\n");

describe("stamped EPUB", () => {
  it("is a valid EPUB with the ex-libris page after the cover and the mark, never the address", async () => {
    const reader = await signUpReader("Núria O'Brien & <Co>");
    const orderId = await paidOrder(reader, "book-one");
    const res = await api(`/orders/${orderId}/files/f-one-epub`, { reader });
    expect(res.headers.get("Content-Type")).toBe("application/epub+zip");
    expect(res.headers.get("Content-Disposition")).toContain('filename="Book-One.epub"');
    const stamped = await bytesOf(res);
    const book = expectValidEpub(stamped);
    const page = [...book.manifest].find(([, item]) => item.href === "labodega-ex-libris.xhtml");
    expect(page, "the page is in the manifest").toBeDefined();
    expect(page![1].type).toBe("application/xhtml+xml");
    expect(book.spine).toEqual(["cover", page![0], "ch1", "ch2"]);
    const xhtml = book.files.get("OEBPS/labodega-ex-libris.xhtml")!;
    expect(xhtml).toContain("This copy belongs to <strong>Núria O&#39;Brien &amp; &lt;Co&gt;</strong>");
    expect(xhtml).toContain(`order ${orderReference(orderId)}`);
    expect(xhtml).toContain('xml:lang="en"');
    const mark = await markOf(orderId);
    expect(normalizeMark(mark)).toBe(mark);
    expect(book.opf).toContain(`<dc:identifier id="labodega-copy-mark">urn:labodega:copy:${mark}</dc:identifier>`);
    expect(xhtml).toContain(mark);
    expect(allText(book.files)).not.toContain(reader.email);
    expect(new TextDecoder("latin1").decode(stamped)).not.toContain(reader.email);
  });

  it("copies every entry it does not change as it was stored, without recompressing", async () => {
    const reader = await signUpReader("Pau");
    const orderId = await paidOrder(reader, "book-one");
    const stamped = readZipEntries(await bytesOf(await api(`/orders/${orderId}/files/f-one-epub`, { reader })));
    const original = readZipEntries(EPUB);
    for (const entry of original.filter((e) => e.name !== "OEBPS/content.opf")) {
      const copy = stamped.find((e) => e.name === entry.name)!;
      expect([copy.method, copy.crc, [...copy.data]], entry.name).toEqual([entry.method, entry.crc, [...entry.data]]);
    }
  });

  it("speaks the order's language, and names no one when a guest bought it", async () => {
    const orderId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO orders (id, user_id, guest, status, total_cents, provider, email, locale) VALUES (?, NULL, 1, 'paid', 0, 'local', 'guest-stamp@example.com', 'es')",
      ).bind(orderId),
      env.DB.prepare(
        "INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, 'product:book-one', 'Book One', 0)",
      ).bind(orderId),
    ]);
    const link = await orderFileLink(SECRET, "", orderId, "f-one-epub");
    const book = expectValidEpub(await bytesOf(await api(link.replace("/api", ""))));
    const xhtml = book.files.get("OEBPS/labodega-ex-libris.xhtml")!;
    expect(xhtml).toContain(`Este ejemplar se compró en el pedido ${orderReference(orderId)}.`);
    expect(xhtml).toContain('xml:lang="es"');
    expect(allText(book.files)).not.toContain("guest-stamp@example.com");
  });

  it("a gift is stamped for its recipient, in the gift's language", async () => {
    const buyer = await signUpReader("Buyer");
    const recipient = await signUpReader("Laia Recipient");
    const orderId = await paidOrder(buyer, "book-one");
    await env.DB.prepare(
      "INSERT INTO gifts (id, order_id, product_slug, recipient_name, recipient_email, deliver_on, locale, claimed_by, claimed_at) VALUES (?, ?, 'book-one', 'Laia', ?, '2026-01-01', 'ca', ?, 0)",
    )
      .bind(crypto.randomUUID(), orderId, recipient.email, recipient.id)
      .run();
    const book = expectValidEpub(
      await bytesOf(await api(`/orders/${orderId}/files/f-one-epub`, { reader: recipient })),
    );
    expect(book.files.get("OEBPS/labodega-ex-libris.xhtml")).toContain(
      "Aquest exemplar pertany a <strong>Laia Recipient</strong>",
    );
  });

  it("an EPUB 2 book gets an XHTML 1.1 page and a package document with prefixed elements works", () => {
    const opf = `<?xml version="1.0"?>
<opf:package xmlns:opf="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">
<opf:metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">x</dc:identifier></opf:metadata>
<opf:manifest><opf:item id="c" href="c.xhtml" media-type="application/xhtml+xml"/></opf:manifest>
<opf:spine toc="ncx"><opf:itemref idref="c"></opf:itemref></opf:spine>
</opf:package>`;
    const out = stampedOpf(opf, { href: "labodega-ex-libris.xhtml", mark: "AAAA-BBBB-CCCC-DDDD" });
    expectWellFormed(out, "content.opf");
    expect(out).toContain('<opf:item id="labodega-ex-libris" href="labodega-ex-libris.xhtml"');
    expect(out).toMatch(/<opf:itemref idref="c"><\/opf:itemref>\s*<opf:itemref idref="labodega-ex-libris"\/>/);
    const page = exLibrisXhtml({ name: null, reference: "ABCD1234", mark: "AAAA-BBBB-CCCC-DDDD", locale: "ca" }, 2);
    expect(page).toContain("-//W3C//DTD XHTML 1.1//EN");
    expect(page).not.toContain(" lang=");
    expectWellFormed(page, "ex-libris");
  });

  it("refuses to stamp what is not an EPUB (the caller serves it as it is)", () => {
    const page = { name: "A", reference: "R", mark: "AAAA-BBBB-CCCC-DDDD", locale: "en" as const };
    expect(() => stampEpub(new TextEncoder().encode("PK\u0003\u0004 not really"), page)).toThrow();
  });
});

describe("stamped PDF", () => {
  it("has one more page, after the cover, and the mark in its information, never the address", async () => {
    const reader = await signUpReader("Jordi");
    const orderId = await paidOrder(reader, "book-one");
    const res = await api(`/orders/${orderId}/files/f-one-pdf`, { reader });
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    const stamped = await bytesOf(res);
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPageCount()).toBe(3);
    const mark = await markOf(orderId);
    expect(doc.getKeywords()).toBe(`thriller labodega-copy:${mark}`);
    const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
    expect(info.lookup(PDFName.of("LaBodegaCopy"), PDFString).decodeText()).toBe(mark);
    expect(new TextDecoder("latin1").decode(stamped)).not.toContain(reader.email);
  });
});

describe("the stamped copy's cache", () => {
  it("repeat downloads reuse the kept copy; a renamed holder gets a fresh one", async () => {
    const reader = await signUpReader("Marta");
    const orderId = await paidOrder(reader, "book-one");
    const key = `stamped/${orderId}/f-one-epub/v1.epub`;
    const first = await bytesOf(await api(`/orders/${orderId}/files/f-one-epub`, { reader }));
    const kept = await env.FILES.head(key);
    expect(kept?.customMetadata?.mark).toBe(await markOf(orderId));
    // Were the book stamped again, the source's new bytes would show: they do not.
    await env.FILES.put(EPUB_KEY, new TextEncoder().encode("not the book any more"));
    try {
      const second = await bytesOf(await api(`/orders/${orderId}/files/f-one-epub`, { reader }));
      expect(second).toEqual(first);
      expect((await env.FILES.head(key))!.uploaded.getTime()).toBe(kept!.uploaded.getTime());
    } finally {
      await env.FILES.put(EPUB_KEY, EPUB);
    }
    await env.DB.prepare("UPDATE user SET name = 'Marta Puig' WHERE id = ?").bind(reader.id).run();
    const renamed = expectValidEpub(await bytesOf(await api(`/orders/${orderId}/files/f-one-epub`, { reader })));
    expect(renamed.files.get("OEBPS/labodega-ex-libris.xhtml")).toContain("<strong>Marta Puig</strong>");
    // One mark per order, whatever is stamped again.
    expect(renamed.opf).toContain(await markOf(orderId));
  });

  it("the sweep deletes a refunded order's stamped copies and keeps its mark", async () => {
    const reader = await signUpReader("Berta");
    const orderId = await paidOrder(reader, "book-one");
    await bytesOf(await api(`/orders/${orderId}/files/f-one-epub`, { reader }));
    await bytesOf(await api(`/orders/${orderId}/files/f-one-pdf`, { reader }));
    expect((await env.FILES.list({ prefix: `stamped/${orderId}/` })).objects).toHaveLength(2);
    const transport: EmailTransport = { name: "quiet", send: async () => ({}) };
    const sweep = () => runSweep(getConfig(env), createDb(env.DB), { bucket: env.FILES, transport });
    // Paid: nothing to clear.
    await sweep();
    expect((await env.FILES.list({ prefix: `stamped/${orderId}/` })).objects).toHaveLength(2);
    await env.DB.prepare("UPDATE orders SET status = 'refunded' WHERE id = ?").bind(orderId).run();
    expect((await sweep()).clearedStamps).toBeGreaterThanOrEqual(1);
    expect((await env.FILES.list({ prefix: `stamped/${orderId}/` })).objects).toEqual([]);
    expect(await markOf(orderId)).toBeTruthy();
    // Once only.
    expect((await sweep()).clearedStamps).toBe(0);
  });

  it("leaves other files alone", async () => {
    const reader = await signUpReader("Olga");
    await env.DB.prepare(
      "INSERT OR IGNORE INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position) VALUES ('f-theme-wav', 'theme', 'products/theme/theme.wav', 'Main Theme.wav', 'audio/wav', 8, 'WAV', 1)",
    ).run();
    await env.FILES.put("products/theme/theme.wav", new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0]));
    const orderId = await paidOrder(reader, "theme");
    expect(await bytesOf(await api(`/orders/${orderId}/files/f-theme-wav`, { reader }))).toEqual(
      new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0]),
    );
    expect((await env.FILES.list({ prefix: `stamped/${orderId}/` })).objects).toEqual([]);
  });

  it("gives an album's booklet as uploaded: it is part of the record, not a book", async () => {
    const reader = await signUpReader("Pau");
    await env.DB.prepare(
      "INSERT OR IGNORE INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position, role) VALUES ('f-theme-booklet', 'theme', 'products/theme/booklet.pdf', 'Booklet.pdf', 'application/pdf', ?, 'Booklet', 2, 'booklet')",
    )
      .bind(PDF.length)
      .run();
    await env.FILES.put("products/theme/booklet.pdf", PDF);
    const orderId = await paidOrder(reader, "theme");
    expect(await bytesOf(await api(`/orders/${orderId}/files/f-theme-booklet`, { reader }))).toEqual(PDF);
    expect((await env.FILES.list({ prefix: `stamped/${orderId}/` })).objects).toEqual([]);
  });
});
