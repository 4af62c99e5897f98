import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  LANGUAGE_COOKIE,
  isLocale,
  localizePath,
  negotiateLocale,
  splitLocale,
  type Locale,
} from "../contract/locales";
import { PERMANENT_REDIRECTS, matchPage } from "../contract/pages";
import { devMailboxPage } from "../edge/dev-mailbox-page";
import { listDevMail } from "../email/dev-mailbox-transport";
import { buildHead, documentResponse, renderDocument } from "../edge/head";
import { isCrawler, robotsTxt, sitemapXml } from "../edge/discovery";
import { openingFile, OPENINGS_DIR } from "../contract/openings";
import { productOpening } from "../edge/product-openings";
import { pageExists, pageExtras } from "../edge/page-content";
import { SLUG_PATTERN } from "../contract/shop";
import { getProduct, publishedProductPaths } from "../services/catalogue";
import { rssXml } from "../edge/rss";
import { isLocalDevelopment } from "../middleware/config";
import type { AppEnv } from "../types";
import type { Context } from "hono";

/** A path that names a file (has an extension in its last segment) rather than a page. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]{1,8}$/i;
/** Modules the Vite dev server serves (`npm run dev`); in a build they don't exist and 404. */
const DEV_SERVER_PATH = /^\/(@|node_modules\/|client\/)/;

/**
 * The built index.html, read once per isolate: it only changes with a deploy, which starts new
 * isolates. Fetching it from the assets binding on every navigation was most of a page's cost.
 * Under the Vite dev server the shell is regenerated on edits, so it is not kept there.
 */
let cachedTemplate: Promise<string> | null = null;
const isDevServerShell = (html: string) => html.includes("/@vite/client");

