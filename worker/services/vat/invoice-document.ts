import type { Locale } from "../../contract/locales";
import { formatPrice } from "../../contract/shop";
import { INVOICE_COPY } from "../../copy/invoices";
import { escapeHtml as e } from "../../contract/html-escape";
import type { CreditNote, CreditNoteDocument } from "./credit-notes";
import type { Invoice, InvoiceDocument } from "./invoices";

const LOCALE_TAGS: Record<Locale, string> = { en: "en-GB", es: "es-ES", ca: "ca-ES" };

/** "21 %" / "5,5 %" in the invoice's language. */
export function formatRate(rateBp: number, locale: Locale): string {
  return `${new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 }).format(rateBp / 100)} %`;
}

export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

const day = (ms: number, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "Europe/Madrid" }).format(ms);

/** What an invoice and the credit notes correcting it both say: parties, lines and rates. */
type SharedDocument = Pick<InvoiceDocument, "locale" | "currency" | "seller" | "buyer" | "scheme" | "lines" | "rates">;

/** The scheme's legal note (OSS names the buyer's country) in the document's language. */
function schemeNote(doc: SharedDocument): string {
  const copy = INVOICE_COPY[doc.locale];
  return doc.scheme === "oss" ? copy.notes.oss(countryName(doc.buyer.country, doc.locale)) : copy.notes[doc.scheme];
}

/** Seller, buyer, the lines and the per-rate totals, drawn alike on an invoice and a credit note. */
function partiesAndFigures(doc: SharedDocument) {
  const copy = INVOICE_COPY[doc.locale];
  const money = (cents: number) => formatPrice(cents, doc.currency, doc.locale);
  return {
    seller: [doc.seller.name, `${copy.taxId}: ${doc.seller.taxId}`, doc.seller.address, doc.seller.email],
    buyer: [
      doc.buyer.email ?? "",
      `${copy.country}: ${countryName(doc.buyer.country, doc.locale)}`,
      ...(doc.buyer.taxId ? [`${copy.taxId}: ${doc.buyer.taxId}`] : []),
    ].filter(Boolean),
    columns: [copy.description, copy.rate, copy.net, copy.vat, copy.total],
    lines: doc.lines.map((l) => [
      l.title,
      formatRate(l.rateBp, doc.locale),
      money(l.netCents),
      money(l.vatCents),
      money(l.grossCents),
    ]),
    rates: doc.rates.map((r) => [formatRate(r.rateBp, doc.locale), money(r.netCents), money(r.vatCents)]),
  };
}

/** The invoice's words and figures in its language: one source for the page and the PDF. */
export function invoiceText(invoice: Invoice) {
  const doc: InvoiceDocument = invoice.document;
  const copy = INVOICE_COPY[doc.locale];
  const money = (cents: number) => formatPrice(cents, doc.currency, doc.locale);
  return {
    copy,
    title: `${copy.title} ${invoice.number}`,
    heading: [
      [copy.number, invoice.number],
      [copy.date, day(invoice.issuedAt, doc.locale)],
      [copy.supplyDate, day(doc.paidAt, doc.locale)],
      [copy.order, doc.orderId.slice(0, 8).toUpperCase()],
    ] as [string, string][],
    ...partiesAndFigures(doc),
    totals: [
      [copy.net, money(doc.netCents)],
      [copy.vat, money(doc.vatCents)],
      [copy.totalPaid, money(doc.totalCents)],
    ] as [string, string][],
    notes: [schemeNote(doc), copy.pricesIncludeVat],
  };
}

/**
 * A credit note's words and figures in its invoice's language: the invoice it corrects and when,
 * the reason, the refund's day, the negative lines and totals, and how an amount was spread.
 */
