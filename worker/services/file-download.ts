/**
 * `Content-Disposition: attachment` per RFC 6266: an ASCII `filename` for old clients and the
 * exact UTF-8 name in `filename*` (RFC 8187 encoding).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Streams a private R2 object as a download; null when the object is missing. */
export async function fileDownloadResponse(
  bucket: R2Bucket,
  key: string,
  fileName: string,
  contentType: string,
): Promise<Response | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  return attachmentResponse(object.body, { size: object.size, fileName, contentType, etag: object.httpEtag });
}

/** A private download's answer, for a stored object or bytes made for this request. */
export function attachmentResponse(
  body: ReadableStream | Uint8Array,
  file: { size: number; fileName: string; contentType: string; etag?: string },
): Response {
  return new Response(body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "Cache-Control": "private, no-store",
      ...(file.etag ? { ETag: file.etag } : {}),
    },
  });
}
