/**
 * All results as one ZIP, made in the browser: client-zip streams each result into the
 * archive as it goes (stored, not recompressed: images are compressed already), and the
 * names are made unique so no file overwrites another.
 * Runs in zip-worker.ts; the page asks for it through zip-in-worker.ts.
 */
import { downloadZip } from "client-zip";
import { uniqueNames } from "./file-names";

export async function zipResults(results: readonly { fileName: string; blob: Blob }[]): Promise<Blob> {
  const names = uniqueNames(results.map((r) => r.fileName));
  const lastModified = new Date();
  return downloadZip(results.map((r, i) => ({ name: names[i]!, input: r.blob, lastModified }))).blob();
}
