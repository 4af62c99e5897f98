import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { BundleOffer, CartView } from "#worker/contract/cart-fields";
import { isPurchasable, type ProductSummary } from "#worker/contract/shop-fields";
import { setBadgeCount } from "#client/lib/badge-counts";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { describeFailure } from "#client/lib/call-failure";
import type { CallResult } from "#client/lib/call-result";
import { useData, useDataSetter } from "#client/lib/data-cache";
import { useAuth } from "#client/lib/auth/auth-state";
import { cartApi } from "./cart-api";
import { CART_LABELS, type CartLabel } from "./cart-labels";
import { useLabels } from "#client/i18n/labels";
import { CART_CHANGED_EVENT, guestCart } from "./guest-cart-edits";
import { guestAmounts, setGuestAmount } from "./guest-cart-amounts";
import type { PricingErrorCode } from "#worker/contract/pricing-fields";
import { pricingErrorOf } from "../pricing";

const NO_SLUGS: string[] = [];

/** What putting a product in the cart reads of it: which one, whether it is on sale, its name for the toast. */
export type CartProduct = Pick<ProductSummary, "slug" | "title" | "status" | "preorder">;
/** The cache key of a reader's cart in one language. */
const readerCartKey = (userId: string, locale: string) => ["cart", userId, locale];
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
  const { user, loading: authLoading, knownUser } = useAuth();
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
      ? readerCartKey(userId, locale)
      : ["cart-quote", locale, guestSlugs.join(","), chosenAmounts];
  const setCached = useDataSetter();
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

  /**
   * Whose cart a change goes to, for a press made before the first session check has answered
   * (a slow connection, or a tap kept from before the app): it waits for the answer, so a
   * reader's product goes to their cart in D1, never to the browser's guest cart where they
   * would not see it. Once the check has answered, the owner is known at once.
   */
  const ownerOnceKnown = useCallback(async () => (await knownUser())?.id ?? null, [knownUser]);
  /** The reader's cart as the Worker answered a change, under the key it is read with by then. */
  const showReaderCart = useCallback(
    (owner: string, view: CartView) => setCached(readerCartKey(owner, locale), view),
    [setCached, locale],
  );

  const has = useCallback(
    (slug: string) => (userId ? Boolean(data?.lines.some((line) => line.slug === slug)) : guestSlugs.includes(slug)),
    [userId, data, guestSlugs],
  );

  const add = useCallback(
    async (product: CartProduct): Promise<boolean> => {
      if (!isPurchasable(product)) {
        notifyError(label("notPurchasable"));
        return false;
      }
      const owner = authLoading ? await ownerOnceKnown() : userId;
      if (!owner) {
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
        await showReaderCart(owner, result.data);
      }
      notifySuccess(label("added"), product.title);
      return true;
    },
    [authLoading, ownerOnceKnown, userId, locale, label, showReaderCart],
  );

  const remove = useCallback(
    async (slug: string): Promise<boolean> => {
      const owner = authLoading ? await ownerOnceKnown() : userId;
      if (!owner) {
        guestCart.remove(slug);
        return true;
      }
      const result = await cartApi.remove(slug, locale);
      if (!result.ok) {
        notifyError(label(refusalLabel(result)));
        return false;
      }
      await showReaderCart(owner, result.data);
      return true;
    },
    [authLoading, ownerOnceKnown, userId, locale, label, showReaderCart],
  );

  /** The offer's bundle in place of the lines it holds; a refusal reloads the cart, which may have changed. */
  const swapToBundle = useCallback(
    async (offer: BundleOffer): Promise<boolean> => {
      const owner = authLoading ? await ownerOnceKnown() : userId;
      if (!owner) {
        guestCart.swap(offer.replaces, offer.bundle.slug);
        return true;
      }
      const result = await cartApi.swapToBundle(offer.bundle.slug, locale);
      if (!result.ok) {
        notifyError(label(refusalLabel(result)));
        void mutate();
        return false;
      }
      await showReaderCart(owner, result.data);
      return true;
    },
    [authLoading, ownerOnceKnown, userId, locale, label, mutate, showReaderCart],
  );

  /**
   * The amount chosen for a pay-what-you-want line: the field's error code when the Worker
   * refuses it, else null. A guest's is kept in the browser and checked when priced.
   */
  const setAmount = useCallback(
    async (slug: string, cents: number): Promise<PricingErrorCode | null> => {
      const owner = authLoading ? await ownerOnceKnown() : userId;
      if (!owner) {
        setGuestAmount(slug, cents);
        amountsChanged((n) => n + 1);
        return null;
      }
      const result = await cartApi.setAmount(slug, cents, locale);
      if (!result.ok) return pricingErrorOf(result.fields) ?? "amount_invalid";
      await showReaderCart(owner, result.data);
      return null;
    },
    [authLoading, ownerOnceKnown, userId, locale, showReaderCart],
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
