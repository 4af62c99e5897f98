import { crc32 } from "./crc32";

/**
 * A ZIP written as a stream (decision 055): stored entries (audio and images don't compress),
 * each entry's CRC computed while its bytes pass and written after them in a data descriptor,
 * so nothing but the central directory (a few dozen bytes per entry) is held in memory. Sizes
 * are known beforehand, so the archive's length is exact before the first byte (`zipLength`).
 * No Zip64: an archive stops at 4 GB, and `zipLength` says null past that.
 */
export interface ZipEntry {
  /** The path inside the archive, UTF-8 ("Album/01 Track.flac"). */
  name: string;
  size: number;
  modified: Date;
  /** The entry's bytes, opened only when the archive reaches it; null when they are gone. */
  open: () => Promise<ReadableStream<Uint8Array> | null>;
}

const LOCAL_HEADER = 30;
const DESCRIPTOR = 16;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
const ZIP32_LIMIT = 0xffffffff;
/** Bit 3: CRC and sizes follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const VERSION = 20;

const encoder = new TextEncoder();

/** The archive's exact length in bytes, or null when it would need Zip64 (over 4 GB or 65535 entries). */
export function zipLength(entries: readonly Pick<ZipEntry, "name" | "size">[]): number | null {
  let length = END_RECORD;
  for (const entry of entries) {
    const name = encoder.encode(entry.name).length;
    length += LOCAL_HEADER + name + entry.size + DESCRIPTOR + CENTRAL_HEADER + name;
  }
  // Every offset and size must fit in 32 bits; the last offset is below the length.
  return length > ZIP32_LIMIT || entries.length > 0xffff ? null : length;
}

/** MS-DOS time and date, as ZIP headers store them (local time is UTC here; 2-second steps). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface Written {
  name: Uint8Array;
  size: number;
  crc: number;
  offset: number;
  when: { time: number; date: number };
}

function localHeader(name: Uint8Array, when: Written["when"]): Uint8Array {
  const bytes = new Uint8Array(LOCAL_HEADER + name.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, VERSION, true);
  view.setUint16(6, FLAGS, true);
  view.setUint16(8, 0, true); // stored
  view.setUint16(10, when.time, true);
  view.setUint16(12, when.date, true);
  // CRC and sizes (14..25) stay zero: the data descriptor carries them (APPNOTE 4.4.4).
  view.setUint16(26, name.length, true);
  bytes.set(name, LOCAL_HEADER);
  return bytes;
}

function descriptor(crc: number, size: number): Uint8Array {
  const bytes = new Uint8Array(DESCRIPTOR);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x08074b50, true);
  view.setUint32(4, crc, true);
  view.setUint32(8, size, true);
  view.setUint32(12, size, true);
  return bytes;
}

function centralDirectory(written: readonly Written[], start: number): Uint8Array {
  const size = written.reduce((sum, w) => sum + CENTRAL_HEADER + w.name.length, 0);
  const bytes = new Uint8Array(size + END_RECORD);
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const w of written) {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, VERSION, true); // made by: MS-DOS, 2.0
    view.setUint16(at + 6, VERSION, true);
    view.setUint16(at + 8, FLAGS, true);
    view.setUint16(at + 10, 0, true);
    view.setUint16(at + 12, w.when.time, true);
    view.setUint16(at + 14, w.when.date, true);
    view.setUint32(at + 16, w.crc, true);
    view.setUint32(at + 20, w.size, true);
    view.setUint32(at + 24, w.size, true);
    view.setUint16(at + 28, w.name.length, true);
    // Extra and comment lengths, disk, internal and external attributes stay zero.
    view.setUint32(at + 42, w.offset, true);
    bytes.set(w.name, at + CENTRAL_HEADER);
    at += CENTRAL_HEADER + w.name.length;
  }
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, written.length, true);
  view.setUint16(at + 10, written.length, true);
  view.setUint32(at + 12, size, true);
  view.setUint32(at + 16, start, true);
  return bytes;
}

/**
 * The archive of `entries`, in order, pulled as it is read: one entry's stream is open at a
 * time and a chunk goes on only when the reader asks, so memory stays at a chunk or two however
 * large the archive. An entry that is missing or not its announced size errors the stream (the
 * length was promised; a short archive must not pass for a whole one).
 */
export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  const written: Written[] = [];
  let index = 0;
  let offset = 0;
  let current: { reader: ReadableStreamDefaultReader<Uint8Array>; entry: Written } | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!current) {
          const entry = entries[index];
          if (!entry) {
            controller.enqueue(centralDirectory(written, offset));
            controller.close();
            return;
          }
          const body = await entry.open();
          if (!body) throw new Error(`zip: ${entry.name} is missing`);
          const name = encoder.encode(entry.name);
          const header = localHeader(name, dosDateTime(entry.modified));
          current = {
            reader: body.getReader(),
            entry: { name, size: 0, crc: 0, offset, when: dosDateTime(entry.modified) },
          };
          offset += header.length;
          controller.enqueue(header);
          return;
        }
        const { done, value } = await current.reader.read();
        if (done) {
          const expected = entries[index]!.size;
          if (current.entry.size !== expected)
            throw new Error(`zip: ${entries[index]!.name} has ${current.entry.size} bytes, not ${expected}`);
          const tail = descriptor(current.entry.crc, current.entry.size);
          offset += current.entry.size + tail.length;
          written.push(current.entry);
          current = null;
          index += 1;
          controller.enqueue(tail);
          return;
        }
        current.entry.crc = crc32(value, current.entry.crc);
        current.entry.size += value.byteLength;
        controller.enqueue(value);
      },
      async cancel(reason) {
        await current?.reader.cancel(reason);
      },
    },
    // Nothing read ahead: the entry's own stream buffers what R2 sends.
    { highWaterMark: 0 },
  );
}

/**
 * A stream of `length` bytes with its length known to the runtime, so the response carries
 * `Content-Length` (browsers show progress) instead of being chunked.
 */
export function withLength(stream: ReadableStream<Uint8Array>, length: number): ReadableStream<Uint8Array> {
  const fixed = new FixedLengthStream(length);
  // The pipe runs as the response is read; a failure errors the response's body.
  void stream.pipeTo(fixed.writable).catch(() => undefined);
  return fixed.readable;
}
