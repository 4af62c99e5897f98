import { Hono, type Context } from "hono";
import {
  studioGrantSchema,
  studioOrderListQuerySchema,
  studioOrderParamSchema,
  studioReceiptSchema,
  studioRefundSchema,
  type StudioOrderActionResult,
  type StudioOrderDetail,
  type StudioRefundResult,
} from "../contract/studio-orders";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { buildReceipt } from "../services/receipts";
import { buildRefundEmail, requestRefund, type RefundRefusal } from "../services/refunds";
import {
  grantDownloads,
  resendReceipt,
  type GrantRefusal,
  type ReceiptRefusal,
} from "../services/studio/order-actions";
import { getStudioOrder, listStudioOrders, studioOrderCreditNote, studioOrderInvoice } from "../services/studio/orders";
import { ensureCreditNotes } from "../services/vat/credit-notes";
import { creditNotePage, creditNotePdf, invoicePage, invoicePdf } from "../services/vat/invoice-document";
import { studioCreditNotePdfUrl, studioInvoicePdfUrl } from "../contract/studio-order-fields";
import { creditNoteParamSchema } from "../contract/invoices";
import { logText } from "../services/log-text";
import type { AppEnv } from "../types";

const NOT_FOUND = ["not_found", 404, "There is no such order."] as const;
const NOT_PAID = ["conflict", 409, "Only a paid order (or one partly refunded) can do this."] as const;

/** Refusals that are a field's error (400 with the field), the rest answered from the tables. */
const FIELD_REFUSALS: Partial<Record<string, [field: string, code: string]>> = {
  line_unknown: ["lines", "line_unknown"],
  amount_mismatch: ["amountCents", "amount_mismatch"],
  file_unknown: ["fileId", "file_unknown"],
  no_address: ["email", "email_required"],
};

function fieldRefusal(reason: string) {
  const field = FIELD_REFUSALS[reason];
  if (field)
    throw new AppError("validation_failed", 400, "Some fields are missing or invalid.", { [field[0]]: [field[1]] });
}

const REFUND_REFUSALS: RefusalAnswers<RefundRefusal> = {
  not_found: NOT_FOUND,
  not_refundable: NOT_PAID,
  line_unknown: ["validation_failed", 400, "That line is not one of this order's."],
  amount_mismatch: ["validation_failed", 400, "The amount does not match the lines' prices."],
  already_refunded: ["conflict", 409, "Some of these lines are refunded already, or being refunded."],
  exceeds_remaining: ["conflict", 409, "That is more than what is left to refund on this order."],
  request_reused: ["conflict", 409, "This request id belongs to another refund (another order, lines or amount)."],
  refund_failed: ["conflict", 409, "This refund failed at the payment provider; start a new one to try again."],
  no_provider: [
    "service_unavailable",
    503,
    "The payment provider this order was paid with is not configured here, so it cannot be refunded.",
  ],
  provider_unavailable: [
    "service_unavailable",
    503,
    "The payment service is not answering. Nothing was refunded yet; try again in a few minutes (it will be the same refund, never a second).",
  ],
  provider_refused: [
    "internal_error",
    502,
    "The payment provider refused the refund. Nothing was refunded; the order is as it was.",
  ],
};

const RECEIPT_REFUSALS: RefusalAnswers<ReceiptRefusal> = {
  not_found: NOT_FOUND,
  not_paid: NOT_PAID,
  no_address: ["validation_failed", 400, "The order has no address: give one."],
};

const GRANT_REFUSALS: RefusalAnswers<GrantRefusal> = {
  not_found: NOT_FOUND,
  not_paid: NOT_PAID,
  file_unknown: ["validation_failed", 400, "That file is not one this order gives."],
};

/** Any order's invoice, issued on first request like the buyer's (decision 053). */
async function invoiceOfOrder(c: Context<AppEnv>, id: string) {
  return valueOr(await studioOrderInvoice(c.var.db, id, c.var.config.seller), {
    not_found: NOT_FOUND,
    no_invoice: ["conflict", 409, "This order has no invoice: it is not paid, or nothing was paid."],
  });
}

/** One of any order's credit notes (decision 062). */
async function creditNoteOfOrder(c: Context<AppEnv>, id: string, number: string) {
  return valueOr(await studioOrderCreditNote(c.var.db, id, number, c.var.config.seller), {
    not_found: ["not_found", 404, "This order has no such credit note."],
  });
}

/** The studio's credit note routes take the order as `id`, like its other routes. */
const studioCreditNoteParamSchema = creditNoteParamSchema.omit({ orderId: true }).extend(studioOrderParamSchema.shape);

