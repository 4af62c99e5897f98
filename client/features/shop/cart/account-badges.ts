import type { Localized } from "#worker/contract/localized";
import type { Locale } from "#worker/contract/locales";
import { notifyError } from "#client/components/ui/toast";
import { labelsIn } from "#client/i18n/label-table";
import { api } from "#client/lib/api-client";
import { setBadgeCount } from "#client/lib/badge-counts";
import { settle } from "#client/lib/call-result";
import { cartApi } from "./cart-api";
import { CART_CHANGED_EVENT, guestCart } from "./guest-cart-edits";
import { clearGuestAmounts, guestAmounts } from "./guest-cart-amounts";

/*
 * The top bar's badges for a signed-in reader, which need the API. Loaded only once someone is
 * signed in, so a signed-out visit (most of them) never downloads the typed API client.
 */

/** The badge's own words: it runs on every page, so it carries only these, not the cart's. */
const BADGE_LABELS = {
  mergeSkipped: {
    en: "Some products from your cart can't be bought any more and were left out.",
    es: "Algunos productos de tu carrito ya no se pueden comprar y se han quitado.",
    ca: "Alguns productes de la teva cistella ja no es poden comprar i s'han tret.",
  },
} satisfies Record<string, Required<Localized>>;

/**
 * At sign-in the guest's cart joins the account's; then the badge shows the account's count.
 * What can't be bought any more is left out with a toast, never silently. `live` says whether
 * the badge still wants the answer (the reader may have signed out meanwhile).
 */
export async function syncAccountCart(locale: Locale, live: () => boolean): Promise<void> {
  const slugs = guestCart.slugs();
  const asked = performance.now();
  const result = await (slugs.length ? cartApi.merge(slugs, locale, guestAmounts()) : cartApi.get(locale));
  if (!result.ok) return;
  const view: { count: number; unavailable: unknown[]; skipped?: string[] } = result.data;
  if (slugs.length) {
    guestCart.clear();
    clearGuestAmounts();
    window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    if (view.skipped?.length) notifyError(labelsIn(BADGE_LABELS, undefined, locale)("mergeSkipped"));
  }
  if (live()) setBadgeCount("cart", view.count + view.unavailable.length, asked);
}

/** The wishlist badge: the reader's saved products, read once per sign-in. */
export async function syncAccountWishlist(live: () => boolean): Promise<void> {
  const asked = performance.now();
  const result = await settle(() => api.wishlist.$get({ query: {} }));
  if (live() && result.ok) setBadgeCount("wishlist", result.data.items.length, asked);
}
