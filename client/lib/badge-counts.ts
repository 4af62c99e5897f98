/**
 * Counts shown on the top bar's cart and wishlist badges. Features that own the cart and the
 * wishlist publish their counts here; the frame only reads them (the app through
 * useBadgeCounts, a document's plain frame script through subscribeToBadgeCounts). No React
 * here, so the frame of a document can read it.
 */
export type Counts = { cart: number; wishlist: number };
let counts: Counts = { cart: 0, wishlist: 0 };
/** When the question behind each shown count was asked (`performance.now()`). */
const askedAt: Counts = { cart: 0, wishlist: 0 };
const listeners = new Set<() => void>();

/**
 * Shows a count. `asked` is when the server was asked for it, for a count read from an answer
 * that may arrive late: an answer to a question asked before the shown count was is older than
 * it, and is dropped. (A reader's cart read at sign-in must not undo the product they added
 * while that read was on its way.) A count the page knows now is as of now.
 */
export function setBadgeCount(name: keyof Counts, value: number, asked = performance.now()): void {
  if (asked < askedAt[name]) return;
  askedAt[name] = asked;
  if (counts[name] === value) return;
  counts = { ...counts, [name]: Math.max(0, Math.floor(value)) };
  listeners.forEach((listener) => listener());
}

export function subscribeToBadgeCounts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const badgeCounts = (): Counts => counts;
