import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "#worker/config";
import type { OrderView } from "#worker/contract/orders";
import { productPath, type ProductDetail } from "#worker/contract/shop";
import type { CompletedUpload, StudioProductFile, UploadStatus } from "#worker/contract/studio-uploads";
import { UPLOAD_LIMITS } from "#worker/contract/studio-uploads";
import { createDb } from "#worker/db/client";
import { runSweep } from "#worker/services/sweep";
import { api, expectData, expectError, page, request } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { withHead } from "../support/shared/file-heads";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { auditEntries, expectDoorShut, studioAuthor } from "../support/worker/studio";

/**
 * Files and covers from the studio (decision 046): multipart uploads into the private
 * bucket behind the studio's door, resumable and cleaned up when abandoned; file versions that
 * keep past buyers on what they bought until a version is published to them; covers the public
 * pages show at once.
 */

const db = createDb(env.DB);
const PART = UPLOAD_LIMITS.partBytes;
const HOUR = 60 * 60 * 1000;

let author: Reader;
let buyer: Reader;

const as = (who: Reader | null) => ({ reader: who });

/**
 * Bytes whose every position says where it is, so a part out of place shows, led by the first
 * bytes of a file of `type` (the Worker checks them against the upload's type).
 */
function bytes(size: number, seed = 1, type = "application/zip"): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed) & 0xff;
  return withHead(type, out);
}

function create(body: Record<string, unknown>) {
  return api("/studio/uploads", { method: "POST", reader: author, json: body });
}

const fileUpload = (over: Record<string, unknown> = {}) => ({
  productSlug: "book-one",
  purpose: "file",
  fileName: "Book One (FLAC).zip",
  contentType: "application/zip",
  sizeBytes: 1000,
  label: "FLAC (ZIP)",
  ...over,
});

function putPart(id: string, n: number | string, body: Uint8Array) {
  return api(`/studio/uploads/${id}/parts/${n}`, {
    method: "PUT",
    reader: author,
    body,
    headers: { "Content-Type": "application/octet-stream", "Content-Length": String(body.byteLength) },
  });
}

const status = (id: string) => expectData<UploadStatus>(api(`/studio/uploads/${id}`, as(author)));
const complete = (id: string) => api(`/studio/uploads/${id}/complete`, { method: "POST", reader: author });

/** Uploads `data` whole, part by part, and completes it. */
async function uploadWhole(body: Record<string, unknown>, data: Uint8Array): Promise<CompletedUpload> {
  const started = await expectData<UploadStatus>(create({ ...body, sizeBytes: data.byteLength }), 201);
  for (let n = 1; n <= started.partCount; n++) {
    await expectData(putPart(started.id, n, data.subarray((n - 1) * started.partSize, n * started.partSize)));
  }
  return expectData<CompletedUpload>(complete(started.id));
}

/** A paid order of the buyer's, paid at `paidAt`. */
async function paidAt(paid: number, ...slugs: string[]): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO orders (id, user_id, status, total_cents, provider, email, paid_at, created_at) VALUES (?, ?, 'paid', 0, 'local', ?, ?, ?)",
    ).bind(id, buyer.id, buyer.email, paid, paid),
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

/** Bytes compared by digest: deep equality over megabytes of array would exhaust the heap. */
async function digest(data: Uint8Array | ArrayBuffer): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", data))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

async function download(orderId: string, fileId: string): Promise<Response> {
  return api(`/orders/${orderId}/files/${fileId}`, as(buyer));
}

/** The digest of what the buyer downloads. */
async function downloaded(orderId: string, fileId: string): Promise<string> {
  const res = await download(orderId, fileId);
  expect(res.status).toBe(200);
  return digest(await res.arrayBuffer());
}

const orderFiles = async (orderId: string) =>
  (await expectData<OrderView>(api(`/orders/${orderId}?locale=en`, as(buyer)))).files;

