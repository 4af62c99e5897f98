import { LOCALES, OG_LOCALES, localizePath, type Locale } from "../contract/locales";
import { pageMeta, pageTitle } from "../contract/page-meta";
import type { PageId } from "../contract/pages";
import { localized } from "../contract/localized";
import { scriptJson } from "../contract/script-json";
import { AUTHOR_BIO } from "../contract/author-profile";
import { SITE_PROFILE, titleWithSiteName } from "../contract/site-profile";
import type { PageExtras } from "./page-content";
import { RSS_TITLES } from "./rss";

export interface HeadInput {
  pageId: PageId;
  locale: Locale;
  /** Canonical unprefixed path, or null for pages that have none (not found). */
  canonicalPath: string | null;
  /** Origin the absolute URLs are built on, without a trailing slash. */
  siteUrl: string;
  /** Whether search engines may index the page. */
  index: boolean;
  /** Public Turnstile site key the forms use (a test key locally). */
  turnstileSiteKey?: string;
  /** The page's own title, image and JSON-LD (worker/edge/page-content.ts). */
  extras?: PageExtras;
  /** Chunks the page loads right after the entry script (its code, its content, its language). */
  preloadScripts?: readonly string[];
}

export interface Head {
  lang: Locale;
  title: string;
  /**
   * What the page fetches first (its largest image, then its chunks), right after <meta
   * charset>: ahead of the inline stylesheet, so the browser asks for them from the first bytes.
   */
  preloads: string;
  /** Tags appended to <head>. */
  tags: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

export function personJsonLd(siteUrl: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${siteUrl}/#person`,
    name: SITE_PROFILE.name,
    url: `${siteUrl}${localizePath("/", locale)}`,
    image: `${siteUrl}${SITE_PROFILE.image}`,
    description: localized(AUTHOR_BIO, locale),
    email: `mailto:${SITE_PROFILE.email}`,
    jobTitle: SITE_PROFILE.jobTitles,
    knowsLanguage: ["en", "es", "ca"],
    sameAs: [...Object.values(SITE_PROFILE.social), ...Object.values(SITE_PROFILE.stores)],
  };
}

export function buildHead(input: HeadInput): Head {
  const { pageId, locale, canonicalPath, siteUrl } = input;
  const extras = input.extras;
  const base = pageMeta(pageId, locale);
  const meta = { title: extras?.title ?? base.title, description: extras?.description ?? base.description };
  const title = extras?.title ? titleWithSiteName(extras.title) : pageTitle(pageId, locale);
  const url = canonicalPath ? `${siteUrl}${localizePath(canonicalPath, locale)}` : null;
  const image = `${siteUrl}${extras?.image.path ?? SITE_PROFILE.image}`;
  const imageAlt = extras ? localized(extras.image.alt, locale) : SITE_PROFILE.name;
  const e = escapeHtml;
  const tags: string[] = [
    `<meta name="description" content="${e(meta.description)}">`,
    `<meta name="robots" content="${input.index ? "index, follow" : "noindex, follow"}">`,
  ];
  if (input.turnstileSiteKey) tags.push(`<meta name="turnstile-site-key" content="${e(input.turnstileSiteKey)}">`);
  if (url && canonicalPath) {
    tags.push(`<link rel="canonical" href="${e(url)}">`);
    for (const alt of LOCALES) {
      tags.push(`<link rel="alternate" hreflang="${alt}" href="${e(siteUrl + localizePath(canonicalPath, alt))}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${e(siteUrl + canonicalPath)}">`);
  }
  const preloads: string[] = [];
  if (extras?.preloadImage)
    preloads.push(`<link rel="preload" as="image" href="${e(extras.preloadImage)}" fetchpriority="high">`);
  for (const script of input.preloadScripts ?? []) preloads.push(`<link rel="modulepreload" href="${e(script)}">`);
  // The news feed in the page's language, for feed readers and browsers that discover it.
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${e(RSS_TITLES[locale])}" href="${e(siteUrl + localizePath("/rss.xml", locale))}">`,
  );
  tags.push(
    `<meta property="og:type" content="${extras?.ogType ?? (pageId === "home" ? "website" : "article")}">`,
    `<meta property="og:site_name" content="${e(SITE_PROFILE.siteName)}">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:image" content="${e(image)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${e(imageAlt)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}">`,
    ...LOCALES.filter((l) => l !== locale).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}">`,
    ),
  );
  if (url) tags.push(`<meta property="og:url" content="${e(url)}">`);
  tags.push(
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:site" content="${e(SITE_PROFILE.twitterHandle)}">`,
    `<meta name="twitter:title" content="${e(meta.title)}">`,
    `<meta name="twitter:description" content="${e(meta.description)}">`,
    `<meta name="twitter:image" content="${e(image)}">`,
    `<meta name="twitter:image:alt" content="${e(imageAlt)}">`,
    `<script type="application/ld+json">${scriptJson(personJsonLd(siteUrl, locale))}</script>`,
    ...(extras?.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  );
  return { lang: locale, title, preloads: preloads.join(""), tags: tags.join("") };
}

/**
 * Stands in for the CSP nonce in rendered documents, which are kept per page and language;
 * every response swaps in its own nonce. Random per isolate (made on first use: Workers can't
 * make random values at startup), so no content can contain it by chance or design.
 */
let noncePlaceholder: string | undefined;
function placeholder(): string {
  return (noncePlaceholder ??= `__csp_nonce_${crypto.randomUUID().replaceAll("-", "")}__`);
}

/**
 * Injects this page's head into the built index.html with HTMLRewriter: <html lang>, <title>,
 * the tags above, the nonce placeholder on every script element, the page's opening (see
 * openings.ts, product-openings.ts) inside #root and, after #root, the data the opening was
 * rendered with (a JSON data block, never executed).
 */
export function renderDocument(template: string, head: Head, opening?: string, openingData?: string): Promise<string> {
  const rewriter = new HTMLRewriter();
  if (opening) {
    rewriter.on("#root", {
      element(el) {
        el.setInnerContent(opening, { html: true });
        if (openingData) el.after(openingData, { html: true });
      },
    });
  }
  return rewriter
    .on("html", {
      element(el) {
        el.setAttribute("lang", head.lang);
      },
    })
    .on("meta[charset]", {
      element(el) {
        if (head.preloads) el.after(head.preloads, { html: true });
      },
    })
    .on("title", {
      element(el) {
        el.setInnerContent(head.title);
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        el.remove();
      },
    })
    .on("script", {
      element(el) {
        el.setAttribute("nonce", placeholder());
      },
    })
    .on("head", {
      element(el) {
        el.append(head.tags, { html: true });
      },
    })
    .transform(new Response(template))
    .text();
}

/** A rendered document as this response's HTML, with this response's nonce. */
export function documentResponse(document: string, nonce: string, status: number): Response {
  return new Response(document.replaceAll(placeholder(), nonce), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
