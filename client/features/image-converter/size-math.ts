/** The converter's arithmetic: how big a result may be, and what it saves. */

export interface Size {
  width: number;
  height: number;
}

/**
 * The largest size within `max` with the source's aspect ratio, never bigger than the source
 * (a small image stays as it is). Each side is at least 1 px, so a 10000×1 strip still draws.
 */
export function fitWithin(source: Size, max: Size): Size {
  const scale = Math.min(1, max.width / source.width, max.height / source.height);
  if (scale === 1) return { width: source.width, height: source.height };
  return {
    width: Math.max(1, Math.min(max.width, Math.round(source.width * scale))),
    height: Math.max(1, Math.min(max.height, Math.round(source.height * scale))),
  };
}

/**
 * What the result saves against the original, as a fraction: 0.75 means a quarter of the size
 * is left; negative when the result is bigger (a PNG made from a small JPEG).
 */
export function saving(originalBytes: number, resultBytes: number): number {
  if (originalBytes <= 0) return 0;
  return (originalBytes - resultBytes) / originalBytes;
}

/** A whole batch's bytes before and after, over the files that finished. */
export function batchSaving(results: readonly { originalBytes: number; resultBytes: number }[]): {
  originalBytes: number;
  resultBytes: number;
  saving: number;
} {
  const originalBytes = results.reduce((sum, r) => sum + r.originalBytes, 0);
  const resultBytes = results.reduce((sum, r) => sum + r.resultBytes, 0);
  return { originalBytes, resultBytes, saving: saving(originalBytes, resultBytes) };
}
