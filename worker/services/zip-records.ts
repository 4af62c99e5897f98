/**
 * The ZIP format's fixed records (PKWARE APPNOTE 4.3), written into a buffer at an offset. One
 * writer for both archives the Worker makes: the EPUB stamper's (decision 054: sizes and CRC in
 * the local header) and the streamed album ZIP (decision 055: a data descriptor after the data).
 */

export const LOCAL_HEADER_SIZE = 30;
export const CENTRAL_HEADER_SIZE = 46;
export const END_RECORD_SIZE = 22;
export const DESCRIPTOR_SIZE = 16;

export const SIGNATURE = {
  local: 0x04034b50,
  central: 0x02014b50,
  end: 0x06054b50,
  descriptor: 0x08074b50,
} as const;

/** Bit 3: CRC and sizes follow the data in a descriptor. */
export const FLAG_DATA_DESCRIPTOR = 0x0008;
/** Bit 11: names are UTF-8. */
export const FLAG_UTF8 = 0x0800;

/** What a local header and its central header both say of an entry. */
export interface ZipRecord {
  /** The name, UTF-8 encoded. */
  name: Uint8Array;
  /** Version needed to extract: 10 for stored, 20 for deflated or a data descriptor. */
  versionNeeded: number;
  flags: number;
  /** 0 stored, 8 deflated. */
  method: number;
  /** MS-DOS time and date. */
  time: number;
  date: number;
  /** Zero in a local header whose data descriptor carries them. */
  crc: number;
  compressedSize: number;
  size: number;
}

/** The local header before an entry's data (no extra field); returns its length. */
export function writeLocalHeader(out: Uint8Array, at: number, record: ZipRecord): number {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  view.setUint32(at, SIGNATURE.local, true);
  view.setUint16(at + 4, record.versionNeeded, true);
  view.setUint16(at + 6, record.flags, true);
  view.setUint16(at + 8, record.method, true);
  view.setUint16(at + 10, record.time, true);
  view.setUint16(at + 12, record.date, true);
  view.setUint32(at + 14, record.crc, true);
  view.setUint32(at + 18, record.compressedSize, true);
  view.setUint32(at + 22, record.size, true);
  view.setUint16(at + 26, record.name.length, true);
  view.setUint16(at + 28, 0, true);
  out.set(record.name, at + LOCAL_HEADER_SIZE);
  return LOCAL_HEADER_SIZE + record.name.length;
}

/** An entry's record in the central directory (no extra field or comment); returns its length. */
export function writeCentralHeader(
  out: Uint8Array,
  at: number,
  record: ZipRecord & { versionMadeBy: number; externalAttrs: number; localHeaderAt: number },
): number {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  view.setUint32(at, SIGNATURE.central, true);
  view.setUint16(at + 4, record.versionMadeBy, true);
  view.setUint16(at + 6, record.versionNeeded, true);
  view.setUint16(at + 8, record.flags, true);
  view.setUint16(at + 10, record.method, true);
  view.setUint16(at + 12, record.time, true);
  view.setUint16(at + 14, record.date, true);
  view.setUint32(at + 16, record.crc, true);
  view.setUint32(at + 20, record.compressedSize, true);
  view.setUint32(at + 24, record.size, true);
  view.setUint16(at + 28, record.name.length, true);
  // Extra and comment lengths, disk number and internal attributes (30..37) stay zero.
  view.setUint32(at + 38, record.externalAttrs, true);
  view.setUint32(at + 42, record.localHeaderAt, true);
  out.set(record.name, at + CENTRAL_HEADER_SIZE);
  return CENTRAL_HEADER_SIZE + record.name.length;
}

/** The end of central directory record; returns its length. */
export function writeEndRecord(
  out: Uint8Array,
  at: number,
  directory: { entries: number; size: number; start: number },
): number {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  view.setUint32(at, SIGNATURE.end, true);
  view.setUint16(at + 8, directory.entries, true);
  view.setUint16(at + 10, directory.entries, true);
  view.setUint32(at + 12, directory.size, true);
  view.setUint32(at + 16, directory.start, true);
  return END_RECORD_SIZE;
}

/** The data descriptor after an entry's data (with its signature); returns its length. */
export function writeDescriptor(out: Uint8Array, at: number, entry: { crc: number; size: number }): number {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  view.setUint32(at, SIGNATURE.descriptor, true);
  view.setUint32(at + 4, entry.crc, true);
  view.setUint32(at + 8, entry.size, true);
  view.setUint32(at + 12, entry.size, true);
  return DESCRIPTOR_SIZE;
}
