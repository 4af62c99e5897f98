/**
 * The plain-text twin of an email's HTML, for its text/plain part. Apart from the Markdown
 * renderer (broadcast-content.ts), which only writing a broadcast needs.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The plain-text part, from the sanitised HTML: paragraphs, list dashes, links as "text (url)". */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\r?\n/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<hr\s*\/?>/gi, "\n\n———\n\n")
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<img[^>]*\balt="([^"]*)"[^>]*>/gi, "[$1]")
    .replace(/<a[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, inner: string) => {
      const label = inner.replace(/<[^>]+>/g, "");
      return decodeEntities(label) === decodeEntities(href) ? label : `${label} (${href})`;
    })
    .replace(/<\/(p|h[1-6]|blockquote|pre|ul|ol|table|tr)>/gi, "\n\n")
    .replace(/<\/t[hd]>/gi, "\t")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
