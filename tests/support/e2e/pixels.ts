import { PNG } from "pngjs";

/** Decoded RGBA pixels of a PNG screenshot. */
export interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

export function decodePng(png: Buffer | string): Pixels {
  const { width, height, data } = PNG.sync.read(typeof png === "string" ? Buffer.from(png, "base64") : png);
  return { width, height, data };
}

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of the pixel at byte offset `i`. */
export const luminance = (d: Buffer, i: number) =>
  0.2126 * channel(d[i]!) + 0.7152 * channel(d[i + 1]!) + 0.0722 * channel(d[i + 2]!);

/** WCAG contrast ratio of two luminances. */
export const contrast = (l1: number, l2: number) => (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);

/** Luminance of the pixel at (x, y). */
export const luminanceAt = (p: Pixels, x: number, y: number) => luminance(p.data, (y * p.width + x) * 4);
