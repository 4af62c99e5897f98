import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "#worker/contract/shop";
import { SAMPLE_LIMITS, type StudioSample } from "#worker/contract/studio-samples";
import type { CompletedUpload, StudioProductFile, UploadStatus } from "#worker/contract/studio-uploads";
import { UPLOAD_LIMITS } from "#worker/contract/studio-uploads";
import { api, expectData, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { auditEntries, expectDoorShut, studioAuthor } from "../support/worker/studio";

/**
 * Samples and file facts from the studio (decision 058): a listening sample or a
 * sample chapter arrives as a `sample` upload under `samples/`, is recorded with its title and
 * length or language, and the public page serves it at once; removing needs a confirmation;
 * every change is in the audit log.
 */

let author: Reader;

const as = (who: Reader | null) => ({ reader: who });

/** A tiny PCM WAV: a player takes it, and its bytes are known. */
function wav(seconds = 1, seed = 0): Uint8Array {
  const rate = 8000;
  const data = rate * seconds;
  const out = new Uint8Array(44 + data);
  const view = new DataView(out.buffer);
  const put = (at: number, text: string) => [...text].forEach((ch, i) => (out[at + i] = ch.charCodeAt(0)));
  put(0, "RIFF");
  view.setUint32(4, 36 + data, true);
  put(8, "WAVE");
  put(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  put(36, "data");
  view.setUint32(40, data, true);
  for (let i = 0; i < data; i++) out[44 + i] = (128 + Math.round(40 * Math.sin((i + seed) / 4))) & 0xff;
  return out;
}

const CHAPTER = new TextEncoder().encode(
  `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Cap</title></head>` +
    `<body><h1>Capítulo nuevo</h1><p>Una frase del capítulo de muestra.</p></body></html>`,
);

/** Uploads `data` as a sample upload of `slug` and completes it; returns the upload's id. */
async function sampleUpload(slug: string, fileName: string, contentType: string, data: Uint8Array): Promise<string> {
  const started = await expectData<UploadStatus>(
    api("/studio/uploads", {
      method: "POST",
      reader: author,
      json: { productSlug: slug, purpose: "sample", fileName, contentType, sizeBytes: data.byteLength },
    }),
    201,
  );
  expect(started.partCount).toBe(1);
  await expectData(
    api(`/studio/uploads/${started.id}/parts/1`, {
      method: "PUT",
      reader: author,
      body: data,
      headers: { "Content-Type": "application/octet-stream", "Content-Length": String(data.byteLength) },
    }),
  );
  const done = await expectData<CompletedUpload>(
    api(`/studio/uploads/${started.id}/complete`, { method: "POST", reader: author }),
  );
  expect(done.purpose).toBe("sample");
  return started.id;
}

const addSample = (body: Record<string, unknown>) =>
  api("/studio/samples", { method: "POST", reader: author, json: body });
const samplesOf = async (slug: string) =>
  (await expectData<{ samples: StudioSample[] }>(api(`/studio/samples?product=${slug}`, as(author)))).samples;
const publicProduct = (slug: string, locale = "en") =>
  expectData<ProductDetail>(api(`/shop/products/${slug}?locale=${locale}`));
const removeSample = (id: string, json: unknown = { confirm: true }) =>
  api(`/studio/samples/${id}`, { method: "DELETE", reader: author, json });

beforeAll(async () => {
  await seedShopFixtures();
  await env.FILES.put("products/theme/sample.wav", wav(1, 3));
  await env.FILES.put("samples/book-one/es.xhtml", CHAPTER);
  author = await studioAuthor("author-samples@example.com", "Samples Author");
});

describe("the studio's door", () => {
  it("signed out: 401; a reader: 403; an author without the second factor: 403; another site's page: 403", async () => {
    const id = crypto.randomUUID();
    const calls: [string, string, unknown?][] = [
      ["GET", "/studio/samples?product=theme"],
      [
        "POST",
        "/studio/samples",
        { productSlug: "theme", uploadId: id, kind: "audio", title: "T", durationSeconds: 3 },
      ],
      ["PATCH", "/studio/samples/theme-sample", { title: "Renamed" }],
      ["DELETE", "/studio/samples/theme-sample", { confirm: true }],
      [
        "PUT",
        "/studio/files/f-one-epub/facts",
        { format: "EPUB 2", bitrateKbps: null, durationSeconds: null, pageCount: 1, wordCount: 2 },
      ],
    ];
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, { reader: await signUpReader("Samples Reader"), code: "forbidden" });
    const unenrolled = await signUpReader("Unenrolled", "author-samples-unenrolled@example.com");
    await expectDoorShut(calls, { reader: unenrolled, code: "second_factor_required" });
    await expectDoorShut(calls, { foreignOrigin: author });
    // Nothing changed.
    expect((await samplesOf("theme")).map((s) => s.title)).toEqual(["Main Theme"]);
    const facts = await env.DB.prepare("SELECT format FROM product_files WHERE id = 'f-one-epub'").first<{
      format: string;
    }>();
    expect(facts!.format).toBe("EPUB 3");
  });
});

describe("listening samples", () => {
  it("an uploaded WAV becomes the product's second sample, playable on the public page at once", async () => {
    const data = wav(2, 9);
    const uploadId = await sampleUpload("theme", "Theme (short).wav", "audio/wav", data);
    // Completed but not yet a sample: the public page does not know it.
    expect((await publicProduct("theme")).samples.map((s) => s.title)).toEqual(["Main Theme"]);
    const sample = await expectData<StudioSample>(
      addSample({
        productSlug: "theme",
        uploadId,
        kind: "audio",
        title: "  Theme, the short one ",
        durationSeconds: 2,
      }),
      201,
    );
    expect(sample).toMatchObject({
      id: uploadId,
      kind: "audio",
      locale: null,
      title: "Theme, the short one",
      durationSeconds: 2,
      fileName: "Theme-short-.wav",
      publicPath: `/api/shop/products/theme/samples/${uploadId}`,
    });
    const stored = await env.DB.prepare("SELECT r2_key FROM product_samples WHERE id = ?")
      .bind(uploadId)
      .first<{ r2_key: string }>();
    expect(stored!.r2_key).toBe(`samples/theme/${uploadId}/Theme-short-.wav`);
    // The upload is used up: it can't be recorded twice.
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM studio_uploads WHERE id = ?").bind(uploadId).first("n"),
    ).toBe(0);

    expect((await publicProduct("theme")).samples).toEqual([
      { id: "theme-sample", title: "Main Theme", durationSeconds: 30 },
      { id: uploadId, title: "Theme, the short one", durationSeconds: 2 },
    ]);
    const played = await api(sample.publicPath.slice("/api".length), { headers: { Range: "bytes=0-43" } });
    expect(played.status).toBe(206);
    expect(played.headers.get("Content-Type")).toBe("audio/wav");
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(data.subarray(0, 44));
    expect((await samplesOf("theme")).map((s) => s.id)).toEqual(["theme-sample", uploadId]);

    const [entry] = await auditEntries(author, `?objectId=${uploadId}`);
    expect(entry).toMatchObject({ action: "product_sample.added", objectType: "product_sample" });
    expect(entry!.after).toMatchObject({ productSlug: "theme", title: "Theme, the short one", durationSeconds: 2 });
  });

  it("retitles and changes a length; an unchanged edit writes no entry", async () => {
    const edited = await expectData<StudioSample>(
      api("/studio/samples/theme-sample", {
        method: "PATCH",
        reader: author,
        json: { title: "Main Theme (intro)", durationSeconds: 28 },
      }),
    );
    expect(edited).toMatchObject({ title: "Main Theme (intro)", durationSeconds: 28 });
    expect((await publicProduct("theme")).samples[0]).toEqual({
      id: "theme-sample",
      title: "Main Theme (intro)",
      durationSeconds: 28,
    });
    await expectData(
      api("/studio/samples/theme-sample", { method: "PATCH", reader: author, json: { title: "Main Theme (intro)" } }),
    );
    const entries = await auditEntries(author, "?objectId=theme-sample");
    expect(entries.map((e) => e.action)).toEqual(["product_sample.edited"]);
    expect(entries[0]!.before).toEqual({ title: "Main Theme", titles: { es: null, ca: null }, durationSeconds: 30 });
    await expectError(
      await api("/studio/samples/no-such", { method: "PATCH", reader: author, json: { title: "X" } }),
      404,
      "not_found",
    );
  });

  it("gives a listening sample its title in Spanish and Catalan, which those pages show; English keeps it as written", async () => {
    const titled = await expectData<StudioSample>(
      api("/studio/samples/theme-sample", {
        method: "PATCH",
        reader: author,
        json: { title: "Main Theme (intro)", titles: { es: "  Tema principal ", ca: "" } },
      }),
    );
    expect(titled.titles).toEqual({ es: "Tema principal", ca: null });
    expect((await publicProduct("theme", "es")).samples[0]!.title).toBe("Tema principal");
    // No Catalan title: the page in Catalan shows it as written.
    expect((await publicProduct("theme", "ca")).samples[0]!.title).toBe("Main Theme (intro)");
    expect((await publicProduct("theme")).samples[0]!.title).toBe("Main Theme (intro)");
    // An edit without titles keeps them; the entry says what they were and became.
    await expectData(
      api("/studio/samples/theme-sample", {
        method: "PATCH",
        reader: author,
        json: { title: "Main Theme (intro)", durationSeconds: 27 },
      }),
    );
    expect((await samplesOf("theme")).find((x) => x.id === "theme-sample")!.titles).toEqual({
      es: "Tema principal",
      ca: null,
    });
    const [entry] = await auditEntries(author, "?objectId=theme-sample");
    expect(entry!.after).toMatchObject({ titles: { es: "Tema principal", ca: null }, durationSeconds: 27 });
    const error = await expectError(
      await api("/studio/samples/theme-sample", {
        method: "PATCH",
        reader: author,
        json: { title: "X", titles: { es: "x".repeat(SAMPLE_LIMITS.title + 1) } },
      }),
      400,
      "validation_failed",
    );
    expect(error.fields).toMatchObject({ "titles.es": ["title_too_long"] });
    // Back as it was, for the tests after this one.
    await expectData(
      api("/studio/samples/theme-sample", {
        method: "PATCH",
        reader: author,
        json: { title: "Main Theme (intro)", titles: { es: null, ca: null }, durationSeconds: 28 },
      }),
    );
  });

  it("removes a sample only with a confirmation; its object goes and its address is a 404", async () => {
    const uploadId = await sampleUpload(
      "theme",
      "gone.mp3",
      "audio/mpeg",
      new Uint8Array([0xff, 0xfb, 0x90, 0x44, 1, 2, 3]),
    );
    const sample = await expectData<StudioSample>(
      addSample({ productSlug: "theme", uploadId, kind: "audio", title: "Gone", durationSeconds: 1 }),
      201,
    );
    const key = `samples/theme/${uploadId}/gone.mp3`;
    expect(await env.FILES.head(key)).not.toBeNull();
    expect((await expectError(await removeSample(sample.id, {}), 400, "validation_failed")).fields?.confirm).toEqual([
      "confirm_required",
    ]);
    expect(
      (await expectError(await removeSample(sample.id, { confirm: "yes" }), 400, "validation_failed")).fields?.confirm,
    ).toEqual(["confirm_required"]);
    expect(await expectData(removeSample(sample.id))).toEqual({ removed: true, id: sample.id });
    expect(await env.FILES.head(key)).toBeNull();
    expect((await publicProduct("theme")).samples.map((s) => s.id)).not.toContain(sample.id);
    await expectError(await api(sample.publicPath.slice("/api".length)), 404, "not_found");
    await expectError(await removeSample(sample.id), 404, "not_found");
    const [entry] = await auditEntries(author, `?objectId=${sample.id}`);
    expect(entry).toMatchObject({ action: "product_sample.removed" });
    expect(entry!.before).toMatchObject({ title: "Gone", key });
  });
});