export function creditNoteText(note: CreditNote) {
  const doc: CreditNoteDocument = note.document;
  const copy = INVOICE_COPY[doc.locale];
  const words = copy.creditNote;
  const money = (cents: number) => formatPrice(cents, doc.currency, doc.locale);
  return {
    copy,
    title: `${words.title} ${note.number}`,
    heading: [
      [words.number, note.number],
      [copy.date, day(note.issuedAt, doc.locale)],
      [words.corrects, doc.corrects.number],
      [words.correctsDate, day(doc.corrects.issuedAt, doc.locale)],
      [words.reason, words.reasons[doc.reason]],
      [words.refundDate, day(doc.refundedAt, doc.locale)],
      [copy.order, doc.orderId.slice(0, 8).toUpperCase()],
    ] as [string, string][],
    ...partiesAndFigures(doc),
    totals: [
      [copy.net, money(doc.netCents)],
      [copy.vat, money(doc.vatCents)],
      [words.totalRefunded, money(doc.totalCents)],
    ] as [string, string][],
    notes: [
      words.legal(doc.corrects.number),
      ...(doc.apportionment ? [words.apportioned[doc.apportionment.basis]] : []),
      schemeNote(doc),
      copy.pricesIncludeVat,
    ],
  };
}

const STYLE = `body{font-family:system-ui,sans-serif;color:#1c1917;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.45}
h1{font-size:1.6rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}dt{font-weight:600}dd{margin:0}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:1.5rem;margin-bottom:1.5rem}.parties h2{font-size:1rem;margin:0 0 .25rem}.parties p{margin:0}
table{width:100%;border-collapse:collapse;margin-bottom:1.25rem}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #d6d3d1}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding:.25rem 0}.totals{margin-left:auto;width:auto}.actions a{color:#7b1e3a}
@media print{.actions{display:none}body{margin:0}}`;

/** An invoice's or a credit note's words and figures, as the page and the PDF draw them. */
type DocumentText = ReturnType<typeof invoiceText>;

/** The invoice as a printable page, in the buyer's language. */
export function invoicePage(invoice: Invoice, pdfUrl: string): string {
  return documentPage(invoiceText(invoice), invoice.document.locale, pdfUrl);
}

/** A credit note as a printable page, in the invoice's language. */
export function creditNotePage(note: CreditNote, pdfUrl: string): string {
  return documentPage(creditNoteText(note), note.document.locale, pdfUrl);
}

