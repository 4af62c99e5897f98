import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { expectPageToaster, subscribeToasters, toastersWanted } from "./toaster-demand";

/*
 * The frame's side of the toasts (toast.tsx): a slot that loads the page's toaster once a toast
 * is wanted (toaster-demand.ts). The first toast's code (a form's, a feature's) brings
 * toast.tsx with it.
 */
const SiteToaster = lazy(() => import("./toast").then((m) => ({ default: m.SiteToaster })));

/** The page's toaster, loaded with the first toast. */
export function PageToaster() {
  const isWanted = useSyncExternalStore(subscribeToasters, toastersWanted, () => false);
  useEffect(expectPageToaster, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
