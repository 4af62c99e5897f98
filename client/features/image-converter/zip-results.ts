/**
 * All results as one ZIP, made in the browser: client-zip streams each result into the
 * archive as it goes (stored, not recompressed: images are compressed already), and the
 * names are made unique so no file overwrites another.
 */
import { downloadZip } from "client-zip";
import { uniqueNames } from "./file-names";

export async function zipResults(results: readonly { fileName: string; blob: Blob }[]): Promise<Blob> {
  const names = uniqueNames(results.map((r) => r.fileName));
  const lastModified = new Date();
  return downloadZip(results.map((r, i) => ({ name: names[i]!, input: r.blob, lastModified }))).blob();
}

/** Hands a Blob to the browser as a download, and lets go of its URL once the browser has it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
