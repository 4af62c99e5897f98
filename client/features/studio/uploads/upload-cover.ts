import type { CallResult } from "#client/lib/call-result";
import { resizeCover, type ResizeDeps } from "./cover-sizes";
import { runUpload, UploadError, type UploadTransport } from "./upload-engine";

/**
 * A new cover for a product: resized in the browser, each width uploaded (small: one part each),
 * then set as the cover in one call, which the public pages show at once. Progress counts the
 * bytes of all widths together.
 */
export async function uploadCover(
  file: Blob,
  productSlug: string,
  {
    transport,
    setCover,
    onProgress,
    signal,
    resize,
  }: {
    transport: UploadTransport;
    setCover: (slug: string, uploadIds: string[]) => Promise<CallResult<unknown>>;
    onProgress?: (loaded: number, total: number) => void;
    signal?: AbortSignal;
    resize?: ResizeDeps;
  },
): Promise<void> {
  const sizes = await resizeCover(file, resize);
  const total = sizes.reduce((sum, s) => sum + s.blob.size, 0);
  let before = 0;
  const ids: string[] = [];
  for (const size of sizes) {
    const extension = size.contentType === "image/webp" ? "webp" : "jpg";
    const done = await runUpload(
      size.blob,
      {
        productSlug,
        purpose: "cover",
        fileName: `cover-${size.width}.${extension}`,
        contentType: size.contentType,
        width: size.width,
        height: size.height,
      },
      { transport, signal, onProgress: (p) => onProgress?.(before + p.loaded, total) },
    );
    if (done.purpose !== "cover") throw new UploadError("refused", null);
    ids.push(done.image.uploadId);
    before += size.blob.size;
  }
  const set = await setCover(productSlug, ids);
  if (!set.ok) throw new UploadError("refused", null, set.code, set.fields);
}
