import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { htmlToText } from "./html-to-text";

/**
 * A broadcast's Markdown as email HTML and plain text. marked renders it (raw HTML in Markdown
 * passes through marked untouched), then sanitize-html keeps only an allow-list: the author is
 * trusted, but a pasted snippet or a stolen studio session must not put script, handlers or
 * `javascript:` links in front of every subscriber. DOMPurify would need a DOM the Worker lacks.
 */

// A single line break stays one, as the author typed it (an address, a poem's lines, a sign-off
// of their own), which CommonMark would otherwise fold into the paragraph.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "p", "br", "hr", "blockquote", "pre", "code"],
    ...["strong", "b", "em", "i", "s", "del", "ul", "ol", "li", "a", "img"],
    ...["table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  // An image loads when the mail opens: only over https.
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // Dropped with their content; other unknown tags lose the tag and keep their text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template"],
  disallowedTagsMode: "discard",
};

/** Inline styles, because many mail clients ignore a `<style>` block. */
const EMAIL_STYLES: Record<string, string> = {
  a: "color:#7b1e3a",
  blockquote: "margin:0 0 16px;padding:0 0 0 16px;border-left:3px solid #e5ddd3;color:#5b4636",
  p: "margin:0 0 16px",
  h1: "font-size:24px;margin:24px 0 12px",
  h2: "font-size:20px;margin:24px 0 12px",
  h3: "font-size:18px;margin:20px 0 8px",
  h4: "font-size:16px;margin:16px 0 8px",
  img: "max-width:100%;height:auto",
  pre: "white-space:pre-wrap;background:#faf7f2;padding:12px;border-radius:6px",
};

function withEmailStyles(html: string): string {
  // The sanitiser's output is well-formed and has no style attribute of its own, so adding one
  // after each allowed tag name is safe.
  return html.replace(/<(a|blockquote|p|h[1-4]|img|pre)(?=[\s>/])/g, (tag, name: string) => {
    const style = EMAIL_STYLES[name];
    return style ? `${tag} style="${style}"` : tag;
  });
}

export interface BroadcastContent {
  /** Sanitised HTML, styled for mail clients: the body of the email. */
  html: string;
  /** The same as plain text. */
  text: string;
}

/** Markdown → sanitised, email-styled HTML and its plain-text twin. */
export function renderBroadcastMarkdown(source: string): BroadcastContent {
  const clean = sanitizeHtml(markdown.parse(source, { async: false }), SANITIZE);
  return { html: withEmailStyles(clean), text: htmlToText(clean) };
}
