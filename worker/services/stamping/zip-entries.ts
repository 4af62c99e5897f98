import { deflateSync } from "fflate";
import { boundedEntryReader, ZipFormatError, type ZipEntry } from "../zip-read.mjs";
import { crc32 } from "../crc32";
import {
  CENTRAL_HEADER_SIZE,
  END_RECORD_SIZE,
  FLAG_UTF8,
  LOCAL_HEADER_SIZE,
  writeCentralHeader,
  writeEndRecord,
  writeLocalHeader,
  type ZipRecord,
} from "../zip-records";

/**
 * The few zip mechanics the EPUB stamper needs (decision 054): read the central directory, take
 * entries' compressed bytes as they are, and write a new archive from them. The one or two
 * entries that change are inflated within a bound (`boundedEntryReader`, zip-read.mjs) and
 * deflated by fflate; every other entry is copied raw, never inflated nor recompressed, which is
 * what keeps a 5 MB book well under the CPU budget.
 */

export { readZipEntries, ZipFormatError, type ZipEntry } from "../zip-read.mjs";

/** One entry's contents, uncompressed, within the bound on what an entry inflates to. */
export function entryBytes(entry: ZipEntry): Uint8Array {
  return boundedEntryReader()(entry);
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
