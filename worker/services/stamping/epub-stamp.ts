import { boundedEntryReader } from "../zip-read.mjs";
import { newEntry, readZipEntries, writeZip, ZipFormatError, type ZipEntry } from "./zip-entries";
import { MARK_URN } from "../../contract/copy-mark-format.mjs";
import { exLibrisXhtml, xmlText, type ExLibris } from "./ex-libris";

/**
 * Stamps an EPUB (decision 054): the ex-libris page goes in as a new XHTML document, listed in
 * the OPF's manifest and placed in its spine right after the first item (the cover, in most
 * books), and the order's mark becomes one more dc:identifier. Only container.xml and the OPF
 * are inflated; every other entry is copied as it is stored. The mimetype comes first, stored,
 * without an extra field, as the container rules ask.
 */

const MIMETYPE = "application/epub+zip";
const PAGE_ID = "labodega-ex-libris";
const MARK_ID = "labodega-copy-mark";

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** Where the package document is, from META-INF/container.xml. */
function opfPath(entries: readonly ZipEntry[], entryBytes: (entry: ZipEntry) => Uint8Array): string {
  const container = entries.find((e) => e.name === "META-INF/container.xml");
  if (!container) throw new ZipFormatError("no META-INF/container.xml");
  const xml = decoder.decode(entryBytes(container));
  const rootfile = [...xml.matchAll(/<(?:\w+:)?rootfile\b[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => !/media-type=/.test(tag) || /media-type=["']application\/oebps-package\+xml["']/.test(tag));
  const path = rootfile?.match(/full-path=["']([^"']+)["']/)?.[1];
  if (!path) throw new ZipFormatError("container.xml names no package document");
  return path;
}

/** An id (or file name) not yet used: the base, else the base with a number. */
function unused(base: string, taken: (candidate: string) => boolean): string {
  let candidate = base;
  for (let n = 2; taken(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/** Inserts `text` before the first match of `pattern`; throws when the OPF lacks it. */
function insertBefore(xml: string, pattern: RegExp, text: string, what: string): string {
  const match = pattern.exec(xml);
  if (!match) throw new ZipFormatError(`the package document has no ${what}`);
  return xml.slice(0, match.index) + text + xml.slice(match.index);
}

/** The package document with the page in manifest and spine and the mark in the metadata. */
export function stampedOpf(opf: string, input: { href: string; mark: string }): string {
  const id = unused(PAGE_ID, (c) => opf.includes(`id="${c}"`) || opf.includes(`id='${c}'`));
  const markId = unused(MARK_ID, (c) => opf.includes(`id="${c}"`) || opf.includes(`id='${c}'`));
  // The OPF may prefix its own elements (opf:item) and names Dublin Core with some prefix.
  const opfPrefix = /<(\w+:)?manifest\b/.exec(opf)?.[1] ?? "";
  const dcPrefix = /xmlns:(\w+)=["']http:\/\/purl\.org\/dc\/elements\/1\.1\/?["']/.exec(opf)?.[1];
  const identifier = dcPrefix
    ? `<${dcPrefix}:identifier id="${markId}">${MARK_URN}${xmlText(input.mark)}</${dcPrefix}:identifier>`
    : `<dc:identifier xmlns:dc="http://purl.org/dc/elements/1.1/" id="${markId}">${MARK_URN}${xmlText(input.mark)}</dc:identifier>`;
  let out = insertBefore(opf, /<\/(?:\w+:)?metadata\s*>/, `  ${identifier}\n  `, "metadata");
  out = insertBefore(
    out,
    /<\/(?:\w+:)?manifest\s*>/,
    `  <${opfPrefix}item id="${id}" href="${xmlText(input.href)}" media-type="application/xhtml+xml"/>\n  `,
    "manifest",
  );
  const itemref = `<${opfPrefix}itemref idref="${id}"/>`;
  const first = /<(?:\w+:)?itemref\b[^>]*?(?:\/>|>\s*<\/(?:\w+:)?itemref\s*>)/.exec(out);
  if (first) {
    const after = first.index + first[0].length;
    return `${out.slice(0, after)}\n    ${itemref}${out.slice(after)}`;
  }
  // An empty spine (not valid, but the page still belongs somewhere).
  return insertBefore(out, /<\/(?:\w+:)?spine\s*>/, `  ${itemref}\n  `, "spine");
}

/**
 * The stamped book; throws ZipFormatError when the file is not an EPUB this can stamp, and
 * ArchiveTooLargeError when its container.xml or OPF inflates past the bound.
 */
export function stampEpub(bytes: Uint8Array, page: ExLibris): Uint8Array {
  const entries = readZipEntries(bytes);
  const entryBytes = boundedEntryReader();
  const path = opfPath(entries, entryBytes);
  const opfEntry = entries.find((e) => e.name === path);
  if (!opfEntry) throw new ZipFormatError(`no package document at ${path}`);
  const opf = decoder.decode(entryBytes(opfEntry));
  const version = /<(?:\w+:)?package\b[^>]*\bversion=["']2/.test(opf) ? 2 : 3;
  const dir = path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "";
  const names = new Set(entries.map((e) => e.name));
  const fileName = unused(PAGE_ID, (c) => names.has(`${dir}${c}.xhtml`)) + ".xhtml";
  const page_ = newEntry(`${dir}${fileName}`, encoder.encode(exLibrisXhtml(page, version)), opfEntry);
  const opfOut = newEntry(path, encoder.encode(stampedOpf(opf, { href: fileName, mark: page.mark })), opfEntry);
  const mimetype = newEntry("mimetype", encoder.encode(MIMETYPE), entries[0] ?? opfEntry, true);
  const rest = entries.filter((e) => e.name !== "mimetype").flatMap((e) => (e === opfEntry ? [opfOut, page_] : [e]));
  return writeZip([mimetype, ...rest]);
}
