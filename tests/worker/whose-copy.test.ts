import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { orderReference } from "#worker/contract/orders-fields";
import { STAMP_MAX_BYTES, type WhoseCopyAnswer } from "#worker/contract/whose-copy";
import { api, expectData, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { paidOrder, seedShopFixtures } from "../support/worker/shop-fixtures";
import { sampleEpub } from "../support/worker/epub-structure";
import { FILE_HEADS } from "../support/shared/file-heads";
import { zipBomb } from "../support/worker/zip-bomb";
import { auditEntries, expectDoorShut, studioAuthor } from "../support/worker/studio";

/**
 * "Whose copy?" in the studio (decision 054): a copy found online, or its mark, answers
 * the order it was stamped for; only the author asks, and every lookup is in the audit log.
 */

vi.setConfig({ testTimeout: 60_000 });

const PATH = "/studio/whose-copy";
let author: Reader;

beforeAll(async () => {
  await seedShopFixtures();
  const doc = await PDFDocument.create();
  doc.addPage([420, 595]).drawText("Book One", { x: 50, y: 500 });
  await env.FILES.put("products/book-one/book-one.epub", sampleEpub());
  await env.FILES.put("products/book-one/book-one.pdf", await doc.save());
  author = await studioAuthor("author-whose@example.com", "Whose Author");
});

const downloaded = async (reader: Reader, orderId: string, fileId: string) => {
  const res = await api(`/orders/${orderId}/files/${fileId}`, { reader });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};

const markOf = async (orderId: string) =>
  (await env.DB.prepare("SELECT mark FROM copy_marks WHERE order_id = ?").bind(orderId).first<{ mark: string }>())!
    .mark;

const formOf = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append("file", new File([bytes], name));
  return form;
};

const askFile = (bytes: Uint8Array, name = "found.epub", reader: Reader = author) =>
  api(PATH, { method: "POST", reader, body: formOf(bytes, name) });
const askMark = (mark: unknown, reader: Reader = author) => api(PATH, { method: "POST", reader, json: { mark } });

describe("whose copy", () => {
  let orderId: string;
  let mark: string;
  let epub: Uint8Array;
  let buyer: Reader;

  beforeAll(async () => {
    buyer = await signUpReader("Montserrat Vidal");
    orderId = await paidOrder(buyer, "book-one");
    await env.DB.prepare("UPDATE orders SET paid_at = ? WHERE id = ?")
      .bind(Date.UTC(2026, 2, 1), orderId)
      .run();
    epub = await downloaded(buyer, orderId, "f-one-epub");
    mark = await markOf(orderId);
  });

  const expectOrder = (answer: WhoseCopyAnswer) => {
    expect(answer.marks).toHaveLength(1);
    const [found] = answer.marks;
    expect(found!.mark).toBe(mark);
    expect(found!.order).toMatchObject({
      id: orderId,
      reference: orderReference(orderId),
      status: "paid",
      paidAt: Date.UTC(2026, 2, 1),
      gift: false,
      guest: false,
      holder: "Montserrat Vidal",
    });
    expect(found!.order!.firstStampedAt).toBeGreaterThan(0);
  };

  it("a downloaded EPUB answers its order and holder", async () => {
    const answer = await expectData<WhoseCopyAnswer>(askFile(epub));
    expect(answer).toMatchObject({ source: "file", kind: "epub" });
    expectOrder(answer);
  });

  it("a downloaded PDF answers the same order", async () => {
    const answer = await expectData<WhoseCopyAnswer>(askFile(await downloaded(buyer, orderId, "f-one-pdf"), "x.pdf"));
    expect(answer).toMatchObject({ source: "file", kind: "pdf" });
    expectOrder(answer);
  });

  it("a typed mark answers the same, however it is written", async () => {
    for (const typed of [mark, mark.toLowerCase(), mark.replace(/-/g, ""), ` urn:labodega:copy:${mark} `]) {
      const answer = await expectData<WhoseCopyAnswer>(askMark(typed));
      expect(answer).toMatchObject({ source: "mark", kind: null });
      expectOrder(answer);
    }
  });

  it("each lookup is in the audit log with the marks it looked up", async () => {
    await expectData(askMark(mark));
    const [entry] = await auditEntries(author, "?action=copy.looked_up");
    expect(entry).toMatchObject({
      actorEmail: "author-whose@example.com",
      objectType: "order",
      objectId: orderId,
      after: { source: "mark", marks: [mark], orders: [orderId] },
    });
  });
});

