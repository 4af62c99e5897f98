import { useData } from "../../lib/data-cache";
import type { ContentItemId } from "../../../worker/contract/content-items";
import { setBadgeCount } from "../../app/badge-counts";
import type { CallResult } from "../../lib/call-result";
import { useAuth } from "../auth/auth-state";
import { engagementApi, type LikeState, type SavedItem } from "./engagement-api";

/** Turns a CallResult into swr's world: data, or a thrown error swr keeps. */
export async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw Object.assign(new Error(result.code ?? `HTTP ${result.status}`), { status: result.status, code: result.code });
  return result.data;
}

/** An item's like count and whether the reader liked it; keyed by reader so sign-in refetches. */
export function useLikeState(itemId: ContentItemId) {
  const { user, loading } = useAuth();
  return useData(loading ? null : ["like", itemId, user?.id ?? "anonymous"], async () => {
    const { items } = await unwrap(engagementApi.likeStates([itemId]));
    return items[0] as LikeState;
  });
}

/** The reader's wishlist; its size is the top bar's second badge. */
export function useWishlist() {
  const { user } = useAuth();
  return useData(user ? ["wishlist", user.id] : null, async () => {
    const { items } = await unwrap(engagementApi.wishlist());
    setBadgeCount("wishlist", items.length);
    return items as SavedItem[];
  });
}
