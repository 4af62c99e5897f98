import { useEffect, useState, type ReactNode } from "react";

/*
 * Long pages render their opening first and the rest one section per task, so no single
 * render-and-commit blocks the main thread for long (Lighthouse's total blocking time) and the
 * first paint comes sooner. Sections appear in document order, each after the previous one
 * has been committed.
 */
const waiting: Array<() => void> = [];
/** The section told to show whose commit we are waiting for, if any. */
let current: (() => void) | null = null;

function showNext() {
  current = waiting.shift() ?? null;
  current?.();
}

/** In a new task, so each section's render is separate from the one before. */
function next() {
  current = null;
  setTimeout(() => {
    if (!current) showNext();
  }, 0);
}

/**
 * Renders `children` shortly after the page's first paint, in its turn. `placeholder` holds
 * roughly the space meanwhile (below the opening screen, so nothing visible moves).
 */
export function Progressive({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    waiting.push(show);
    if (!current && waiting.length === 1) next();
    return () => {
      const at = waiting.indexOf(show);
      if (at >= 0) waiting.splice(at, 1);
      // Told to show but gone before it rendered (the visitor left the page): don't stall the rest.
      if (current === show) next();
    };
  }, [shown]);

  // Once this section is on the page, the next one may go.
  useEffect(() => {
    if (shown) next();
  }, [shown]);

  return <>{shown ? children : placeholder}</>;
}
