import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { ErrorBoundary } from "../../components/ui/error-boundary";
import { NOTICE_KEYS, noticeDelay, readVisitMemory, remember, safeStorage } from "./notice-schedule";

const ConstructionNoticeDialog = lazy(() => import("./construction-notice-dialog"));

/**
 * Decides once per page load whether and when the construction notice appears,
 * records the visit, and loads the notice's code only when it is due.
 */
export function ConstructionNoticeHost() {
  const [open, setOpen] = useState(false);
  const [due, setDue] = useState(false);
  const [location] = useLocation();
  const firstLocation = useRef(location);

  useEffect(() => {
    const local = safeStorage("localStorage");
    const now = Date.now();
    const delay = noticeDelay(readVisitMemory(local), now);
    remember(local, NOTICE_KEYS.lastVisit, String(now));
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      remember(local, NOTICE_KEYS.lastShown, String(Date.now()));
      setDue(true);
      setOpen(true);
    }, delay);
    return () => window.clearTimeout(timer);
  }, []);

  // The session flag: the visitor has moved on from the page they landed on.
  useEffect(() => {
    if (location !== firstLocation.current) remember(safeStorage("sessionStorage"), NOTICE_KEYS.hasNavigated, "true");
  }, [location]);

  if (!due) return null;
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