function documentPage(text: DocumentText, lang: Locale, pdfUrl: string): string {
  const rows = (cells: string[][], numericFrom = 1) =>
    cells
      .map(
        (row) =>
          `<tr>${row.map((cell, i) => `<td${i >= numericFrom ? ' class="n"' : ""}>${e(cell)}</td>`).join("")}</tr>`,
      )
      .join("");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(text.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${e(text.title)}</h1>
<dl>${text.heading.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join("")}</dl>
<div class="parties"><section><h2>${e(text.copy.seller)}</h2>${text.seller.map((l) => `<p>${e(l)}</p>`).join("")}</section>
<section><h2>${e(text.copy.buyer)}</h2>${text.buyer.map((l) => `<p>${e(l)}</p>`).join("")}</section></div>
<table><thead><tr>${text.columns.map((c, i) => `<th scope="col"${i >= 1 ? ' class="n"' : ""}>${e(c)}</th>`).join("")}</tr></thead><tbody>${rows(text.lines)}</tbody></table>
<table><caption>${e(text.copy.byRate)}</caption><thead><tr><th scope="col">${e(text.copy.rate)}</th><th scope="col" class="n">${e(text.copy.net)}</th><th scope="col" class="n">${e(text.copy.vat)}</th></tr></thead><tbody>${rows(text.rates)}</tbody></table>
<table class="totals"><tbody>${text.totals.map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td class="n">${e(v)}</td></tr>`).join("")}</tbody></table>
${text.notes.map((n) => `<p>${e(n)}</p>`).join("")}
<p class="actions"><a href="${e(pdfUrl)}">${e(text.copy.pdf)}</a> · ${e(text.copy.print)}</p></main></body></html>`;
}

/** Helvetica (WinAnsi) can't draw every character: anything outside it becomes "?". */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const drawable = (text: string) =>
  [...text.normalize("NFC").replace(/\u202f|\u00a0/g, " ")]
    .map((ch) => ((ch >= " " && ch <= "~") || (ch >= "\u00a0" && ch <= "\u00ff") || WIN_ANSI_EXTRAS.has(ch) ? ch : "?"))
    .join("");

/** The same invoice as an A4 PDF (pdf-lib, loaded only when a PDF is asked for). */
export function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  return documentPdf(invoiceText(invoice), invoice.document.locale, invoice.document.seller.name);
}

/** The same credit note as an A4 PDF. */
export function creditNotePdf(note: CreditNote): Promise<Uint8Array> {
  return documentPdf(creditNoteText(note), note.document.locale, note.document.seller.name);
}

async function documentPdf(text: DocumentText, lang: Locale, author: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title);
  pdf.setAuthor(author);
  pdf.setLanguage(lang);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 48;
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const ink = rgb(0.11, 0.1, 0.09);
  const write = (value: string, x: number, options: { size?: number; bold?: boolean; right?: boolean } = {}) => {
    const font = options.bold ? bold : regular;
    const size = options.size ?? 10;
    const safe = drawable(value);
    const at = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: at, y, size, font, color: ink });
  };
  const newLine = (step = 14) => {
    y -= step;
    if (y < margin) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
  };
  /** Shortens a description to fit its column. */
  const fit = (value: string, max: number, size = 10) => {
    let safe = drawable(value);
    while (safe.length > 1 && regular.widthOfTextAtSize(safe, size) > max) safe = `${safe.slice(0, -2)}…`;
    return safe;
  };

  /** Breaks a note into lines that fit, at spaces (a credit note's notes are long). */
  const wrap = (value: string, max: number, size: number) => {
    const lines: string[] = [];
    let line = "";
    for (const word of drawable(value).split(" ")) {
      const longer = line ? `${line} ${word}` : word;
      if (line && regular.widthOfTextAtSize(longer, size) > max) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    return [...lines, line].map((l) => fit(l, max, size));
  };

  write(text.title, margin, { size: 18, bold: true });
  newLine(28);
  // The values start past the longest label (a credit note's are longer than an invoice's).
  const labelWidth = Math.max(130, ...text.heading.map(([label]) => bold.widthOfTextAtSize(drawable(label), 10) + 12));
  for (const [label, value] of text.heading) {
    write(label, margin, { bold: true });
    write(value, margin + labelWidth);
    newLine();
  }
  newLine(10);
  const top = y;
  write(text.copy.seller, margin, { bold: true });
  newLine();
  for (const line of text.seller) {
    write(fit(line, 240), margin);
    newLine();
  }
  const sellerBottom = y;
  y = top;
  write(text.copy.buyer, width / 2, { bold: true });
  newLine();
  for (const line of text.buyer) {
    write(fit(line, 240), width / 2);
    newLine();
  }
  y = Math.min(y, sellerBottom);
  newLine(16);
  const right = width - margin;
  const columns = [margin, right - 250, right - 160, right - 80, right];
  text.columns.forEach((c, i) => write(c, columns[i]!, { bold: true, right: i > 0 }));
  newLine(6);
  page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 0.5, color: ink });
  newLine(12);
  for (const row of text.lines) {
    row.forEach((cell, i) =>
      write(i === 0 ? fit(cell, columns[1]! - margin - 60) : cell, columns[i]!, { right: i > 0 }),
    );
    newLine();
  }
  newLine(10);
  write(text.copy.byRate, margin, { bold: true });
  newLine();
  for (const [rate = "", net = "", vat = ""] of text.rates) {
    write(rate, margin);
    write(`${text.copy.net}: ${net}`, right - 160, { right: true });
    write(`${text.copy.vat}: ${vat}`, right, { right: true });
    newLine();
  }
  newLine(8);
  for (const [label, value] of text.totals) {
    write(label, right - 160, { bold: true, right: true });
    write(value, right, { right: true });
    newLine();
  }
  newLine(12);
  for (const note of text.notes)
    for (const line of wrap(note, right - margin, 9)) {
      write(line, margin, { size: 9 });
      newLine(12);
    }
  return pdf.save();
}
