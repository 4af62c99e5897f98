import { deflateSync, inflateSync } from "fflate";
import { crc32 } from "../crc32";
import {
  CENTRAL_HEADER_SIZE,
  END_RECORD_SIZE,
  FLAG_UTF8,
  LOCAL_HEADER_SIZE,
  SIGNATURE,
  writeCentralHeader,
  writeEndRecord,
  writeLocalHeader,
  type ZipRecord,
} from "../zip-records";

/**
 * The few zip mechanics the EPUB stamper needs (decision 054): read the central directory, take
 * entries' compressed bytes as they are, and write a new archive from them. fflate does the
 * (de)compression of the one or two entries that change; every other entry is copied raw, never
 * inflated nor recompressed, which is what keeps a 5 MB book well under the CPU budget.
 */

export class ZipFormatError extends Error {}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  size: number;
  /** The entry's data as stored in the archive (compressed when `method` is 8). */
  data: Uint8Array;
  /** MS-DOS time and date, kept from the source. */
  time: number;
  date: number;
  externalAttrs: number;
  versionMadeBy: number;
}

const EOCD = SIGNATURE.end;
const CENTRAL = SIGNATURE.central;
const LOCAL = SIGNATURE.local;

/** Every entry of an archive, in the central directory's order; throws ZipFormatError. */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
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
  if (count === 0xffff || at === 0xffffffff) throw new ZipFormatError("zip64 archives are not stamped");
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL)
      throw new ZipFormatError("bad central directory");
    const flags = view.getUint16(at + 8, true);
    if (flags & 1) throw new ZipFormatError("encrypted entries are not stamped");
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

/** An entry's contents, uncompressed. */
export function entryBytes(entry: ZipEntry): Uint8Array {
  return entry.method === 8 ? inflateSync(entry.data) : entry.data;
}

/** A new entry from its contents: deflated, or stored when `store` (an EPUB's mimetype). */
export function newEntry(
  name: string,
  contents: Uint8Array,
  like: Pick<ZipEntry, "time" | "date">,
  store = false,
): ZipEntry {
  return {
    name,
    method: store ? 0 : 8,
    crc: crc32(contents),
    size: contents.length,
    data: store ? contents : deflateSync(contents, { level: 6 }),
    time: like.time,
    date: like.date,
    externalAttrs: 0,
    versionMadeBy: 20,
  };
}

/**
 * An archive of these entries, in this order. Every local header is written fresh: sizes and
 * CRC in place (no data descriptors) and no extra field, so a stored first entry is readable
 * at the fixed offsets the EPUB container rules expect.
 */
export function writeZip(entries: readonly ZipEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const records = entries.map((e): ZipRecord => ({
    name: encoder.encode(e.name),
    versionNeeded: e.method === 8 ? 20 : 10,
    flags: FLAG_UTF8,
    method: e.method,
    time: e.time,
    date: e.date,
    crc: e.crc,
    compressedSize: e.data.length,
    size: e.size,
  }));
  const localSize = records.reduce((sum, r) => sum + LOCAL_HEADER_SIZE + r.name.length + r.compressedSize, 0);
  const centralSize = records.reduce((sum, r) => sum + CENTRAL_HEADER_SIZE + r.name.length, 0);
  if (localSize + centralSize + END_RECORD_SIZE > 0xffffffff || entries.length > 0xfffe)
    throw new ZipFormatError("archive too large to stamp without zip64");
  const out = new Uint8Array(localSize + centralSize + END_RECORD_SIZE);
  const offsets: number[] = [];
  let at = 0;
  entries.forEach((e, i) => {
    offsets.push(at);
    at += writeLocalHeader(out, at, records[i]!);
    out.set(e.data, at);
    at += e.data.length;
  });
  const centralAt = at;
  entries.forEach((e, i) => {
    at += writeCentralHeader(out, at, {
      ...records[i]!,
      versionMadeBy: e.versionMadeBy,
      externalAttrs: e.externalAttrs,
      localHeaderAt: offsets[i]!,
    });
  });
  writeEndRecord(out, at, { entries: entries.length, size: at - centralAt, start: centralAt });
  return out;
}
