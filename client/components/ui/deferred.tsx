import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { ErrorBoundary } from "./error-boundary";
import { useDocumentMode } from "../../islands/document-mode";

/**
 * Renders `children` (typically a React.lazy component) only once the spot comes near the
 * viewport or the browser is idle, whichever is first, so below-the-fold features don't add to
 * the page's first-load JavaScript. `fallback` holds the space until then.
 */
export function Deferred({
  children,
  fallback,
  rootMargin = "600px",
  whenIdle = true,
}: {
  children: ReactNode;
  fallback: ReactNode;
  rootMargin?: string;
  /** Also load when the browser is idle; off for heavy sections nobody may scroll to. */
  whenIdle?: boolean;
}) {
  const spot = useRef<HTMLDivElement>(null);
  // A document (decision 072) is its whole HTML: what acts in it is an island of its own.
  const documentMode = useDocumentMode();
  const [shown, setShown] = useState(documentMode);

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const cancels: (() => void)[] = [];
    const whenBrowserIdle = (timeout: number) => {
      if (typeof requestIdleCallback === "function") {
        const id = requestIdleCallback(show, { timeout });
        cancels.push(() => cancelIdleCallback(id));
      } else {
        const id = window.setTimeout(show, Math.min(timeout, 1500));
        cancels.push(() => window.clearTimeout(id));
      }
    };
    // In view, it still waits for a gap in the page's own start-up (hydration, the page's
    // chunks), at most a second, so a feature near the top never competes with the first paint.
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && whenBrowserIdle(1000), {
            rootMargin,
          })
        : null;
    if (spot.current) observer?.observe(spot.current);
    if (whenIdle) whenBrowserIdle(3000);
    return () => {
      observer?.disconnect();
      cancels.forEach((cancel) => cancel());
    };
  }, [shown, rootMargin, whenIdle]);

  return (
    <div ref={spot}>
      {shown ? (
        <ErrorBoundary fallback={fallback}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      ) : (
        fallback
      )}
    </div>
  );
}