describe("sample chapters", () => {
  it("a new Spanish chapter replaces the old one in its place; the sample page reads the new words", async () => {
    const uploadId = await sampleUpload("book-one", "capitulo-1.xhtml", "application/xhtml+xml", CHAPTER);
    const sample = await expectData<StudioSample>(
      addSample({
        productSlug: "book-one",
        uploadId,
        kind: "chapter",
        locale: "es",
        title: "Capítulo 1 (nuevo)",
        durationSeconds: 40,
      }),
      201,
    );
    // A chapter has no length, whatever was sent.
    expect(sample).toMatchObject({ kind: "chapter", locale: "es", durationSeconds: null, position: 2 });
    const samples = await samplesOf("book-one");
    expect(samples.map((s) => [s.id, s.locale])).toEqual([
      ["one-chapter-en", "en"],
      [uploadId, "es"],
    ]);
    // The replaced chapter's object is gone.
    expect(await env.FILES.head("samples/book-one/es.xhtml")).toBeNull();
    const chapter = await expectData<{ title: string; html: string; locale: string }>(
      api("/shop/products/book-one/chapter?locale=es"),
    );
    expect(chapter.title).toBe("Capítulo 1 (nuevo)");
    expect(chapter.html).toContain("Una frase del capítulo de muestra.");
    const [entry] = await auditEntries(author, `?objectId=${uploadId}`);
    expect(entry).toMatchObject({ action: "product_sample.replaced" });
    expect(entry!.before).toMatchObject({ id: "one-chapter-es" });
  });
});

