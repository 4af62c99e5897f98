import { MAX_ATTACHMENT_BYTES } from "../contract/delivery";
import { EmailSendError, type AttachmentRef } from "./transport";

function bucketOf(files: R2Bucket | undefined): R2Bucket {
  // Only the cron sweep and a request's own send carry the bucket; a bare send waits for them.
  if (!files) throw new EmailSendError("attachments need the file bucket; the cron sweep will send it", false);
  return files;
}

/** Refuses for good what can never be sent: an object gone from the bucket, or over the limit. */
function sendable<T extends R2Object>(object: T | null, ref: AttachmentRef): T {
  if (!object) throw new EmailSendError(`attachment ${ref.key} is not in the bucket`, true);
  if (object.size > MAX_ATTACHMENT_BYTES)
    throw new EmailSendError(`attachment ${ref.key} is ${object.size} bytes, over ${MAX_ATTACHMENT_BYTES}`, true);
  return object;
}

/** An attachment's object without its bytes (the dev mailbox keeps only the reference and size). */
export async function attachmentHead(files: R2Bucket | undefined, ref: AttachmentRef): Promise<R2Object> {
  return sendable(await bucketOf(files).head(ref.key), ref);
}

/** An attachment's object with its body, to stream into the provider's request. */
export async function attachmentObject(files: R2Bucket | undefined, ref: AttachmentRef): Promise<R2ObjectBody> {
  const object = await bucketOf(files).get(ref.key);
  if (object && object.size > MAX_ATTACHMENT_BYTES) await object.body.cancel();
  return sendable(object, ref);
}

const encoder = new TextEncoder();
/** Bytes encoded per step: a multiple of 3, so each step's base64 has no padding inside the stream. */
const STEP = 3 * 16_384;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** An object's bytes as base64 text, a step at a time, carrying what does not fill a step over. */
function base64Stream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let carry = new Uint8Array(0);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const bytes = new Uint8Array(carry.length + chunk.length);
        bytes.set(carry);
        bytes.set(chunk, carry.length);
        const whole = bytes.length - (bytes.length % 3);
        for (let i = 0; i < whole; i += STEP)
          controller.enqueue(encoder.encode(toBase64(bytes.subarray(i, Math.min(i + STEP, whole)))));
        carry = bytes.slice(whole);
      },
      flush(controller) {
        if (carry.length) controller.enqueue(encoder.encode(toBase64(carry)));
      },
    }),
  );
}

/**
 * The JSON body of one Resend email with its attachments as `[{ filename, content_type, content }]`,
 * `content` being each object's base64 streamed from R2. Its length is known before the first byte
 * (base64 is 4 bytes per 3, rounded up), so it goes out with a Content-Length, not chunked.
 */
export async function attachmentBodies(
  files: R2Bucket | undefined,
  email: Record<string, unknown>,
  refs: AttachmentRef[],
): Promise<ReadableStream<Uint8Array>> {
  const objects: R2ObjectBody[] = [];
  try {
    for (const ref of refs) objects.push(await attachmentObject(files, ref));
  } catch (err) {
    await Promise.all(objects.map((o) => o.body.cancel()));
    throw err;
  }
  const head = JSON.stringify(email).slice(0, -1);
  const parts: Array<Uint8Array | { body: ReadableStream<Uint8Array>; length: number }> = [
    encoder.encode(`${head},"attachments":[`),
  ];
  refs.forEach((ref, i) => {
    const open = JSON.stringify({ filename: ref.filename, content_type: ref.contentType, content: "" }).slice(0, -2);
    parts.push(encoder.encode(`${i ? "," : ""}${open}`));
    parts.push({ body: base64Stream(objects[i]!.body), length: 4 * Math.ceil(objects[i]!.size / 3) });
    parts.push(encoder.encode(`"}`));
  });
  parts.push(encoder.encode("]}"));
  const length = parts.reduce((sum, p) => sum + p.length, 0);
  const { readable, writable } = new FixedLengthStream(length);
  void (async () => {
    const writer = writable.getWriter();
    try {
      for (const part of parts) {
        if (part instanceof Uint8Array) await writer.write(part);
        else for await (const chunk of part.body) await writer.write(chunk);
      }
      await writer.close();
    } catch (err) {
      await writer.abort(err);
    }
  })();
  return readable;
}
