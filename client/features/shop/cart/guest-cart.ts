import { CART_MAX_ITEMS, GUEST_CART_STORAGE_KEY } from "../../../../worker/contract/cart-fields";
import { SLUG_PATTERN } from "../../../../worker/contract/shop-fields";

/** Sent when the cart changed outside `useCart` (merged at sign-in, paid): views reload. */
export const CART_CHANGED_EVENT = "la-bodega:cart-changed";

/*
 * A guest's cart: product slugs in the browser, in the order added, nothing else (prices come
 * from the Worker). Shared by every component and tab through one small store.
 */
let slugs: string[] = [];
let loaded = false;
const listeners = new Set<() => void>();

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const valid = parsed.filter((s): s is string => typeof s === "string" && SLUG_PATTERN.test(s));
    return [...new Set(valid)].slice(0, CART_MAX_ITEMS);
  } catch {
    return []; // storage blocked or a damaged value: an empty cart, not a broken page
  }
}

function ensureLoaded() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  slugs = read();
  // Another tab changed the cart.
  window.addEventListener("storage", (event) => {
    if (event.key !== GUEST_CART_STORAGE_KEY) return;
    slugs = read();
    listeners.forEach((listener) => listener());
  });
}

function write(next: string[]) {
  slugs = next;
  try {
    if (next.length) localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(GUEST_CART_STORAGE_KEY);
  } catch {
    // Storage off: the cart lives as long as the tab.
  }
  listeners.forEach((listener) => listener());
}

export const guestCart = {
  subscribe(listener: () => void) {
    ensureLoaded();
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  slugs(): string[] {
    ensureLoaded();
    return slugs;
  },
  /** False when the cart is full. */
  add(slug: string): boolean {
    const current = guestCart.slugs();
    if (current.includes(slug)) return true;
    if (current.length >= CART_MAX_ITEMS) return false;
    write([...current, slug]);
    return true;
  },
  /** The bundle where the first of `replaced` was, and the rest of them out, in one write. */
  swap(replaced: readonly string[], bundle: string) {
    const gone = new Set(replaced);
    const current = guestCart.slugs().filter((s) => s !== bundle);
    const first = current.findIndex((s) => gone.has(s));
    const next = current.flatMap((s, i) => (i === first ? [bundle] : gone.has(s) ? [] : [s]));
    write(first < 0 ? [...next, bundle] : next);
  },
  remove(slug: string) {
    write(guestCart.slugs().filter((s) => s !== slug));
  },
  /** Empties the cart (its chosen amounts: `clearGuestAmounts` in `guest-cart-amounts.ts`). */
  clear() {
    write([]);
  },
  /** Tells the cart's views that something beside the slugs changed (a chosen amount). */
  changed() {
    listeners.forEach((listener) => listener());
  },
};