beforeAll(async () => {
  await seedShopFixtures();
  await env.FILES.put("products/book-one/book-one.epub", bytes(1234, 7));
  await env.FILES.put("products/book-one/book-one.pdf", bytes(5678, 9));
  author = await studioAuthor("author-files@example.com", "Files Author");
  buyer = await signUpReader("Files Buyer");
});

describe("the studio's door", () => {
  it("signed out: 401; a reader: 403 forbidden; an author without the second factor: 403", async () => {
    const id = crypto.randomUUID();
    const calls: [string, string, unknown?][] = [
      ["POST", "/studio/uploads", fileUpload()],
      ["GET", `/studio/uploads/${id}`],
      ["GET", "/studio/uploads?product=book-one"],
      ["PUT", `/studio/uploads/${id}/parts/1`],
      ["POST", `/studio/uploads/${id}/complete`],
      ["DELETE", `/studio/uploads/${id}`],
      ["GET", "/studio/files?product=book-one"],
      ["POST", "/studio/files/f-one-epub/publish"],
      ["DELETE", "/studio/files/f-one-epub"],
      ["PUT", "/studio/covers/book-one", { images: [id] }],
    ];
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, { reader: await signUpReader("Files Reader"), code: "forbidden" });
    const unenrolled = await signUpReader("Unenrolled", "author-files-unenrolled@example.com");
    await expectDoorShut(calls, { reader: unenrolled, code: "second_factor_required" });
    await expectDoorShut(calls, { foreignOrigin: author });
    // Nothing was started by any of them.
    expect((await env.DB.prepare("SELECT count(*) AS n FROM studio_uploads").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("validation", () => {
  it("refuses a disallowed type, a size over the limit, a missing label or pixel size, an unknown product, with field errors", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [fileUpload({ contentType: "application/x-msdownload" }), "contentType", "type_not_allowed"],
      [fileUpload({ contentType: "image/webp" }), "contentType", "type_not_allowed"],
      [fileUpload({ sizeBytes: UPLOAD_LIMITS.file.maxBytes + 1 }), "sizeBytes", "too_large"],
      [fileUpload({ sizeBytes: 0 }), "sizeBytes", "size_invalid"],
      [fileUpload({ label: undefined }), "label", "label_required"],
      [fileUpload({ fileName: "../etc/passwd" }), "fileName", "file_name_invalid"],
      [fileUpload({ purpose: "cover", contentType: "image/webp", width: 400 }), "height", "height_required"],
      [
        fileUpload({
          purpose: "cover",
          contentType: "image/webp",
          width: 400,
          height: 600,
          sizeBytes: UPLOAD_LIMITS.cover.maxBytes + 1,
        }),
        "sizeBytes",
        "too_large",
      ],
      [
        fileUpload({ purpose: "cover", contentType: "application/pdf", width: 1, height: 1 }),
        "contentType",
        "type_not_allowed",
      ],
      [fileUpload({ productSlug: "no-such-book" }), "productSlug", "product_unknown"],
      [fileUpload({ replacesFileId: "no-such-file" }), "replacesFileId", "file_unknown"],
    ];
    for (const [body, field, code] of cases) {
      const error = await expectError(await create(body), 400, "validation_failed");
      expect(error.fields?.[field], `${field} of ${JSON.stringify(body)}`).toContain(code);
    }
  });

  it("refuses a part number out of range and a part of the wrong length, before reading it", async () => {
    const up = await expectData<UploadStatus>(create(fileUpload({ sizeBytes: PART + 10 })), 201);
    expect(up.partSize).toBe(PART);
    expect(up.partCount).toBe(2);
    for (const n of ["0", "abc", "10001"]) {
      expect((await expectError(await putPart(up.id, n, bytes(10)), 400, "validation_failed")).fields?.n).toContain(
        "part_invalid",
      );
    }
    expect((await expectError(await putPart(up.id, 3, bytes(10)), 400, "validation_failed")).fields?.n).toContain(
      "part_invalid",
    );
    // A first part under the part size (R2 wants at least 5 MiB but the last) and a last one too long.
    const small = await expectError(await putPart(up.id, 1, bytes(1024)), 400, "validation_failed");
    expect(small.fields?.n).toEqual(["part_size_mismatch"]);
    expect((await expectError(await putPart(up.id, 2, bytes(11)), 400, "validation_failed")).fields?.n).toEqual([
      "part_size_mismatch",
    ]);
    expect((await status(up.id)).parts).toEqual([]);
    await expectError(await complete(up.id), 409, "conflict");
    await expectError(await api(`/studio/uploads/${crypto.randomUUID()}`, as(author)), 404, "not_found");
    await expectError(await api(`/studio/uploads/not-a-uuid`, as(author)), 400, "validation_failed");
    await expectData(api(`/studio/uploads/${up.id}`, { method: "DELETE", reader: author }));
  });
});

describe("an upload's bytes", () => {
  const html = new TextEncoder().encode("<!doctype html><html><body><script>alert(1)</script></body></html>\n");
  const cover = (contentType: string, sizeBytes: number) => ({
    productSlug: "book-two",
    purpose: "cover",
    fileName: "cover.png",
    contentType,
    sizeBytes,
    width: 400,
    height: 600,
  });

  /** Starts an upload and sends its first part; the part's answer. */
  async function firstPart(body: Record<string, unknown>, data: Uint8Array) {
    const up = await expectData<UploadStatus>(create({ ...body, sizeBytes: data.byteLength }), 201);
    return { up, res: await putPart(up.id, 1, data.subarray(0, up.partSize)) };
  }

  it("refuses a file whose first bytes are not its declared type, and records no part of it", async () => {
    const cases: [Record<string, unknown>, Uint8Array][] = [
      [cover("image/png", html.byteLength), html],
      [fileUpload({ contentType: "application/zip" }), html],
      [fileUpload({ contentType: "application/epub+zip", fileName: "Book.epub" }), bytes(2000, 4, "image/png")],
      // A plain zip is no EPUB: the mimetype entry must come first.
      [fileUpload({ contentType: "application/epub+zip", fileName: "Book.epub" }), bytes(2000, 4, "application/zip")],
      [fileUpload({ contentType: "application/pdf", fileName: "Book.pdf" }), bytes(2000, 4, "application/zip")],
      [fileUpload({ contentType: "audio/flac", fileName: "Theme.flac" }), bytes(2000, 4, "audio/mpeg")],
      [{ ...fileUpload({ contentType: "text/html", fileName: "ch1.html" }), purpose: "sample" }, bytes(2000, 4)],
      // The first of several parts is checked; the part is stopped before the rest reaches R2.
      [fileUpload({ contentType: "audio/wav", fileName: "Theme.wav" }), bytes(PART + 10, 4, "image/jpeg")],
    ];
    for (const [body, data] of cases) {
      const { up, res } = await firstPart(body, data);
      const error = await expectError(res, 400, "validation_failed");
      expect(error.fields, String(body.contentType)).toEqual({ contentType: ["content_mismatch"] });
      expect((await status(up.id)).parts).toEqual([]);
      await expectError(await complete(up.id), 409, "conflict");
      await expectData(api(`/studio/uploads/${up.id}`, { method: "DELETE", reader: author }));
    }
  });

  it("accepts each type when its bytes agree", async () => {
    const cases: [Record<string, unknown>, Uint8Array][] = [
      [cover("image/png", 2000), bytes(2000, 4, "image/png")],
      [cover("image/jpeg", 2000), bytes(2000, 4, "image/jpeg")],
      [fileUpload({ contentType: "application/pdf", fileName: "Book.pdf" }), bytes(2000, 4, "application/pdf")],
      [fileUpload({ contentType: "audio/mpeg", fileName: "Theme.mp3" }), bytes(2000, 4, "audio/mpeg")],
      [{ ...fileUpload({ contentType: "text/html", fileName: "ch1.html" }), purpose: "sample" }, html],
    ];
    for (const [body, data] of cases) {
      const { up, res } = await firstPart(body, data);
      await expectData(res);
      await expectData(api(`/studio/uploads/${up.id}`, { method: "DELETE", reader: author }));
    }
  });
});

describe("a multipart upload", () => {
  it("completes from several parts, records the file's type and size, and a new buyer downloads it", async () => {
    const data = bytes(2 * PART + 1000, 3);
    const done = await uploadWhole(fileUpload(), data);
    expect(done.purpose).toBe("file");
    if (done.purpose !== "file") return;
    expect(done.file).toMatchObject({
      productSlug: "book-one",
      label: "FLAC (ZIP)",
      fileName: "Book One (FLAC).zip",
      contentType: "application/zip",
      sizeBytes: data.byteLength,
      version: 1,
      allBuyers: false,
      removedAt: null,
      standIn: false,
    });
    // The session is gone once the file is recorded.
    await expectError(await api(`/studio/uploads/${crypto.randomUUID()}`, as(author)), 404, "not_found");
    const order = await paidAt(Date.now(), "book-one");
    const res = await download(order, done.file.id);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Length")).toBe(String(data.byteLength));
    expect(await digest(await res.arrayBuffer())).toBe(await digest(data));
    const listed = await expectData<{ files: StudioProductFile[] }>(api("/studio/files?product=book-one", as(author)));
    expect(listed.files.map((f) => f.label)).toEqual(["EPUB", "PDF", "FLAC (ZIP)"]);
    const entries = await auditEntries(author, `?objectId=${done.file.id}`);
    expect(entries.map((e) => e.action)).toEqual(["product_file.added"]);
    expect(entries[0]!.after).toMatchObject({ productSlug: "book-one", sizeBytes: data.byteLength });
  });

  it("resumes after an interrupted part: the status says what R2 has, the rest is sent, a retried part replaces", async () => {
    const data = bytes(PART + 500, 5);
    const up = await expectData<UploadStatus>(create(fileUpload({ sizeBytes: data.byteLength, label: "WAV" })), 201);
    await expectData(putPart(up.id, 1, data.subarray(0, PART)));
    // The connection drops while part 2 travels: half of it arrives, then the body ends. It is
    // refused (never recorded half), and a page reload reads the status.
    const half = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(data.subarray(PART, PART + 200));
        controller.close();
      },
    });
    const cut = await api(`/studio/uploads/${up.id}/parts/2`, {
      method: "PUT",
      reader: author,
      body: half,
      headers: { "Content-Type": "application/octet-stream", "Content-Length": "500" },
    });
    expect((await expectError(cut, 400, "validation_failed")).fields?.n).toEqual(["part_size_mismatch"]);
    const after = await status(up.id);
    expect(after.parts).toEqual([{ partNumber: 1, sizeBytes: PART }]);
    const open = await expectData<{ uploads: UploadStatus[] }>(api("/studio/uploads?product=book-one", as(author)));
    expect(open.uploads.map((u) => u.id)).toContain(up.id);
    await expectError(await complete(up.id), 409, "conflict");
    // Part 1 sent again (the engine retries a part it is unsure of) and part 2 at last.
    await expectData(putPart(up.id, 1, data.subarray(0, PART)));
    await expectData(putPart(up.id, 2, data.subarray(PART)));
    const done = await expectData<CompletedUpload>(complete(up.id));
    if (done.purpose !== "file") throw new Error("a file");
    expect(done.file.sizeBytes).toBe(data.byteLength);
    const order = await paidAt(Date.now(), "book-one");
    expect(await downloaded(order, done.file.id)).toBe(await digest(data));
    await expectError(await complete(up.id), 404, "not_found");
  });

  it("an upload aborted by the author is gone, in D1 and R2", async () => {
    const up = await expectData<UploadStatus>(create(fileUpload()), 201);
    await expectData(api(`/studio/uploads/${up.id}`, { method: "DELETE", reader: author }));
    await expectError(await putPart(up.id, 1, bytes(1000)), 404, "not_found");
  });
});

