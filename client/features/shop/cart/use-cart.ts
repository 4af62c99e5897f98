import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { BundleOffer, CartView } from "#worker/contract/cart-fields";
import { isPurchasable, type ProductSummary } from "#worker/contract/shop-fields";
import { setBadgeCount } from "#client/lib/badge-counts";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { describeFailure } from "#client/lib/call-failure";
import type { CallResult } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { useAuth } from "#client/lib/auth/auth-state";
import { cartApi } from "./cart-api";
import { CART_LABELS, type CartLabel } from "./cart-labels";
import { useLabels } from "#client/i18n/labels";
import { CART_CHANGED_EVENT, guestCart } from "./guest-cart-edits";
import { guestAmounts, setGuestAmount } from "./guest-cart-amounts";
import type { PricingErrorCode } from "#worker/contract/pricing-fields";
import { pricingErrorOf } from "../pricing";

const NO_SLUGS: string[] = [];
const EMPTY_VIEW: CartView = { lines: [], count: 0, totalCents: 0, currency: "EUR", unavailable: [], bundleOffers: [] };

/** What the cart says when the Worker refuses a change. */
function refusalLabel(result: CallResult<unknown>): CartLabel {
  if (result.ok) return "failed";
  return describeFailure<CartLabel>(result, {
    cases: [
      [["not_purchasable", "not_found"], "notPurchasable"],
      ["cart_full", "cartFull"],
      ["already_owned", "alreadyOwned"],
      [[409, "conflict"], "bundleNoSaving"],
    ],
    tooMany: "tooFast",
    otherwise: "failed",
  });
}

/**
 * The visitor's cart: a guest's slugs in the browser (priced by the Worker), a reader's cart
 * in D1. One of each product; prices always come from the Worker.
 */
export function useCart() {
  const { user, loading: authLoading } = useAuth();
  const { locale } = useI18n();
  const label = useLabels(CART_LABELS);
  const guestSlugs = useSyncExternalStore(guestCart.subscribe, guestCart.slugs, () => NO_SLUGS);
  const userId = user?.id ?? null;
  // A guest's amount changed: the key below reads the store again.
  const [, amountsChanged] = useState(0);

  // The guest's chosen amounts are part of what is priced (read with the slugs: one store).
  const chosenAmounts = userId ? "" : JSON.stringify(guestAmounts());
  const key = authLoading
    ? null
    : userId
      ? ["cart", userId, locale]
      : ["cart-quote", locale, guestSlugs.join(","), chosenAmounts];
  const { data, error, isLoading, mutate } = useData<CartView>(key, async () => {
    const result = userId
      ? await cartApi.get(locale)
      : guestSlugs.length
        ? await cartApi.quote(guestSlugs, locale, guestAmounts())
        : { ok: true as const, data: EMPTY_VIEW };
    if (!result.ok) throw new Error(`cart ${result.status}`);
    return result.data;
  });

  useEffect(() => {
    const reload = () => void mutate();
    window.addEventListener(CART_CHANGED_EVENT, reload);
    return () => window.removeEventListener(CART_CHANGED_EVENT, reload);
  }, [mutate]);

  const count = userId ? (data?.count ?? 0) + (data?.unavailable.length ?? 0) : guestSlugs.length;
  useEffect(() => {
    if (!authLoading && (!userId || data)) setBadgeCount("cart", count);
  }, [authLoading, userId, data, count]);

  const has = useCallback(
    (slug: string) => (userId ? Boolean(data?.lines.some((line) => line.slug === slug)) : guestSlugs.includes(slug)),
    [userId, data, guestSlugs],
  );

  const add = useCallback(
    async (product: ProductSummary): Promise<boolean> => {
      if (!isPurchasable(product)) {
        notifyError(label("notPurchasable"));
        return false;
      }
      if (!userId) {
        if (!guestCart.add(product.slug)) {
          notifyError(label("cartFull"));
          return false;
        }
      } else {
        const result = await cartApi.add(product.slug, locale);
        if (!result.ok) {
          notifyError(label(refusalLabel(result)));
          return false;
        }
        await mutate(result.data, { revalidate: false });
      }
      notifySuccess(label("added"), product.title);
      return true;
    },
    [userId, locale, label, mutate],
  );

  const remove = useCallback(
    async (slug: string): Promise<boolean> => {
      if (!userId) {
        guestCart.remove(slug);
        return true;
      }
      const result = await cartApi.remove(slug, locale);
      if (!result.ok) {
        notifyError(label(refusalLabel(result)));
        return false;
      }
      await mutate(result.data, { revalidate: false });
      return true;
    },
    [userId, locale, label, mutate],
  );

  /** The offer's bundle in place of the lines it holds; a refusal reloads the cart, which may have changed. */
  const swapToBundle = useCallback(
    async (offer: BundleOffer): Promise<boolean> => {
      if (!userId) {
        guestCart.swap(offer.replaces, offer.bundle.slug);
        return true;
      }
      const result = await cartApi.swapToBundle(offer.bundle.slug, locale);
      if (!result.ok) {
        notifyError(label(refusalLabel(result)));
        void mutate();
        return false;
      }
      await mutate(result.data, { revalidate: false });
      return true;
    },
    [userId, locale, label, mutate],
  );

  /**
   * The amount chosen for a pay-what-you-want line: the field's error code when the Worker
   * refuses it, else null. A guest's is kept in the browser and checked when priced.
   */
  const setAmount = useCallback(
    async (slug: string, cents: number): Promise<PricingErrorCode | null> => {
      if (!userId) {
        setGuestAmount(slug, cents);
        amountsChanged((n) => n + 1);
        return null;
      }
      const result = await cartApi.setAmount(slug, cents, locale);
      if (!result.ok) return pricingErrorOf(result.fields) ?? "amount_invalid";
      await mutate(result.data, { revalidate: false });
      return null;
    },
    [userId, locale, mutate],
  );

  return {
    /** The priced cart; undefined while it loads. */
    view: key === null ? undefined : data,
    count,
    loading: authLoading || isLoading,
    error: error ?? null,
    has,
    add,
    remove,
    swapToBundle,
    setAmount,
    reload: () => mutate(),
  };
}
