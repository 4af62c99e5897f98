import type { BaseLocationHook } from "wouter";

/**
 * wouter's location on a document: the address the page was loaded at, and moving on is a
 * document navigation (the next page is its own document, not a screen of an app).
 */
export const useDocumentLocation: BaseLocationHook = () => [
  window.location.pathname,
  (to: string | URL, options?: { replace?: boolean }) => {
    if (options?.replace) window.location.replace(String(to));
    else window.location.assign(String(to));
  },
];
