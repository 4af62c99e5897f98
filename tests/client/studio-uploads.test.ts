import { describe, expect, it, vi } from "vitest";
import {
  COVER_WIDTHS,
  planCoverSizes,
  resizeCover,
  type ResizeDeps,
} from "#client/features/studio/uploads/cover-sizes";
import { uploadCover } from "#client/features/studio/uploads/upload-cover";
import {
  percentOf,
  resumeKey,
  resumeStore,
  runUpload,
  UploadError,
  type PartResult,
  type UploadProgress,
  type UploadTransport,
} from "#client/features/studio/uploads/upload-engine";
import { xhrPutPart } from "#client/features/studio/uploads/uploads-api";
import type { CompletedUpload, UploadStatus } from "#worker/contract/studio-upload-fields";

/**
 * The studio's upload engine (decision 046): parts in order with progress, a failed
 * part sent again, a resume from what the Worker has, a pause that keeps the upload, refusals
 * that stop it; the part's XMLHttpRequest; covers resized to the pages' widths, never enlarged.
 */

const PART = 10;

function fakeTransport(
  size: number,
  {
    done = [] as number[],
    failures = {} as Record<number, PartResult[]>,
    known = true,
  }: { done?: number[]; failures?: Record<number, PartResult[]>; known?: boolean } = {},
) {
  const status = (id: string): UploadStatus => ({
    id,
    productSlug: "book-one",
    purpose: "file",
    fileName: "book.epub",
    contentType: "application/epub+zip",
    sizeBytes: size,
    partSize: PART,
    partCount: Math.ceil(size / PART),
    parts: done.map((n) => ({ partNumber: n, sizeBytes: Math.min(PART, size - (n - 1) * PART) })),
    state: "uploading",
  });
  const sent: { n: number; size: number }[] = [];
  const transport = {
    create: vi.fn(async (_input: Parameters<UploadTransport["create"]>[0]) => ({
      ok: true as const,
      data: status("new-upload"),
    })),
    status: vi.fn(async (id: string) =>
      known ? { ok: true as const, data: status(id) } : { ok: false as const, status: 404, code: "not_found" as const },
    ),
    putPart: vi.fn(async (_id: string, n: number, body: Blob, onProgress: (loaded: number) => void) => {
      const failure = failures[n]?.shift();
      if (failure) return failure;
      onProgress(Math.floor(body.size / 2));
      onProgress(body.size);
      sent.push({ n, size: body.size });
      return { ok: true as const };
    }),
    complete: vi.fn(async (id: string) => ({
      ok: true as const,
      data: { purpose: "file", file: { id, sizeBytes: size } } as unknown as CompletedUpload,
    })),
    abort: vi.fn(async () => ({ ok: true as const, data: {} })),
  } satisfies UploadTransport;
  return { transport, sent };
}

const blob = (size: number) => new Blob([new Uint8Array(size)]);
const request = {
  productSlug: "book-one",
  purpose: "file" as const,
  fileName: "book.epub",
  contentType: "application/epub+zip",
  label: "EPUB",
};
const noWait = vi.fn(async () => {});

