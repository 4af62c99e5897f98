import { ORDER_ID_PATTERN } from "./orders-fields";
import { z } from "./zod";

/** The buyer's invoice: `/api/invoices/:orderId` (printable page) and `/api/invoices/:orderId/pdf`. */
export const invoiceParamSchema = z.object({ orderId: z.string().regex(ORDER_ID_PATTERN, "unknown_order") });

/** The invoice's page and PDF link, from the library. */
export const invoicePageUrl = (orderId: string) => `/api/invoices/${encodeURIComponent(orderId)}`;
export const invoicePdfUrl = (orderId: string) => `${invoicePageUrl(orderId)}/pdf`;

/** The studio's OSS report: one calendar quarter, `2026-Q3`. */
export const ossQuerySchema = z.object({
  quarter: z.string().regex(/^\d{4}-Q[1-4]$/, "quarter_invalid"),
});
