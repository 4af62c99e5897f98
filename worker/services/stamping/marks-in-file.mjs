/**
 * The marks a stamped file carries (decision 054), read the way the Worker wrote them: an EPUB's
 * package document (found through container.xml), a PDF's keywords and `LaBodegaCopy` entry.
 * Nothing is guessed from the visible page. Shared by the studio's "Whose copy?" screen
 * (worker/routes/studio-whose-copy.ts) and `scripts/shop.mjs whose-copy`, so both read alike.
 */
import { strFromU8, unzipSync } from "fflate";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { PDF_MARK_KEY, marksInText, normalizeMark } from "../../contract/copy-mark-format.mjs";

const isZip = (bytes) => bytes[0] === 0x50 && bytes[1] === 0x4b;
const isPdf = (bytes) => strFromU8(bytes.subarray(0, 1024), true).includes("%PDF-");

/** What a file is by its first bytes: "epub" (any zip), "pdf", or null for neither. */
export function copyFileKind(bytes) {
  if (isZip(bytes)) return "epub";
  if (isPdf(bytes)) return "pdf";
  return null;
}

/** The marks in a stamped EPUB or PDF; throws when the file is neither, or cannot be read. */
export async function marksInFile(bytes) {
  const kind = copyFileKind(bytes);
  if (kind === "epub") {
    // Only the small XML entries: the package document names the mark.
    const files = unzipSync(bytes, { filter: (f) => /\.(?:xml|opf)$/i.test(f.name) });
    const container = files["META-INF/container.xml"] ? strFromU8(files["META-INF/container.xml"]) : "";
    const opfPath = /full-path=["']([^"']+)["']/.exec(container)?.[1];
    const opf = opfPath && files[opfPath] ? strFromU8(files[opfPath]) : "";
    return marksInText(opf);
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