describe("the upload engine", () => {
  it("sends the parts in order at the Worker's part size, reports progress up to the whole, and completes", async () => {
    const { transport, sent } = fakeTransport(25);
    const progress: UploadProgress[] = [];
    const done = await runUpload(blob(25), request, { transport, onProgress: (p) => progress.push(p) });
    expect(transport.create).toHaveBeenCalledWith({ ...request, sizeBytes: 25 });
    expect(sent).toEqual([
      { n: 1, size: 10 },
      { n: 2, size: 10 },
      { n: 3, size: 5 },
    ]);
    const loaded = progress.map((p) => p.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ loaded: 25, total: 25, partsDone: 3, partCount: 3 });
    expect(percentOf(progress[3]!)).toBe(Math.floor((progress[3]!.loaded / 25) * 100));
    expect(transport.complete).toHaveBeenCalledWith("new-upload");
    expect(done.purpose).toBe("file");
  });

  it("sends a part again after a network failure or a 503, waiting longer each time", async () => {
    const { transport, sent } = fakeTransport(25, {
      failures: {
        2: [
          { ok: false, status: 0 },
          { ok: false, status: 503 },
        ],
      },
    });
    const wait = vi.fn(async () => {});
    await runUpload(blob(25), request, { transport, wait, retryDelayMs: 100 });
    expect(wait.mock.calls).toEqual([[100], [200]]);
    expect(sent.map((s) => s.n)).toEqual([1, 2, 3]);
  });

  it("resumes from the parts the Worker has: only the rest is sent, progress starts from them", async () => {
    const { transport, sent } = fakeTransport(25, { done: [1, 3] });
    const progress: UploadProgress[] = [];
    await runUpload(blob(25), request, { transport, resumeId: "kept", onProgress: (p) => progress.push(p) });
    expect(transport.create).not.toHaveBeenCalled();
    expect(transport.status).toHaveBeenCalledWith("kept");
    expect(sent).toEqual([{ n: 2, size: 10 }]);
    expect(progress[0]).toMatchObject({ loaded: 15, partsDone: 2 });
    expect(transport.complete).toHaveBeenCalledWith("kept");
  });

  it("starts again when the upload to resume is gone (cleaned up after a day)", async () => {
    const { transport, sent } = fakeTransport(15, { known: false });
    await runUpload(blob(15), request, { transport, resumeId: "swept" });
    expect(transport.create).toHaveBeenCalled();
    expect(sent.map((s) => s.n)).toEqual([1, 2]);
  });

  it("gives up after its attempts, resumable with the upload's id", async () => {
    const { transport } = fakeTransport(25, { failures: { 1: Array(9).fill({ ok: false, status: 0 }) } });
    const error = await runUpload(blob(25), request, { transport, wait: noWait, attempts: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ reason: "network", uploadId: "new-upload", resumable: true });
    expect(transport.putPart).toHaveBeenCalledTimes(3);
    expect(transport.complete).not.toHaveBeenCalled();
  });

  it("stops at a refusal without retrying; a refused start carries the field errors", async () => {
    const { transport } = fakeTransport(25, {
      failures: { 1: [{ ok: false, status: 400, code: "validation_failed" }] },
    });
    const error = await runUpload(blob(25), request, { transport, wait: noWait }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: "refused", code: "validation_failed" });
    expect(transport.putPart).toHaveBeenCalledTimes(1);

    transport.create.mockResolvedValueOnce({
      ok: false,
      status: 400,
      code: "validation_failed",
      fields: { contentType: ["type_not_allowed"] },
    } as never);
    const refused = await runUpload(blob(25), request, { transport }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ reason: "refused", uploadId: null, fields: { contentType: ["type_not_allowed"] } });
  });

  it("pauses when its signal aborts: the upload stays on the Worker to resume", async () => {
    const { transport } = fakeTransport(25);
    const controller = new AbortController();
    transport.putPart.mockImplementationOnce(async () => {
      controller.abort();
      return { ok: false, status: 0 };
    });
    const error = await runUpload(blob(25), request, { transport, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: "paused", uploadId: "new-upload", resumable: true });
    expect(transport.abort).not.toHaveBeenCalled();
  });

  it("remembers an upload by product, purpose, name, size and date, to offer it after a reload", () => {
    const storage = new Map<string, string>();
    const store = resumeStore({
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    });
    const file = Object.assign(blob(25), { lastModified: 123 });
    const key = resumeKey(request, file);
    store.remember(key, "kept");
    expect(store.recall(resumeKey(request, Object.assign(blob(25), { lastModified: 123 })))).toBe("kept");
    expect(store.recall(resumeKey(request, Object.assign(blob(26), { lastModified: 123 })))).toBeUndefined();
    store.forget(key);
    expect(store.recall(key)).toBeUndefined();
  });
});

describe("a part's XMLHttpRequest", () => {
  function fakeXhr() {
    const xhr = {
      open: vi.fn(),
      setRequestHeader: vi.fn(),
      send: vi.fn(),
      abort: vi.fn(() => xhr.onabort?.()),
      status: 0,
      responseText: "",
      upload: { onprogress: null as ((e: { loaded: number }) => void) | null },
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      onabort: null as (() => void) | null,
      ontimeout: null as (() => void) | null,
    };
    return xhr;
  }

  it("PUTs the part to its address, reports upload progress and reads a refusal's code", async () => {
    const xhr = fakeXhr();
    const progress: number[] = [];
    const put = xhrPutPart(() => xhr);
    const pending = put("u-1", 2, blob(10), (n) => progress.push(n), new AbortController().signal);
    expect(xhr.open).toHaveBeenCalledWith("PUT", "/api/studio/uploads/u-1/parts/2");
    xhr.upload.onprogress!({ loaded: 4 });
    xhr.upload.onprogress!({ loaded: 10 });
    xhr.status = 200;
    xhr.onload!();
    expect(await pending).toEqual({ ok: true });
    expect(progress).toEqual([4, 10]);

    const refused = fakeXhr();
    const answer = xhrPutPart(() => refused)("u-1", 1, blob(3), () => {}, new AbortController().signal);
    refused.status = 400;
    refused.responseText = JSON.stringify({ error: { code: "validation_failed", message: "x" } });
    refused.onload!();
    expect(await answer).toEqual({ ok: false, status: 400, code: "validation_failed" });
  });

  it("a dropped connection or an abort is status 0", async () => {
    const dropped = fakeXhr();
    const pending = xhrPutPart(() => dropped)("u", 1, blob(1), () => {}, new AbortController().signal);
    dropped.onerror!();
    expect(await pending).toEqual({ ok: false, status: 0 });
    const aborted = fakeXhr();
    const controller = new AbortController();
    const paused = xhrPutPart(() => aborted)("u", 1, blob(1), () => {}, controller.signal);
    controller.abort();
    expect(aborted.abort).toHaveBeenCalled();
    expect(await paused).toEqual({ ok: false, status: 0 });
  });
});

