import { useSyncExternalStore } from "react";
import { badgeCounts, subscribeToBadgeCounts, type Counts } from "./badge-counts";

/** The top bar's cart and wishlist counts, for a React part of the page. */
export function useBadgeCounts(): Counts {
  return useSyncExternalStore(subscribeToBadgeCounts, badgeCounts, badgeCounts);
}