describe("whose copy, other holders and files", () => {
  it("a gift names its claimer, else the recipient's name the buyer gave", async () => {
    const buyer = await signUpReader("Gift Buyer");
    const recipient = await signUpReader("Laia Recipient");
    const orderId = await paidOrder(buyer, "book-one");
    await env.DB.prepare(
      "INSERT INTO gifts (id, order_id, product_slug, recipient_name, recipient_email, deliver_on, locale, claimed_by, claimed_at) VALUES (?, ?, 'book-one', 'Laia', ?, '2026-01-01', 'ca', ?, 0)",
    )
      .bind(crypto.randomUUID(), orderId, recipient.email, recipient.id)
      .run();
    const pdf = await downloaded(recipient, orderId, "f-one-pdf");
    const mark = await markOf(orderId);
    const answer = await expectData<WhoseCopyAnswer>(askFile(pdf, "found.pdf"));
    expect(answer.marks).toEqual([
      { mark, order: expect.objectContaining({ id: orderId, gift: true, guest: false, holder: "Laia Recipient" }) },
    ]);
    await env.DB.prepare("UPDATE gifts SET claimed_by = NULL WHERE order_id = ?").bind(orderId).run();
    const unclaimed = await expectData<WhoseCopyAnswer>(askMark(mark));
    expect(unclaimed.marks[0]!.order).toMatchObject({ gift: true, holder: "Laia" });
  });

  it("a file without a mark is an empty list; an unknown mark is found-nothing", async () => {
    const plain = await expectData<WhoseCopyAnswer>(askFile(sampleEpub()));
    expect(plain).toEqual({ source: "file", kind: "epub", marks: [] });
    const unknown = await expectData<WhoseCopyAnswer>(askMark("ZZZZ-ZZZZ-ZZZZ-ZZZZ"));
    expect(unknown.marks).toEqual([{ mark: "ZZZZ-ZZZZ-ZZZZ-ZZZZ", order: null }]);
    const [entry] = await auditEntries(author, "?action=copy.looked_up");
    expect(entry).toMatchObject({ objectId: null, after: { marks: ["ZZZZ-ZZZZ-ZZZZ-ZZZZ"], orders: [] } });
  });

  it("a file that is not an EPUB or PDF, or a broken one, is a field error on file", async () => {
    const wav = new Uint8Array(64);
    wav.set(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVEfmt "));
    expect((await expectError(await askFile(wav, "song.wav"), 400, "validation_failed")).fields).toEqual({
      file: ["file_not_ebook"],
    });
    const broken = new TextEncoder().encode("PK\u0003\u0004 not really a zip");
    expect((await expectError(await askFile(broken, "x.epub"), 400, "validation_failed")).fields).toEqual({
      file: ["file_unreadable"],
    });
    const form = new FormData();
    form.append("file", "not a file");
    expect(
      (await expectError(await api(PATH, { method: "POST", reader: author, body: form }), 400, "validation_failed"))
        .fields,
    ).toHaveProperty("file");
  });

  it("a zip bomb is refused before it is unpacked, whatever its headers claim", async () => {
    for (const lie of [false, true]) {
      const bomb = await zipBomb([{ name: "OEBPS/content.opf", inflatesTo: 256 * 1024 * 1024 }], { lie });
      const error = await expectError(await askFile(bomb, "found.epub"), 400, "validation_failed");
      expect(error.fields).toEqual({ file: ["file_archive_too_large"] });
    }
    // The page was not left in a bad way: the next lookup answers.
    expect((await expectData<WhoseCopyAnswer>(askFile(sampleEpub()))).kind).toBe("epub");
  });

  it("a file sent as an EPUB or a PDF whose bytes are something else is a field error on file", async () => {
    const png = new Uint8Array(256);
    png.set(FILE_HEADS["image/png"]!);
    const as = (bytes: Uint8Array, type: string) => {
      const form = new FormData();
      form.append("file", new File([bytes], "found", { type }));
      return api(PATH, { method: "POST", reader: author, body: form });
    };
    for (const [bytes, type] of [
      [png, "application/epub+zip"],
      [png, "application/pdf"],
      [sampleEpub(), "application/pdf"],
    ] as const) {
      const error = await expectError(await as(bytes, type), 400, "validation_failed");
      expect(error.fields, type).toEqual({ file: ["file_type_mismatch"] });
    }
    // A type that names nothing in particular defers to the bytes.
    expect((await expectData<WhoseCopyAnswer>(as(sampleEpub(), "application/octet-stream"))).kind).toBe("epub");
    expect((await expectData<WhoseCopyAnswer>(as(sampleEpub(), "application/epub+zip"))).kind).toBe("epub");
  });

  it("a malformed mark is a field error on mark", async () => {
    for (const bad of ["K7QM-2XRA", "not-a-mark-at-all!", "", 42]) {
      const error = await expectError(await askMark(bad), 400, "validation_failed");
      expect(error.fields).toHaveProperty("mark");
    }
  });

  it("a file past the limit is a 413, before or after it is read", async () => {
    const justOver = await askFile(new Uint8Array(STAMP_MAX_BYTES + 1));
    expect((await expectError(justOver, 413, "payload_too_large")).fields).toEqual({ file: ["file_too_large"] });
    await expectError(await askFile(new Uint8Array(STAMP_MAX_BYTES + 1024 * 1024)), 413, "payload_too_large");
  });

  it("only the author, past the second factor, may ask", async () => {
    const calls: [string, string, unknown][] = [["POST", PATH, { mark: "ZZZZ-ZZZZ-ZZZZ-ZZZZ" }]];
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, { reader: await signUpReader("Curious Reader"), code: "forbidden" });
    const unenrolled = await signUpReader("Unenrolled", "author-whose-unenrolled@example.com");
    await expectDoorShut(calls, { reader: unenrolled, code: "second_factor_required" });
    await expectDoorShut(calls, { foreignOrigin: author });
    // A refused file is not read either.
    await expectError(await askFile(sampleEpub(), "x.epub", await signUpReader("Another Reader")), 403, "forbidden");
  });
});