describe("validation", () => {
  it("refuses each broken field of a new sample with its field error, and records nothing", async () => {
    const audioUpload = await sampleUpload("theme", "a.wav", "audio/wav", wav(1, 1));
    const chapterUpload = await sampleUpload("book-two", "c.html", "text/html", CHAPTER);
    const good = { productSlug: "theme", uploadId: audioUpload, kind: "audio", title: "A", durationSeconds: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, title: " " }, "title", "title_required"],
      [{ ...good, title: "x".repeat(SAMPLE_LIMITS.title + 1) }, "title", "title_too_long"],
      [{ ...good, title: undefined }, "title", "title_required"],
      [{ ...good, durationSeconds: undefined }, "durationSeconds", "seconds_required"],
      [{ ...good, durationSeconds: 0 }, "durationSeconds", "seconds_invalid"],
      [{ ...good, durationSeconds: 1.5 }, "durationSeconds", "seconds_invalid"],
      [{ ...good, durationSeconds: SAMPLE_LIMITS.maxSeconds + 1 }, "durationSeconds", "seconds_too_long"],
      [{ ...good, kind: "video" }, "kind", "kind_invalid"],
      [{ ...good, kind: "chapter" }, "locale", "locale_required"],
      [{ ...good, kind: "chapter", locale: "fr" }, "locale", "locale_invalid"],
      [{ ...good, uploadId: "nope" }, "uploadId", "upload_invalid"],
      [{ ...good, productSlug: "Bad Slug" }, "productSlug", "product_invalid"],
      // Checked by the service: an unknown product, an upload not this product's or unknown,
      // a file of the wrong kind.
      [{ ...good, productSlug: "no-such-product" }, "productSlug", "product_unknown"],
      [{ ...good, productSlug: "book-two" }, "uploadId", "upload_invalid"],
      [{ ...good, uploadId: crypto.randomUUID() }, "uploadId", "upload_invalid"],
      [{ ...good, productSlug: "book-two", uploadId: chapterUpload }, "uploadId", "type_mismatch"],
      [
        { productSlug: "theme", uploadId: audioUpload, kind: "chapter", locale: "en", title: "C" },
        "uploadId",
        "type_mismatch",
      ],
    ];
    for (const [body, field, code] of cases) {
      const error = await expectError(await addSample(body), 400, "validation_failed");
      expect(error.fields?.[field], `${field} of ${JSON.stringify(body)}`).toContain(code);
    }
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM product_samples WHERE id IN (?, ?)")
        .bind(audioUpload, chapterUpload)
        .first("n"),
    ).toBe(0);
    const edit = await expectError(
      await api("/studio/samples/theme-sample", {
        method: "PATCH",
        reader: author,
        json: { title: "", durationSeconds: -1 },
      }),
      400,
      "validation_failed",
    );
    expect(edit.fields).toMatchObject({ title: ["title_required"], durationSeconds: ["seconds_invalid"] });
  });

  it("a sample upload takes only a sample's types and size; a file upload still needs its label", async () => {
    const base = {
      productSlug: "theme",
      purpose: "sample",
      fileName: "x.wav",
      contentType: "audio/wav",
      sizeBytes: 10,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, contentType: "application/pdf" }, "contentType", "type_not_allowed"],
      [{ ...base, contentType: "image/png" }, "contentType", "type_not_allowed"],
      [{ ...base, sizeBytes: UPLOAD_LIMITS.sample.maxBytes + 1 }, "sizeBytes", "too_large"],
      [{ ...base, purpose: "file" }, "label", "label_required"],
    ];
    for (const [body, field, code] of cases) {
      const error = await expectError(
        await api("/studio/uploads", { method: "POST", reader: author, json: body }),
        400,
        "validation_failed",
      );
      expect(error.fields?.[field], JSON.stringify(body)).toContain(code);
    }
  });

  it("a product has at most its limit of listening samples", async () => {
    const rows = Array.from({ length: SAMPLE_LIMITS.audioPerProduct }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO product_samples (id, product_slug, kind, title, duration_seconds, r2_key, position) VALUES (?, 'book-two', 'audio', ?, 5, ?, ?)",
      ).bind(`many-${i}`, `Track ${i}`, `samples/book-two/many-${i}.wav`, i + 1),
    );
    await env.DB.batch(rows);
    const uploadId = await sampleUpload("book-two", "one-more.wav", "audio/wav", wav(1, 5));
    const refused = await expectError(
      await addSample({ productSlug: "book-two", uploadId, kind: "audio", title: "One more", durationSeconds: 1 }),
      400,
      "validation_failed",
    );
    expect(refused.fields?.kind).toEqual(["too_many_samples"]);
    // A chapter is not a listening sample: the limit does not hold it back.
    const chapterUpload = await sampleUpload("book-two", "c.html", "text/html", CHAPTER);
    await expectData(
      addSample({
        productSlug: "book-two",
        uploadId: chapterUpload,
        kind: "chapter",
        locale: "ca",
        title: "Capítol 1",
      }),
      201,
    );
  });

  it("lists only a product that exists", async () => {
    await expectError(await api("/studio/samples?product=no-such-product", as(author)), 404, "not_found");
    await expectError(await api("/studio/samples?product=Bad%20Slug", as(author)), 400, "validation_failed");
  });
});

