import { crc32 } from "./crc32";
import {
  CENTRAL_HEADER_SIZE,
  DESCRIPTOR_SIZE,
  END_RECORD_SIZE,
  FLAG_DATA_DESCRIPTOR,
  FLAG_UTF8,
  LOCAL_HEADER_SIZE,
  writeCentralHeader,
  writeDescriptor,
  writeEndRecord,
  writeLocalHeader,
  type ZipRecord,
} from "./zip-records";

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

const ZIP32_LIMIT = 0xffffffff;
const FLAGS = FLAG_DATA_DESCRIPTOR | FLAG_UTF8;
const VERSION = 20;

const encoder = new TextEncoder();

/** The archive's exact length in bytes, or null when it would need Zip64 (over 4 GB or 65535 entries). */
export function zipLength(entries: readonly Pick<ZipEntry, "name" | "size">[]): number | null {
  let length = END_RECORD_SIZE;
  for (const entry of entries) {
    const name = encoder.encode(entry.name).length;
    length += LOCAL_HEADER_SIZE + name + entry.size + DESCRIPTOR_SIZE + CENTRAL_HEADER_SIZE + name;
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

/** What the local and central headers say of a written entry (stored, sizes equal). */
const record = (w: Pick<Written, "name" | "when" | "crc" | "size">): ZipRecord => ({
  name: w.name,
  versionNeeded: VERSION,
  flags: FLAGS,
  method: 0,
  time: w.when.time,
  date: w.when.date,
  crc: w.crc,
  compressedSize: w.size,
  size: w.size,
});

function localHeader(name: Uint8Array, when: Written["when"]): Uint8Array {
  const bytes = new Uint8Array(LOCAL_HEADER_SIZE + name.length);
  // CRC and sizes stay zero: the data descriptor carries them (APPNOTE 4.4.4).
  writeLocalHeader(bytes, 0, record({ name, when, crc: 0, size: 0 }));
  return bytes;
}

function descriptor(crc: number, size: number): Uint8Array {
  const bytes = new Uint8Array(DESCRIPTOR_SIZE);
  writeDescriptor(bytes, 0, { crc, size });
  return bytes;
}

function centralDirectory(written: readonly Written[], start: number): Uint8Array {
  const size = written.reduce((sum, w) => sum + CENTRAL_HEADER_SIZE + w.name.length, 0);
  const bytes = new Uint8Array(size + END_RECORD_SIZE);
  let at = 0;
  for (const w of written)
    // Made by MS-DOS, 2.0; no attributes.
    at += writeCentralHeader(bytes, at, {
      ...record(w),
      versionMadeBy: VERSION,
      externalAttrs: 0,
      localHeaderAt: w.offset,
    });
  writeEndRecord(bytes, at, { entries: written.length, size, start });
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