describe("what a file contains", () => {
  it("reads a WAV's format, bitrate and length from its header when it arrives", async () => {
    // Two seconds of 16-bit stereo 48 kHz silence, behind a LIST chunk, as editors write them.
    const rate = 48000;
    const data = rate * 2 * 2 * 2;
    const wav = new Uint8Array(12 + 24 + 8 + 4 + 8 + data);
    const view = new DataView(wav.buffer);
    const tag = (at: number, text: string) => [...text].forEach((c, i) => (wav[at + i] = c.charCodeAt(0)));
    tag(0, "RIFF");
    view.setUint32(4, wav.length - 8, true);
    tag(8, "WAVE");
    tag(12, "fmt ");
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true);
    view.setUint16(22, 2, true);
    view.setUint32(24, rate, true);
    view.setUint32(28, rate * 4, true);
    view.setUint16(32, 4, true);
    view.setUint16(34, 16, true);
    tag(36, "LIST");
    view.setUint32(40, 4, true);
    tag(44, "INFO");
    tag(48, "data");
    view.setUint32(52, data, true);
    const up = await expectData<UploadStatus>(
      create(
        fileUpload({ fileName: "Theme.wav", contentType: "audio/wav", sizeBytes: wav.byteLength, label: "Theme WAV" }),
      ),
      201,
    );
    await expectData(putPart(up.id, 1, wav));
    await expectData<CompletedUpload>(complete(up.id));
    const book = await expectData<ProductDetail>(api("/shop/products/book-one"));
    expect(book.files.find((f) => f.label === "Theme WAV")).toEqual({
      label: "Theme WAV",
      sizeBytes: wav.byteLength,
      format: "WAV 16-bit/48 kHz",
      bitrateKbps: 1536,
      durationSeconds: 2,
      pageCount: null,
      wordCount: null,
    });
  });
});

