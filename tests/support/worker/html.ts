/** The text of some markup, tags dropped and whitespace collapsed, as a reader would see it. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

export interface ParsedHead {
  lang: string | null;
  title: string | null;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  og: Record<string, string[]>;
  twitter: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  scriptNonces: (string | null)[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
/** HTMLRewriter hands attribute values and text over undecoded. */
function decode(value: string | null): string | null {
  return value === null ? null : value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);
}

/** Reads the injected head with HTMLRewriter, the same parser the Worker writes with. */
export async function parseHead(res: Response): Promise<ParsedHead> {
  const head: ParsedHead = {
    lang: null,
    title: null,
    description: null,
    robots: null,
    canonical: null,
    alternates: {},
    og: {},
    twitter: {},
    jsonLd: [],
    scriptNonces: [],
  };
  let title = "";
  let jsonText = "";
  let inJson = false;
  await new HTMLRewriter()
    .on("html", { element: (el) => void (head.lang = el.getAttribute("lang")) })
    .on("title", { text: (t) => void (title += t.text) })
    .on('meta[name="description"]', { element: (el) => void (head.description = decode(el.getAttribute("content"))) })
    .on('meta[name="robots"]', { element: (el) => void (head.robots = decode(el.getAttribute("content"))) })
    .on('link[rel="canonical"]', { element: (el) => void (head.canonical = el.getAttribute("href")) })
    .on('link[rel="alternate"][hreflang]', {
      element: (el) => void (head.alternates[el.getAttribute("hreflang")!] = el.getAttribute("href")!),
    })
    .on("meta[property^='og:']", {
      element: (el) => void (head.og[el.getAttribute("property")!] ??= []).push(decode(el.getAttribute("content"))!),
    })
    .on("meta[name^='twitter:']", {
      element: (el) => void (head.twitter[el.getAttribute("name")!] = decode(el.getAttribute("content"))!),
    })
    .on("script", {
      element: (el) => {
        if (el.getAttribute("type") === "application/ld+json") {
          inJson = true;
          jsonText = "";
          el.onEndTag(() => {
            head.jsonLd.push(JSON.parse(jsonText));
            inJson = false;
          });
        } else {
          head.scriptNonces.push(el.getAttribute("nonce"));
        }
      },
      text: (t) => {
        if (inJson) jsonText += t.text;
      },
    })
    .transform(res)
    .arrayBuffer();
  head.title = decode(title);
  return head;
}
