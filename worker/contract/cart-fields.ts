import type { ProductSummary } from "./shop-fields";

/**
 * The cart: digital goods, one of each. Guests keep the product slugs in the
 * browser and ask the Worker to price them; readers keep them in D1. Prices only ever come
 * from the Worker. No zod here: the top bar's badge reads the guest cart on every page.
 */
export const CART_MAX_ITEMS = 50;
export const GUEST_CART_STORAGE_KEY = "la-bodega:cart";

/** A cart line: the product, and for pay what you want the amount chosen (the suggested one until changed). */
export type CartLine = ProductSummary & { amountCents?: number };

export interface CartView {
  /** What will be paid for, in the order added. */
  lines: CartLine[];
  count: number;
  /** Before any discount code; pay-what-you-want lines count their chosen amount. */
  totalCents: number;
  currency: string;
  /** Slugs that were in the cart but can't be bought now (gone, coming soon, sold out, owned). */
  unavailable: string[];
  /** Of those, the ones the reader already owns (a paid order gave them); a guest's is empty. */
  owned?: string[];
  /** Bundles on sale that hold some of the lines for less than those lines cost: best saving first. */
  bundleOffers: BundleOffer[];
}

/**
 * A bundle the cart would be cheaper with: the lines it holds (`replaces`) cost `separateCents`
 * together, more than the bundle's own price. All from the Worker's prices at the time asked.
 */
export interface BundleOffer {
  bundle: ProductSummary;
  /** Slugs of the cart's lines the bundle holds, in the cart's order; swapping removes them. */
  replaces: string[];
  separateCents: number;
  /** `separateCents` minus the bundle's price; always more than zero. */
  savingCents: number;
  /** What else the bundle brings that the cart doesn't hold (and the reader doesn't own). */
  extras: { slug: string; title: string }[];
}
