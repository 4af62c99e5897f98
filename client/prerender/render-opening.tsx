/**
 * Build-time entry (never shipped to browsers): the list of pages to prerender and the
 * renderer, for the `prerenderOpenings` step of vite.config.ts (docs/decisions/074-*.md).
 */
import { PORTFOLIO_ITEMS } from "#content/portfolio";
import { publishedPosts } from "#content/news/posts";
import { CONTACT_REASONS } from "#worker/contract/lead-capture-fields";
import { LOCALES, localizePath, type Locale } from "#worker/contract/locales";
import { publicPages } from "#content/public-pages";
import type { Page } from "#worker/contract/pages";
import {
  NOT_FOUND_ADDRESS,
  notFoundOpeningFile,
  openingFile,
  PRODUCT_STAND_IN_ADDRESS,
  productOpeningFile,
  SAMPLE_CHAPTER_STAND_IN_ADDRESS,
  sampleChapterOpeningFile,
} from "#worker/contract/openings";
import { POSTS_PER_PAGE } from "../features/news/news-posts";
import { standInShelves } from "./stand-in-shelves";
import { standInChapters, standInProducts } from "./stand-in-products";

export { renderOpening } from "./render-page";

type ReadingPage = Extract<Page, { reads: readonly string[] }>;

/**
 * Every value each page's `reads` can take that draws something of its own. Typed by the page
 * table, so a page that comes to read a query, or a new parameter, fails to build until its
 * views are listed here.
 */
const QUERY_VALUES: {
  [P in ReadingPage as P["paths"][0]]: { [Name in P["reads"][number]]: (now: Date) => readonly string[] };
} = {
  "/portfolio-gallery": { category: () => [...new Set(PORTFOLIO_ITEMS.map((item) => item.category))] },
  "/contact": { reason: () => CONTACT_REASONS },
  // The shelves come from D1: the Worker draws every view; their rules come from stand-ins.
  "/la-bodega": { category: () => [], sort: () => [], available: () => [] },
  // The first page is the plain address.
  "/news": {
    page: (now) =>
      Array.from({ length: Math.max(0, Math.ceil(publishedPosts(now).length / POSTS_PER_PAGE) - 1) }, (_, i) =>
        String(i + 2),
      ),
  },
};

/**
 * The other views of a page the Worker draws for a query its document reads (pages.ts `reads`):
 * not openings of their own, but the build draws them too, so the page's rules (decision 030),
 * which the Worker inlines with them, hold every view's.
 */
export function queryViews(path: string, now = new Date()): string[] {
  if (!Object.hasOwn(QUERY_VALUES, path)) return [];
  const parameters: Record<string, (now: Date) => readonly string[]> = QUERY_VALUES[path as keyof typeof QUERY_VALUES];
  return Object.entries(parameters).flatMap(([name, values]) =>
    values(now).map((value) => `${path}?${new URLSearchParams({ [name]: value }).toString()}`),
  );
}

/** Pages whose content the build has not (La Bodega's shelves, from D1), drawn with stand-ins for their rules. */
const STAND_INS: Record<
  string,
  (address: string, locale: Locale) => { address: string; data: Record<string, unknown> }[]
> = {
  "/la-bodega": standInShelves,
};

/**
 * Every public page in every language, the not-found page's, and a product's and its sample
 * chapter's pages (as they are when what they show can't be read), with the file its opening goes to, the addresses of its other
 * views and the stand-in renders of what only the Worker can draw.
 */
export function openingsToRender(now = new Date()): {
  address: string;
  file: string;
  views: string[];
  standIns: { address: string; data: Record<string, unknown> }[];
}[] {
  return [
    ...publicPages(now).flatMap(({ path }) =>
      LOCALES.map((locale) => {
        const address = localizePath(path, locale);
        return {
          address,
          file: openingFile(locale, path),
          views: queryViews(path, now).map((view) => localizePath(view, locale)),
          standIns: STAND_INS[path]?.(address, locale) ?? [],
        };
      }),
    ),
    ...LOCALES.map((locale) => ({
      address: localizePath(NOT_FOUND_ADDRESS, locale),
      file: notFoundOpeningFile(locale),
      views: [],
      standIns: [],
    })),
    ...LOCALES.map((locale) => ({
      address: localizePath(PRODUCT_STAND_IN_ADDRESS, locale),
      file: productOpeningFile(locale),
      views: [],
      standIns: standInProducts(locale),
    })),
    ...LOCALES.map((locale) => ({
      address: localizePath(SAMPLE_CHAPTER_STAND_IN_ADDRESS, locale),
      file: sampleChapterOpeningFile(locale),
      views: [],
      standIns: standInChapters(locale),
    })),
  ];
}
