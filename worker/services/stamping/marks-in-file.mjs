/**
 * The marks a stamped file carries (decision 054), read the way the Worker wrote them: an EPUB's
 * package document (found through container.xml), a PDF's keywords and `LaBodegaCopy` entry.
 * Nothing is guessed from the visible page. Shared by the studio's "Whose copy?" screen
 * (worker/routes/studio-whose-copy.ts) and `scripts/shop.mjs whose-copy`, so both read alike.
 */
import { strFromU8 } from "fflate";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { FILE_SIGNATURES } from "../../contract/file-signatures.mjs";
import { PDF_MARK_KEY, marksInText, normalizeMark } from "../../contract/copy-mark-format.mjs";
import { boundedEntryReader, readZipEntries } from "../zip-read.mjs";

export { ArchiveTooLargeError } from "../zip-read.mjs";

/**
 * What a file is by its first bytes: "epub" (any zip: a copy passed around may have been
 * re-zipped without the mimetype entry first), "pdf", or null for neither.
 */
export function copyFileKind(bytes) {
  if (FILE_SIGNATURES["application/zip"](bytes)) return "epub";
  if (FILE_SIGNATURES["application/pdf"](bytes)) return "pdf";
  return null;
}

/**
 * The marks in a stamped EPUB or PDF; throws when the file is neither, or cannot be read, and
 * ArchiveTooLargeError when the EPUB's entries inflate past the bound (a zip bomb).
 */
export async function marksInFile(bytes) {
  const kind = copyFileKind(bytes);
  if (kind === "epub") {
    // Only the two small XML entries are inflated: the package document names the mark.
    const entries = readZipEntries(bytes);
    const read = boundedEntryReader();
    const text = (name) => {
      const entry = entries.find((e) => e.name === name);
      return entry ? strFromU8(read(entry)) : "";
    };
    const opfPath = /full-path=["']([^"']+)["']/.exec(text("META-INF/container.xml"))?.[1];
    return marksInText(opfPath ? text(opfPath) : "");
  }
  if (kind === "pdf") {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    const info = doc.context.lookupMaybe(doc.context.trailerInfo.Info, PDFDict);
    const entry = info?.lookup(PDFName.of(PDF_MARK_KEY));
    const fromEntry = entry && "decodeText" in entry ? normalizeMark(entry.decodeText()) : null;
    return [...new Set([...(fromEntry ? [fromEntry] : []), ...marksInText(doc.getKeywords() ?? "")])];
  }
  throw new Error("not an EPUB or a PDF");
}
