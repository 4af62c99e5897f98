import { Hono, type Context } from "hono";
import { invoiceParamSchema, invoicePdfUrl } from "../contract/invoices";
import { AppError } from "../middleware/errors";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { validate } from "../middleware/validate";
import { invoicePage, invoicePdf } from "../services/vat/invoice-document";
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

/** Invoices from the library: a printable page and the same invoice as a PDF, in the buyer's language. */
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
  });
