// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAND_IN_MARK, generateSeedFiles } from "#scripts/lib/seed-files.mjs";
import { resumeContent } from "#scripts/lib/resume-content";
import { EDUCATION, ROLES } from "#content/career";

/**
 * The local seed's stand-in files look like the real thing: full-length listening
 * samples, books of a book's length, and D1 sizes that are the generated files' own.
 */

let dir: string;
let files: Map<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "seed-files-"));
  files = new Map((await generateSeedFiles(dir)).map(({ key, path }) => [key, path]));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Seconds of a PCM WAV file, from its header. */
function wavSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe("RIFF");
  const byteRate = view.getUint32(28, true);
  const dataBytes = view.getUint32(40, true);
  return dataBytes / byteRate;
}

describe("the generated seed files", () => {
  it("makes the CV from the Career content, so it says what the site says: one page in each language", async () => {
    for (const lang of ["en", "es", "ca"] as const) {
      const words = resumeContent(lang);
      expect(words.roles.map((role) => role.years.slice(0, 4))).toEqual(ROLES.map((role) => role.start.slice(0, 4)));
      expect(words.education).toHaveLength(EDUCATION.length);
      const pdf = await PDFDocument.load(readFileSync(files.get(`resume/adria-vidal-resume-${lang}.pdf`)!));
      expect(pdf.getPageCount(), lang).toBe(1);
      expect(pdf.getTitle()).toBe(words.docTitle);
    }
    const english = resumeContent("en");
    expect(english.roles.find((role) => role.organisation.startsWith("Quadrant Labs"))).toMatchObject({
      title: "QA Analyst, then Senior QA Analyst",
      years: "2018 – 2023",
    });
    expect(english.roles.find((role) => role.title === "Composer")?.years).toBe("2019 – present");
    expect(english.roles[0]).toMatchObject({ title: "Author", years: "2024 – present" });
    expect(english.education[0]).toBe("Degree in Journalism, Universitat Pompeu Fabra, 2004–2008");
    expect(resumeContent("ca").roles.at(-1)?.years).toBe("2010 – 2013");
  });

  it("gives every listening sample at least 20 seconds", () => {
    const samples = [...files.keys()].filter((key) => key.endsWith("/sample.wav"));
    expect(samples.length).toBeGreaterThanOrEqual(2);
    for (const key of samples) expect(wavSeconds(readFileSync(files.get(key)!)), key).toBeGreaterThanOrEqual(20);
  });

  it("makes each ebook a valid EPUB of a book's length, marked as a stand-in inside", () => {
    const epubs = [...files.keys()].filter((key) => key.startsWith("products/") && key.endsWith(".epub"));
    expect(epubs.length).toBe(2);
    for (const key of epubs) {
      const bytes = readFileSync(files.get(key)!);
      expect(bytes.length, key).toBeGreaterThanOrEqual(100_000);
      // OCF: "mimetype" is the first entry, stored, so readers can sniff it at byte 38.
      expect(new TextDecoder().decode(bytes.subarray(30, 38 + 20))).toBe("mimetypeapplication/epub+zip");
      const entries = unzipSync(bytes);
      const chapters = Object.keys(entries).filter((name) => /^OEBPS\/chapter-\d+\.xhtml$/.test(name));
      expect(chapters.length, key).toBeGreaterThanOrEqual(10);
      const opf = new TextDecoder().decode(entries["OEBPS/content.opf"]);
      for (const chapter of chapters) expect(opf).toContain(`href="${chapter.slice("OEBPS/".length)}"`);
      expect(opf).toContain(STAND_IN_MARK);
      expect(opf).toContain('properties="cover-image"');
      expect(new TextDecoder().decode(entries["OEBPS/chapter-20.xhtml"])).toContain("Stand-in text.");
    }
  });

  it("makes each ebook's PDF a book of hundreds of pages", async () => {
    const pdfs = [...files.keys()].filter((key) => key.startsWith("products/") && key.endsWith("-ebook.pdf"));
    expect(pdfs.length).toBe(2);
    for (const key of pdfs) {
      const doc = await PDFDocument.load(readFileSync(files.get(key)!), { updateMetadata: false });
      expect(doc.getPageCount(), key).toBeGreaterThanOrEqual(300);
      expect(doc.getKeywords()).toContain(STAND_IN_MARK);
    }
  });

  it("states in the D1 seed the exact size of every product file, each marked as a stand-in", () => {
    const sql = readFileSync("seed/100-shop-catalogue.sql", "utf8");
    const rows = [...sql.matchAll(/'(products\/[^']+)',\s*'[^']+', '[^']+', (\d+), '[^']+', \d+, (\d),/g)].map(
      ([, key, size, standIn]) => ({ key: key!, size: Number(size), standIn }),
    );
    expect(rows.length).toBe(14);
    for (const { key, size, standIn } of rows) {
      expect(files.has(key), key).toBe(true);
      expect(size, key).toBe(statSync(files.get(key)!).size);
      expect(standIn, key).toBe("1");
    }
  });

  it("gives Synthetic Tides as an album is uploaded: its tracks in one format group, the cover and a booklet", async () => {
    const sql = readFileSync("seed/100-shop-catalogue.sql", "utf8");
    const parts = [
      ...sql.matchAll(
        /'(products\/synthetic-tides-ep\/[^']+)',[^;]*?(NULL|\d+), NULL, '(track|cover|booklet)', (NULL|'[^']+')\)/g,
      ),
    ].map(([, key, pages, role, group]) => ({ key: key!, pages, role, group }));
    expect(parts.map((p) => [p.role, p.group])).toEqual([
      ...Array.from({ length: 5 }, () => ["track", "'WAV'"]),
      ["cover", "NULL"],
      ["booklet", "NULL"],
    ]);
    for (const { key } of parts.filter((p) => p.role === "track"))
      expect(wavSeconds(readFileSync(files.get(key)!)), key).toBe(2);
    const cover = readFileSync(files.get("products/synthetic-tides-ep/cover.jpg")!);
    expect([...cover.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const booklet = parts.find((p) => p.role === "booklet")!;
    const doc = await PDFDocument.load(readFileSync(files.get(booklet.key)!), { updateMetadata: false });
    expect(doc.getPageCount()).toBe(Number(booklet.pages));
    expect(doc.getKeywords()).toContain(STAND_IN_MARK);
  });

  it("generates every sample the D1 seed names, each listening sample as long as it says", () => {
    const sql = readFileSync("seed/100-shop-catalogue.sql", "utf8");
    const samples = [
      ...sql.matchAll(
        /'(audio|chapter)', (?:NULL|'[a-z]{2}'), '(?:[^']|'')+', (?:NULL|'(?:[^']|'')+'), (NULL|\d+),\s*'([^']+)', \d+\)/g,
      ),
    ];
    expect(samples.length).toBe(10);
    for (const [, kind, seconds, key] of samples) {
      expect(files.has(key!), key).toBe(true);
      if (kind !== "audio") continue;
      const wav = readFileSync(files.get(key!)!);
      const view = new DataView(wav.buffer, wav.byteOffset);
      // data bytes ÷ bytes per second
      expect(view.getUint32(40, true) / view.getUint32(28, true), key).toBe(Number(seconds));
    }
  });
});
