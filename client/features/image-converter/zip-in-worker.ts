/**
 * "Download all": the batch's ZIP is made by a worker (zip-worker.ts) that lives for this one
 * archive. Reading every result and computing its CRC-32 is tens of milliseconds per batch,
 * which on the page's thread would be a frame the visitor sees stutter; client-zip's code is
 * loaded and run there too, never on the page.
 */
export interface ZipRequest {
  results: { fileName: string; blob: Blob }[];
}
export type ZipReply = { ok: true; zip: Blob } | { ok: false };

export function zipInWorker(results: readonly { fileName: string; blob: Blob }[]): Promise<Blob> {
  const worker = new Worker(new URL("./zip-worker.ts", import.meta.url), { type: "module", name: "image-zip" });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<ZipReply>) =>
      data.ok ? resolve(data.zip) : reject(new Error("The ZIP could not be made."));
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error("The ZIP worker failed."));
    };
    // Only what the archive needs crosses over: names and Blob handles, no bytes.
    const request: ZipRequest = { results: results.map(({ fileName, blob }) => ({ fileName, blob })) };
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}
