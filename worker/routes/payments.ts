import { Hono, type Context } from "hono";
import { z } from "zod";
import { AppError } from "../middleware/errors";
import { bodyText } from "../middleware/request-body";
import { validate } from "../middleware/validate";
import { localPaymentPage } from "../payments/local-payment-page";
import { LOCAL_SESSION_ID_PATTERN } from "../payments/local";
import { checkoutSuccessUrl } from "../services/guest-checkout";
import { checkoutReturnUrls, WebhookSignatureError, type PaymentEvent } from "../payments/provider";
import { readStripeWebhook } from "../payments/stripe";
import { applyPaymentEvent, orderForLocalPayment } from "../services/orders";
import { buildReceipt } from "../services/receipts";
import { buildRefundEmail } from "../services/refunds";
import { vatNumberCountry } from "../services/vat/eu-vat-rates";
import { ensureCreditNotes } from "../services/vat/credit-notes";
import { ensureInvoice, recordPaymentVat } from "../services/vat/invoices";
import { checkTaxId, vatNumberRegistry } from "../services/vat/vat-numbers";
import type { AppEnv } from "../types";
import { logText } from "../services/log-text";

/** Acts on an event and sends the receipt it queued, if any, after answering. */
export async function fulfil(c: Context<AppEnv>, provider: string, event: PaymentEvent) {
  const db = c.var.db;
  const origin = c.var.origin;
  const registry = vatNumberRegistry(c.var.config);
  const payments = c.var.payments;
  const billing = event.billing;
  // A VAT number typed on Stripe's page is first Stripe's to verify; VIES otherwise (decision 061).
  const stripe =
    provider === "stripe" && payments?.taxIdVerification && billing
      ? () => payments.taxIdVerification!(billing)
      : undefined;
  const paidOrder = await recordPaymentVat(db, provider, event, (taxId, billingCountry) =>
    checkTaxId(taxId, billingCountry, { registry, ...(stripe ? { stripe } : {}) }),
  );
  const outcome = await applyPaymentEvent(
    db,
    provider,
    event,
    (orderId) => buildReceipt(db, orderId, c.var.config.signingSecret, origin),
    Date.now(),
    (refund) => buildRefundEmail(db, refund, origin),
  );
  if (outcome.kind === "changed") c.var.sendAfterResponse(outcome.outboxIds);
  // The invoice takes its number when the payment lands; if this fails, the library issues it.
  if (paidOrder && outcome.kind === "changed")
    await ensureInvoice(db, paidOrder, c.var.config.seller).catch((err: unknown) =>
      console.error(`[invoices] order ${logText(paidOrder)}: not issued yet: ${logText(err)}`),
    );
  // A refund settled by this event gets its credit note (a replay finds it issued); if this
  // fails, the order's pages and the OSS report issue it.
  if (event.type === "refunded" && "orderId" in outcome)
    await ensureCreditNotes(db, outcome.orderId, c.var.config.seller).catch((err: unknown) =>
      console.error(`[credit-notes] order ${logText(outcome.orderId)}: not issued yet: ${logText(err)}`),
    );
  return outcome;
}

const WEBHOOK_MAX_BYTES = 256 * 1024;

const localSession = z.object({ sessionId: z.string().regex(LOCAL_SESSION_ID_PATTERN, "unknown_session") });
const localAction = z.object({
  action: z.enum(["pay", "cancel"], { error: "unknown_action" }),
  // The billing country and a business's VAT number, as Stripe Checkout collects them (decision 053).
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "country_invalid")
    .optional(),
  taxId: z.string().trim().max(20, "tax_id_invalid").optional(),
});

/** The local provider's page: only where local payments exist (never with Stripe, never in production). */
function requireLocalPayments(c: Context<AppEnv>) {
  if (c.var.config.stripe || c.var.config.isProduction) throw new AppError("not_found", 404, "No such page.");
}

async function localOrder(c: Context<AppEnv>, sessionId: string) {
  const order = await orderForLocalPayment(c.var.db, sessionId);
  if (!order) throw new AppError("not_found", 404, "There is no such payment.");
  return order;
}

/**
 * Payment providers reporting back: Stripe's signed webhook, and the local test provider's
 * payment page with Pay and Cancel (offline development and the browser tests).
 */
export const paymentRoutes = new Hono<AppEnv>()
  .post("/stripe/webhook", async (c) => {
    const secret = c.var.config.stripe?.webhookSecret;
    if (!secret) throw new AppError("not_found", 404, "Stripe is not configured.");
    const length = Number(c.req.header("Content-Length") ?? 0);
    if (length > WEBHOOK_MAX_BYTES) throw new AppError("payload_too_large", 413, "The event is too large.");
    // The signature covers the exact bytes, so the body is read as text, never re-serialised.
    const payload = await bodyText(c.req.raw);
    let event: PaymentEvent | null;
    try {
      event = await readStripeWebhook(secret, payload, c.req.header("Stripe-Signature"));
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        console.warn(`[stripe] ${logText(err.message)}`);
        throw new AppError("bad_request", 400, "The event's signature is not valid.");
      }
      throw err;
    }
    if (!event) return c.json({ data: { received: true, handled: false } });
    const outcome = await fulfil(c, "stripe", event);
    if (outcome.kind === "unknown_order") console.warn(`[stripe] event ${logText(event.id)} names no order of ours`);
    return c.json({ data: { received: true, handled: outcome.kind === "changed" } });
  })
  .get(`/local/:sessionId`, validate("param", localSession), async (c) => {
    requireLocalPayments(c);
    const { sessionId } = c.req.valid("param");
    const order = await localOrder(c, sessionId);
    c.header("Cache-Control", "no-store");
    return c.html(localPaymentPage(sessionId, order));
  })
  .post(`/local/:sessionId`, validate("param", localSession), validate("form", localAction), async (c) => {
    requireLocalPayments(c);
    const { sessionId } = c.req.valid("param");
    const order = await localOrder(c, sessionId);
    const { action, country, taxId } = c.req.valid("form");
    const paying = action === "pay";
    if (paying && taxId && !vatNumberCountry(taxId)) {
      c.header("Cache-Control", "no-store");
      return c.html(localPaymentPage(sessionId, order, { country, taxId, taxIdInvalid: true }), 422);
    }
    await fulfil(c, "local", {
      id: `local_evt_${crypto.randomUUID().replaceAll("-", "")}`,
      type: paying ? "paid" : "failed",
      sessionId,
      paymentId: `local_pi_${sessionId.slice(9)}`,
      ...(paying ? { billing: { ...(country ? { country } : {}), ...(taxId ? { taxId } : {}) } } : {}),
    });
    const { successUrl, cancelUrl } = await checkoutSuccessUrl(
      c.var.config.signingSecret,
      order.guest,
      order.id,
      checkoutReturnUrls(c.var.origin, order.locale, order.id),
    );
    return c.redirect(paying ? successUrl : cancelUrl, 303);
  });
