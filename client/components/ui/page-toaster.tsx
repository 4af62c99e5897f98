import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

/*
 * The frame's side of the toasts (toast.tsx). Most visits never show one, so the frame carries
 * only this: whether a toast has been asked for yet, and a slot that loads the page's toaster
 * then. The first toast's code (a form's, a feature's) brings toast.tsx with it.
 */
let wanted = false;
let expected = 0;
const listeners = new Set<() => void>();

/** Called by the first toast: the page's toaster loads and mounts. */
export function wantToasters(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToasters(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const toastersWanted = (): boolean => wanted;

/** Whether the frame is on the page, so a page toaster will mount once wanted (to wait for). */
export const pageToasterExpected = (): boolean => expected > 0;

const SiteToaster = lazy(() => import("./toast").then((m) => ({ default: m.SiteToaster })));

/** The page's toaster, loaded with the first toast. */
export function PageToaster() {
  const isWanted = useSyncExternalStore(subscribeToasters, toastersWanted, () => false);
  useEffect(() => {
    expected++;
    return () => void expected--;
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
