import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { chapterFromEpub } from "#worker/services/sample-chapters";
import { stampEpub } from "#worker/services/stamping/epub-stamp";
import type { ExLibris } from "#worker/services/stamping/ex-libris";
import { marksInFile } from "#worker/services/stamping/marks-in-file.mjs";
import {
  ArchiveTooLargeError,
  INFLATE_LIMITS,
  boundedEntryReader,
  readZipEntries,
} from "#worker/services/zip-read.mjs";
import { sampleEpub } from "../support/worker/epub-structure";
import { spineOpf, zipBomb } from "../support/worker/zip-bomb";

/**
 * Every reader of an archive stops at a bound on what its entries inflate to, whatever their
 * headers claim: a zip bomb is refused, not unpacked into the isolate's 128 MB.
 */

const MIB = 1024 * 1024;
const page: ExLibris = { name: "Montserrat Vidal", reference: "A1B2C3D4", mark: "K7QM2XRA9DPE41TB", locale: "en" };

describe("a zip bomb", () => {
  for (const lie of [false, true]) {
    const headers = lie ? "lying" : "honest";

    it(`whose copy's reader (the studio's and the script's) refuses it, with ${headers} size headers`, async () => {
      const bomb = await zipBomb([{ name: "OEBPS/content.opf", inflatesTo: 256 * MIB }], { lie });
      expect(bomb.length).toBeLessThan(MIB);
      await expect(marksInFile(bomb)).rejects.toBeInstanceOf(ArchiveTooLargeError);
    });

    it(`the EPUB stamper refuses it, with ${headers} size headers`, async () => {
      const bomb = await zipBomb([{ name: "OEBPS/content.opf", inflatesTo: 256 * MIB }], { lie });
      expect(() => stampEpub(bomb, page)).toThrow(ArchiveTooLargeError);
    });

    it(`a sample chapter has nothing to show from one, with ${headers} size headers`, async () => {
      const one = await zipBomb([{ name: "OEBPS/c0.xhtml", inflatesTo: 256 * MIB }], {
        lie,
        opf: spineOpf(["c0.xhtml"]),
      });
      expect(chapterFromEpub(one)).toBeNull();
    });

    it(`the archive's total is bound too: entries each under the limit, together over it (${headers})`, async () => {
      const entry = INFLATE_LIMITS.entryBytes - MIB;
      const count = Math.ceil(INFLATE_LIMITS.totalBytes / entry) + 1;
      const hrefs = Array.from({ length: count }, (_, i) => `c${i}.xhtml`);
      const bomb = await zipBomb(
        hrefs.map((href) => ({ name: `OEBPS/${href}`, inflatesTo: entry })),
        { lie, opf: spineOpf(hrefs) },
      );
      expect(chapterFromEpub(bomb)).toBeNull();
      const read = boundedEntryReader();
      const fillers = readZipEntries(bomb).filter((e) => e.name.endsWith(".xhtml"));
      expect(() => fillers.forEach(read)).toThrow(ArchiveTooLargeError);
    });
  }
});

describe("a real book", () => {
  it("is still read whole: its entries are far inside the bound", () => {
    const read = boundedEntryReader();
    const entries = readZipEntries(sampleEpub());
    for (const entry of entries) expect(read(entry).length).toBe(entry.size);
    const book = zipSync({
      mimetype: [strToU8("application/epub+zip"), { level: 0 }],
      "META-INF/container.xml": strToU8(
        '<container><rootfiles><rootfile full-path="OEBPS/content.opf"/></rootfiles></container>',
      ),
      "OEBPS/content.opf": strToU8(spineOpf(["c0.xhtml"])),
      "OEBPS/c0.xhtml": strToU8(`<html><body>${"<p>It was a dark and stormy night.</p>".repeat(3)}</body></html>`),
    });
    expect(chapterFromEpub(book)).toContain("stormy night");
  });
});
