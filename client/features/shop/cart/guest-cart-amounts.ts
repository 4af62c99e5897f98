import { guestCart } from "./guest-cart-edits";

/*
 * The amounts a guest chose for pay-what-you-want lines, by slug, beside the guest's cart
 * (decision 048). Apart from `guest-cart.ts`, which the top bar's badge loads on every page:
 * only the cart and the sign-in merge need these.
 */

/** Where a guest's chosen amounts are kept: `{ [slug]: cents }`. */
export const GUEST_CART_AMOUNTS_STORAGE_KEY = "la-bodega:cart-amounts";

/** The chosen amounts of the lines still in the cart; anything unreadable is none. */
function readAmounts(inCart: readonly string[]): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_AMOUNTS_STORAGE_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => inCart.includes(entry[0]) && Number.isSafeInteger(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

function writeAmounts(amounts: Record<string, number>) {
  try {
    if (Object.keys(amounts).length) localStorage.setItem(GUEST_CART_AMOUNTS_STORAGE_KEY, JSON.stringify(amounts));
    else localStorage.removeItem(GUEST_CART_AMOUNTS_STORAGE_KEY);
  } catch {
    // Storage off: the amounts live as long as the tab's cart does not reload.
  }
}

/** The amounts chosen for the guest cart's pay-what-you-want lines, by slug (the Worker checks them). */
export const guestAmounts = (): Record<string, number> => readAmounts(guestCart.slugs());

export function setGuestAmount(slug: string, cents: number) {
  writeAmounts({ ...readAmounts(guestCart.slugs()), [slug]: cents });
  guestCart.changed();
}

/** With `guestCart.clear()`: the cart went into an account or was paid. */
export const clearGuestAmounts = () => writeAmounts({});
