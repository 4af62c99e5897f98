import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { useDocumentMode } from "../../islands/document-mode";

/*
 * Long pages render their opening screen first. Each later section renders when the visitor
 * comes near it, and in any case shortly after the page has settled, one section per idle
 * moment, so the whole page is there for reading, searching and screen readers without one
 * long render blocking the first seconds. A #section in the address or printing renders
 * everything at once.
 */
const SETTLE_MS = 3000;
const waiting: Array<() => void> = [];
let chainTimer: number | undefined;
let revealedAll = false;

const idle = (work: () => void) =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(work, { timeout: 1000 })
    : window.setTimeout(work, 50);

/** Shows the next waiting section, then the next one at the next idle moment. */
function showNextWhenIdle() {
  idle(() => {
    const show = waiting.shift();
    if (!show) return;
    show();
    showNextWhenIdle();
  });
}

function scheduleChain() {
  window.clearTimeout(chainTimer);
  chainTimer = window.setTimeout(showNextWhenIdle, SETTLE_MS);
}

/** Renders every waiting section now (a #section link to follow, or the page being printed). */
export function revealAll() {
  revealedAll = true;
  waiting.splice(0).forEach((show) => show());
}
if (typeof window !== "undefined") window.addEventListener("beforeprint", revealAll);

export function Progressive({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  // A document (decision 072) is its whole HTML: nothing is drawn later.
  const documentMode = useDocumentMode();
  const [shown, setShown] = useState(revealedAll || documentMode);

  useEffect(() => {
    if (shown) return;
    let done = false;
    // A transition: React renders the section in short slices, yielding between them.
    const show = () => {
      if (done) return;
      done = true;
      startTransition(() => setShown(true));
    };
    waiting.push(show);
    scheduleChain();
    const near =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
            rootMargin: "800px 0px",
          })
        : null;
    if (spot.current) near?.observe(spot.current);
    return () => {
      near?.disconnect();
      const at = waiting.indexOf(show);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [shown]);

  if (shown) return <>{children}</>;
  return <div ref={spot}>{placeholder}</div>;
}
