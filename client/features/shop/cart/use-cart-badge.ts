import { useEffect, useSyncExternalStore } from "react";
import type { CartView } from "../../../../worker/contract/cart-fields";
import { setBadgeCount } from "../../../lib/badge-counts";
import { notifyError } from "../../../components/ui/toast";
import { useI18n } from "../../../i18n/i18n-context";
import { useAuth } from "../../../lib/auth/auth-state";
import { cartLabel } from "./cart-labels";
import { CART_CHANGED_EVENT, guestCart } from "./guest-cart";

/**
 * For the top bar, on every page: the cart badge's count, and at sign-in the guest's cart
 * joins the account's (plain fetch, to keep the frame light). What can't be bought any more
 * is left out with a toast, never silently.
 */
export function useCartBadge() {
  const { user, loading } = useAuth();
  const { locale } = useI18n();
  const guestCount = useSyncExternalStore(
    guestCart.subscribe,
    () => guestCart.slugs().length,
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
    const slugs = guestCart.slugs();
    const request = slugs.length
      ? fetch(`/api/cart/merge?locale=${locale}`, {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ slugs }),
        })
      : fetch(`/api/cart?locale=${locale}`, { credentials: "same-origin" });
    request
      .then((res) => (res.ok ? (res.json() as Promise<{ data: CartView & { skipped?: string[] } }>) : null))
      .then((body) => {
        if (!body) return;
        if (slugs.length) {
          guestCart.clear();
          window.dispatchEvent(new Event(CART_CHANGED_EVENT));
          if (body.data.skipped?.length) notifyError(cartLabel(locale, "mergeSkipped"));
        }
        if (live) setBadgeCount("cart", body.data.count + body.data.unavailable.length);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId, loading, locale, signedOutCount]);
}