describe("file facts", () => {
  const facts = { format: "EPUB 3.3", bitrateKbps: null, durationSeconds: null, pageCount: 320, wordCount: 82000 };
  const put = (id: string, json: unknown) => api(`/studio/files/${id}/facts`, { method: "PUT", reader: author, json });

  it("sets a file's facts; the product page lists them; the studio's file list shows them", async () => {
    const file = await expectData<StudioProductFile>(put("f-one-epub", { ...facts, format: "  EPUB 3.3 " }));
    expect(file.facts).toEqual(facts);
    const shown = (await publicProduct("book-one")).files.find((f) => f.label === "EPUB");
    expect(shown).toMatchObject({ format: "EPUB 3.3", pageCount: 320, wordCount: 82000 });
    const listed = await expectData<{ files: StudioProductFile[] }>(api("/studio/files?product=book-one", as(author)));
    expect(listed.files.find((f) => f.id === "f-one-epub")!.facts).toEqual(facts);
    // An empty format clears it; the same facts again write no second entry.
    await expectData(put("f-one-epub", { ...facts, format: "" }));
    await expectData(put("f-one-epub", { ...facts, format: null }));
    const entries = await auditEntries(author, "?objectId=f-one-epub");
    expect(entries.map((e) => e.action)).toEqual(["product_file.facts_set", "product_file.facts_set"]);
    expect(entries[1]!.before).toMatchObject({ format: "EPUB 3", wordCount: 81000 });
    expect(entries[0]!.after).toMatchObject({ format: null });
  });

  it("refuses each broken fact with its field error; an unknown file is a 404", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...facts, format: "x".repeat(SAMPLE_LIMITS.format + 1) }, "format", "format_too_long"],
      [{ ...facts, format: 3 }, "format", "format_invalid"],
      [{ ...facts, bitrateKbps: 0 }, "bitrateKbps", "bitrate_invalid"],
      [{ ...facts, bitrateKbps: SAMPLE_LIMITS.maxBitrateKbps + 1 }, "bitrateKbps", "bitrate_invalid"],
      [{ ...facts, durationSeconds: -5 }, "durationSeconds", "seconds_invalid"],
      [{ ...facts, pageCount: 2.5 }, "pageCount", "pages_invalid"],
      [{ ...facts, wordCount: "many" }, "wordCount", "words_invalid"],
      [{ ...facts, wordCount: undefined }, "wordCount", "words_invalid"],
    ];
    for (const [body, field, code] of cases) {
      const error = await expectError(await put("f-one-pdf", body), 400, "validation_failed");
      expect(error.fields?.[field], JSON.stringify(body)).toContain(code);
    }
    const row = await env.DB.prepare("SELECT format, page_count FROM product_files WHERE id = 'f-one-pdf'").first();
    expect(row).toEqual({ format: "PDF (A5)", page_count: 312 });
    await expectError(await put("no-such-file", facts), 404, "not_found");
  });
});
