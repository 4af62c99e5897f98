/*
 * Whether a toast has been asked for yet (toast.tsx). Most visits never show one, so the frame
 * carries only this flag: the page's toaster loads when it turns. No React here, so a
 * document's plain frame script can wait on it too.
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

/** Whether a page toaster will mount once wanted (to wait for): the app's frame, or a document's. */
export const pageToasterExpected = (): boolean => expected > 0;

/** Counts a page toaster that will mount when wanted; returns its release. */
export function expectPageToaster(): () => void {
  expected++;
  return () => void expected--;
}
