import type { ChangeNote } from "#worker/contract/file-updates";
import type { FileRole } from "#worker/contract/album-zips";
import type { ApiErrorBody, ApiErrorCode } from "#worker/contract/api-error";
import { api } from "#client/lib/api-client";
import { settle } from "#client/lib/call-result";
import type { PartResult, UploadTransport } from "./upload-engine";

/**
 * The studio's upload calls (worker/routes/studio-uploads.ts). Every call goes through the typed
 * client but a part's PUT: `fetch` reports no upload progress, so the part goes by
 * XMLHttpRequest, whose `upload` events do, to the one address built here.
 */

type XhrLike = Pick<XMLHttpRequest, "open" | "setRequestHeader" | "send" | "abort" | "status" | "responseText"> & {
  upload: { onprogress: ((event: { loaded: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
};

const partPath = (id: string, n: number) => `/api/studio/uploads/${encodeURIComponent(id)}/parts/${n}`;

/** A part's PUT with progress; never throws (status 0 when the connection failed or was aborted). */
export function xhrPutPart(makeXhr: () => XhrLike = () => new XMLHttpRequest() as unknown as XhrLike) {
  return (id: string, n: number, body: Blob, onProgress: (loaded: number) => void, signal: AbortSignal) =>
    new Promise<PartResult>((resolve) => {
      const xhr = makeXhr();
      const failed = () => resolve({ ok: false, status: 0 });
      xhr.open("PUT", partPath(id, n));
      xhr.setRequestHeader("Content-Type", "application/octet-stream");
      xhr.upload.onprogress = (event) => onProgress(event.loaded);
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true });
        let code: ApiErrorCode | undefined;
        try {
          code = (JSON.parse(xhr.responseText) as ApiErrorBody).error.code;
        } catch {
          code = undefined;
        }
        resolve({ ok: false, status: xhr.status, ...(code ? { code } : {}) });
      };
      xhr.onerror = failed;
      xhr.onabort = failed;
      xhr.ontimeout = failed;
      if (signal.aborted) return failed();
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(body);
    });
}

/** The transport the engine uses in the browser. */
export const browserTransport = (putPart = xhrPutPart()): UploadTransport => ({
  create: (input) => settle(() => api.studio.uploads.$post({ json: input })),
  status: (id) => settle(() => api.studio.uploads[":id"].$get({ param: { id } })),
  putPart,
  complete: (id) => settle(() => api.studio.uploads[":id"].complete.$post({ param: { id } })),
  abort: (id) => settle(() => api.studio.uploads[":id"].$delete({ param: { id } })),
});

/** The studio's calls about a product's files and cover. */
export const studioFilesApi = {
  files: (product: string) => settle(() => api.studio.files.$get({ query: { product } })),
  openUploads: (product: string) => settle(() => api.studio.uploads.$get({ query: { product } })),
  publish: (id: string, note: ChangeNote) =>
    settle(() => api.studio.files[":id"].publish.$post({ param: { id }, json: { note } })),
  remove: (id: string) => settle(() => api.studio.files[":id"].$delete({ param: { id } })),
  /** What the file is in its album (decision 055). */
  albumRole: (id: string, json: { role: FileRole | null; formatGroup: string | null }) =>
    settle(() => api.studio.files[":id"].album.$put({ param: { id }, json })),
  setCover: (slug: string, images: string[]) =>
    settle(() => api.studio.covers[":slug"].$put({ param: { slug }, json: { images } })),
};
