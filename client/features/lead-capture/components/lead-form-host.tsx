import { Suspense, lazy, useEffect, useState } from "react";
import { OPEN_LEAD_FORM_EVENT, takeHeldLeadFormRequest } from "#client/lib/lead-form-event";
import { ErrorBoundary } from "#client/components/ui/error-boundary";

const LeadFormDialog = lazy(() => import("./lead-form-dialog"));

/**
 * Listens for `openLeadForm` (the CV buttons and the floating contact raise it) and opens the Contact & Resume
 * Request modal. The modal's code loads the first time it is asked for.
 */
export function LeadFormHost() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const show = () => {
      setRequested(true);
      setOpen(true);
    };
    const onOpen = (event: Event) => {
      event.preventDefault(); // tells the caller the form opened, so it doesn't navigate
      show();
    };
    // A document's frame held the press that brought this code.
    if (takeHeldLeadFormRequest()) show();
    window.addEventListener(OPEN_LEAD_FORM_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_LEAD_FORM_EVENT, onOpen);
  }, []);

  if (!requested) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LeadFormDialog open={open} onClose={() => setOpen(false)} />
      </Suspense>
    </ErrorBoundary>
  );
}
