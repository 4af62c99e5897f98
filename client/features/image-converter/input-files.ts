/**
 * What the converter accepts: images the browser may decode, recognised by their first bytes
 * (a file's name and type can lie), each under a size limit. Anything else is refused on its
 * own, with a reason, and the rest of the batch goes on.
 */

export const INPUT_KINDS = ["jpeg", "png", "webp", "gif", "avif", "heic", "bmp"] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

/** Per file. A 50 MB photo is already a 100-megapixel camera's; more is a mistake or a trap. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Per decoded image: its pixels in memory (4 bytes each) stay under about 400 MB. */
export const MAX_PIXELS = 100_000_000;
/** Per batch, so a dropped folder of thousands can't take the page down. */
export const MAX_BATCH_FILES = 200;

export type Refusal = "tooLarge" | "empty" | "notImage" | "unsupported" | "undecodable" | "tooManyPixels" | "batchFull";

export type Inspection = { ok: true; kind: InputKind } | { ok: false; reason: Refusal };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The image kind its first bytes declare, or null. */
export function sniffKind(bytes: Uint8Array): InputKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 1, 4) === "PNG" && bytes[0] === 0x89 && bytes[4] === 0x0d && bytes[5] === 0x0a)
    return "png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === "BM") return "bmp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return null;
}

/** Checks a file before any work is spent on it: its size, then what its first bytes say. */
export async function inspectFile(file: Blob): Promise<Inspection> {
  if (file.size === 0) return { ok: false, reason: "empty" };
  if (file.size > MAX_FILE_BYTES) return { ok: false, reason: "tooLarge" };
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  const kind = sniffKind(head);
  if (kind) return { ok: true, kind };
  // An SVG or a RAW file is an image this tool doesn't redraw; text or a PDF named ".jpg" isn't one.
  const text = String.fromCharCode(...head);
  if (/^\s*(<\?xml|<svg)/i.test(text)) return { ok: false, reason: "unsupported" };
  const looksLikeText = head.every((byte) => byte === 9 || byte === 10 || byte === 13 || (byte >= 32 && byte < 127));
  return { ok: false, reason: file.type.startsWith("image/") && !looksLikeText ? "unsupported" : "notImage" };
}
