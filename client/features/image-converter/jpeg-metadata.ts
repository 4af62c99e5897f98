/**
 * "Keep metadata" for a JPEG made from a JPEG: the source's EXIF (camera, date, location) goes
 * into the result, corrected to describe it. Loaded only when a visitor turns stripping off.
 */
import piexif from "piexifjs";

/** EXIF sits at the front of a JPEG, in one segment of at most 64 KB. */
const EXIF_WINDOW_BYTES = 128 * 1024;
const CHUNK = 0x8000;

function toBinaryString(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += CHUNK) text += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return text;
}

function fromBinaryString(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * The result with the source's EXIF, or the result as it was when the source has none (or
 * EXIF this reader can't parse). The pixels are already turned upright and resized, so the
 * orientation becomes "normal", the dimensions become the result's and the embedded
 * thumbnail (the old picture, small) is left out.
 */
export async function withSourceMetadata(
  source: Blob,
  result: Blob,
  size: { width: number; height: number },
): Promise<Blob> {
  try {
    const head = toBinaryString(new Uint8Array(await source.slice(0, EXIF_WINDOW_BYTES).arrayBuffer()));
    const exif = piexif.load(head);
    const hasAny = ["0th", "Exif", "GPS"].some((ifd) => Object.keys(exif[ifd as "0th"] ?? {}).length > 0);
    if (!hasAny) return result;
    exif["0th"] = { ...exif["0th"], [piexif.ImageIFD.Orientation]: 1 };
    exif.Exif = {
      ...exif.Exif,
      [piexif.ExifIFD.PixelXDimension]: size.width,
      [piexif.ExifIFD.PixelYDimension]: size.height,
    };
    delete exif["1st"];
    delete exif.thumbnail;
    const jpeg = toBinaryString(new Uint8Array(await result.arrayBuffer()));
    return new Blob([fromBinaryString(piexif.insert(piexif.dump(exif), jpeg))], { type: "image/jpeg" });
  } catch {
    return result;
  }
}
