import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { LaunchCheck } from "#worker/contract/launch-check";
import { linkShapeFinding } from "#worker/contract/outbound-links";
import { parseConfig } from "#worker/config";
import { outboundLinks, settingFindings } from "#worker/services/launch-check";
import { api, expectData } from "../support/worker/http";
import { startFromMigratedSchema } from "../support/worker/migrated-storage";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { expectDoorShut, studioAuthor } from "../support/worker/studio";

/**
 * The launch check: what a visitor would see that is still a stand-in or can't be right,
 * listed for the author before going live, from D1, the bucket, the content and the settings.
 */
let author: Reader;

/** A PCM WAV of `seconds` of silence, 8 kHz mono 16-bit. */
function wav(seconds: number): Uint8Array {
  const data = seconds * 8000 * 2;
  const bytes = new Uint8Array(44 + data);
  const view = new DataView(bytes.buffer);
  const tag = (at: number, text: string) => [...text].forEach((ch, i) => (bytes[at + i] = ch.charCodeAt(0)));
  tag(0, "RIFF");
  view.setUint32(4, 36 + data, true);
  tag(8, "WAVE");
  tag(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  tag(36, "data");
  view.setUint32(40, data, true);
  return bytes;
}

beforeAll(async () => {
  await startFromMigratedSchema();
  await seedShopFixtures();
  const theme = wav(4);
  await env.DB.batch([
    // A single whose texts say 2:58 (and its facts 178 s) while its file lasts 4 s.
    env.DB.prepare(
      `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position, duration_seconds)
       VALUES ('f-theme-wav', 'theme', 'products/theme/theme.wav', 'Theme.wav', 'audio/wav', ?, 'WAV', 1, 178)`,
    ).bind(theme.length),
    env.DB.prepare(
      `UPDATE product_texts SET description = 'A single track, 2:58. Then 0:04 of silence.' WHERE product_slug = 'theme' AND locale = 'en'`,
    ),
    // An ebook of 1,234 bytes whose Spanish text claims 142.810 words (its facts say 81,000).
    env.DB.prepare(
      `UPDATE product_texts SET synopsis = 'Una novela de 142.810 palabras.' WHERE product_slug = 'book-one' AND locale = 'es'`,
    ),
    // Book two's EPUB is recorded but not in the bucket.
    env.DB.prepare(
      `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position)
       VALUES ('f-two-epub', 'book-two', 'products/book-two/book-two.epub', 'Book-Two.epub', 'application/epub+zip', 2000, 'EPUB', 1)`,
    ),
  ]);
  // The CV in English is the generated one; the Spanish and Catalan ones are not in the bucket.
  await env.FILES.put("products/theme/theme.wav", theme);
  await env.FILES.put("products/book-one/book-one.epub", new Uint8Array(1234));
  await env.FILES.put("products/book-one/book-one.pdf", new Uint8Array(5678), { customMetadata: { standIn: "true" } });
  await env.FILES.put("resume/adria-vidal-resume-en.pdf", new Uint8Array(10), { customMetadata: { standIn: "true" } });
  await env.FILES.put("excerpts/mortal-vengeance-book-1.epub", new Uint8Array(10));
  // A 30-second sample as an uncompressed WAV, and a 20-second one compressed.
  await env.FILES.put("products/theme/sample.wav", new Uint8Array(1_323_044));
  await env.FILES.put("products/launch-edition/sample-1.wav", new Uint8Array(320_000));
  author = await studioAuthor("author-launch@example.com");
});

const check = async () => (await expectData<LaunchCheck>(api("/studio/launch-check", { reader: author }))).findings;

describe("the launch check", () => {
  it("names the stand-in and missing files, the stand-in artwork and the generated CV", async () => {
    const findings = await check();
    expect(findings).toContainEqual({ kind: "stand_in_file", product: "book-one", file: "PDF", reason: "marked" });
    expect(findings).toContainEqual({ kind: "stand_in_file", product: "book-two", file: "EPUB", reason: "missing" });
    expect(findings).not.toContainEqual(
      expect.objectContaining({ kind: "stand_in_file", product: "book-one", file: "EPUB" }),
    );
    expect(findings).toContainEqual({ kind: "stand_in_download", key: "resume/adria-vidal-resume-en.pdf" });
    expect(findings).toContainEqual({ kind: "file_missing", key: "resume/adria-vidal-resume-es.pdf" });
    expect(findings).toContainEqual({ kind: "file_missing", key: "resume/adria-vidal-resume-ca.pdf" });
    expect(findings).not.toContainEqual(expect.objectContaining({ key: "excerpts/mortal-vengeance-book-1.epub" }));
    expect(findings).toContainEqual({ kind: "stand_in_artwork", file: "adria-vidal-portrait.jpg" });
    expect(findings).toContainEqual({
      kind: "heavy_sample",
      product: "theme",
      title: "Main Theme",
      bytes: 1_323_044,
      seconds: 30,
    });
    expect(findings.filter((f) => f.kind === "heavy_sample")).toHaveLength(1);
  });

  it("holds a product's texts and facts to its file: a length its audio doesn't have, words its size can't hold", async () => {
    const facts = (await check()).filter((f) => f.kind === "fact_mismatch");
    expect(facts).toEqual(
      expect.arrayContaining([
        {
          kind: "fact_mismatch",
          product: "theme",
          file: "WAV",
          fact: "seconds",
          source: "facts",
          stated: 178,
          found: 4,
        },
        { kind: "fact_mismatch", product: "theme", file: "WAV", fact: "seconds", source: "en", stated: 178, found: 4 },
        {
          kind: "fact_mismatch",
          product: "book-one",
          file: "EPUB",
          fact: "words",
          source: "facts",
          stated: 81000,
          found: 822,
        },
        {
          kind: "fact_mismatch",
          product: "book-one",
          file: "EPUB",
          fact: "words",
          source: "es",
          stated: 142810,
          found: 822,
        },
      ]),
    );
    // "0:04" is the file's own length: no finding for it.
    expect(facts.filter((f) => f.product === "theme" && f.source === "en")).toHaveLength(1);
    expect(facts).toHaveLength(4);
  });

  it("names products without their texts in a language, and the fields left empty that English has", async () => {
    const missing = (await check()).filter((f) => f.kind === "translation_missing");
    expect(missing).toContainEqual({
      kind: "translation_missing",
      product: "book-one",
      locale: "es",
      fields: ["behindTheStory"],
    });
    expect(missing).toContainEqual(
      expect.objectContaining({ kind: "translation_missing", product: "book-one", locale: "ca" }),
    );
    expect(missing).toContainEqual(
      expect.objectContaining({ kind: "translation_missing", product: "book-untranslated", locale: "en" }),
    );
    // A draft is the author's work in progress: not held to a language yet.
    expect(missing.filter((f) => f.product === "book-draft")).toEqual([]);
  });

  it("names the settings a local run leaves to stand-ins, and none of a production site's real ones", async () => {
    const findings = await check();
    const settings = findings.filter((f) => f.kind === "setting").map((f) => f.kind === "setting" && f.name);
    expect(settings).toEqual(
      expect.arrayContaining(["not_production", "site_url", "email", "turnstile", "stripe", "seller", "vat_numbers"]),
    );
    const production = parseConfig({
      ENVIRONMENT: "production",
      SITE_URL: "https://adriavidal.com",
      BETTER_AUTH_SECRET: "s".repeat(40),
      RESEND_API_KEY: "re_live",
      EMAIL_FROM: "Adrià <hello@adriavidal.com>",
      TURNSTILE_SITE_KEY: "0xAAAAreal",
      TURNSTILE_SECRET_KEY: "0xBBBBreal",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STUDIO_ADMINS: "author@adriavidal.com",
      SELLER_NAME: "Adrià Vidal",
      SELLER_TAX_ID: "12345678Z",
      SELLER_ADDRESS: "Carrer del Mar 1, Barcelona",
    });
    expect(settingFindings(production)).toEqual([]);
    expect(settingFindings({ ...production, stripe: { ...production.stripe!, secretKey: "sk_test_x" } })).toEqual([
      { kind: "setting", name: "stripe_test" },
    ]);
  });

  it("is the author's alone", async () => {
    const calls = [["GET", "/studio/launch-check"]] as [string, string][];
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, {
      reader: await signUpReader("Reader", "launch-reader@example.com"),
      code: "forbidden",
    });
  });
});

