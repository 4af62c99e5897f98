import { useSyncExternalStore } from "react";
import { badgeCounts, subscribeToBadgeCounts, type Counts } from "./badge-counts";

/** What the server draws: it knows no one's cart. */
const SERVER_COUNTS: Counts = { cart: 0, wishlist: 0 };

/**
 * The top bar's cart and wishlist counts, for a React part of the page. Hydrated as the server
 * drew them, then the counts known by then: on a document the top bar may be hydrated after a
 * card's island has already counted the cart.
 */
export function useBadgeCounts(): Counts {
  return useSyncExternalStore(subscribeToBadgeCounts, badgeCounts, () => SERVER_COUNTS);
}
