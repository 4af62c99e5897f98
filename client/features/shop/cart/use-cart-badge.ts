import { useEffect, useSyncExternalStore } from "react";
import { setBadgeCount } from "../../../lib/badge-counts";
import { notifyError } from "../../../components/ui/toast";
import { useI18n } from "../../../i18n/i18n-context";
import { useAuth } from "../../../lib/auth/auth-state";
import { cartApi } from "./cart-api";
import { labelsIn } from "../../../i18n/label-table";
import type { Localized } from "../../../../worker/contract/localized";
import { CART_CHANGED_EVENT, guestCart } from "./guest-cart";

/** The badge's own words: it runs on every page, so it carries only these, not the cart's. */
const BADGE_LABELS = {
  mergeSkipped: {
    en: "Some products from your cart can't be bought any more and were left out.",
    es: "Algunos productos de tu carrito ya no se pueden comprar y se han quitado.",
    ca: "Alguns productes de la teva cistella ja no es poden comprar i s'han tret.",
  },
} satisfies Record<string, Required<Localized>>;

/**
 * For the top bar, on every page: the cart badge's count, and at sign-in the guest's cart
 * joins the account's. What can't be bought any more is left out with a toast, never silently.
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
    const request = slugs.length ? cartApi.merge(slugs, locale) : cartApi.get(locale);
    void request.then((result) => {
      if (!result.ok) return;
      const view: { count: number; unavailable: unknown[]; skipped?: string[] } = result.data;
      if (slugs.length) {
        guestCart.clear();
        window.dispatchEvent(new Event(CART_CHANGED_EVENT));
        if (view.skipped?.length) notifyError(labelsIn(BADGE_LABELS, undefined, locale)("mergeSkipped"));
      }
      if (live) setBadgeCount("cart", view.count + view.unavailable.length);
    });
    return () => {
      live = false;
    };
  }, [userId, loading, locale, signedOutCount]);
}
