import type { BaseLocationHook } from "wouter";
import { loadAddress } from "../lib/document-address";

/**
 * wouter's location on a document: the address the page was loaded at, and moving on is a
 * document navigation (the next page is its own document, not a screen of an app), which takes
 * the toast on screen along ("Signed out" as the menu's Sign out goes home).
 */
export const useDocumentLocation: BaseLocationHook = () => [
  window.location.pathname,
  (to: string | URL, options?: { replace?: boolean }) =>
    loadAddress(new URL(String(to), window.location.href), options?.replace),
];
