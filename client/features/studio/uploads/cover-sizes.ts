/**
 * A cover resized in the browser for the widths the public pages need (decision 046). The
 * Worker has a few milliseconds of CPU per request and no image codec; the author's browser
 * decodes and encodes natively, as the image converter does (decision 015).
 *
 * The widths: a thumbnail (cart, wishlist, bundle offers: at most 6rem, 96 px) at 2x is 192;
 * a card of the grid (up to 22rem) or the product page's column (up to 24rem, 384 px) at 1x is
 * under 480, at 2x under 960. The widest is also the page's `src` and its JSON-LD image.
 */
export const COVER_WIDTHS = [240, 480, 960] as const;

export interface CoverSize {
  width: number;
  height: number;
}

/**
 * The sizes to make from an image of `width` × `height`: each of COVER_WIDTHS the image is at
 * least as wide as (never enlarged), or the image's own width alone when it is narrower than all.
 */
export function planCoverSizes(width: number, height: number): CoverSize[] {
  const fit = (w: number) => ({ width: w, height: Math.max(1, Math.round((height * w) / width)) });
  const widths = COVER_WIDTHS.filter((w) => w <= width);
  return widths.length ? widths.map(fit) : [fit(Math.max(1, Math.round(width)))];
}

/** The canvas the resizer draws on: an OffscreenCanvas in the browser, a fake in tests. */
export interface CoverCanvas {
  getContext(kind: "2d"): {
    imageSmoothingEnabled: boolean;
    imageSmoothingQuality: ImageSmoothingQuality;
    drawImage(image: CanvasImageSource, x: number, y: number, w: number, h: number): void;
  } | null;
  convertToBlob(options: { type: string; quality: number }): Promise<Blob>;
}

export interface ResizeDeps {
  decode: (file: Blob) => Promise<{ width: number; height: number; close(): void } & CanvasImageSource>;
  canvas: (width: number, height: number) => CoverCanvas;
}

const browserDeps = (): ResizeDeps => ({
  // EXIF rotation applied, as a photo of a printed cover often carries one.
  decode: (file) => createImageBitmap(file, { imageOrientation: "from-image" }),
  canvas: (width, height) => new OffscreenCanvas(width, height) as unknown as CoverCanvas,
});

export interface ResizedCover extends CoverSize {
  blob: Blob;
  contentType: string;
}

/**
 * Each size of the cover as WebP (JPEG where the browser can't encode WebP: it answers PNG then,
 * far heavier for a picture). One decoded image in memory, released when done.
 */
export async function resizeCover(file: Blob, deps: ResizeDeps = browserDeps()): Promise<ResizedCover[]> {
  const image = await deps.decode(file);
  try {
    const out: ResizedCover[] = [];
    for (const size of planCoverSizes(image.width, image.height)) {
      const canvas = deps.canvas(size.width, size.height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d canvas");
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, size.width, size.height);
      let blob = await canvas.convertToBlob({ type: "image/webp", quality: 0.86 });
      if (blob.type !== "image/webp") blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.88 });
      out.push({ ...size, blob, contentType: blob.type || "image/jpeg" });
    }
    return out;
  } finally {
    image.close();
  }
}
