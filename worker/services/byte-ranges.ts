/**
 * One byte range of a representation of `size` bytes, as RFC 9110 §14 reads a Range header
 * (decision 051). `whole`: no header, another unit, a malformed header, or several ranges (the
 * server may ignore Range, and a player asks for one range at a time: no multipart answers);
 * `partial`: the bytes to send; `unsatisfiable`: a well-formed range that starts past the end.
 */
export type ByteRange =
  | { kind: "whole" }
  | { kind: "partial"; offset: number; length: number }
  | { kind: "unsatisfiable" };

const RANGE = /^bytes=(\d*)-(\d*)$/;

export function byteRange(header: string | null | undefined, size: number): ByteRange {
  if (!header) return { kind: "whole" };
  const spec = header.replace(/\s+/g, "");
  if (spec.includes(",")) return { kind: "whole" };
  const match = RANGE.exec(spec);
  if (!match) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    // A suffix: the last n bytes (all of them when n is the size or more); n = 0 asks for none.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    const length = Math.min(suffix, size);
    return { kind: "partial", offset: size - length, length };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Number(last);
  // A last position before the first makes the range invalid: the header is ignored.
  if (last !== "" && end < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", offset: start, length: Math.min(end, size - 1) - start + 1 };
}

/**
 * Whether an `If-Range` lets the range apply: only a strong ETag equal to the current one (a
 * date is not compared: the range is ignored and the whole sent, which is always correct).
 */
export function rangeStillApplies(ifRange: string | null | undefined, etag: string): boolean {
  if (!ifRange) return true;
  const tag = ifRange.trim();
  return !tag.startsWith("W/") && tag === etag;
}

/** Whether the request's If-None-Match names this ETag (a list, weak or not, or `*`). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

const TYPES: Record<string, string> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  flac: "audio/flac",
};

/** An object stored without a type (a bulk upload from the command line) is typed by its name. */
const typeOfKey = (key: string) => TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";

/**
 * An R2 object as an HTTP answer with byte ranges: 200 whole, 206 one range, 416 past the end,
 * 304 when the client's copy is current; HEAD answers the same headers without the body (and
 * without reading it). `cacheControl` says how long it may be kept.
 */
export async function serveWithRanges(
  request: Request,
  bucket: R2Bucket,
  key: string,
  cacheControl: string,
): Promise<Response | null> {
  const head = await bucket.head(key);
  if (!head) return null;
  const etag = head.httpEtag;
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Cache-Control": cacheControl,
    "Content-Type": head.httpMetadata?.contentType ?? typeOfKey(key),
    ETag: etag,
  });
  if (etagMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });

  const range = rangeStillApplies(request.headers.get("If-Range"), etag)
    ? byteRange(request.headers.get("Range"), head.size)
    : ({ kind: "whole" } as const);
  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${head.size}`);
    headers.delete("Content-Type");
    return new Response(null, { status: 416, headers });
  }
  const partial = range.kind === "partial";
  const length = partial ? range.length : head.size;
  headers.set("Content-Length", String(length));
  if (partial) headers.set("Content-Range", `bytes ${range.offset}-${range.offset + length - 1}/${head.size}`);
  const status = partial ? 206 : 200;
  if (request.method === "HEAD") return new Response(null, { status, headers });

  const object = await bucket.get(key, partial ? { range: { offset: range.offset, length } } : undefined);
  // Replaced or deleted between the two reads: the client asks again and gets the new one.
  if (!object || object.httpEtag !== etag) {
    await object?.body.cancel();
    return null;
  }
  return new Response(object.body, { status, headers });
}
