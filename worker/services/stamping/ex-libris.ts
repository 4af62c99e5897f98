import type { Locale } from "../../contract/locales";
import { EX_LIBRIS_COPY } from "../../copy/ex-libris";

/** What a stamped copy says about its holder: never an email address (decision 054). */
export interface ExLibris {
  /** The account's name (a gift's recipient's), or null for the address-free wording. */
  name: string | null;
  /** The order reference buyers see on their receipt. */
  reference: string;
  /** The opaque per-order mark, looked up by "whose copy is this?". */
  mark: string;
  locale: Locale;
}

/** The page's text as lines; the name is its own piece so each format can set it apart. */
export function exLibrisText(page: ExLibris) {
  const copy = EX_LIBRIS_COPY[page.locale];
  return {
    title: copy.title,
    holder: page.name ? copy.belongsTo(page.name, page.reference) : ([copy.boughtIn(page.reference)] as const),
    note: copy.note,
    mark: `${copy.mark}: ${page.mark}`,
  };
}

/** Characters XML 1.0 forbids (control characters) go; the five special ones are escaped. */
export function xmlText(value: string): string {
  return [...value]
    .filter((ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff;
    })
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The page as an XHTML content document: XHTML5 (the EPUB 3 kind) or, for an EPUB 2 book,
 * XHTML 1.1 with its doctype, so the validator of either version accepts it.
 */
export function exLibrisXhtml(page: ExLibris, epubVersion: 2 | 3): string {
  const text = exLibrisText(page);
  const lang = page.locale;
  const holder =
    text.holder.length === 3
      ? `${xmlText(text.holder[0])}<strong>${xmlText(text.holder[1])}</strong>${xmlText(text.holder[2])}`
      : xmlText(text.holder[0]);
  const head =
    epubVersion === 3
      ? `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${lang}" lang="${lang}">
<head>
<meta charset="utf-8"/>`
      : `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${lang}">
<head>
<meta http-equiv="Content-Type" content="application/xhtml+xml; charset=utf-8"/>`;
  return `<?xml version="1.0" encoding="utf-8"?>
${head}
<title>${xmlText(text.title)}</title>
<style type="text/css">
body { margin: 3em 1.5em; text-align: center; }
h1 { font-size: 1.4em; font-weight: normal; letter-spacing: 0.1em; margin-bottom: 2em; }
p { margin: 0 0 1em; }
.note { font-size: 0.9em; }
.mark { font-size: 0.75em; margin-top: 3em; }
</style>
</head>
<body>
<div class="ex-libris">
<h1>${xmlText(text.title)}</h1>
<p class="holder">${holder}</p>
<p class="note">${xmlText(text.note)}</p>
<p class="mark">${xmlText(text.mark)}</p>
</div>
</body>
</html>
`;
}
