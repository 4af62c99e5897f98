import { useSyncExternalStore } from "react";

/**
 * Counts shown on the top bar's cart and wishlist badges. Features that own the cart and the
 * wishlist publish their counts here; the frame only reads them.
 */
type Counts = { cart: number; wishlist: number };
let counts: Counts = { cart: 0, wishlist: 0 };
const listeners = new Set<() => void>();

export function setBadgeCount(name: keyof Counts, value: number): void {
  if (counts[name] === value) return;
  counts = { ...counts, [name]: Math.max(0, Math.floor(value)) };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBadgeCounts(): Counts {
  return useSyncExternalStore(
    subscribe,
    () => counts,
    () => counts,
  );
}
