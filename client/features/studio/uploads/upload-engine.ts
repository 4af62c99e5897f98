import type { ApiErrorCode } from "#worker/contract/api-error";
import type { CompletedUpload, UploadPurpose, UploadStatus } from "#worker/contract/studio-upload-fields";
import type { CallResult } from "#client/lib/call-result";

/**
 * The studio's upload engine (decision 046): a file in the parts the Worker fixed,
 * one at a time, each with its progress; a part that fails for the network is sent again after a
 * pause; an upload the page lost (a reload, a dropped connection) resumes from the parts the
 * Worker says it has. No DOM here but the Blob: the transport does the HTTP (uploads-api.ts), so
 * the engine is tested with a fake one.
 */

/** What a part's PUT answered: done, or why not (status 0: the connection failed or was aborted). */
export type PartResult = { ok: true } | { ok: false; status: number; code?: ApiErrorCode };

export interface UploadTransport {
  create(input: UploadRequest & { sizeBytes: number }): Promise<CallResult<UploadStatus>>;
  status(id: string): Promise<CallResult<UploadStatus>>;
  putPart(
    id: string,
    partNumber: number,
    body: Blob,
    onProgress: (loaded: number) => void,
    signal: AbortSignal,
  ): Promise<PartResult>;
  complete(id: string): Promise<CallResult<CompletedUpload>>;
  abort(id: string): Promise<CallResult<unknown>>;
}

/** What the upload is for, as the Worker's create call takes it (less the size: the Blob's). */
export interface UploadRequest {
  productSlug: string;
  purpose: UploadPurpose;
  fileName: string;
  contentType: string;
  label?: string;
  replacesFileId?: string;
  width?: number;
  height?: number;
}

export interface UploadProgress {
  uploadId: string;
  loaded: number;
  total: number;
  /** Parts the Worker has. */
  partsDone: number;
  partCount: number;
}

export interface UploadOptions {
  transport: UploadTransport;
  /** An upload started before (kept across a reload): resumed if the Worker still has it. */
  resumeId?: string;
  onStart?: (status: UploadStatus) => void;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting pauses: the parts sent stay on the Worker for a resume; `cancelUpload` discards them. */
  signal?: AbortSignal;
  /** Sends of one part before giving up (the upload stays resumable). */
  attempts?: number;
  /** The first pause between sends of a part; it doubles each time. */
  retryDelayMs?: number;
  wait?: (ms: number) => Promise<void>;
}

/** Why an upload stopped. `resumable`: the Worker keeps what was sent; run again with `uploadId`. */
export class UploadError extends Error {
  constructor(
    readonly reason: "refused" | "network" | "paused" | "gone",
    readonly uploadId: string | null,
    readonly code?: ApiErrorCode,
    readonly fields?: Record<string, string[]>,
  ) {
    super(reason);
    this.name = "UploadError";
  }
  get resumable() {
    return this.uploadId !== null && (this.reason === "network" || this.reason === "paused");
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A status worth sending a part again for: the connection, a timeout, a busy or failing server. */
const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

async function startOrResume(file: Blob, request: UploadRequest, options: UploadOptions): Promise<UploadStatus> {
  const { transport, resumeId } = options;
  if (resumeId) {
    const known = await transport.status(resumeId);
    if (known.ok && known.data.state === "uploading" && known.data.sizeBytes === file.size) return known.data;
    if (!known.ok && retryable(known.status)) throw new UploadError("network", resumeId);
    // Gone (swept after a day, cancelled, another file): start again.
  }
  const created = await transport.create({ ...request, sizeBytes: file.size });
  if (!created.ok) {
    throw new UploadError(retryable(created.status) ? "network" : "refused", null, created.code, created.fields);
  }
  return created.data;
}

/** Uploads `file` (or the rest of it) and completes it; resolves with what the Worker recorded. */
export async function runUpload(file: Blob, request: UploadRequest, options: UploadOptions): Promise<CompletedUpload> {
  const { transport, signal, onProgress } = options;
  const attempts = options.attempts ?? 4;
  const wait = options.wait ?? sleep;
  const baseDelay = options.retryDelayMs ?? 1000;
  const status = await startOrResume(file, request, options);
  options.onStart?.(status);
  const id = status.id;
  const done = new Set(status.parts.map((p) => p.partNumber));
  let loaded = status.parts.reduce((sum, p) => sum + p.sizeBytes, 0);
  const report = (extra = 0) =>
    onProgress?.({
      uploadId: id,
      loaded: loaded + extra,
      total: file.size,
      partsDone: done.size,
      partCount: status.partCount,
    });
  report();

  for (let n = 1; n <= status.partCount; n++) {
    if (done.has(n)) continue;
    const part = file.slice((n - 1) * status.partSize, Math.min(n * status.partSize, file.size));
    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw new UploadError("paused", id);
      const result = await transport.putPart(
        id,
        n,
        part,
        (partLoaded) => report(partLoaded),
        signal ?? new AbortController().signal,
      );
      if (result.ok) break;
      if (signal?.aborted) throw new UploadError("paused", id);
      if (result.status === 404) throw new UploadError("gone", null, result.code);
      if (!retryable(result.status)) throw new UploadError("refused", id, result.code);
      if (attempt >= attempts) throw new UploadError("network", id, result.code);
      report();
      await wait(baseDelay * 2 ** (attempt - 1));
    }
    done.add(n);
    loaded += part.size;
    report();
  }

  const completed = await transport.complete(id);
  if (completed.ok) return completed.data;
  // Parts the Worker lacks after all (a part lost between two answers): the caller resumes.
  if (completed.status === 409 || retryable(completed.status)) throw new UploadError("network", id, completed.code);
  throw new UploadError(completed.status === 404 ? "gone" : "refused", null, completed.code, completed.fields);
}

/** Gives an upload up for good: the Worker drops its parts. */
export async function cancelUpload(transport: UploadTransport, uploadId: string): Promise<void> {
  await transport.abort(uploadId);
}

/** A whole number percentage for a progress bar's words. */
export const percentOf = ({ loaded, total }: Pick<UploadProgress, "loaded" | "total">) =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/**
 * Where the page remembers an upload it started, so a reload offers to resume it: by product,
 * purpose, name, size and modification time (the same file picked again).
 */
export function resumeKey(
  request: Pick<UploadRequest, "productSlug" | "purpose" | "fileName">,
  file: Blob & { lastModified?: number },
) {
  return `la-bodega:upload:${request.productSlug}:${request.purpose}:${request.fileName}:${file.size}:${file.lastModified ?? 0}`;
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const resumeStore = (storage: KeyValueStore) => ({
  recall: (key: string) => storage.getItem(key) ?? undefined,
  remember: (key: string, uploadId: string) => storage.setItem(key, uploadId),
  forget: (key: string) => storage.removeItem(key),
});