describe("file versions", () => {
  it("a replacement goes to new buyers; past buyers keep theirs until it is published to them", async () => {
    const original = bytes(1234, 7);
    const past = await paidAt(Date.now() - 10 * HOUR, "book-one");
    const pastBundle = await paidAt(Date.now() - 10 * HOUR, "reader-bundle");
    const v2 = bytes(3000, 11, "application/epub+zip");
    const done = await uploadWhole(
      fileUpload({
        replacesFileId: "f-one-epub",
        fileName: "Book-One-v2.epub",
        contentType: "application/epub+zip",
        label: undefined,
      }),
      v2,
    );
    if (done.purpose !== "file") throw new Error("a file");
    expect(done.file).toMatchObject({ id: "f-one-epub", label: "EPUB", version: 2, allBuyers: false, sizeBytes: 3000 });
    expect(done.file.olderVersions).toMatchObject([{ version: 1, fileName: "Book-One.epub", sizeBytes: 1234 }]);

    const fresh = await paidAt(Date.now(), "book-one");
    expect(await downloaded(past, "f-one-epub")).toBe(await digest(original));
    expect(await downloaded(pastBundle, "f-one-epub")).toBe(await digest(original));
    expect(await downloaded(fresh, "f-one-epub")).toBe(await digest(v2));
    // The library names the version each order gets.
    expect((await orderFiles(past)).find((f) => f.id === "f-one-epub")).toMatchObject({
      fileName: "Book-One.epub",
      sizeBytes: 1234,
    });
    expect((await orderFiles(fresh)).find((f) => f.id === "f-one-epub")).toMatchObject({
      fileName: "Book-One-v2.epub",
      sizeBytes: 3000,
    });

    const note = { en: "Typos fixed.", es: "Erratas corregidas.", ca: "Errates corregides." };
    const published = await expectData<StudioProductFile>(
      api("/studio/files/f-one-epub/publish", { method: "POST", reader: author, json: { note } }),
    );
    expect(published).toMatchObject({ version: 2, allBuyers: true, olderVersions: [{ version: 1 }] });
    expect(await downloaded(past, "f-one-epub")).toBe(await digest(v2));
    expect(await downloaded(pastBundle, "f-one-epub")).toBe(await digest(v2));
    // Earlier versions stay downloadable (decision 057), so the old object stays in the bucket.
    expect(await env.FILES.head("products/book-one/book-one.epub")).not.toBeNull();
    await expectError(
      await api("/studio/files/f-one-epub/publish", { method: "POST", reader: author, json: { note } }),
      409,
      "conflict",
    );

    const entries = await auditEntries(author, "?objectId=f-one-epub");
    expect(entries.map((e) => e.action)).toEqual(["product_file.published", "product_file.replaced"]);
    expect(entries[1]).toMatchObject({ before: { version: 1 }, after: { version: 2, sizeBytes: 3000 } });
  });

  it("a removed file leaves new sales and the product page; past buyers keep it", async () => {
    const past = await paidAt(Date.now() - HOUR, "book-one");
    const removed = await expectData<StudioProductFile>(
      api("/studio/files/f-one-pdf", { method: "DELETE", reader: author }),
    );
    expect(removed.removedAt).toEqual(expect.any(Number));
    const fresh = await paidAt(Date.now() + 1, "book-one");
    expect(await downloaded(past, "f-one-pdf")).toBe(await digest(bytes(5678, 9)));
    await expectError(await download(fresh, "f-one-pdf"), 404, "not_found");
    expect((await orderFiles(fresh)).map((f) => f.id)).not.toContain("f-one-pdf");
    const product = await expectData<ProductDetail>(api("/shop/products/book-one?locale=en"));
    expect(product.files.map((f) => f.label)).not.toContain("PDF");
    // A removed file can't be replaced (it would come back to new sales unseen) nor removed twice.
    expect(
      (await expectError(await create(fileUpload({ replacesFileId: "f-one-pdf", label: undefined })), 409, "conflict"))
        .message,
    ).toMatch(/removed/);
    await expectError(await api("/studio/files/f-one-pdf", { method: "DELETE", reader: author }), 409, "conflict");
    await expectError(await api("/studio/files/no-such-file", { method: "DELETE", reader: author }), 404, "not_found");
    expect((await auditEntries(author, "?objectId=f-one-pdf")).map((e) => e.action)).toEqual(["product_file.removed"]);
  });
});

