import type { BaseLocationHook } from "wouter";
import { carryToastOnScreen } from "../lib/carried-toast";
import { isDocumentAddress } from "../lib/document-address";

/**
 * wouter's location on a document: the address the page was loaded at, and moving on is a
 * document navigation (the next page is its own document, not a screen of an app), which takes
 * the toast on screen along ("Signed out" as the menu's Sign out goes home).
 */
export const useDocumentLocation: BaseLocationHook = () => [
  window.location.pathname,
  (to: string | URL, options?: { replace?: boolean }) => {
    // Only a document's frame shows a carried toast; an app page shows its own.
    if (isDocumentAddress(new URL(String(to), window.location.href))) carryToastOnScreen();
    if (options?.replace) window.location.replace(String(to));
    else window.location.assign(String(to));
  },
];
