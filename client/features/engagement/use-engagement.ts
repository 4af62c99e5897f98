import { useCallback } from "react";
import { useData } from "../../lib/data-cache";
import { useLibraryChanged } from "../../lib/library-event";
import type { EngageableId } from "#worker/contract/content-items";
import { setBadgeCount } from "../../lib/badge-counts";
import { useI18n } from "../../i18n/i18n-context";
import { unwrap } from "../../lib/call-result";
import { useAuth } from "../../lib/auth/auth-state";
import { engagementApi } from "./engagement-api";

/** An item's like count and whether the reader liked it; keyed by reader so sign-in refetches. */
export function useLikeState(itemId: EngageableId) {
  const { user, loading } = useAuth();
  return useData(loading ? null : ["like", itemId, user?.id ?? "anonymous"], async () => {
    const { items } = await unwrap(engagementApi.likeStates([itemId]));
    return items[0];
  });
}

/**
 * The reader's wishlist, its products named in the page's language, each with whether the
 * reader owns it (asked again when an order is paid); its size is the top bar's second badge.
 */
export function useWishlist() {
  const { user } = useAuth();
  const { locale } = useI18n();
  const wishlist = useData(user ? ["wishlist", user.id, locale] : null, async () => {
    const { items } = await unwrap(engagementApi.wishlist(locale));
    setBadgeCount("wishlist", items.length);
    return items;
  });
  const { mutate } = wishlist;
  useLibraryChanged(useCallback(() => void mutate(), [mutate]));
  return wishlist;
}