describe("covers", () => {
  const coverUpload = (width: number, height: number, size: number) => ({
    productSlug: "book-two",
    purpose: "cover",
    fileName: `cover-${width}.webp`,
    contentType: "image/webp",
    sizeBytes: size,
    width,
    height,
  });

  it("uploaded widths become the public cover at once, served with long immutable caching", async () => {
    const before = await expectData<ProductDetail>(api("/shop/products/book-two?locale=en"));
    expect(before.cover.src).toBe("/media/covers/mortal-vengeance-2.svg");
    const small = await uploadWhole(coverUpload(400, 600, 2000), bytes(2000, 21, "image/webp"));
    const large = await uploadWhole(coverUpload(800, 1200, 5000), bytes(5000, 22, "image/webp"));
    if (small.purpose !== "cover" || large.purpose !== "cover") throw new Error("covers");
    expect(large.image).toMatchObject({
      width: 800,
      height: 1200,
      src: expect.stringMatching(/^\/media\/uploads\/book-two-[0-9a-f]{8}-800w\.webp$/),
    });

    const cover = await expectData<{ src: string; sizes: unknown[] }>(
      api("/studio/covers/book-two", {
        method: "PUT",
        reader: author,
        json: { images: [large.image.uploadId, small.image.uploadId] },
      }),
    );
    expect(cover.src).toBe(large.image.src);
    const after = await expectData<ProductDetail>(api("/shop/products/book-two?locale=en"));
    expect(after.cover).toMatchObject({
      src: large.image.src,
      width: 800,
      height: 1200,
      sizes: [
        { src: small.image.src, width: 400 },
        { src: large.image.src, width: 800 },
      ],
    });
    const listed = await expectData<{ products: { slug: string; cover: { src: string } }[] }>(
      api("/shop/products?locale=en"),
    );
    expect(listed.products.find((p) => p.slug === "book-two")?.cover.src).toBe(large.image.src);

    const image = await request(large.image.src);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await digest(await image.arrayBuffer())).toBe(await digest(bytes(5000, 22, "image/webp")));
    // The product page's HTML preloads the cover with the same widths and sizes as its <img>.
    const html = await (await page(productPath({ category: "ebooks", slug: "book-two" }))).text();
    expect(html).toContain(`<link rel="preload" as="image" href="${large.image.src}"`);
    expect(html).toContain(`imagesrcset="${small.image.src} 400w, ${large.image.src} 800w"`);
    // Only covers are public: a purchased file's key is not reachable this way.
    expect((await request("/media/uploads/book-one.epub")).status).toBe(404);

    const [entry] = await auditEntries(author, "?objectId=book-two");
    expect(entry).toMatchObject({
      action: "product.cover_set",
      before: { src: "/media/covers/mortal-vengeance-2.svg" },
    });
  });

  it("refuses images that are not finished cover uploads of that product", async () => {
    const other = await expectData<UploadStatus>(
      create({ ...coverUpload(400, 600, 100), productSlug: "book-one" }),
      201,
    );
    const error = await expectError(
      await api("/studio/covers/book-two", { method: "PUT", reader: author, json: { images: [other.id] } }),
      400,
      "validation_failed",
    );
    expect(error.fields?.images).toEqual(["images_invalid"]);
    await expectError(
      await api("/studio/covers/no-such-book", { method: "PUT", reader: author, json: { images: [other.id] } }),
      404,
      "not_found",
    );
    await expectData(api(`/studio/uploads/${other.id}`, { method: "DELETE", reader: author }));
  });
});