describe("cover sizes", () => {
  it("makes each of the pages' widths the image is wide enough for, never enlarging", () => {
    expect(planCoverSizes(3000, 4500)).toEqual(COVER_WIDTHS.map((w) => ({ width: w, height: w * 1.5 })));
    expect(planCoverSizes(600, 600)).toEqual([
      { width: 240, height: 240 },
      { width: 480, height: 480 },
    ]);
    expect(planCoverSizes(200, 300)).toEqual([{ width: 200, height: 300 }]);
  });

  function fakeDeps(encodes: string[]): ResizeDeps & { drawn: number[][]; closed: () => boolean } {
    let closed = false;
    const drawn: number[][] = [];
    return {
      drawn,
      closed: () => closed,
      decode: async () => ({ width: 600, height: 900, close: () => (closed = true) }) as never,
      canvas: () => ({
        getContext: () => ({
          imageSmoothingEnabled: false,
          imageSmoothingQuality: "low",
          drawImage: (_i: unknown, _x: number, _y: number, w: number, h: number) => drawn.push([w, h]),
        }),
        convertToBlob: async ({ type }: { type: string }) =>
          new Blob([new Uint8Array(5)], { type: encodes.includes(type) ? type : "image/png" }),
      }),
    };
  }

  it("encodes WebP, or JPEG where the browser can't, and releases the decoded image", async () => {
    const webp = fakeDeps(["image/webp", "image/jpeg"]);
    const sizes = await resizeCover(blob(1), webp);
    expect(sizes.map((s) => [s.width, s.height, s.contentType])).toEqual([
      [240, 360, "image/webp"],
      [480, 720, "image/webp"],
    ]);
    expect(webp.drawn).toEqual([
      [240, 360],
      [480, 720],
    ]);
    expect(webp.closed()).toBe(true);
    const jpeg = fakeDeps(["image/jpeg"]);
    expect((await resizeCover(blob(1), jpeg)).map((s) => s.contentType)).toEqual(["image/jpeg", "image/jpeg"]);
  });

  it("uploads every width as a cover upload, then sets them as the cover in one call", async () => {
    const created: unknown[] = [];
    const { transport } = fakeTransport(5);
    let next = 0;
    transport.create.mockImplementation(async (input: Parameters<UploadTransport["create"]>[0]) => {
      created.push(input);
      const id = `cover-${++next}`;
      return {
        ok: true as const,
        data: { ...(await transport.status(id)).data!, id } as UploadStatus,
      };
    });
    transport.complete.mockImplementation(async (id: string) => ({
      ok: true as const,
      data: {
        purpose: "cover",
        image: { uploadId: id, src: `/media/uploads/${id}`, width: 1, height: 1 },
      } as CompletedUpload,
    }));
    const setCover = vi.fn(async () => ({ ok: true as const, data: {} }));
    const progress: number[] = [];
    await uploadCover(blob(1), "book-one", {
      transport,
      setCover,
      resize: fakeDeps(["image/webp"]),
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(created).toMatchObject([
      {
        purpose: "cover",
        width: 240,
        height: 360,
        contentType: "image/webp",
        fileName: "cover-240.webp",
        sizeBytes: 5,
      },
      {
        purpose: "cover",
        width: 480,
        height: 720,
        contentType: "image/webp",
        fileName: "cover-480.webp",
        sizeBytes: 5,
      },
    ]);
    expect(setCover).toHaveBeenCalledWith("book-one", ["cover-1", "cover-2"]);
    expect(progress.at(-1)).toBe(10);
  });
});
