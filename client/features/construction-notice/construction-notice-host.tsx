import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { ErrorBoundary } from "../../components/ui/error-boundary";
import { rememberNoticeSeen, rememberVisitorNavigated, scheduleConstructionNotice } from "./notice-timer";

const ConstructionNoticeDialog = lazy(() => import("./construction-notice-dialog"));

/**
 * The app's construction notice: due by the spec's schedule, and shown when the visitor is free
 * (notice-timer.ts). The dialog's code loads only then.
 */
export function ConstructionNoticeHost() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const [location] = useLocation();
  const firstLocation = useRef(location);

  useEffect(
    () =>
      scheduleConstructionNotice(() => {
        setShown(true);
        setOpen(true);
      }),
    [],
  );

  // The session flag: the visitor has moved on from the page they landed on.
  useEffect(() => {
    if (location !== firstLocation.current) rememberVisitorNavigated();
  }, [location]);

  if (!shown) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ConstructionNoticeDialog
          open={open}
          onClose={() => {
            rememberNoticeSeen();
            setOpen(false);
          }}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
