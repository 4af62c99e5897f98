/**
 * The site's route table, shared by the Worker (status codes, head metadata,
 * sitemap) and the client router. Paths are unprefixed; every page also exists under /es
 * and /ca. The first path of a page is its canonical one; the rest are aliases.
 */
export const PAGES = [
  { id: "home", paths: ["/"], index: true, heroHeader: true, document: true },
  { id: "about", paths: ["/about", "/experience/about"], index: true, document: true },
  { id: "experience", paths: ["/experience"], index: true, document: true },
  { id: "experienceDetailed", paths: ["/experience-detailed"], index: true, document: true },
  { id: "marketingDna", paths: ["/marketing-dna"], index: true, document: true },
  { id: "references", paths: ["/experience/references"], index: true, document: true },
  { id: "portfolioGallery", paths: ["/portfolio-gallery"], index: true, document: true, reads: ["category"] },
  { id: "successStories", paths: ["/success-stories"], index: true, document: true },
  { id: "books", paths: ["/books"], index: true, heroHeader: true, document: true },
  { id: "seriesMortalVengeance", paths: ["/series/mortal-vengeance"], index: true, heroHeader: true, document: true },
  { id: "seriesImalive", paths: ["/series/imalive"], index: true, heroHeader: true, document: true },
  { id: "music", paths: ["/music"], index: true, document: true },
  { id: "musicAiArtist", paths: ["/music/aie-artist"], index: true, document: true },
  { id: "contact", paths: ["/contact"], index: true, document: true, reads: ["reason"] },
  { id: "press", paths: ["/press"], index: true, document: true },
  // Drawn by the Worker from D1 for each filter it reads (worker/edge/pages.ts).
  { id: "shop", paths: ["/la-bodega", "/shop"], index: true, document: true, reads: ["category", "sort", "available"] },
  { id: "product", paths: ["/la-bodega/:category/:slug"], index: true, document: true },
  // An ebook's sample chapter (decision 051): the book's own words, also in its excerpt, so not indexed.
  { id: "sampleChapter", paths: ["/la-bodega/:category/:slug/sample"], index: false, document: true },
  { id: "cart", paths: ["/cart"], index: false },
  { id: "orderSuccess", paths: ["/order-success"], index: false },
  // Where a guest's magic link and a gift's link land; the page's button claims (POST).
  { id: "claim", paths: ["/claim-orders", "/claim-gift"], index: false },
  { id: "accountProfile", paths: ["/account"], index: false },
  { id: "accountOrders", paths: ["/account/orders"], index: false },
  { id: "accountWishlist", paths: ["/account/wishlist"], index: false },
  { id: "accountComments", paths: ["/account/comments"], index: false },
  { id: "accountLikes", paths: ["/account/likes"], index: false },
  { id: "news", paths: ["/news"], index: true, document: true, reads: ["page"], dated: true },
  // Indexed, and listed in the sitemap one post at a time (parameterised paths are not).
  { id: "newsPost", paths: ["/news/:slug"], index: true, document: true, dated: true },
  { id: "auth", paths: ["/auth"], index: false },
  // Where the account mails' links land (EMAIL_LINK_PAGE_PATH); the page's button acts (POST).
  { id: "authConfirm", paths: ["/auth/confirm"], index: false },
  { id: "imageConverter", paths: ["/image-converter"], index: true, document: true },
  { id: "terms", paths: ["/terms"], index: true, document: true },
  { id: "privacy", paths: ["/privacy"], index: true, document: true },
  // Where the newsletter emails' links land; the page's button does the change (POST).
  { id: "newsletterConfirm", paths: ["/newsletter/confirm"], index: false },
  { id: "newsletterUnsubscribe", paths: ["/newsletter/unsubscribe"], index: false },
  // The author's back office (decision 041): never indexed, never in the sitemap.
  { id: "studio", paths: ["/studio", "/studio/:section"], index: false },
] as const satisfies readonly PageDefinition[];

export interface PageDefinition {
  id: string;
  paths: readonly string[];
  /** Listed in the sitemap and open to search engines. */
  index: boolean;
  /** The header's special (over-the-hero) mode applies on this page. */
  heroHeader?: boolean;
  /**
   * A document with islands (docs/decisions/072-documents-with-islands.md): the server's HTML
   * is the page, the frame runs on a small plain script and only the interactive parts load
   * React, when they are needed. Other pages are still drawn by the client app.
   */
  document?: boolean;
  /**
   * The query parameters a document's render reads (a filter): an address with one of them is
   * rendered by the Worker for that query; without, it is the build's document. Any other
   * query leaves a document as its plain address draws it.
   */
  reads?: readonly string[];
  /**
   * What the document shows follows the date (a post appears on its publication day): the
   * Worker draws it, and keeps it for the day, rather than serving what the build drew.
   */
  dated?: boolean;
}

export type Page = (typeof PAGES)[number];
export type PageId = Page["id"] | "notFound";

/** Old addresses that moved; answered with 301 so links and search results keep working. */
export const PERMANENT_REDIRECTS: Record<string, string> = {
  "/privacy-policy": "/privacy",
  "/mortal-vengeance-series": "/series/mortal-vengeance",
};

const PARAM_VALUE = /^[a-z0-9][a-z0-9-]{0,99}$/;

export interface PageMatch {
  page: Page;
  params: Record<string, string>;
  /** The canonical unprefixed path of the matched page (aliases resolve to the first path). */
  canonicalPath: string;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split("/");
  const pathParts = path.split("/");
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i]!;
    const actual = pathParts[i]!;
    if (expected.startsWith(":")) {
      if (!PARAM_VALUE.test(actual)) return null;
      params[expected.slice(1)] = actual;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([a-z]+)/gi, (_, name: string) => params[name] ?? "");
}

/** Whether a page is a document with islands rather than a screen of the client app (the not-found page is one). */
export function isDocumentPage(id: PageId): boolean {
  return id === "notFound" || PAGES.some((page) => page.id === id && "document" in page && page.document);
}

/**
 * The part of a query a document's render reads, in the page's order ("?category=ebooks"), or
 * "" when it reads none of it: the same document for every address that differs only in what
 * the page ignores.
 */
export function documentQuery(id: PageId, search: string): string {
  const page = PAGES.find((candidate) => candidate.id === id);
  const reads: readonly string[] = page && "reads" in page ? page.reads : [];
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** Whether a page's document follows the date (see `dated`). */
export function isDatedPage(id: PageId): boolean {
  return PAGES.some((page) => page.id === id && "dated" in page && page.dated);
}

/** Finds the page for an unprefixed path, or null for the not-found page. */
export function matchPage(path: string): PageMatch | null {
  for (const page of PAGES) {
    for (const pattern of page.paths) {
      const params = matchPattern(pattern, path);
      if (params) return { page, params, canonicalPath: fillPattern(page.paths[0], params) };
    }
  }
  return null;
}

/** Canonical paths of the pages that search engines should list (no parameters). */
export function indexablePaths(): string[] {
  return PAGES.filter((p) => p.index && !p.paths[0].includes(":")).map((p) => p.paths[0]);
}
