/**
 * One image's conversion, as a converter worker runs it (converter-worker.ts): decode (turned
 * the way the camera recorded it), scale into the maximum size, encode. Only the decoded
 * bitmap and one canvas exist at a time, and the bitmap is released as soon as it is drawn.
 */
import { LOSSY_FORMATS, MIME_TYPES, type ConverterSettings } from "./converter-settings";
import { MAX_PIXELS, type InputKind } from "./input-files";
import { fitWithin } from "./size-math";

export type ConversionStage = "decoding" | "resizing" | "encoding";

export interface ConversionResult {
  blob: Blob;
  /** A small preview for the list (at most 320 px a side). */
  thumbnail: Blob;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
}

/** A conversion that can't be done, with the reason the visitor is shown. */
export class ConversionError extends Error {
  constructor(readonly reason: "undecodable" | "tooManyPixels" | "encoderUnsupported" | "failed") {
    super(reason);
    this.name = "ConversionError";
  }
}

const THUMBNAIL = { width: 320, height: 320 };

function draw(bitmap: CanvasImageSource, size: { width: number; height: number }, opaque: boolean): OffscreenCanvas {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext("2d", { alpha: !opaque });
  if (!context) throw new ConversionError("failed");
  // JPEG has no transparency: a transparent PNG turns white rather than black.
  if (opaque) {
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

export async function convertImage(
  file: Blob,
  kind: InputKind,
  settings: ConverterSettings,
  onStage: (stage: ConversionStage) => void = () => {},
): Promise<ConversionResult> {
  onStage("decoding");
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: settings.applyOrientation ? "from-image" : "none" });
  } catch {
    throw new ConversionError("undecodable");
  }
  const source = { width: bitmap.width, height: bitmap.height };
  let canvas: OffscreenCanvas;
  try {
    if (source.width * source.height > MAX_PIXELS) throw new ConversionError("tooManyPixels");
    onStage("resizing");
    const opaque = settings.format === "jpeg";
    canvas = draw(bitmap, fitWithin(source, { width: settings.maxWidth, height: settings.maxHeight }), opaque);
  } finally {
    bitmap.close();
  }
  // The preview comes from the result, a fraction of the original's pixels.
  const thumbnailCanvas = draw(canvas, fitWithin(canvas, THUMBNAIL), false);

  onStage("encoding");
  const type = MIME_TYPES[settings.format];
  const blob = await canvas.convertToBlob(
    LOSSY_FORMATS.has(settings.format) ? { type, quality: settings.quality } : { type },
  );
  // A browser without that encoder quietly answers with a PNG.
  if (blob.type !== type) throw new ConversionError("encoderUnsupported");
  const thumbnail = await thumbnailCanvas.convertToBlob({ type: "image/webp", quality: 0.7 });
  const result = {
    blob,
    thumbnail,
    width: canvas.width,
    height: canvas.height,
    sourceWidth: source.width,
    sourceHeight: source.height,
  };
  // Free the canvases' pixels now rather than at the next collection.
  canvas.width = canvas.height = thumbnailCanvas.width = thumbnailCanvas.height = 0;

  if (!settings.stripMetadata && settings.format === "jpeg" && kind === "jpeg") {
    const { withSourceMetadata } = await import("./jpeg-metadata");
    return { ...result, blob: await withSourceMetadata(file, result.blob, result) };
  }
  return result;
}
