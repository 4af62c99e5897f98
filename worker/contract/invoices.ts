import { ORDER_ID_PATTERN } from "./orders-fields";
import { z } from "./zod";

/** The buyer's invoice: `/api/invoices/:orderId` (printable page) and `/api/invoices/:orderId/pdf`. */
export const invoiceParamSchema = z.object({ orderId: z.string().regex(ORDER_ID_PATTERN, "unknown_order") });

/** The invoice's page and PDF link, from the library. */
export const invoicePageUrl = (orderId: string) => `/api/invoices/${encodeURIComponent(orderId)}`;
export const invoicePdfUrl = (orderId: string) => `${invoicePageUrl(orderId)}/pdf`;

/** A credit note of the order (decision 062): `R2026-000001`. */
export const creditNoteParamSchema = invoiceParamSchema.extend({
  number: z.string().regex(/^R\d{4}-\d{6}$/, "unknown_credit_note"),
});

/** The buyer's credit note: `/api/invoices/:orderId/credit-notes/:number` (printable page) and `…/pdf`. */
export const creditNotePageUrl = (orderId: string, number: string) =>
  `${invoicePageUrl(orderId)}/credit-notes/${encodeURIComponent(number)}`;
export const creditNotePdfUrl = (orderId: string, number: string) => `${creditNotePageUrl(orderId, number)}/pdf`;

/** A credit note as the order views list it: its number, day of issue and total (negative). */
export interface CreditNoteLink {
  number: string;
  issuedAt: number;
  totalCents: number;
  currency: string;
}

/** The studio's OSS report: one calendar quarter, `2026-Q3`. */
export const ossQuerySchema = z.object({
  quarter: z.string().regex(/^\d{4}-Q[1-4]$/, "quarter_invalid"),
});
