import { CART_MAX_ITEMS } from "#worker/contract/cart-fields";
import { guestCartStore, notifyGuestCart, writeGuestCart as write } from "./guest-cart";

export { CART_CHANGED_EVENT } from "./guest-cart";

/**
 * A guest's cart with what changes it: product slugs in the browser, in the order added, one of
 * each (prices come from the Worker). Apart from the store the top bar's badge reads on every
 * page (`guest-cart.ts`): only the pages that change the cart load this.
 */
export const guestCart = {
  ...guestCartStore,
  /** False when the cart is full. */
  add(slug: string): boolean {
    const current = guestCartStore.slugs();
    if (current.includes(slug)) return true;
    if (current.length >= CART_MAX_ITEMS) return false;
    write([...current, slug]);
    return true;
  },
  /** The bundle where the first of `replaced` was, and the rest of them out, in one write. */
  swap(replaced: readonly string[], bundle: string) {
    const gone = new Set(replaced);
    const current = guestCartStore.slugs().filter((s) => s !== bundle);
    const first = current.findIndex((s) => gone.has(s));
    const next = current.flatMap((s, i) => (i === first ? [bundle] : gone.has(s) ? [] : [s]));
    write(first < 0 ? [...next, bundle] : next);
  },
  remove(slug: string) {
    write(guestCartStore.slugs().filter((s) => s !== slug));
  },
  /** Empties the cart (its chosen amounts: `clearGuestAmounts` in `guest-cart-amounts.ts`). */
  clear() {
    write([]);
  },
  /** Tells the cart's views that something beside the slugs changed (a chosen amount). */
  changed: notifyGuestCart,
};