function loadTemplate(c: Context<AppEnv>): Promise<string> {
  if (cachedTemplate) return cachedTemplate;
  const loading = c.env.ASSETS.fetch(new Request(new URL("/", c.req.url))).then(async (res) => {
    if (!res.ok) throw new Error(`index.html is not available from the assets binding (${res.status})`);
    const text = await res.text();
    if (isDevServerShell(text)) {
      cachedTemplate = null;
      return text;
    }
    return inlineStylesheets(c, text);
  });
  cachedTemplate = loading;
  // A failed read must not stick: the next navigation tries again.
  loading.catch(() => {
    if (cachedTemplate === loading) cachedTemplate = null;
  });
  return loading;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Puts the site's one stylesheet inside the shell (decision 012): the prerendered opening can
 * paint as soon as the HTML arrives instead of waiting on a second request. The stylesheet is
 * small (about 13 KB compressed) and later pages are client-side navigations, so it is rarely
 * sent twice. A stylesheet that can't be read stays a link.
 */
async function inlineStylesheets(c: Context<AppEnv>, html: string): Promise<string> {
  let result = html;
  for (const [link, href] of html.matchAll(STYLESHEET_LINK)) {
    const res = await c.env.ASSETS.fetch(new Request(new URL(href!, c.req.url)));
    if (!res.ok) continue;
    const css = (await res.text()).replaceAll("</style", "<\\/style");
    // The disabled link is never fetched; it tells Vite's loader of lazy chunks, which looks
    // for the stylesheet among the document's links, that it is here already.
    result = result.replace(link, () => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`);
  }
  return result;
}

/**
 * The chunks each page and language needs (page-chunks.json, written by the build), read once
 * per isolate like the template. Missing (the dev server, or a failed read) means no preloads.
 */
let cachedPageChunks: Promise<Record<string, string[]>> | null = null;
function loadPageChunks(c: Context<AppEnv>): Promise<Record<string, string[]>> {
  cachedPageChunks ??= c.env.ASSETS.fetch(new Request(new URL("/page-chunks.json", c.req.url)))
    .then(async (res) => {
      const type = res.headers.get("Content-Type") ?? "";
      return res.ok && type.includes("json") ? ((await res.json()) as Record<string, string[]>) : {};
    })
    .catch(() => ({}));
  return cachedPageChunks;
}

/** The files a first visit to this page in this language will ask for right after the entry. */
async function scriptsToPreload(c: Context<AppEnv>, pageId: string, locale: Locale): Promise<string[]> {
  const chunks = await loadPageChunks(c);
  const page = chunks[`page:${pageId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] ?? [];
  const dictionary = locale === "en" ? [] : (chunks[`dictionary:${locale}`] ?? []);
  return [...new Set([...dictionary, ...page])];
}

/**
 * The page's opening as the build prerendered it, or undefined when there is none (pages
 * behind an account, a post published after the deploy, the dev server). A missing file comes
 * back from the assets as the app shell (single-page fallback), which is not an opening.
 */
async function loadOpening(c: Context<AppEnv>, locale: Locale, canonicalPath: string): Promise<string | undefined> {
  try {
    const res = await c.env.ASSETS.fetch(new Request(new URL(openingFile(locale, canonicalPath), c.req.url)));
    if (!res.ok) return undefined;
    const html = await res.text();
    return /^\s*<!doctype/i.test(html) ? undefined : html;
  } catch {
    return undefined;
  }
}

/**
 * Rendered documents per origin, language and page, so HTMLRewriter runs once per page and
 * each navigation only swaps in its nonce. Bounded: product pages make the key space open.
 */
const MAX_RENDERED_DOCUMENTS = 500;
const renderedDocuments = new Map<string, string>();

function remember(key: string, document: string) {
  if (renderedDocuments.size >= MAX_RENDERED_DOCUMENTS) {
    renderedDocuments.delete(renderedDocuments.keys().next().value!);
  }
  renderedDocuments.set(key, document);
}

async function renderPage(c: Context<AppEnv>, rawPath: string): Promise<Response> {
  const { locale, path } = splitLocale(rawPath);
  const match = matchPage(path);
  const origin = c.var.origin;

  // Unprefixed pages may answer differently by language preference; caches must know.
  const negotiated = Boolean(match) && locale === "en";
  if (negotiated) {
    // First visit with no explicit choice: follow the browser's language (DESIGN.md decision 8).
    const saved = getCookie(c, LANGUAGE_COOKIE);
    if (!isLocale(saved) && !isCrawler(c.req.header("User-Agent"))) {
      const preferred = negotiateLocale(c.req.header("Accept-Language"));
      if (preferred && preferred !== "en") {
        const search = new URL(c.req.url).search;
        return new Response(null, {
          status: 302,
          headers: {
            Location: localizePath(path, preferred) + search,
            Vary: "Accept-Language, Cookie",
            "Cache-Control": "private, no-cache",
          },
        });
      }
    }
  }

  // A product page shows a product from D1: it must exist, be public and sit on that shelf.
  const product =
    match?.page.id === "product" && SLUG_PATTERN.test(match.params.slug ?? "")
      ? await getProduct(c.var.db, match.params.slug!, locale)
      : null;
  // A parameterised page that names nothing (an unknown news slug or product) is the not-found page.
  const found = Boolean(match && pageExists(match.page.id, match.params, product));
  const pageId = found ? match!.page.id : "notFound";
  const canonicalPath = found ? match!.canonicalPath : null;
  const siteKey = c.var.config.turnstile.siteKey;
  // The opening shows the page as its plain address renders; a query (`?page=2`, a filter)
  // renders something else, so those documents leave #root to the app.
  const withOpening = found && new URL(c.req.url).search === "";
  // A product's head and opening carry its price, status and texts, which the operator changes
  // without a deploy: the product itself is part of its document's key.
  const key = `${origin}|${locale}|${pageId}|${canonicalPath}|${siteKey}|${withOpening}|${product ? JSON.stringify(product) : ""}`;
  let document = renderedDocuments.get(key);
  if (!document) {
    const extras = found
      ? pageExtras({ pageId, params: match!.params, locale, siteUrl: origin, canonicalPath, product })
      : undefined;
    const head = buildHead({
      pageId,
      locale,
      canonicalPath,
      siteUrl: origin,
      index: found ? match!.page.index : false,
      turnstileSiteKey: siteKey,
      ...(found && extras ? { extras } : {}),
      preloadScripts: await scriptsToPreload(c, pageId, locale),
    });
    const template = await loadTemplate(c);
    // A product page whose render failed is served without its opening but not kept, so the
    // next visit tries again.
    let keep = !isDevServerShell(template);
    if (product && withOpening && keep) {
      const rendered = await productOpening(localizePath(canonicalPath!, locale), locale, product);
      keep = Boolean(rendered);
      document = await renderDocument(template, head, rendered?.html, rendered?.data);
    } else {
      const opening = withOpening ? await loadOpening(c, locale, canonicalPath!) : undefined;
      document = await renderDocument(template, head, opening);
    }
    if (keep) remember(key, document);
  }
  const res = documentResponse(document, c.var.nonce, found ? 200 : 404);
  if (negotiated) res.headers.set("Vary", "Accept-Language, Cookie");
  return res;
}

function feed(c: Context<AppEnv>, locale: Locale) {
  c.header("Content-Type", "application/rss+xml; charset=utf-8");
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(rssXml(c.var.origin, locale));
}

/**
 * The edge in front of the SPA: discovery files, moved addresses, locale redirects and every
 * page's HTML with its own head. Unknown paths get the not-found page with status 404.
 */
export const siteRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robotsTxt(c.var.origin));
  })
  .get("/sitemap.xml", async (c) => {
    const products = await publishedProductPaths(c.var.db);
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(sitemapXml(c.var.origin, new Date(), products));
  })
  .get("/rss.xml", (c) => feed(c, "en"))
  .get("/es/rss.xml", (c) => feed(c, "es"))
  .get("/ca/rss.xml", (c) => feed(c, "ca"))
  .get("/dev/mail", async (c, next) => {
    // Exists only in development; elsewhere it is an unknown path like any other.
    if (!isLocalDevelopment(c)) return next();
    const mail = await listDevMail(c.var.db);
    c.header("Cache-Control", "no-store");
    return c.html(devMailboxPage(mail));
  })
  .on(["GET", "HEAD"], "*", async (c) => {
    const url = new URL(c.req.url);
    const rawPath = url.pathname;

    const { locale, path } = splitLocale(rawPath);
    const moved = PERMANENT_REDIRECTS[path];
    if (moved) return c.redirect(localizePath(moved, locale) + url.search, 301);
    if (locale !== "en" && rawPath === `/${locale}/`) return c.redirect(`/${locale}` + url.search, 301);
    if (path.length > 1 && path.endsWith("/") && !path.endsWith("//")) {
      const trimmed = path.replace(/\/+$/, "");
      if (matchPage(trimmed)) return c.redirect(localizePath(trimmed, locale) + url.search, 301);
    }

    // The openings are fragments for the Worker to use, not documents to visit.
    if (rawPath.startsWith(`${OPENINGS_DIR}/`)) return renderPage(c, rawPath);

    if (FILE_PATH.test(rawPath) || DEV_SERVER_PATH.test(rawPath)) {
      // Public files (favicon, images) come from the assets; a missing one is a plain 404, not
      // the SPA shell that the assets' fallback would return.
      const asset = await c.env.ASSETS.fetch(c.req.raw);
      const isShell = (asset.headers.get("Content-Type") ?? "").startsWith("text/html") && !rawPath.endsWith(".html");
      if (asset.ok && !isShell) return asset;
      if (asset.status === 304) return asset;
    }
    return renderPage(c, rawPath);
  })
  .all("*", (c) => {
    c.header("Allow", "GET, HEAD");
    return c.text("Method Not Allowed", 405);
  });
