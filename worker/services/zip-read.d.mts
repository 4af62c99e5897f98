export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  /** The uncompressed size its central header claims (it may lie). */
  size: number;
  /** The entry's data as stored in the archive (compressed when `method` is 8). */
  data: Uint8Array;
  /** MS-DOS time and date, kept from the source. */
  time: number;
  date: number;
  externalAttrs: number;
  versionMadeBy: number;
}

export interface InflateLimits {
  entryBytes: number;
  totalBytes: number;
}

export const INFLATE_LIMITS: InflateLimits;
export class ZipFormatError extends Error {}
export class ArchiveTooLargeError extends Error {
  constructor(limit: number);
  readonly limit: number;
}
export function readZipEntries(bytes: Uint8Array): ZipEntry[];
export function inflateBounded(data: Uint8Array, maxBytes: number): Uint8Array;
export function boundedEntryReader(limits?: InflateLimits): (entry: ZipEntry) => Uint8Array;
