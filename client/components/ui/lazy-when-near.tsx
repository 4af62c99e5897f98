import { lazy, type ComponentType } from "react";

/** How close to the viewport a part must come before its code loads (as for Progressive). */
const NEAR = "800px 0px";

/** Resolves once the element the server drew for this part comes near the viewport. */
function whenNear(selector: string): Promise<void> {
  if (typeof window === "undefined" || typeof IntersectionObserver !== "function") return Promise.resolve();
  const drawn = document.querySelector(`#root ${selector}`);
  // Nothing drawn by the server (the app draws this page itself): load at once.
  if (!drawn) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR },
    );
    observer.observe(drawn);
  });
}

/**
 * A part of every page, drawn in the prerendered opening, that the app takes over only when
 * the visitor comes near it (the footer). Until then its code is not even loaded: rendered
 * inside a Suspense boundary, it suspends while the page hydrates, and React keeps the
 * server's markup as it is, links that work as plain links. A press there before it is
 * hydrated is kept and carried out after (early-actions.ts). `selector` finds the server's
 * markup of the part inside #root.
 */
export function lazyWhenNear(selector: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazy(() => whenNear(selector).then(load));
}
