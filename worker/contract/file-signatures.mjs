/**
 * What a file is by its first bytes (its magic numbers), for every type the studio takes: the
 * one table the Worker checks uploads against (a cover, a file, a sample, a found copy), so a
 * file is only stored or read as the type it claims when its bytes agree. Plain JavaScript so
 * `scripts/shop.mjs` reads files the same way in Node.
 */

/** How many leading bytes every check below needs (a PDF's header may sit in the first 1024). */
export const SIGNATURE_HEAD_BYTES = 1024;

const ascii = (bytes, at, text) => {
  if (bytes.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};
const startsWith = (bytes, ...values) => values.every((v, i) => bytes[i] === v);
const u16 = (bytes, at) => bytes[at] | (bytes[at + 1] << 8);
const u32be = (bytes, at) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;

const isZip = (b) => ascii(b, 0, "PK\x03\x04") || ascii(b, 0, "PK\x05\x06");
/** The container rules: the first entry is `mimetype`, stored, holding `application/epub+zip`. */
const isEpub = (b) => {
  if (!ascii(b, 0, "PK\x03\x04") || u16(b, 8) !== 0) return false;
  const nameLength = u16(b, 26);
  return nameLength === 8 && ascii(b, 30, "mimetype") && ascii(b, 38 + u16(b, 28), "application/epub+zip");
};
/** Readers accept junk before the header, within the first 1024 bytes. */
const isPdf = (b) => {
  const head = b.subarray(0, SIGNATURE_HEAD_BYTES);
  for (let i = 0; i + 5 <= head.length; i++) if (ascii(head, i, "%PDF-")) return true;
  return false;
};
/** An ISO media file (MP4, M4A, AVIF): its first box is `ftyp`, with these brands among its own. */
const isoBrands = (b) => {
  if (!ascii(b, 4, "ftyp")) return [];
  const size = Math.min(u32be(b, 0), b.length, 256);
  const brands = [];
  for (let at = 8; at + 4 <= size; at += 4) if (at !== 12) brands.push(String.fromCharCode(...b.subarray(at, at + 4)));
  return brands;
};
const isMp3 = (b) => ascii(b, 0, "ID3") || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0);
/** Text markup: no byte a text file never has in its head (NUL and the other C0 controls). */
const isText = (b) => {
  const head = b.subarray(0, SIGNATURE_HEAD_BYTES);
  if (head.length === 0) return false;
  for (const byte of head)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
  return true;
};
const isWav = (b) => (ascii(b, 0, "RIFF") || ascii(b, 0, "RF64")) && ascii(b, 8, "WAVE");

/** Each accepted type and the test its leading bytes must pass. */
export const FILE_SIGNATURES = {
  "image/png": (b) => startsWith(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  "image/jpeg": (b) => startsWith(b, 0xff, 0xd8, 0xff),
  "image/webp": (b) => ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP"),
  "image/avif": (b) => isoBrands(b).some((brand) => brand === "avif" || brand === "avis"),
  "application/pdf": isPdf,
  "application/zip": isZip,
  "application/epub+zip": isEpub,
  "audio/mpeg": isMp3,
  "audio/mp4": (b) => isoBrands(b).length > 0,
  "audio/ogg": (b) => ascii(b, 0, "OggS"),
  "audio/flac": (b) => ascii(b, 0, "fLaC"),
  "audio/wav": isWav,
  "audio/x-wav": isWav,
  "application/xhtml+xml": isText,
  "text/html": isText,
};

/**
 * Whether `head` (a file's first SIGNATURE_HEAD_BYTES bytes, or all of a shorter file) is what
 * `contentType` says; false for a type the table does not know.
 */
export function bytesMatchType(head, contentType) {
  const test = FILE_SIGNATURES[contentType.toLowerCase()];
  return test ? test(head) : false;
}
