import { useEffect } from "react";

/**
 * Sent when the reader's library grew (an order was paid). Whatever marks products as owned
 * (the shop's "In your library", the wishlist) asks again, whichever feature it belongs to.
 */
export const LIBRARY_CHANGED_EVENT = "la-bodega:library-changed";

export function announceLibraryChanged(): void {
  window.dispatchEvent(new Event(LIBRARY_CHANGED_EVENT));
}

/** Calls `reload` whenever the library changes, while the component is mounted. */
export function useLibraryChanged(reload: () => void): void {
  useEffect(() => {
    window.addEventListener(LIBRARY_CHANGED_EVENT, reload);
    return () => window.removeEventListener(LIBRARY_CHANGED_EVENT, reload);
  }, [reload]);
}
