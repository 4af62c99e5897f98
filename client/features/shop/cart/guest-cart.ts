import { CART_MAX_ITEMS, GUEST_CART_STORAGE_KEY } from "#worker/contract/cart-fields";
import { SLUG_PATTERN } from "#worker/contract/shop-fields";

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
    notifyGuestCart();
  });
}

/** Tells the cart's views that something changed (the slugs, or a chosen amount beside them). */
export function notifyGuestCart() {
  listeners.forEach((listener) => listener());
}

/** Replaces the guest's cart (`guest-cart-edits.ts` says how), and tells the views. */
export function writeGuestCart(next: string[]) {
  slugs = next;
  try {
    if (next.length) localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(GUEST_CART_STORAGE_KEY);
  } catch {
    // Storage off: the cart lives as long as the tab.
  }
  notifyGuestCart();
}

/**
 * The guest's cart as the top bar's badge reads it, on every page. What changes it is in
 * `guest-cart-edits.ts`, loaded only by the pages that do.
 */
export const guestCartStore = {
  subscribe(listener: () => void) {
    ensureLoaded();
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  slugs(): string[] {
    ensureLoaded();
    return slugs;
  },
};
