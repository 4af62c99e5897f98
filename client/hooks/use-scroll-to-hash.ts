import { useEffect } from "react";
import { revealAll } from "../components/ui/progressive";

/** How long a page may take to put the section on screen (lazy chunks, progressive sections). */
const WAIT_MS = 5000;

/**
 * Pages arrive after the document has loaded, and long pages render their sections a moment
 * later, too late for the browser to honour a `#section` in the address. Once the named
 * element exists, go to it. Runs on every navigation (`routeKey`).
 */
export function useScrollToHash(routeKey: string): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    // The section may be one that renders later: render them all.
    revealAll();
    const go = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView();
      return true;
    };
    if (go()) return;
    const observer = new MutationObserver(() => go() && stop());
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [routeKey]);
}
