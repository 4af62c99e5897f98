import { z } from "zod";
import { LOCALES, type Locale } from "./locales";

/** Orders, checkout and the library of purchases (issue 6). */
export const ORDER_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Signed download links in the receipt email stay valid this long; the library signs new ones. */
export const ORDER_LINK_DAYS = 7;
export const ORDER_FILE_TOKEN_PURPOSE = "order-file";

export const checkoutSchema = z.object({
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
  turnstileToken: z.string({ error: "bot_check_required" }).min(1, "bot_check_required").max(2048, "bot_check_required"),
});

export const orderParamSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/i, "unknown_order") });
export const orderFileParamSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/i, "unknown_order"),
  fileId: z.string().min(1, "unknown_file").max(64, "unknown_file").regex(/^[\w-]+$/, "unknown_file"),
});
export const orderLocaleQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
});

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
  /** What was bought, with the price paid; `href` is the product's page if it still exists. */
  items: { slug: string; title: string; priceCents: number; href: string | null }[];
  /** What the buyer can download: only while the order is paid. */
  files: OrderFileView[];
  locale: Locale;
}

/** The API path that downloads one file of one of the reader's orders. */
export const orderFilePath = (orderId: string, fileId: string) => `/api/orders/${orderId}/files/${encodeURIComponent(fileId)}`;
