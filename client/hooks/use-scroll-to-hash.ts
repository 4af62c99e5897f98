import { useEffect } from "react";

/**
 * Pages arrive after the document has loaded, and long pages render their sections a moment
 * later, too late for the browser to honour a `#section` in the address. Once the named
 * element exists, go to it. Runs on every navigation (`routeKey`); the code that does it
 * (and the progressive sections' it needs) loads only for an address with a #section.
 */
export function useScrollToHash(routeKey: string): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    let live = true;
    let stop: (() => void) | undefined;
    import("./scroll-to-section")
      .then(({ scrollToSection }) => {
        if (live) stop = scrollToSection(id);
      })
      .catch(() => undefined); // offline or a new deploy: the page stays where it is
    return () => {
      live = false;
      stop?.();
    };
  }, [routeKey]);
}
