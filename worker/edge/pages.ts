import type { Db } from "../db/client";
import { INLINE_STYLESHEET_ATTRIBUTE } from "../contract/stylesheet-marks";
import {
  NOT_FOUND_ADDRESS,
  notFoundOpeningFile,
  openingFile,
  openingStylesPath,
  OPENINGS_DIR,
  PRODUCT_STAND_IN_ADDRESS,
  productOpeningFile,
  SAMPLE_CHAPTER_STAND_IN_ADDRESS,
  sampleChapterOpeningFile,
} from "../contract/openings";
import { isLocale, localizePath, negotiateLocale, splitLocale, type Locale } from "../contract/locales";
import {
  PERMANENT_REDIRECTS,
  documentQuery,
  isDatedPage,
  isDocumentPage,
  matchPage,
  type PageMatch,
} from "../contract/pages";
import { SLUG_PATTERN, productPath } from "../contract/shop";
import { apiQueryForFilter, filterFromSearch } from "../contract/catalogue-query";
import { getProduct, listCatalogue, readSampleChapter, renamedProduct } from "../services/catalogue";
import { cachedCatalogue } from "../services/catalogue-cache";
import { isCrawler } from "./discovery";
import { buildHead, documentResponse, inlineCss, renderDocument, type Opening } from "./head";
import { escapeHtml } from "../contract/html-escape";
import { pageExists, pageExtras } from "./page-content";
import { documentOpening, productOpening, sampleChapterOpening, shopOpening } from "./product-openings";
import { logText } from "../services/log-text";
import { SPECULATION_RULES_HEADER } from "./speculation-rules";

/**
 * The documents the Worker serves for the site's pages: redirects for moved addresses, public
 * files from the assets, and each page's HTML with its own head and, for a document, its
 * content. The shell, the chunk table and rendered documents are kept per isolate (they change
 * only with a deploy, or for the catalogue's pages with the catalogue).
 */

/** What rendering a page needs from the request and the bindings. */
export interface PageRequest {
  /** The full request URL. */
  url: string;
  /** Where links point: the request's origin locally, SITE_URL in production. */
  origin: string;
  assets: Fetcher;
  db: Db;
  /** Where a book's sample chapter is (its EPUB), and where its sanitized HTML is kept. */
  files: R2Bucket;
  kv: KVNamespace;
  /** This response's CSP nonce. */
  nonce: string;
  turnstileSiteKey: string;
  languageCookie: string | undefined;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
}

/** A path that names a file (has an extension in its last segment) rather than a page. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]{1,8}$/i;
/** Modules the Vite dev server serves (`npm run dev`); in a build they don't exist and 404. */
const DEV_SERVER_PATH = /^\/(@|node_modules\/|client\/)/;

/**
 * Moved addresses (permanent redirects), a language root with a trailing slash, and a page's
 * address with one: where to send the visitor, or null when the path stays.
 */
export function pageRedirect(url: URL): string | null {
  const rawPath = url.pathname;
  const { locale, path } = splitLocale(rawPath);
  const moved = PERMANENT_REDIRECTS[path];
  if (moved) return localizePath(moved, locale) + url.search;
  if (locale !== "en" && rawPath === `/${locale}/`) return `/${locale}` + url.search;
  if (path.length > 1 && path.endsWith("/") && !path.endsWith("//")) {
    const trimmed = path.replace(/\/+$/, "");
    if (matchPage(trimmed)) return localizePath(trimmed, locale) + url.search;
  }
  return null;
}

/**
 * A public file (favicon, images) from the assets, or null when the path is a page. A missing
 * file is a plain 404 page, not the SPA shell that the assets' fallback would return. The
 * openings are fragments for the Worker to use, not documents to visit.
 */
export async function publicFile(assets: Fetcher, request: Request): Promise<Response | null> {
  const rawPath = new URL(request.url).pathname;
  if (rawPath.startsWith(`${OPENINGS_DIR}/`)) return null;
  if (!FILE_PATH.test(rawPath) && !DEV_SERVER_PATH.test(rawPath)) return null;
  const asset = await assets.fetch(request);
  const isShell = (asset.headers.get("Content-Type") ?? "").startsWith("text/html") && !rawPath.endsWith(".html");
  if (asset.ok && !isShell) return asset;
  if (asset.status === 304) return asset;
  return null;
}

/**
 * The built index.html, read once per isolate: it only changes with a deploy, which starts new
 * isolates. Fetching it from the assets binding on every navigation was most of a page's cost.
 * Under the Vite dev server the shell is regenerated on edits, so it is not kept there.
 */