describe("outbound links", () => {
  it("knows each service's page shapes, a search, and an address that can't be a page", () => {
    expect(linkShapeFinding("https://open.spotify.com/album/u8jzPde0IgxLd6GncfBAep")).toBeNull();
    expect(linkShapeFinding("https://open.spotify.com/artist/adriavidal")).toEqual({
      service: "Spotify",
      finding: "shape",
    });
    expect(linkShapeFinding("https://open.spotify.com/search/Adri%C3%A0%20Vidal/artists")).toEqual({
      service: "Spotify",
      finding: "search",
    });
    expect(linkShapeFinding("https://www.goodreads.com/adriavidal")).toEqual({
      service: "Goodreads",
      finding: "shape",
    });
    expect(linkShapeFinding("https://www.goodreads.com/author/show/12345.Adria_Vidal")).toBeNull();
    expect(linkShapeFinding("https://www.youtube.com/watch?v=Tvo_hBKqFYY")).toBeNull();
    expect(linkShapeFinding("https://www.youtube.com/watch?v=short")).toEqual({ service: "YouTube", finding: "shape" });
    expect(linkShapeFinding("https://www.amazon.com/dp/B0DHK7MV41")).toBeNull();
    expect(linkShapeFinding("https://www.amazon.com/dp/mortal")).toEqual({ service: "Amazon", finding: "shape" });
    expect(linkShapeFinding("https://books.apple.com/book/mortal-vengeance/id6736412581")).toBeNull();
    expect(linkShapeFinding("http://www.instagram.com/adriavidal.author")).toEqual({
      service: "Instagram",
      finding: "not_https",
    });
    expect(linkShapeFinding("https://adriavidal.bandcamp.com/album/synthetic-tides")).toBeNull();
    expect(linkShapeFinding("https://www.aepd.es")).toBeNull();
  });

  it("finds no address in the site's content whose shape can't be a page of its service", () => {
    const links = outboundLinks();
    expect(links.length).toBeGreaterThan(30);
    expect(links.find((l) => l.url.startsWith("https://music.apple.com/"))?.where).toMatch(/^music\./);
    const wrong = links.filter((l) => linkShapeFinding(l.url)?.finding === "shape");
    expect(wrong).toEqual([]);
    // Spotify and Goodreads lead to a search for the name until the author's page ids are set.
    expect(links.filter((l) => linkShapeFinding(l.url)?.finding === "search").map((l) => l.where)).toEqual([
      "site-profile.SITE_PROFILE.stores.spotify",
      "site-profile.SITE_PROFILE.stores.goodreads",
    ]);
  });
});
