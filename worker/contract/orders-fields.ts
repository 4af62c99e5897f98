import type { Locale } from "./locales";

/** Orders, checkout and the library of purchases: the shapes, without zod. */
export const ORDER_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Signed download links in the receipt email stay valid this long; the library signs new ones. */
export const ORDER_LINK_DAYS = 7;
export const ORDER_FILE_TOKEN_PURPOSE = "order-file";

/** Order ids are UUIDs; anything else names no order (and is never sent to the API). */
export const ORDER_ID_PATTERN = /^[0-9a-f-]{36}$/i;
export const isOrderId = (value: string | null | undefined): value is string =>
  Boolean(value && ORDER_ID_PATTERN.test(value));

export interface OrderFileView {
  id: string;
  label: string;
  fileName: string;
  sizeBytes: number;
  productSlug: string;
  productTitle: string | null;
  downloadsLeft: number;
}

export interface OrderView {
  id: string;
  status: OrderStatus;
  currency: string;
  totalCents: number;
  createdAt: string;
  paidAt: string | null;
  /**
   * What was bought, with the price paid; `listCents` is the line's price before the discount
   * code (absent for orders without a code); `href` is the product's page if it still exists.
   */
  items: {
    slug: string;
    title: string;
    priceCents: number;
    listCents?: number;
    href: string | null;
    /** A pre-order not yet released: the day its files arrive (decision 052). */
    preorderOn?: string | null;
  }[];
  /** The discount code used and what it took off (decision 048); absent without one. */
  discount?: { code: string; cents: number };
  /** What the buyer can download: only while the order is paid. */
  files: OrderFileView[];
  locale: Locale;
}

/** The API path that downloads one file of one of the reader's orders. */
export const orderFilePath = (orderId: string, fileId: string) =>
  `/api/orders/${orderId}/files/${encodeURIComponent(fileId)}`;

/** The reference a buyer reads (pages and receipt alike): the order id's first 8 characters, upper case. */
export const orderReference = (orderId: string) => orderId.slice(0, 8).toUpperCase();
