import { strFromU8 } from "fflate";
import sanitizeHtml from "sanitize-html";
import { boundedEntryReader, readZipEntries, type ZipEntry } from "./zip-read.mjs";

/**
 * An ebook's sample chapter as the page shows it (decision 051): from an EPUB, the first
 * chapter of its spine; from an XHTML or HTML file, its body. Only reading markup is kept
 * (headings, paragraphs, emphasis, lists, quotes): no script, style, link, image or attribute.
 * Extracted once per object version and kept in KV under the object's ETag, so a replaced file
 * is extracted again and a visit costs one R2 HEAD and one KV read.
 */

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote"],
    ...["em", "strong", "i", "b", "small", "sub", "sup", "ul", "ol", "li"],
  ],
  allowedAttributes: {},
  // The page's own heading is the h1: a chapter's h1 becomes its h2.
  transformTags: { h1: "h2" },
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template", "title", "head"],
  disallowedTagsMode: "discard",
};

/** Chapter markup, sanitized. */
export function sanitizeChapter(xhtml: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(xhtml)?.[1] ?? xhtml;
  return sanitizeHtml(body, SANITIZE).trim();
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1];

/** Resolves `href` against the directory of `base` (both inside the zip). */
function joinPath(base: string, href: string): string {
  const parts = base.split("/").slice(0, -1);
  for (const part of decodeURIComponent(href.split("#")[0]!).split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

/**
 * The XHTML of the EPUB's first chapter in spine order, or null when it has none to show. Only
 * the text entries it needs are inflated, within one bound for the archive: an EPUB that
 * inflates past it (a zip bomb) has nothing to show, like one that is not a zip at all.
 */
export function chapterFromEpub(bytes: Uint8Array): string | null {
  try {
    return firstChapter(bytes);
  } catch {
    return null;
  }
}

function firstChapter(bytes: Uint8Array): string | null {
  const entries = new Map<string, ZipEntry>(readZipEntries(bytes).map((e) => [e.name, e]));
  const read = boundedEntryReader();
  const files: Record<string, Uint8Array> = {};
  const text = (name: string): string | null => {
    const entry = entries.get(name);
    return entry ? strFromU8((files[name] ??= read(entry))) : null;
  };
  const container = text("META-INF/container.xml");
  const opfPath = container ? attr(/<rootfile\b[^>]*>/i.exec(container)?.[0] ?? "", "full-path") : undefined;
  const opfText = opfPath ? text(opfPath) : null;
  if (!opfPath || opfText === null) return null;
  const manifest = new Map<string, string>();
  for (const [tag] of opfText.matchAll(/<item\b[^>]*>/gi)) {
    const id = attr(tag, "id");
    const href = attr(tag, "href");
    if (id && href && /xhtml|html/i.test(attr(tag, "media-type") ?? "")) manifest.set(id, joinPath(opfPath, href));
  }
  const documents = [...opfText.matchAll(/<itemref\b[^>]*>/gi)]
    .map(([tag]) => manifest.get(attr(tag, "idref") ?? ""))
    .flatMap((path) => {
      const doc = path ? text(path) : null;
      return doc === null ? [] : [doc];
    });
  // The first document marked as a chapter (EPUB 3 semantics), else the first with prose.
  return (
    documents.find((doc) => /epub:type\s*=\s*"[^"]*\bchapter\b/i.test(doc)) ??
    documents.find((doc) => (doc.match(/<p\b/gi)?.length ?? 0) >= 3) ??
    null
  );
}

const CACHE_SECONDS = 60 * 60 * 24 * 30;

/** The sanitized chapter in the R2 object at `key`, or null when there is none or nothing to show. */
export async function sampleChapterHtml(bucket: R2Bucket, kv: KVNamespace, key: string): Promise<string | null> {
  const head = await bucket.head(key);
  if (!head) return null;
  const cacheKey = `sample-chapter:v1:${key}:${head.etag}`;
  const cached = await kv.get(cacheKey);
  if (cached !== null) return cached || null;
  const object = await bucket.get(key);
  if (!object) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const source = isZip ? chapterFromEpub(bytes) : new TextDecoder().decode(bytes);
  const html = source ? sanitizeChapter(source) : "";
  // An empty answer is kept too, so a file with nothing to show isn't unzipped on every visit.
  await kv.put(cacheKey, html, { expirationTtl: CACHE_SECONDS });
  return html || null;
}
