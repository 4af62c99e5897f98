import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { ErrorBoundary } from "../../components/ui/error-boundary";
import { NOTICE_KEYS, noticeDelay, readVisitMemory, remember, safeStorage } from "./notice-schedule";

const ConstructionNoticeDialog = lazy(() => import("./construction-notice-dialog"));

/** How often a due notice looks again whether the visitor is free. */
const RECHECK_MS = 1_000;
const ACTIVITY = ["keydown", "pointerdown", "input"] as const;

/**
 * Decides once per page load whether and when the construction notice is due (the spec's
 * schedule) and records the visit. Once due, it opens only when the visitor is free: not on a
 * page where a task is the point (contact, sign-in, cart, account), not in a field, no typed
 * text waiting in a form, and idle for a moment (visitor-activity.ts, loaded when due, like the
 * notice itself).
 */
export function ConstructionNoticeHost() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const [location] = useLocation();
  const firstLocation = useRef(location);

  useEffect(() => {
    const local = safeStorage("localStorage");
    const now = Date.now();
    const delay = noticeDelay(readVisitMemory(local), now);
    remember(local, NOTICE_KEYS.lastVisit, String(now));
    if (delay === null) return;
    // Loading the page is not activity: a visitor who has done nothing is idle from the start.
    let lastActive = Number.NEGATIVE_INFINITY;
    const active = () => {
      lastActive = Date.now();
    };
    for (const type of ACTIVITY) document.addEventListener(type, active, { capture: true, passive: true });
    let timer = 0;
    let stopped = false;
    const whenFree = async () => {
      // If the rules can't load (offline), the notice just doesn't show.
      const rules = await import("./visitor-activity").catch(() => null);
      if (stopped || !rules) return;
      const { visitorIsFree } = rules;
      if (!visitorIsFree(document, window.location.pathname, Date.now() - lastActive)) {
        timer = window.setTimeout(whenFree, RECHECK_MS);
        return;
      }
      remember(local, NOTICE_KEYS.lastShown, String(Date.now()));
      setShown(true);
      setOpen(true);
    };
    timer = window.setTimeout(whenFree, delay);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const type of ACTIVITY) document.removeEventListener(type, active, { capture: true });
    };
  }, []);

  // The session flag: the visitor has moved on from the page they landed on.
  useEffect(() => {
    if (location !== firstLocation.current) remember(safeStorage("sessionStorage"), NOTICE_KEYS.hasNavigated, "true");
  }, [location]);

  if (!shown) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ConstructionNoticeDialog
          open={open}
          onClose={() => {
            remember(safeStorage("localStorage"), NOTICE_KEYS.hasSeen, "true");
            setOpen(false);
          }}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
