/**
 * Build-time entry (never shipped to browsers): the list of pages to prerender and the
 * renderer, for the `prerenderOpenings` step of vite.config.ts (docs/decisions/012-prerendered-openings.md).
 */
import { PORTFOLIO_ITEMS } from "#content/portfolio";
import { publishedPosts } from "#content/news/posts";
import { CONTACT_REASONS } from "#worker/contract/lead-capture-fields";
import { LOCALES, localizePath } from "#worker/contract/locales";
import { publicPages } from "#content/public-pages";
import { NOT_FOUND_ADDRESS, notFoundOpeningFile, openingFile } from "#worker/contract/openings";
import { POSTS_PER_PAGE } from "../features/news/news-posts";

export { renderOpening } from "./render-page";

/**
 * The other views of a page the Worker draws for a query its document reads (pages.ts `reads`):
 * not openings of their own, but the build draws them too, so the page's rules (decision 030),
 * which the Worker inlines with them, hold every view's.
 */
export function queryViews(path: string, now = new Date()): string[] {
  if (path === "/news") {
    const pages = Math.ceil(publishedPosts(now).length / POSTS_PER_PAGE);
    return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => `/news?page=${i + 2}`);
  }
  if (path === "/contact") return CONTACT_REASONS.map((reason) => `${path}?reason=${reason}`);
  if (path === "/portfolio-gallery")
    return [...new Set(PORTFOLIO_ITEMS.map((item) => item.category))].map((category) => `${path}?category=${category}`);
  return [];
}

/**
 * Every public page in every language, and the not-found page's, with the file its opening goes
 * to and the addresses of its other views.
 */
export function openingsToRender(now = new Date()): { address: string; file: string; views: string[] }[] {
  return [
    ...publicPages(now).flatMap(({ path }) =>
      LOCALES.map((locale) => ({
        address: localizePath(path, locale),
        file: openingFile(locale, path),
        views: queryViews(path, now).map((view) => localizePath(view, locale)),
      })),
    ),
    ...LOCALES.map((locale) => ({
      address: localizePath(NOT_FOUND_ADDRESS, locale),
      file: notFoundOpeningFile(locale),
      views: [],
    })),
  ];
}