let cachedTemplate: Promise<string> | null = null;
const isDevServerShell = (html: string) => html.includes("/@vite/client");

function loadTemplate(req: PageRequest): Promise<string> {
  if (cachedTemplate) return cachedTemplate;
  const loading = req.assets.fetch(new Request(new URL("/", req.url))).then(async (res) => {
    if (!res.ok) throw new Error(`index.html is not available from the assets binding (${res.status})`);
    const text = await res.text();
    if (isDevServerShell(text)) {
      cachedTemplate = null;
      return text;
    }
    return inlineStylesheets(req, text);
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
 * Puts the site's one stylesheet inside the shell (docs/decisions/030-*.md): the page can
 * paint as soon as the HTML arrives instead of waiting on a second request. A document then
 * holds only its own rules in its place; a page of the app keeps it whole (about 13 KB
 * compressed), and its later pages are the app's screens. A stylesheet that can't be read
 * stays a link.
 */
async function inlineStylesheets(req: PageRequest, html: string): Promise<string> {
  let result = html;
  for (const [link, href] of html.matchAll(STYLESHEET_LINK)) {
    const res = await req.assets.fetch(new Request(new URL(href!, req.url)));
    if (!res.ok) continue;
    const css = inlineCss(await res.text());
    // The disabled link is never fetched; it tells Vite's loader of lazy chunks, which looks
    // for the stylesheet among the document's links, that it is here already.
    result = result.replace(
      link,
      () => `<style ${INLINE_STYLESHEET_ATTRIBUTE}>${css}</style><link rel="stylesheet" href="${href}" disabled>`,
    );
  }
  return result;
}

/**
 * The chunks each page and language needs (page-chunks.json, written by the build), read once
 * per isolate like the template. Missing (the dev server, or a failed read) means no preloads.
 */
let cachedPageChunks: Promise<Record<string, string[]>> | null = null;
function loadPageChunks(req: PageRequest): Promise<Record<string, string[]>> {
  cachedPageChunks ??= req.assets
    .fetch(new Request(new URL("/page-chunks.json", req.url)))
    .then(async (res) => {
      const type = res.headers.get("Content-Type") ?? "";
      return res.ok && type.includes("json") ? ((await res.json()) as Record<string, string[]>) : {};
    })
    .catch(() => ({}));
  return cachedPageChunks;
}

const kebab = (pageId: string) => pageId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A document's script and what it imports (decision 072); empty under the dev server. */
async function documentScripts(req: PageRequest): Promise<string[]> {
  return (await loadPageChunks(req))["document:entry"] ?? [];
}

/** The page's own module (its chunk), which the app imports directly on arrival. */
async function pageModule(req: PageRequest, pageId: string): Promise<string | undefined> {
  return (await loadPageChunks(req))[`module:${kebab(pageId)}`]?.[0];
}

/** The files a first visit to this page in this language will ask for right after the entry. */
async function scriptsToPreload(req: PageRequest, pageId: string, locale: Locale): Promise<string[]> {
  const chunks = await loadPageChunks(req);
  const page = `page:${kebab(pageId)}`;
  // The language's text comes in chunks of its own (decision 026): the entry's, the page's, and
  // the dictionary; the entry waits for them, so they are fetched with it rather than after it.
  return [
    ...new Set([
      ...(chunks[`entry:${locale}`] ?? []),
      ...(chunks[`dictionary:${locale}`] ?? []),
      ...(chunks[page] ?? []),
      ...(chunks[`${page}:${locale}`] ?? []),
    ]),
  ];
}

/**
 * The page's opening as the build prerendered it, or undefined when there is none (pages
 * behind an account, a post published after the deploy, the dev server). A missing file comes
 * back from the assets as the app shell (single-page fallback), which is not an opening.
 */
async function loadOpening(req: PageRequest, file: string): Promise<Opening | undefined> {
  const built = async (path: string) => {
    const res = await req.assets.fetch(new Request(new URL(path, req.url)));
    const text = res.ok ? await res.text() : undefined;
    return text === undefined || /^\s*<!doctype/i.test(text) ? undefined : text;
  };
  try {
    const [html, css] = await Promise.all([built(file), built(openingStylesPath(file)).catch(() => undefined)]);
    // Without its rules (an older build), the whole stylesheet stays inline.
    return html === undefined ? undefined : { html, ...(css !== undefined ? { css } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * Rendered documents per origin, language and page, so HTMLRewriter runs once per page and
 * each navigation only swaps in its nonce. A product page's document also carries the
 * catalogue version it was drawn from (services/catalogue-cache.ts) and holds only while that
 * is the catalogue's version; other pages change only with a deploy. Bounded: product pages
 * make the key space open.
 */
const MAX_RENDERED_DOCUMENTS = 500;
interface RenderedDocument {
  /** The catalogue version a product page was drawn from; null for pages that don't read D1. */
  version: string | null;
  /**
   * The document as documentResponse sends it, in UTF-8, cut where each response's nonce goes:
   * a navigation copies these bytes around its nonce instead of searching and re-encoding a
   * 120 KB text.
   */
  parts: Uint8Array[];
  headers: [string, string][];
}
const renderedDocuments = new Map<string, RenderedDocument>();
const utf8 = new TextEncoder();

/** Stands in for the nonce while a document is cut into parts; random per isolate, like head.ts's. */
let nonceMark: string | undefined;

async function keptDocument(document: string, version: string | null): Promise<RenderedDocument> {
  nonceMark ??= `__nonce_mark_${crypto.randomUUID().replaceAll("-", "")}__`;
  const res = documentResponse(document, nonceMark, 200);
  const parts = (await res.text()).split(nonceMark).map((part) => utf8.encode(part));
  return { version, parts, headers: [...res.headers] };
}

/** A kept document with this response's nonce in each slot. */
function keptResponse(kept: RenderedDocument, nonce: string, status: number): Response {
  const nonceBytes = utf8.encode(nonce);
  const length = kept.parts.reduce((sum, part) => sum + part.length, 0) + nonceBytes.length * (kept.parts.length - 1);
  const body = new Uint8Array(length);
  let at = 0;
  kept.parts.forEach((part, i) => {
    if (i > 0) {
      body.set(nonceBytes, at);
      at += nonceBytes.length;
    }
    body.set(part, at);
    at += part.length;
  });
  return new Response(body, { status, headers: kept.headers });
}

function remember(key: string, rendered: RenderedDocument) {
  renderedDocuments.delete(key);
  if (renderedDocuments.size >= MAX_RENDERED_DOCUMENTS) {
    renderedDocuments.delete(renderedDocuments.keys().next().value!);
  }
  renderedDocuments.set(key, rendered);
}

/** A product page's product, from the same version-checked cache as the shop API's answers. */
function pageProduct(db: Db, slug: string, locale: Locale) {
  return cachedCatalogue(db, `product|${slug}|${locale}`, () => getProduct(db, slug, locale));
}

/**
 * Whether a matched page shows something in a language. A parameterised page that names nothing
 * (an unknown news slug or product) is not found: it gets the not-found page.
 */
async function lookUpPage(db: Db, match: PageMatch | null, locale: Locale) {
  // A product page shows a product from D1: it must exist, be public and sit on that shelf.
  const lookup =
    (match?.page.id === "product" || match?.page.id === "sampleChapter") && SLUG_PATTERN.test(match.params.slug ?? "")
      ? await pageProduct(db, match.params.slug!, locale)
      : null;
  const product = lookup?.value ?? null;
  const found = Boolean(match && pageExists(match.page.id, match.params, product));
  return { lookup, product, found };
}

/** The page an address shows (its language and canonical unprefixed path), or null for none. */
export async function findPage(db: Db, rawPath: string): Promise<{ locale: Locale; canonicalPath: string } | null> {
  const { locale, path } = splitLocale(rawPath);
  const match = matchPage(path);
  const { found } = await lookUpPage(db, match, locale);
  return found ? { locale, canonicalPath: match!.canonicalPath } : null;
}

/**
 * A book's sample chapter for its page, in the page's language when it exists in it; null when
 * it can't be read (the build's page that says so is served).
 */
async function pageChapter(req: PageRequest, slug: string, locale: Locale) {
  try {
    return await readSampleChapter(req.db, req.files, req.kv, slug, locale);
  } catch (error) {
    console.error(`[sample chapter page] ${slug}: the chapter could not be read: ${logText(error)}`);
    return null;
  }
}

/**
 * La Bodega's shelves for the filter in the address's query (no filter: featured first), from
 * the same cache as the shop API's answers; null when D1 can't be read (the build's document is
 * served, which says the shelves could not be read).
 */
async function pageShelves(req: PageRequest, locale: Locale) {
  const filter = apiQueryForFilter(filterFromSearch(new URL(req.url).search));
  const key = `page|shop|${locale}|${filter.category ?? ""}|${filter.available ?? ""}|${filter.sort}`;
  try {
    return await cachedCatalogue(req.db, key, () =>
      listCatalogue(req.db, { locale, ...filter, available: filter.available === "true" }),
    );
  } catch (error) {
    console.error(`[shop page] the catalogue could not be read; the build's document is served: ${logText(error)}`);
    return null;
  }
}

/**
 * A page's HTML document: its head (metadata, hreflang, JSON-LD, preloads) and, where the build
 * prerendered one, its opening, with this response's nonce. A first visit to an unprefixed page
 * may be redirected to the browser's language instead.
 */
export async function renderPage(req: PageRequest, rawPath: string): Promise<Response> {
  const { locale, path } = splitLocale(rawPath);
  const match = matchPage(path);
  const origin = req.origin;

  // Unprefixed pages may answer differently by language preference; caches must know.
  const negotiated = Boolean(match) && locale === "en";
  if (negotiated) {
    // First visit with no explicit choice (no language cookie): follow the browser's language,
    // except for crawlers, which must see each address in the language it names.
    const saved = req.languageCookie;
    if (!isLocale(saved) && !isCrawler(req.userAgent)) {
      const preferred = negotiateLocale(req.acceptLanguage);
      if (preferred && preferred !== "en") {
        const search = new URL(req.url).search;
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

  let looked: Awaited<ReturnType<typeof lookUpPage>>;
  // A product's page (or its sample chapter's) whose product can't be read (D1 failing) says
  // so, with a way to try again, rather than a server error: the build drew that page for
  // every language (the drawing below has no product, so it serves that page, never kept).
  try {
    looked = await lookUpPage(req.db, match, locale);
  } catch (error) {
    if (match?.page.id !== "product" && match?.page.id !== "sampleChapter") throw error;
    console.error(`[product page] ${logText(rawPath)}: the product could not be read: ${logText(error)}`);
    looked = { lookup: null, product: null, found: true };
  }
  const { lookup, product, found } = looked;
  // A renamed product's old page answers in every language with a 301 to its new address
  // (decision 045); only a product that isn't found is looked up, so found pages pay nothing.
  if (!found && match?.page.id === "product" && SLUG_PATTERN.test(match.params.slug ?? "")) {
    const renamed = await renamedProduct(req.db, match.params.slug!);
    if (renamed) {
      return new Response(null, {
        status: 301,
        headers: { Location: localizePath(productPath(renamed), locale) + new URL(req.url).search },
      });
    }
  }
  const pageId = found ? match!.page.id : "notFound";
  const canonicalPath = found ? match!.canonicalPath : null;
  const siteKey = req.turnstileSiteKey;
  // A public page is a document (decisions 072 and 074), its HTML whatever the query unless its
  // page reads one; a page of the app (the account, the cart, the studio) is drawn by the app.
  const asDocument = isDocumentPage(pageId);
  // What of the query a document's render reads (a filter): "" for most pages and queries.
  const query = found && asDocument ? documentQuery(pageId, new URL(req.url).search) : "";
  // A document that follows the date (news) is drawn here and kept for the day (UTC, as the
  // posts' dates are), so a post shows on its day without a deploy.
  const day = found && asDocument && isDatedPage(pageId) ? new Date().toISOString().slice(0, 10) : "";
  const drawnHere = Boolean(query || day);
  const withOpening = found && asDocument;
  // An address no page has gets the not-found page's document, the address written in below;
  // so does a page that names nothing (an unknown post or product).
  const notFoundOpening = !found;
  // La Bodega's opening shows the shelves from D1 (drawn here, like a product page's).
  const shelves = withOpening && pageId === "shop" ? await pageShelves(req, locale) : null;
  // A product's or the shelves' document carries prices, statuses and texts, which the operator
  // changes without a deploy: it holds only for the catalogue version it was drawn from.
  const fromCatalogue = Boolean(product || shelves);
  const version = product ? lookup!.version : shelves ? shelves.version : null;
  const key = `${origin}|${locale}|${pageId}|${canonicalPath}${query}|${day}|${siteKey}|${withOpening || notFoundOpening}`;
  // Where the build drew the page served in place of one that could not be read (a product's
  // or its chapter's): it says so, with a 503 so it is asked again, and is not kept.
  let unreadableAt: string | null = null;
  /**
   * What the Worker draws here, beside the build's file whose rules it takes: a product's page
   * and its chapter's (whose build's page says they could not be read), the shelves, and a
   * view of a query or a day. Null for a page the build drew whole.
   */
  const drawingHere = (): {
    render: () => Promise<Opening | undefined>;
    built: string;
    unreadableAt?: string;
  } | null => {
    const here = localizePath(canonicalPath ?? "", locale);
    if (withOpening && pageId === "product")
      return {
        render: async () => (product ? productOpening(here, locale, product) : undefined),
        built: productOpeningFile(locale),
        unreadableAt: PRODUCT_STAND_IN_ADDRESS,
      };
    // With the book from D1 and the chapter from R2.
    if (withOpening && pageId === "sampleChapter")
      return {
        render: async () => {
          const chapter = product && (await pageChapter(req, product.slug, locale));
          return chapter ? sampleChapterOpening(here, locale, product!, chapter) : undefined;
        },
        built: sampleChapterOpeningFile(locale),
        unreadableAt: SAMPLE_CHAPTER_STAND_IN_ADDRESS,
      };
    // Without the build's rules (an older build, a post newer than the build), the whole stylesheet.
    if (shelves)
      return {
        render: () => shopOpening(here + query, locale, shelves.value),
        built: openingFile(locale, canonicalPath!),
      };
    if (drawnHere) return { render: () => documentOpening(here + query), built: openingFile(locale, canonicalPath!) };
    return null;
  };
  // (A product page this isolate kept from before D1 failed is still served: its last version.)
  const cached = renderedDocuments.get(key);
  let kept = cached && (!fromCatalogue || (version !== null && cached.version === version)) ? cached : undefined;
  if (!kept) {
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
      ...(asDocument
        ? {}
        : { preloadScripts: await scriptsToPreload(req, pageId, locale), pageModule: await pageModule(req, pageId) }),
    });
    const template = await loadTemplate(req);
    // A page drawn here whose render failed is served without it (a product page) or with the
    // build's opening (the shelves) but not kept, so the next visit tries again; nor is one drawn
    // from a catalogue not known to be one version's.
    const devShell = isDevServerShell(template);
    let keep = !devShell && (!fromCatalogue || version !== null);
    let document: string;
    const drawing = devShell ? null : drawingHere();
    if (drawing) {
      // Drawn here with the rules the build drew the page (or its stand-ins) with (decision
      // 030); a render that failed leaves the build's own page, and isn't kept.
      const [rendered, built] = await Promise.all([drawing.render(), loadOpening(req, drawing.built)]);
      keep &&= Boolean(rendered);
      if (!rendered && drawing.unreadableAt) unreadableAt = drawing.unreadableAt;
      document = await renderDocument(template, head, withBuiltRules(rendered, built), await documentScripts(req));
    } else {
      const opening = withOpening
        ? await loadOpening(req, openingFile(locale, canonicalPath!))
        : notFoundOpening
          ? await loadOpening(req, notFoundOpeningFile(locale))
          : undefined;
      document = await renderDocument(template, head, opening, asDocument ? await documentScripts(req) : undefined);
    }
    if (keep) {
      kept = await keptDocument(document, version);
      remember(key, kept);
    } else {
      // A product's page that couldn't be drawn is unavailable for now, not missing.
      const res = documentResponse(document, req.nonce, unreadableAt ? 503 : found ? 200 : 404);
      const standIn = unreadableAt ?? (notFoundOpening ? NOT_FOUND_ADDRESS : null);
      return withSpeculation(withVary(await atAddress(res, standIn, path), negotiated), asDocument);
    }
  }
  const res = keptResponse(kept, req.nonce, found ? 200 : 404);
  return withSpeculation(
    withVary(await atAddress(res, notFoundOpening ? NOT_FOUND_ADDRESS : null, path), negotiated),
    asDocument,
  );
}

/**
 * A page drawn here with the rules the build drew it (or its stand-ins) with: the build's
 * document alone when the render failed, and the whole stylesheet when the build has no rules.
 */
function withBuiltRules(rendered: Opening | undefined, built: Opening | undefined): Opening | undefined {
  if (!rendered) return built;
  return built?.css === undefined ? rendered : { ...rendered, css: built.css };
}

/** A document's links lead to documents: the browser may fetch the one about to be followed. */
function withSpeculation(res: Response, asDocument: boolean): Response {
  if (asDocument) res.headers.set("Speculation-Rules", SPECULATION_RULES_HEADER);
  return res;
}

/**
 * A document the build drew at a stand-in address (the not-found page's, a product page's that
 * could not be read) with the visitor's address in its place, escaped for an attribute.
 */
async function atAddress(res: Response, standIn: string | null, path: string): Promise<Response> {
  if (!standIn) return res;
  const html = (await res.text()).replaceAll(standIn, escapeHtml(path));
  return new Response(html, { status: res.status, headers: res.headers });
}

/** Unprefixed pages may answer differently by language preference; caches must know. */
function withVary(res: Response, negotiated: boolean): Response {
  if (negotiated) res.headers.set("Vary", "Accept-Language, Cookie");
  return res;
}
