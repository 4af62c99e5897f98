/**
 * Reading ZIP archives (EPUBs) with a bound on what they expand to. An entry's sizes in its
 * headers are the sender's word and can lie, so the bound is on the inflated output itself:
 * entries are inflated in small input steps and the output is counted, and reading stops with
 * ArchiveTooLargeError as soon as an entry, or the archive's entries together, pass the limit.
 * Plain JavaScript so `scripts/shop.mjs` runs it in Node as the Worker does.
 */
import { Inflate } from "fflate";

const MIB = 1024 * 1024;

/**
 * What one archive may inflate to. The shop only ever inflates an EPUB's small text entries
 * (container.xml, the package document, its chapters): a long novel's XHTML is a few MB in all.
 * 8 MB an entry and 24 MB together leave a 40 MB book, its entries and their strings well
 * inside the isolate's 128 MB.
 */
export const INFLATE_LIMITS = { entryBytes: 8 * MIB, totalBytes: 24 * MIB };

/**
 * Deflate expands at most about 1032 to 1: compressed input is fed this much at a time, so one
 * step outputs at most about 4 MB before the count is checked again.
 */
const INPUT_STEP = 4 * 1024;

export class ZipFormatError extends Error {}

/** An archive whose entries inflate past INFLATE_LIMITS (a zip bomb, or no book the shop sells). */
export class ArchiveTooLargeError extends Error {
  constructor(limit) {
    super(`it unpacks to more than ${Math.round((limit / MIB) * 10) / 10} MB, far more than any book the shop sells`);
    this.limit = limit;
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Every entry of an archive, in the central directory's order; throws ZipFormatError. */
export function readZipEntries(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  // The end record sits in the last 22 bytes plus at most a 64 KB comment.
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipFormatError("not a zip archive");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw new ZipFormatError("zip64 archives are not read");
  const decoder = new TextDecoder();
  const entries = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL)
      throw new ZipFormatError("bad central directory");
    const flags = view.getUint16(at + 8, true);
    if (flags & 1) throw new ZipFormatError("encrypted entries are not read");
    const method = view.getUint16(at + 10, true);
    if (method !== 0 && method !== 8) throw new ZipFormatError(`compression method ${method} is not supported`);
    const compressedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localAt = view.getUint32(at + 42, true);
    if (localAt + 30 > bytes.length || view.getUint32(localAt, true) !== LOCAL)
      throw new ZipFormatError("bad local header");
    // The local header's own name and extra lengths, which may differ from the central ones.
    const dataAt = localAt + 30 + view.getUint16(localAt + 26, true) + view.getUint16(localAt + 28, true);
    if (dataAt + compressedSize > bytes.length) throw new ZipFormatError("truncated entry");
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method,
      crc: view.getUint32(at + 16, true),
      size: view.getUint32(at + 24, true),
      data: bytes.subarray(dataAt, dataAt + compressedSize),
      time: view.getUint16(at + 12, true),
      date: view.getUint16(at + 14, true),
      externalAttrs: view.getUint32(at + 38, true),
      versionMadeBy: view.getUint16(at + 4, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Raw deflate `data` inflated, refused with ArchiveTooLargeError once past `maxBytes`. */
export function inflateBounded(data, maxBytes) {
  const chunks = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new ArchiveTooLargeError(maxBytes);
    chunks.push(chunk);
  });
  try {
    if (data.length === 0) inflater.push(data, true);
    for (let at = 0; at < data.length; at += INPUT_STEP) {
      inflater.push(data.subarray(at, at + INPUT_STEP), at + INPUT_STEP >= data.length);
    }
  } catch (error) {
    if (error instanceof ArchiveTooLargeError) throw error;
    throw new ZipFormatError(`an entry does not inflate: ${error instanceof Error ? error.message : error}`);
  }
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * A reader of one archive's entries: each call gives an entry's contents, uncompressed, and
 * every call draws on the same budget, so no entry passes `limits.entryBytes` and all of them
 * together never pass `limits.totalBytes`. A header that owns up to a larger size is refused
 * before anything is inflated.
 */
export function boundedEntryReader(limits = INFLATE_LIMITS) {
  let left = limits.totalBytes;
  return (entry) => {
    const max = Math.min(limits.entryBytes, left);
    if (entry.size > max) throw new ArchiveTooLargeError(max);
    const contents = entry.method === 8 ? inflateBounded(entry.data, max) : entry.data;
    if (contents.length > max) throw new ArchiveTooLargeError(max);
    left -= contents.length;
    return contents;
  };
}
