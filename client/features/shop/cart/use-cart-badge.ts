import { useEffect, useSyncExternalStore } from "react";
import { setBadgeCount } from "#client/lib/badge-counts";
import { useI18n } from "#client/i18n/i18n-context";
import { useAuth } from "#client/lib/auth/auth-state";
import { guestCartStore } from "./guest-cart";

/**
 * For the top bar, on every page: the cart badge's count. Signed out, it is the guest cart's
 * (in this browser); signed in, the account's, and at sign-in the guest's cart joins it
 * (account-badges.ts, loaded only then).
 */
export function useCartBadge() {
  const { user, loading } = useAuth();
  const { locale } = useI18n();
  const guestCount = useSyncExternalStore(
    guestCartStore.subscribe,
    () => guestCartStore.slugs().length,
    () => 0,
  );
  const userId = user?.id;
  // The guest count only matters while signed out; once merged it drops to zero.
  const signedOutCount = userId ? 0 : guestCount;

  useEffect(() => {
    if (loading) return;
    if (!userId) {
      setBadgeCount("cart", signedOutCount);
      return;
    }
    let live = true;
    void import("./account-badges").then(({ syncAccountCart }) => syncAccountCart(locale, () => live));
    return () => {
      live = false;
    };
  }, [userId, loading, locale, signedOutCount]);
}
