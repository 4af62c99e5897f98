import { strToU8, zipSync, type Zippable } from "fflate";

/**
 * A generated EPUB of a little over `mb` megabytes for the stamping figure (scripts/lib/bench-stamping.mjs),
 * shaped like a real illustrated novel: 60 deflated XHTML chapters and, for the rest of the
 * size, images that do not compress (random bytes, as a JPEG's are to deflate). Deterministic.
 */
export function benchEpub(mb: number): Uint8Array {
  let seed = 0x9e3779b9;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const words = ["the", "rain", "night", "harbour", "light", "she", "ran", "across", "old", "bridge", "and", "waited"];
  const chapter = (n: number) => {
    const text = Array.from({ length: 4000 }, () => words[next() % words.length]).join(" ");
    return strToU8(
      `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>Chapter ${n}</title></head><body><h1>Chapter ${n}</h1><p>${text}</p></body></html>`,
    );
  };
  const images = 20;
  // The images alone make the size; the chapters add a few hundred KB on top.
  const imageBytes = Math.floor((mb * 1024 * 1024) / images);
  const entries: Zippable = {
    mimetype: [strToU8("application/epub+zip"), { level: 0 }],
    "META-INF/container.xml": strToU8(
      `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
    ),
  };
  const items: string[] = [];
  const spine: string[] = [];
  for (let n = 1; n <= 60; n++) {
    entries[`OEBPS/chapter-${n}.xhtml`] = chapter(n);
    items.push(`<item id="ch${n}" href="chapter-${n}.xhtml" media-type="application/xhtml+xml"/>`);
    spine.push(`<itemref idref="ch${n}"/>`);
  }
  for (let n = 1; n <= images; n++) {
    const image = new Uint8Array(imageBytes);
    for (let i = 0; i < image.length; i += 4) new DataView(image.buffer).setUint32(i, next(), true);
    entries[`OEBPS/images/plate-${n}.jpg`] = [image, { level: 1 }];
    items.push(`<item id="img${n}" href="images/plate-${n}.jpg" media-type="image/jpeg"/>`);
  }
  entries["OEBPS/content.opf"] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:bench</dc:identifier><dc:title>Bench</dc:title><dc:language>en</dc:language></metadata><manifest>${items.join("")}</manifest><spine>${spine.join("")}</spine></package>`,
  );
  return zipSync(entries, { level: 6 });
}
