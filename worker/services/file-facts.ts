/**
 * What a product file contains, as far as it is cheap to know when the file arrives (decision
 * 051): a WAV's format, bitrate and length from its header (one small ranged read); the format of
 * anything else from its type. Pages and words are not counted here (that means unpacking a book
 * in a request): `node scripts/shop.mjs file-facts` sets them.
 */
export interface FileFacts {
  format: string | null;
  bitrateKbps: number | null;
  durationSeconds: number | null;
  pageCount: number | null;
  wordCount: number | null;
}

const FORMATS: Record<string, string> = {
  "application/epub+zip": "EPUB",
  "application/pdf": "PDF",
  "application/zip": "ZIP",
  "audio/flac": "FLAC",
  "audio/mpeg": "MP3",
  "audio/mp4": "AAC (M4A)",
  "audio/ogg": "Ogg",
};

const HEADER_BYTES = 4096;

/** A WAV header's facts, or null when the bytes aren't a PCM WAV's. */
export function wavFacts(
  header: Uint8Array,
  size: number,
): Pick<FileFacts, "format" | "bitrateKbps" | "durationSeconds"> | null {
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const tag = (at: number) => String.fromCharCode(...header.subarray(at, at + 4));
  if (header.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") return null;
  let format: { rate: number; bits: number; byteRate: number } | null = null;
  // Chunks follow one another (fmt, maybe LIST, then data), each padded to an even length.
  for (let at = 12; at + 8 <= header.length;) {
    const id = tag(at);
    const length = view.getUint32(at + 4, true);
    if (id === "fmt " && at + 24 <= header.length) {
      format = {
        rate: view.getUint32(at + 12, true),
        byteRate: view.getUint32(at + 16, true),
        bits: view.getUint16(at + 22, true),
      };
    }
    if (id === "data") {
      if (!format || format.byteRate === 0) return null;
      // A header that claims more data than the file has (streamed WAVs write 0 or ~4 GB) gives way to the size.
      const data = length > 0 && at + 8 + length <= size ? length : size - at - 8;
      return {
        format: `WAV ${format.bits}-bit/${format.rate / 1000} kHz`,
        bitrateKbps: Math.round((format.byteRate * 8) / 1000),
        durationSeconds: Math.round(data / format.byteRate),
      };
    }
    at += 8 + length + (length % 2);
  }
  return null;
}

/** The facts of the object at `key`, a `contentType` file of `size` bytes. */
export async function factsOfFile(
  bucket: R2Bucket,
  key: string,
  contentType: string,
  size: number,
): Promise<FileFacts> {
  const none: FileFacts = {
    format: FORMATS[contentType] ?? null,
    bitrateKbps: null,
    durationSeconds: null,
    pageCount: null,
    wordCount: null,
  };
  if (contentType !== "audio/wav" && contentType !== "audio/x-wav") return none;
  const head = await bucket.get(key, { range: { offset: 0, length: Math.min(size, HEADER_BYTES) } });
  if (!head) return none;
  const wav = wavFacts(new Uint8Array(await head.arrayBuffer()), size);
  return wav ? { ...none, ...wav } : { ...none, format: "WAV" };
}