// Last: the sweep a day later also signs the author's idle studio session out.
describe("the sweep", () => {
  it("an abandoned upload is aborted in R2 and forgotten by the sweep after a day, a recent one is not", async () => {
    const up = await expectData<UploadStatus>(create(fileUpload({ sizeBytes: PART + 1 })), 201);
    await expectData(putPart(up.id, 1, bytes(PART)));
    const row = (await env.DB.prepare("SELECT r2_key, r2_upload_id FROM studio_uploads WHERE id = ?")
      .bind(up.id)
      .first<{ r2_key: string; r2_upload_id: string }>())!;
    const config = getConfig(env);
    expect((await runSweep(config, db, { now: Date.now() + HOUR, bucket: env.FILES })).abandonedUploads).toBe(0);
    expect((await status(up.id)).parts).toHaveLength(1);
    expect((await runSweep(config, db, { now: Date.now() + 25 * HOUR, bucket: env.FILES })).abandonedUploads).toBe(1);
    // (The author's studio session, idle as long, was signed out too: D1 is read directly.)
    expect(await env.DB.prepare("SELECT id FROM studio_uploads WHERE id = ?").bind(up.id).first()).toBeNull();
    const parts = await env.DB.prepare("SELECT count(*) AS n FROM studio_upload_parts WHERE upload_id = ?")
      .bind(up.id)
      .first<{ n: number }>();
    expect(parts!.n).toBe(0);
    // R2 no longer has the multipart upload: completing it fails.
    const multipart = env.FILES.resumeMultipartUpload(row.r2_key, row.r2_upload_id);
    await expect(multipart.uploadPart(2, new Uint8Array(1))).rejects.toThrow();
  });
});
