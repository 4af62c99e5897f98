import { LOCALES, OG_LOCALES, localizePath, type Locale } from "../contract/locales";
import { pageMeta, pageTitle } from "../contract/page-meta";
import type { PageId } from "../contract/pages";
import { localized } from "../contract/localized";
import { scriptJson } from "../contract/script-json";
import { escapeHtml } from "../contract/html-escape";
import { AUTHOR_BIO } from "../contract/author-profile";
import { AFTER_PAINT_STYLESHEET_ATTRIBUTE, INLINE_STYLESHEET_ATTRIBUTE } from "../contract/stylesheet-marks";
import { SITE_PROFILE, titleWithSiteName } from "../contract/site-profile";
import { linkShapeFinding } from "../contract/outbound-links";
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
  /** The page's own module, which the app imports by this address (client/app/page-components.ts). */
  pageModule?: string;
}

export interface Head {
  lang: Locale;
  title: string;
  /**
   * What the page fetches first (its largest image), right after <meta charset>: ahead of the
   * inline stylesheet, so the browser asks for it from the first bytes.
   */
  preloads: string;
  /** The page's chunks beyond the entry (see renderDocument for when they are fetched). */
  scripts: readonly string[];
  /** Tags appended to <head>. */
  tags: string;
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
    sameAs: SAME_AS,
  };
}

/**
 * The author's own pages elsewhere, once per isolate rather than per page drawn: a service's
 * search leads to them but isn't one.
 */
const SAME_AS = [...Object.values(SITE_PROFILE.social), ...Object.values(SITE_PROFILE.stores)].filter(
  (url) => linkShapeFinding(url) === null,
);

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
  if (input.pageModule)
    tags.push(`<meta name="page-module" content="${e(input.pageModule)}" data-page="${e(pageId)}">`);
  if (url && canonicalPath) {
    tags.push(`<link rel="canonical" href="${e(url)}">`);
    for (const alt of LOCALES) {
      tags.push(`<link rel="alternate" hreflang="${alt}" href="${e(siteUrl + localizePath(canonicalPath, alt))}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${e(siteUrl + canonicalPath)}">`);
  }
  const preloads: string[] = [];
  if (extras?.preloadImage) {
    const set = extras.preloadImageSet
      ? ` imagesrcset="${e(extras.preloadImageSet.srcset)}" imagesizes="${e(extras.preloadImageSet.sizes)}"`
      : "";
    preloads.push(`<link rel="preload" as="image" href="${e(extras.preloadImage)}"${set} fetchpriority="high">`);
  }
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
  return { lang: locale, title, preloads: preloads.join(""), scripts: input.preloadScripts ?? [], tags: tags.join("") };
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
 * the tags above, the nonce placeholder on every script element and, for a document
 * (docs/decisions/072-*.md), its content inside #root and its own small script in place of the
 * app's. A page of the app (the account, the cart, the studio) keeps the app's entry where the
 * build put it, with its chunks preloaded from the first bytes.
 */
export interface Opening {
  /** The markup for #root. */
  html: string;
  /**
   * The stylesheet rules it draws with (decision 030), inlined instead of the whole stylesheet,
   * which the boot script then loads after the first paint. Absent: the whole stylesheet inline.
   */
  css?: string;
}

export function renderDocument(
  template: string,
  head: Head,
  opening?: Opening,
  documentScripts?: readonly string[],
): Promise<string> {
  const rewriter = new HTMLRewriter();
  // Without its script (the dev server, whose app draws every page), a document's content is
  // left to the app, which draws the page the same way.
  const asDocument = Boolean(opening && documentScripts?.length);
  const openingCss = asDocument ? opening!.css : undefined;
  let early = head.preloads;
  if (asDocument) {
    const [script, ...preloads] = documentScripts!;
    for (const href of preloads) early += `<link rel="modulepreload" href="${escapeHtml(href)}">`;
    early += `<script type="module" src="${escapeHtml(script!)}"></script>`;
    rewriter.on('script[type="module"][src], link[rel="modulepreload"]', {
      element(el) {
        el.remove();
      },
    });
    rewriter.on("#root", {
      element(el) {
        el.setInnerContent(opening!.html, { html: true });
      },
    });
  } else {
    for (const script of head.scripts) early += `<link rel="modulepreload" href="${escapeHtml(script)}">`;
  }
  if (openingCss !== undefined) {
    rewriter.on(`style[${INLINE_STYLESHEET_ATTRIBUTE}]`, {
      element(el) {
        el.setInnerContent(inlineCss(openingCss), { html: true });
      },
    });
    // The whole stylesheet comes with the first island, for what it draws once it acts;
    // without scripts, at once (a <noscript> link).
    rewriter.on('link[rel="stylesheet"][disabled]', {
      element(el) {
        const href = el.getAttribute("href");
        if (!href) return;
        el.setAttribute(AFTER_PAINT_STYLESHEET_ATTRIBUTE, "");
        el.after(`<noscript><link rel="stylesheet" href="${escapeHtml(href)}"></noscript>`, { html: true });
      },
    });
  }
  return rewriter
    .on("html", {
      element(el) {
        el.setAttribute("lang", head.lang);
        // Sign in stays quiet until the frame's script knows who this is (styles.css); without
        // scripts nobody can sign in, so it stays quiet then too.
        if (asDocument) el.setAttribute("data-session", "pending");
      },
    })
    .on("meta[charset]", {
      element(el) {
        if (early) el.after(early, { html: true });
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
        if (!el.removed) el.setAttribute("nonce", placeholder());
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

/** CSS as the text of a <style> element: nothing in it may close the element. */
export function inlineCss(css: string): string {
  return css.replaceAll("</style", "<\\/style");
}

/** A rendered document as this response's HTML, with this response's nonce. */
export function documentResponse(document: string, nonce: string, status: number): Response {
  return new Response(document.replaceAll(placeholder(), nonce), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
