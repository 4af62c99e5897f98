import { Hono, type Context } from "hono";
import { z } from "zod";
import { formatPrice } from "../contract/shop";
import { escapeHtml as e } from "../edge/head";
import { AppError } from "../middleware/errors";
import { validate } from "../middleware/validate";
import { LOCAL_PAYMENT_PATH } from "../payments/local";
import type { PaymentEvent } from "../payments/provider";
import { WebhookSignatureError } from "../payments/provider";
import { readStripeWebhook } from "../payments/stripe";
import { applyPaymentEvent, orderForLocalPayment } from "../services/orders";
import { buildReceipt } from "../services/receipts";
import type { AppEnv } from "../types";

/** Acts on an event and sends the receipt it queued, if any, after answering. */
async function fulfil(c: Context<AppEnv>, provider: string, event: PaymentEvent) {
  const db = c.var.db;
  const origin = c.var.origin;
  const outcome = await applyPaymentEvent(db, provider, event, (orderId) =>
    buildReceipt(db, orderId, c.var.config.signingSecret, origin),
  );
  if (outcome.kind === "changed") c.var.sendAfterResponse(outcome.outboxIds);
  return outcome;
}

const WEBHOOK_MAX_BYTES = 256 * 1024;

const localSession = z.object({ sessionId: z.string().regex(/^local_cs_[0-9a-f]{32}$/, "unknown_session") });
const localAction = z.object({ action: z.enum(["pay", "cancel"], { error: "unknown_action" }) });

/** The local provider's page: only where local payments exist (never with Stripe, never in production). */
function requireLocalPayments(c: Context<AppEnv>) {
  if (c.var.config.stripe || c.var.config.isProduction) throw new AppError("not_found", 404, "No such page.");
}

async function localOrder(c: Context<AppEnv>, sessionId: string) {
  const order = await orderForLocalPayment(c.var.db, sessionId);
  if (!order) throw new AppError("not_found", 404, "There is no such payment.");
  return order;
}

const LOCAL_PAGE_COPY = {
  en: {
    title: "Test payment",
    note: "Local test provider: no card, no money. Pay marks the order paid as Stripe's webhook would.",
    pay: "Pay",
    cancel: "Cancel",
    done: "This payment is already",
  },
  es: {
    title: "Pago de prueba",
    note: "Proveedor de prueba local: sin tarjeta ni dinero. Pagar marca el pedido como pagado, como haría el webhook de Stripe.",
    pay: "Pagar",
    cancel: "Cancelar",
    done: "Este pago ya está",
  },
  ca: {
    title: "Pagament de prova",
    note: "Proveïdor de prova local: sense targeta ni diners. Pagar marca la comanda com a pagada, com faria el webhook de Stripe.",
    pay: "Paga",
    cancel: "Cancel·la",
    done: "Aquest pagament ja està",
  },
} as const;

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
    const payload = await c.req.text();
    let event: PaymentEvent | null;
    try {
      event = await readStripeWebhook(secret, payload, c.req.header("Stripe-Signature"));
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        console.warn(`[stripe] ${err.message}`);
        throw new AppError("bad_request", 400, "The event's signature is not valid.");
      }
      throw err;
    }
    if (!event) return c.json({ data: { received: true, handled: false } });
    const outcome = await fulfil(c, "stripe", event);
    if (outcome.kind === "unknown_order") console.warn(`[stripe] event ${event.id} names no order of ours`);
    return c.json({ data: { received: true, handled: outcome.kind === "changed" } });
  })
  .get(`/local/:sessionId`, validate("param", localSession), async (c) => {
    requireLocalPayments(c);
    const { sessionId } = c.req.valid("param");
    const order = await localOrder(c, sessionId);
    const copy = LOCAL_PAGE_COPY[order.locale];
    const price = (cents: number) => formatPrice(cents, order.currency, order.locale);
    const body =
      order.status === "pending"
        ? `<form method="post" action="${LOCAL_PAYMENT_PATH}/${e(sessionId)}"><button name="action" value="pay" class="pay">${e(copy.pay)} ${e(price(order.totalCents))}</button> <button name="action" value="cancel">${e(copy.cancel)}</button></form>`
        : `<p role="status">${e(copy.done)}: <strong>${e(order.status)}</strong></p>`;
    c.header("Cache-Control", "no-store");
    return c.html(
      `<!doctype html><html lang="${order.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${e(copy.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1917;background:#faf7f2}ul{padding:0;list-style:none}li{display:flex;justify-content:space-between;border-bottom:1px solid #e5ddd3;padding:.5rem 0}button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:1px solid #1c1917;background:#fff;cursor:pointer}.pay{background:#7b1e3a;color:#fff;border-color:#7b1e3a}button:focus-visible{outline:3px solid #c9a227;outline-offset:2px}</style></head>
<body><main><h1>${e(copy.title)}</h1><p>${e(copy.note)}</p><ul>${order.items.map((i) => `<li><span>${e(i.title)}</span><span>${e(price(i.priceCents))}</span></li>`).join("")}</ul><p><strong>${e(price(order.totalCents))}</strong></p>${body}</main></body></html>`,
    );
  })
  .post(`/local/:sessionId`, validate("param", localSession), validate("form", localAction), async (c) => {
    requireLocalPayments(c);
    const { sessionId } = c.req.valid("param");
    const order = await localOrder(c, sessionId);
    const paying = c.req.valid("form").action === "pay";
    await fulfil(c, "local", {
      id: `local_evt_${crypto.randomUUID().replaceAll("-", "")}`,
      type: paying ? "paid" : "failed",
      sessionId,
      paymentId: `local_pi_${sessionId.slice(9)}`,
    });
    const origin = c.var.origin;
    const prefix = order.locale === "en" ? "" : `/${order.locale}`;
    return c.redirect(
      paying ? `${origin}${prefix}/order-success?order=${order.id}` : `${origin}${prefix}/cart?checkout=cancelled`,
      303,
    );
  });
