import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageId } from "#worker/contract/pages";
import type { PageProps } from "../lib/page-props";
import type { PageModule } from "./page-table";

/*
 * Every screen is its own chunk. The table that maps a page to its chunk names them all, with
 * the files each needs (about 3 KB gzip): the first load doesn't need it, as the Worker names
 * the arrival page's module in the document (<meta name="page-module">). The table loads
 * when the visitor points at, touches or focuses a link, or at the latest with a navigation.
 */
let table: Promise<typeof import("./page-table")> | null = null;
export function loadPageTable() {
  table ??= import("./page-table").catch((err: unknown) => {
    table = null; // a failed download (offline, a new deploy) is tried again next time
    throw err;
  });
  return table;
}

/** The arrival page's module as the document names it, when it is `id`'s. */
function arrivalModule(id: PageId): string | null {
  if (typeof document === "undefined") return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="page-module"]');
  return meta?.dataset.page === id && meta.content.startsWith("/") ? meta.content : null;
}

async function importPage(id: PageId): Promise<PageModule> {
  const address = arrivalModule(id);
  if (address) return (await import(/* @vite-ignore */ address)) as PageModule;
  return (await loadPageTable()).PAGE_LOADERS[id]();
}

/** Pages whose module is already here, so their first render need not suspend. */
const loadedPages = new Map<PageId, ComponentType<PageProps>>();
const lazyPages = new Map<PageId, LazyExoticComponent<ComponentType<PageProps>>>();

/**
 * Fetches a page's module ahead of its first render. The app awaits the arrival page before it
 * mounts, so the first commit is the whole page instead of a loading state; the server renders
 * a document's page with it too (client/prerender/render-page.tsx).
 */
export async function loadPage(id: PageId): Promise<void> {
  if (loadedPages.has(id)) return;
  loadedPages.set(id, (await importPage(id)).default);
}

/** The screen for a page: the loaded module when it is here, otherwise a lazy one (one per page, kept). */
export function pageComponent(id: PageId): ComponentType<PageProps> {
  const loaded = loadedPages.get(id);
  if (loaded) return loaded;
  let page = lazyPages.get(id);
  if (!page) lazyPages.set(id, (page = lazy(() => importPage(id))));
  return page;
}

/** Starts loading the page table once the visitor heads for a link of the site. */
export function loadPageTableOnIntent(): () => void {
  const events = ["pointerover", "touchstart", "focusin"] as const;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    stop();
    loadPageTable().catch(() => undefined);
  };
  const stop = () => events.forEach((type) => document.removeEventListener(type, onIntent, true));
  events.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  return stop;
}
