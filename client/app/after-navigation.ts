import type { Locale } from "#worker/contract/locales";
import { pageMeta, pageTitle } from "#worker/contract/page-meta";
import type { PageId } from "#worker/contract/pages";
import { api } from "../lib/api-client";

/** Pages that title themselves after the item they show (a news post). */
const SELF_TITLED = new Set<PageId>(["newsPost", "product", "sampleChapter"]);

/**
 * What a client-side navigation does that the Worker did for the page the visitor arrived on:
 * the head's title and description, and counting the view (only the address is sent; decision
 * 039). Loaded with the first navigation, so the first load carries none of it.
 */
export function afterNavigation(pageId: PageId, locale: Locale): void {
  // `keepalive` lets the count finish if the visitor leaves; a failed count is let go.
  api.audience.views
    .$post({ json: { path: window.location.pathname } }, { init: { keepalive: true } })
    .catch(() => undefined);
  if (SELF_TITLED.has(pageId)) return;
  document.title = pageTitle(pageId, locale);
  document.querySelector('meta[name="description"]')?.setAttribute("content", pageMeta(pageId, locale).description);
}
