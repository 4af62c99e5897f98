import { useCallback, useEffect, useState } from "react";
import type { Locale } from "#worker/contract/locales";
import { isOrderId, type OrderView } from "#worker/contract/orders-fields";
import { api } from "../../lib/api-client";
import { dataOrThrow, settle, type CallResult } from "../../lib/call-result";
import { describeFailure } from "../../lib/call-failure";
import { useData } from "../../lib/data-cache";
import { useI18n } from "../../i18n/i18n-context";
import { useAuth } from "../../lib/auth/auth-state";
import { useLibraryChanged } from "../../lib/library-event";
import type { ShopLabel } from "./labels";
import type { GuestCartItem } from "./guest/guest-api";

export { isOrderId, orderReference } from "#worker/contract/orders-fields";

/** Checkout, the library and one order, each settled to a CallResult (the typed client). */
export const ordersApi = {
  /** Starts a checkout: the order written, and the payment page to go to (a 429 says how long to wait). */
  checkout: (locale: Locale, turnstileToken: string, code?: string) =>
    settle(() => api.checkout.$post({ json: { locale, turnstileToken, ...(code ? { code } : {}) } })),
  /**
   * What the checkout would charge with this code (400 with the code's own error when refused):
   * a reader's cart, or the guest's `items`.
   */
  preview: (locale: Locale, code?: string, items?: GuestCartItem[]) =>
    settle(() =>
      api.checkout.preview.$post({ json: { locale, ...(code ? { code } : {}), ...(items ? { items } : {}) } }),
    ),
  list: (locale: Locale) => settle(() => api.orders.$get({ query: { locale } })),
  /** The slugs of everything the reader owns (bundles opened into their items). */
  owned: () => settle(() => api.orders.owned.$get()),
  get: (orderId: string, locale: Locale) =>
    settle(() => api.orders[":id"].$get({ param: { id: orderId }, query: { locale } })),
};

/** A checkout failure as a toast: its title and text labels, and the minutes to wait on a 429. */
export interface CheckoutProblem {
  title: ShopLabel;
  text: ShopLabel | null;
  waitMinutes: number | null;
}

/** Maps a failed `POST /api/checkout` to what the reader is told (every case says whether money moved). */
export function checkoutProblem(
  result: Extract<CallResult<unknown>, { ok: false }>,
  retryAfter: number | null = result.retryAfter ?? null,
): CheckoutProblem {
  const problem = (title: ShopLabel, text: ShopLabel | null, waitMinutes: number | null = null) => ({
    title,
    text,
    waitMinutes,
  });
  return describeFailure<CheckoutProblem>(
    { ...result, retryAfter: retryAfter ?? undefined },
    {
      offline: problem("checkoutOffline", "checkoutOfflineText"),
      cases: [
        [[401, "unauthorized"], problem("checkoutSignedOut", "checkoutSignedOutText")],
        ["bot_check_failed", problem("checkoutBotCheckFailed", "checkoutBotCheckFailedText")],
        [[409, "conflict"], problem("checkoutNothing", "checkoutNothingText")],
        [["config_invalid", "service_unavailable", 503], problem("checkoutUnavailable", "checkoutUnavailableText")],
        [["internal_error", 502], problem("checkoutPageFailed", "checkoutPageFailedText")],
      ],
      tooMany: (wait) =>
        wait
          ? problem("checkoutTooMany", null, Math.max(1, Math.ceil(wait / 60)))
          : problem("checkoutTooMany", "checkoutTooManyText"),
      otherwise: problem("checkoutFailed", "checkoutPageFailedText"),
    },
  );
}

/** The reader's library: every order, newest first (the Worker's order). Keyed by reader. */
export function useOrderLibrary(userId: string) {
  const { locale } = useI18n();
  const { data, error, isValidating, mutate } = useData(["shop-orders", userId, locale], async () => {
    return dataOrThrow(await ordersApi.list(locale)).orders;
  });
  return { orders: data, error, retrying: isValidating, retry: () => void mutate() };
}

const NOTHING_OWNED: ReadonlySet<string> = new Set();

/**
 * What the signed-in reader owns, to mark it "In your library" instead of offering it for sale.
 * Asked only in the browser, after hydration, once the session is known: the pages the Worker
 * renders are shared by everyone, so they never carry it. Nothing is owned until it answers
 * (a failure just leaves the usual "Add to cart", which the Worker refuses for owned products).
 */
export function useOwnedProducts(): { owns: (slug: string) => boolean } {
  const { user } = useAuth();
  const { data, mutate } = useData(user ? ["shop-owned", user.id] : null, async () => {
    return new Set(dataOrThrow(await ordersApi.owned()).slugs) as ReadonlySet<string>;
  });
  useLibraryChanged(useCallback(() => void mutate(), [mutate]));
  const owned = user ? (data ?? NOTHING_OWNED) : NOTHING_OWNED;
  return { owns: useCallback((slug: string) => owned.has(slug), [owned]) };
}

/** While an order is pending (the provider's webhook may trail the redirect): asked again this often… */
export const ORDER_POLL_MS = 2000;
/** …this many times (about a minute), then the page stops and points to the library. */
export const ORDER_POLL_ATTEMPTS = 30;

/**
 * One of the reader's orders. `null` when it isn't theirs or doesn't exist (a value swr
 * keeps). While it is pending it is asked again every 2 s for about a minute; `slow` says
 * the minute passed, and `checkAgain()` starts another minute.
 */
export function useOrder(orderId: string, userId: string | null) {
  const { locale } = useI18n();
  const key = userId ? ["shop-order", userId, orderId, locale] : null;
  const { data, error, isValidating, mutate } = useData<OrderView | null>(key, async () => {
    if (!isOrderId(orderId)) return null;
    const result = await ordersApi.get(orderId, locale);
    if (!result.ok && result.status === 404) return null;
    return dataOrThrow(result);
  });
  const [round, setRound] = useState(0);
  const [slow, setSlow] = useState(false);
  const pending = data?.status === "pending";

  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        void mutate()
          .catch(() => undefined) // a failed poll is just another try
          .then(() => {
            if (stopped) return;
            attempts += 1;
            if (attempts >= ORDER_POLL_ATTEMPTS) setSlow(true);
            else next();
          });
      }, ORDER_POLL_MS);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pending, round, mutate]);

  return {
    /** Undefined while loading; null when there is no such order of the reader's. */
    order: data,
    error,
    retrying: isValidating,
    retry: () => void mutate(),
    polling: pending && !slow,
    slow: pending && slow,
    checkAgain: () => {
      setSlow(false);
      setRound((n) => n + 1);
      void mutate();
    },
  };
}
