/**
 * The leading bytes of a well-formed file of each type the studio takes, for tests whose uploads
 * are otherwise made-up bytes: the Worker checks a file's first bytes against its type.
 */
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));

const EPUB_HEAD = [
  ...text("PK\x03\x04"),
  ...[10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 20, 0, 0, 0],
  ...[8, 0, 0, 0],
  ...text("mimetypeapplication/epub+zip"),
];

export const FILE_HEADS: Record<string, Uint8Array> = {
  "application/zip": new Uint8Array(text("PK\x03\x04")),
  "application/epub+zip": new Uint8Array(EPUB_HEAD),
  "application/pdf": new Uint8Array(text("%PDF-1.7\n")),
  "image/png": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  "image/webp": new Uint8Array(text("RIFF\x00\x00\x00\x00WEBPVP8 ")),
  "audio/wav": new Uint8Array(text("RIFF\x00\x00\x00\x00WAVE")),
  "audio/mpeg": new Uint8Array(text("ID3\x04\x00")),
  "audio/flac": new Uint8Array(text("fLaC")),
  "audio/ogg": new Uint8Array(text("OggS")),
};

/** `data` with its first bytes made a well-formed `contentType` head (in place; returned for chaining). */
export function withHead(contentType: string, data: Uint8Array): Uint8Array {
  const head = FILE_HEADS[contentType];
  if (!head) throw new Error(`no test head for ${contentType}`);
  data.set(head.subarray(0, data.length));
  return data;
}
