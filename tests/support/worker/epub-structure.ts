import { expect } from "vitest";
import { strToU8, zipSync } from "fflate";
import { crc32 } from "#worker/services/crc32";
import { entryBytes, readZipEntries } from "#worker/services/stamping/zip-entries";

/**
 * A structural EPUB check mirroring the container and package rules epubcheck applies
 * (OCF: mimetype first, stored, no extra field; every entry's CRC; OPF: unique ids, every
 * manifest item present, every spine itemref in the manifest; content documents well-formed
 * XML). Answers the book's files by name for further looks.
 */
export function expectValidEpub(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (from: number, length: number) => new TextDecoder().decode(bytes.subarray(from, from + length));
  expect(view.getUint32(0, true), "local header first").toBe(0x04034b50);
  expect(view.getUint16(8, true), "mimetype stored").toBe(0);
  expect(view.getUint16(26, true), "mimetype name length").toBe(8);
  expect(view.getUint16(28, true), "mimetype extra field").toBe(0);
  expect(text(30, 8)).toBe("mimetype");
  expect(text(38, 20)).toBe("application/epub+zip");
  const entries = readZipEntries(bytes);
  expect(entries[0]!.name).toBe("mimetype");
  const files = new Map<string, string>();
  for (const entry of entries) {
    const contents = entryBytes(entry);
    expect(crc32(contents), `CRC of ${entry.name}`).toBe(entry.crc);
    expect(contents.length, `size of ${entry.name}`).toBe(entry.size);
    files.set(entry.name, new TextDecoder().decode(contents));
  }
  expect(new Set(files.keys()).size, "no duplicate entries").toBe(entries.length);
  const opfPath = /full-path="([^"]+)"/.exec(files.get("META-INF/container.xml") ?? "")?.[1];
  expect(opfPath, "container.xml names the package").toBeTruthy();
  const opf = files.get(opfPath!)!;
  expectWellFormed(opf, opfPath!);
  const ids = [...opf.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  expect(new Set(ids).size, "unique ids in the OPF").toBe(ids.length);
  const dir = opfPath!.includes("/") ? opfPath!.slice(0, opfPath!.lastIndexOf("/") + 1) : "";
  const manifest = new Map(
    [...opf.matchAll(/<item\b[^>]*>/g)].map((m) => [
      /\sid="([^"]+)"/.exec(m[0])![1]!,
      { href: /\shref="([^"]+)"/.exec(m[0])![1]!, type: /media-type="([^"]+)"/.exec(m[0])![1]! },
    ]),
  );
  for (const [id, item] of manifest) {
    const path = dir + decodeURIComponent(item.href);
    expect(files.has(path), `manifest item ${id} (${path}) is in the archive`).toBe(true);
    if (item.type === "application/xhtml+xml") expectWellFormed(files.get(path)!, path);
  }
  const spine = [...opf.matchAll(/<itemref\b[^>]*idref="([^"]+)"/g)].map((m) => m[1]!);
  for (const idref of spine) expect(manifest.has(idref), `spine item ${idref} is in the manifest`).toBe(true);
  return { files, opf, opfPath: opfPath!, dir, manifest, spine };
}

/** Tags balance, attributes are quoted, entities are the XML ones or numeric. */
export function expectWellFormed(xml: string, name: string) {
  const body = xml
    .replace(/<\?xml[^>]*\?>/, "")
    .replace(/<!DOCTYPE[^>]*>/, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const stack: string[] = [];
  for (const m of body.matchAll(
    /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<|&[^;\s]*;?/g,
  )) {
    if (m[0] === "<") throw new Error(`${name}: a stray or malformed tag near ${body.slice(m.index, m.index + 40)}`);
    if (m[0].startsWith("&")) {
      expect(/^&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);$/i.test(m[0]), `${name}: entity ${m[0]}`).toBe(true);
      continue;
    }
    const [, close, tag, , selfClosing] = m;
    if (close) expect(stack.pop(), `${name}: </${tag}> closes`).toBe(tag);
    else if (!selfClosing) stack.push(tag!);
  }
  expect(stack, `${name}: every element closed`).toEqual([]);
}

/** A small EPUB 3 like an author's: a cover page first, two chapters, a nav document. */
export function sampleEpub(): Uint8Array {
  const page = (title: string, body: string) =>
    strToU8(`<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
<head><title>${title}</title></head>
<body>${body}</body>
</html>`);
  return zipSync(
    {
      mimetype: [strToU8("application/epub+zip"), { level: 0 }],
      "META-INF/container.xml": strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`),
      "OEBPS/content.opf": strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:0b7c1c2e-8f3a-4d1e-9a55-2f7e9c1d4b10</dc:identifier>
    <dc:title>Book One</dc:title>
    <dc:language>en</dc:language>
    <meta property="dcterms:modified">2026-01-15T12:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="ch1" href="chapter-1.xhtml" media-type="application/xhtml+xml"/>
    <item id="ch2" href="chapter-2.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine>
    <itemref idref="cover"/>
    <itemref idref="ch1"/>
    <itemref idref="ch2"/>
  </spine>
</package>`),
      "OEBPS/cover.xhtml": page("Cover", "<h1>Book One</h1>"),
      "OEBPS/nav.xhtml": page(
        "Contents",
        `<nav epub:type="toc"><ol><li><a href="chapter-1.xhtml">One</a></li><li><a href="chapter-2.xhtml">Two</a></li></ol></nav>`,
      ),
      "OEBPS/chapter-1.xhtml": page("One", `<p>${"It was a dark and stormy night. ".repeat(200)}</p>`),
      "OEBPS/chapter-2.xhtml": page("Two", `<p>${"The rain fell in torrents. ".repeat(200)}</p>`),
    },
    { level: 9 },
  );
}