/**
 * Issues the credit notes a refund just settled is owed. A failure is logged, not answered: the
 * refund is done either way, and opening the order or the OSS report issues them.
 */
async function issueCreditNotes(c: Context<AppEnv>, id: string) {
  await ensureCreditNotes(c.var.db, id, c.var.config.seller).catch((err: unknown) =>
    console.error(`[credit-notes] order ${logText(id)}: not issued yet: ${logText(err)}`),
  );
}

async function orderNow(c: Context<AppEnv>, id: string): Promise<StudioOrderDetail> {
  const order = await getStudioOrder(c.var.db, id, c.var.config.downloads.sharingNetworks);
  if (!order) throw new AppError(...NOT_FOUND);
  return order;
}

/**
 * The studio's orders: the list, one order whole, and its actions (refund, resend the
 * receipt, grant downloads; decision 044). Mounted after `studioOnly`, so every endpoint here is
 * the author's, in a session that passed the second factor; every change writes its audit entry
 * in the same batch.
 */
export const studioOrderRoutes = new Hono<AppEnv>()
  .get("/", validate("query", studioOrderListQuerySchema), async (c) => {
    return c.json({ data: await listStudioOrders(c.var.db, c.req.valid("query")) });
  })
  .get("/:id", validate("param", studioOrderParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await issueCreditNotes(c, id);
    return c.json({ data: await orderNow(c, id) });
  })
  .get("/:id/invoice", validate("param", studioOrderParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    return c.html(invoicePage(await invoiceOfOrder(c, id), studioInvoicePdfUrl(id)));
  })
  .get("/:id/invoice/pdf", validate("param", studioOrderParamSchema), async (c) => {
    const invoice = await invoiceOfOrder(c, c.req.valid("param").id);
    return c.body(new Uint8Array(await invoicePdf(invoice)), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice-${invoice.number}.pdf"`,
    });
  })
  .get("/:id/credit-notes/:number", validate("param", studioCreditNoteParamSchema), async (c) => {
    const { id, number } = c.req.valid("param");
    return c.html(creditNotePage(await creditNoteOfOrder(c, id, number), studioCreditNotePdfUrl(id, number)));
  })
  .get("/:id/credit-notes/:number/pdf", validate("param", studioCreditNoteParamSchema), async (c) => {
    const { id, number } = c.req.valid("param");
    const note = await creditNoteOfOrder(c, id, number);
    return c.body(new Uint8Array(await creditNotePdf(note)), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="credit-note-${note.number}.pdf"`,
    });
  })
  // Refund the whole order (no `lines`) or some lines, through the order's payment provider.
  .post("/:id/refund", validate("param", studioOrderParamSchema), validate("json", studioRefundSchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const db = c.var.db;
    const result = await requestRefund(db, c.var.payments, requireViewer(c).user, { orderId: id, ...body }, (draft) =>
      buildRefundEmail(db, draft, c.var.origin),
    );
    if (!result.ok) fieldRefusal(result.reason);
    const { refund, replayed, outboxIds } = valueOr(result, REFUND_REFUSALS);
    c.var.sendAfterResponse(outboxIds);
    if (refund.status === "succeeded") await issueCreditNotes(c, id);
    const data: StudioRefundResult = { refund, replayed, order: await orderNow(c, id) };
    // Accepted but not done: the provider is still processing it (its webhook settles it).
    return c.json({ data }, refund.status === "pending" ? 202 : 200);
  })
  // Resend the receipt, to the order's address or a corrected one (which the order then keeps).
  .post("/:id/receipt", validate("param", studioOrderParamSchema), validate("json", studioReceiptSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.db;
    const result = await resendReceipt(db, requireViewer(c).user, { orderId: id, ...c.req.valid("json") }, (orderId) =>
      buildReceipt(db, orderId, c.var.config.signingSecret, c.var.origin),
    );
    if (!result.ok) fieldRefusal(result.reason);
    c.var.sendAfterResponse([valueOr(result, RECEIPT_REFUSALS).outboxId]);
    const data: StudioOrderActionResult = { order: await orderNow(c, id) };
    return c.json({ data });
  })
  // Extra downloads of one file, past the limit.
  .post("/:id/grants", validate("param", studioOrderParamSchema), validate("json", studioGrantSchema), async (c) => {
    const { id } = c.req.valid("param");
    const result = await grantDownloads(c.var.db, requireViewer(c).user, { orderId: id, ...c.req.valid("json") });
    if (!result.ok) fieldRefusal(result.reason);
    valueOr(result, GRANT_REFUSALS);
    const data: StudioOrderActionResult = { order: await orderNow(c, id) };
    return c.json({ data });
  });
