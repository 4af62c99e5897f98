/**
 * Which output formats this browser can encode. Every browser makes PNG; JPEG and WebP nearly
 * all; AVIF only some. An encoder that is missing answers with a PNG instead, which is how it
 * shows. Asked once per page.
 */
import { MIME_TYPES, OUTPUT_FORMATS, type OutputFormat } from "./converter-settings";

let support: Promise<ReadonlySet<OutputFormat>> | undefined;

async function canEncode(format: OutputFormat): Promise<boolean> {
  try {
    const canvas = new OffscreenCanvas(2, 2);
    // A canvas without a context has nothing to encode: Chromium refuses it outright.
    canvas.getContext("2d")!.fillRect(0, 0, 2, 2);
    const blob = await canvas.convertToBlob({ type: MIME_TYPES[format] });
    return blob.type === MIME_TYPES[format];
  } catch {
    return false;
  }
}

export function encodableFormats(): Promise<ReadonlySet<OutputFormat>> {
  support ??= (async () => {
    if (typeof OffscreenCanvas === "undefined") return new Set<OutputFormat>();
    const results = await Promise.all(OUTPUT_FORMATS.map(async (format) => [format, await canEncode(format)] as const));
    return new Set(results.filter(([, ok]) => ok).map(([format]) => format));
  })();
  return support;
}
