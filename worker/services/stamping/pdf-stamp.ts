import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import { PDF_MARK_KEY, PDF_MARK_KEYWORD } from "../../contract/copy-mark-format.mjs";
import { exLibrisText, type ExLibris } from "./ex-libris";

/**
 * Stamps a PDF with pdf-lib (decision 054): the ex-libris page goes in after the first page
 * (the cover), the same size as it, and the mark goes into the document information: in the
 * keywords (what readers show) and in a `LaBodegaCopy` entry (what `whose-copy` reads).
 */

/**
 * The standard fonts are not embedded and know WinAnsi only: a name in another script keeps
 * its letters without accents where it can, and a "?" for any character still missing.
 */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((ch) => {
      if (known.has(ch.codePointAt(0)!)) return ch;
      const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return [...plain].every((c) => known.has(c.codePointAt(0)!)) && plain ? plain : "?";
    })
    .join("");
}

/** Words laid into lines no wider than `width`. */
function lines(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

export async function stampPdf(bytes: Uint8Array, page: ExLibris): Promise<Uint8Array> {
  // updateMetadata: false keeps the author's producer and dates as they were.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const first = doc.getPageCount() > 0 ? doc.getPage(0) : null;
  const { width, height } = first ? first.getSize() : { width: 420, height: 595 };
  const at = Math.min(1, doc.getPageCount());
  const sheet = doc.insertPage(at, [width, height]);
  const text = exLibrisText(page);
  const margin = Math.max(36, width * 0.12);
  const measure = width - 2 * margin;
  const scale = Math.min(1, width / 420);
  let y = height * 0.68;
  const draw = (content: string, font: PDFFont, size: number, gap: number) => {
    for (const line of lines(printable(content, font), font, size, measure)) {
      const x = (width - font.widthOfTextAtSize(line, size)) / 2;
      sheet.drawText(line, { x, y, size, font, color: rgb(0.15, 0.15, 0.15) });
      y -= size * 1.45;
    }
    y -= gap;
  };
  draw(text.title, regular, 22 * scale, 28 * scale);
  draw(text.holder.join(""), bold, 13 * scale, 14 * scale);
  draw(text.note, regular, 10.5 * scale, 36 * scale);
  draw(text.mark, regular, 8.5 * scale, 0);
  const keywords = doc.getKeywords();
  doc.setKeywords([...(keywords ? [keywords] : []), `${PDF_MARK_KEYWORD}${page.mark}`]);
  // setKeywords made the information dictionary if the file had none.
  doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of(PDF_MARK_KEY), PDFString.of(page.mark));
  // Object streams off: the information dictionary stays readable by any tool.
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
