import { describe, expect, it } from "vitest";
import { queryViews } from "#client/prerender/render-opening";
import { PORTFOLIO_ITEMS } from "#content/portfolio";
import { publishedPosts } from "#content/news/posts";
import { CONTACT_REASONS } from "#worker/contract/lead-capture-fields";
import { PAGES, documentQuery, matchPage } from "#worker/contract/pages";
import { POSTS_PER_PAGE } from "#client/features/news/news-posts";

/**
 * The build draws every view a document's query can ask for, so the rules it inlines hold each
 * of them; a view the Worker would draw differently (or not at all) leaves a page unstyled.
 */
describe("the views the build draws for the queries documents read", () => {
  const now = new Date("2026-11-29T12:00:00Z");

  it("lists a view for every value each reading page draws, and none for the others", () => {
    expect(queryViews("/contact", now)).toEqual(CONTACT_REASONS.map((reason) => `/contact?reason=${reason}`));
    const categories = new Set(PORTFOLIO_ITEMS.map((item) => item.category));
    expect(queryViews("/portfolio-gallery", now)).toHaveLength(categories.size);
    const pages = Math.ceil(publishedPosts(now).length / POSTS_PER_PAGE);
    expect(queryViews("/news", now)).toEqual(Array.from({ length: pages - 1 }, (_, i) => `/news?page=${i + 2}`));
    // The shelves come from D1: the Worker draws each view, with the whole stylesheet.
    expect(queryViews("/la-bodega", now)).toEqual([]);
    for (const page of PAGES.filter((candidate) => !("reads" in candidate)))
      expect(queryViews(page.paths[0], now), page.id).toEqual([]);
  });

  it("draws each view for the query the Worker keys it by, on the page it belongs to", () => {
    for (const page of PAGES.filter((candidate) => "reads" in candidate && candidate.id !== "shop")) {
      const views = queryViews(page.paths[0], now);
      expect(views.length, page.id).toBeGreaterThan(0);
      for (const view of views) {
        const url = new URL(view, "https://example.test");
        expect(matchPage(url.pathname)?.page.id, view).toBe(page.id);
        expect(documentQuery(page.id, url.search), view).toBe(url.search);
      }
    }
  });
});
