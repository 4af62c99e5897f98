import { Hono, type Context } from "hono";
import { creditNoteParamSchema, creditNotePdfUrl, invoiceParamSchema, invoicePdfUrl } from "../contract/invoices";
import { AppError } from "../middleware/errors";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { validate } from "../middleware/validate";
import { creditNoteOf, ensureCreditNotes } from "../services/vat/credit-notes";
import { creditNotePage, creditNotePdf, invoicePage, invoicePdf } from "../services/vat/invoice-document";
import { ensureInvoice, orderOwner } from "../services/vat/invoices";
import type { AppEnv } from "../types";

/** The signed-in buyer's invoice of a paid order, issued on first request (decision 053). */
async function buyersInvoice(c: Context<AppEnv>, orderId: string) {
  const { user } = requireViewer(c);
  if ((await orderOwner(c.var.db, orderId)) !== user.id)
    throw new AppError("not_found", 404, "There is no such order in your account.");
  const invoice = await ensureInvoice(c.var.db, orderId, c.var.config.seller);
  if (!invoice) throw new AppError("conflict", 409, "This order has no invoice: it has not been paid.");
  return invoice;
}

/**
 * The signed-in buyer's credit note of a refund (decision 062): notes the order's refunds are
 * still owed are issued first, so a link never misses its note.
 */
async function buyersCreditNote(c: Context<AppEnv>, orderId: string, number: string) {
  const { user } = requireViewer(c);
  if ((await orderOwner(c.var.db, orderId)) !== user.id)
    throw new AppError("not_found", 404, "There is no such order in your account.");
  await ensureCreditNotes(c.var.db, orderId, c.var.config.seller);
  const note = await creditNoteOf(c.var.db, orderId, number);
  if (!note) throw new AppError("not_found", 404, "This order has no such credit note.");
  return note;
}

/**
 * Invoices and credit notes from the library: a printable page and the same document as a PDF,
 * in the buyer's language.
 */
export const invoiceRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer, signedIn)
  .get("/:orderId", validate("param", invoiceParamSchema), async (c) => {
    const { orderId } = c.req.valid("param");
    return c.html(invoicePage(await buyersInvoice(c, orderId), invoicePdfUrl(orderId)));
  })
  .get("/:orderId/pdf", validate("param", invoiceParamSchema), async (c) => {
    const invoice = await buyersInvoice(c, c.req.valid("param").orderId);
    return c.body(new Uint8Array(await invoicePdf(invoice)), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice-${invoice.number}.pdf"`,
    });
  })
  .get("/:orderId/credit-notes/:number", validate("param", creditNoteParamSchema), async (c) => {
    const { orderId, number } = c.req.valid("param");
    return c.html(creditNotePage(await buyersCreditNote(c, orderId, number), creditNotePdfUrl(orderId, number)));
  })
  .get("/:orderId/credit-notes/:number/pdf", validate("param", creditNoteParamSchema), async (c) => {
    const { orderId, number } = c.req.valid("param");
    const note = await buyersCreditNote(c, orderId, number);
    return c.body(new Uint8Array(await creditNotePdf(note)), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="credit-note-${note.number}.pdf"`,
    });
  });
