import { STRIPE_API_URL_DEFAULT } from "../config";
import type { Locale } from "../contract/locales";
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentBilling,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
  type TaxIdVerification,
} from "./provider";

/** Stripe's API unless `STRIPE_API_URL` points elsewhere (a fake provider in tests). */
export const STRIPE_API = `${STRIPE_API_URL_DEFAULT}/v1`;
/** A checkout waits this long for Stripe before telling the buyer to try again. */
const STRIPE_TIMEOUT_MS = 10_000;
/** Worth another try with the same idempotency key: timeouts, rate limits, a request in flight, 5xx. */
const RETRYABLE = new Set([408, 409, 429]);
/** Stripe's own default: a signed event older than this is refused (replay defence). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe Tax's product tax codes: digital books, and digital audio works, both downloaded with
 * permanent rights and no subscription.
 */
export const STRIPE_TAX_CODES = { ebook: "txcd_10302000", digital: "txcd_10401100" } as const;

/** What a completed Checkout Session says about where the payer is (VAT evidence). */
function sessionBilling(object: Record<string, unknown>): PaymentBilling {
  const customer = object.customer;
  const details = (object.customer_details ?? {}) as {
    address?: { country?: unknown } | null;
    tax_ids?: Array<{ value?: unknown }> | null;
  };
  const totals = (object.total_details ?? {}) as { amount_tax?: unknown };
  const country = details.address?.country;
  const taxId = details.tax_ids?.find((t) => typeof t?.value === "string")?.value;
  return {
    ...(typeof country === "string" ? { country } : {}),
    ...(typeof taxId === "string" ? { taxId } : {}),
    ...(typeof totals.amount_tax === "number" ? { taxCents: totals.amount_tax } : {}),
    ...(typeof customer === "string" ? { customerId: customer } : {}),
  };
}

const VERIFICATIONS = new Set<string>(["verified", "pending", "unverified", "unavailable"]);
/** A payment's webhook waits for this lookup: past it, the number is checked with VIES instead. */
const STRIPE_TAX_ID_TIMEOUT_MS = 4_000;

/** Stripe Checkout has no Catalan; Spanish is the closest it offers. */
const CHECKOUT_LOCALES: Record<Locale, string> = { en: "en", es: "es", ca: "es" };

/**
 * Stripe Checkout over its REST API with fetch (no SDK: it is large and the Worker needs two
 * calls). Card, Apple Pay and Google Pay are the payment methods Checkout offers on its own
 * when they are enabled in the Stripe dashboard.
 */
export function createStripeProvider(
  secretKey: string,
  options: { fetch?: typeof fetch; apiUrl?: string; timeoutMs?: number } = {},
): PaymentProvider {
  const send = options.fetch ?? fetch;
  const api = options.apiUrl ? `${options.apiUrl}/v1` : STRIPE_API;
  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const form = new URLSearchParams({
        mode: "payment",
        client_reference_id: request.orderId,
        customer_email: request.email,
        locale: CHECKOUT_LOCALES[request.locale],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        "metadata[order_id]": request.orderId,
        "payment_intent_data[metadata][order_id]": request.orderId,
        // Stripe Tax (decision 053): prices include VAT, the billing address is the location
        // evidence beside the checkout's IP country, and a business may give its VAT number
        // (reverse charge).
        "automatic_tax[enabled]": "true",
        billing_address_collection: "required",
        "tax_id_collection[enabled]": "true",
        // A customer keeps the typed VAT number as a tax id object, which carries Stripe's
        // verification (decision 061); the session's own copy of the number has none.
        customer_creation: "always",
      });
      request.lines.forEach((line, i) => {
        form.set(`line_items[${i}][quantity]`, "1");
        form.set(`line_items[${i}][price_data][currency]`, request.currency.toLowerCase());
        form.set(`line_items[${i}][price_data][unit_amount]`, String(line.amountCents));
        form.set(`line_items[${i}][price_data][tax_behavior]`, "inclusive");
        form.set(`line_items[${i}][price_data][product_data][name]`, line.title);
        form.set(`line_items[${i}][price_data][product_data][tax_code]`, STRIPE_TAX_CODES[line.taxKind ?? "digital"]);
      });
      let res: Response;
      try {
        res = await send(`${api}/checkout/sessions`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${secretKey}`,
            "Content-Type": "application/x-www-form-urlencoded",
            // One order, one session, however often the request is retried.
            "Idempotency-Key": `checkout/${request.orderId}`,
          },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? STRIPE_TIMEOUT_MS),
        });
      } catch (err) {
        throw new PaymentProviderError(`Stripe unreachable: ${String(err)}`, true);
      }
      const body = (await res.json().catch(() => null)) as {
        id?: string;
        url?: string;
        error?: { message?: string };
      } | null;
      if (!res.ok || !body?.id || !body.url) {
        throw new PaymentProviderError(
          `Stripe refused the checkout (${res.status}): ${body?.error?.message ?? "no session"}`,
          res.status >= 500 || RETRYABLE.has(res.status),
        );
      }
      return { sessionId: body.id, url: body.url };
    },
    async refund(request: RefundRequest): Promise<ProviderRefund> {
      const form = new URLSearchParams({
        payment_intent: request.paymentId,
        amount: String(request.amountCents),
        "metadata[refund_id]": request.refundId,
        "metadata[order_id]": request.orderId,
      });
      let res: Response;
      try {
        res = await send(`${api}/refunds`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${secretKey}`,
            "Content-Type": "application/x-www-form-urlencoded",
            // Our refund row's id: a retry after a lost answer is the same refund, never a second.
            "Idempotency-Key": `refund/${request.refundId}`,
          },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? STRIPE_TIMEOUT_MS),
        });
      } catch (err) {
        throw new PaymentProviderError(`Stripe unreachable: ${String(err)}`, true);
      }
      const body = (await res.json().catch(() => null)) as
        | (Record<string, unknown> & {
            error?: { message?: string };
          })
        | null;
      const refund = body ? stripeRefund(body) : null;
      if (!res.ok || !refund) {
        throw new PaymentProviderError(
          `Stripe refused the refund (${res.status}): ${body?.error?.message ?? "no refund"}`,
          res.status >= 500 || RETRYABLE.has(res.status),
        );
      }
      return refund;
    },
    /**
     * The customer's tax ids (`GET /v1/customers/:id/tax_ids`) and the `verification.status`
     * of the one the payer typed; null when there is none or Stripe can't be asked.
     */
    async taxIdVerification(billing: PaymentBilling) {
      if (!billing.customerId || !billing.taxId) return null;
      const wanted = billing.taxId.toUpperCase().replace(/[\s.-]/g, "");
      try {
        const res = await send(`${api}/customers/${encodeURIComponent(billing.customerId)}/tax_ids?limit=100`, {
          headers: { Authorization: `Bearer ${secretKey}` },
          signal: AbortSignal.timeout(options.timeoutMs ?? STRIPE_TAX_ID_TIMEOUT_MS),
        });
        if (!res.ok) return null;
        const body = (await res.json()) as {
          data?: Array<{ value?: unknown; verification?: { status?: unknown } | null }>;
        };
        const taxId = body.data?.find(
          (t) => typeof t.value === "string" && t.value.toUpperCase().replace(/[\s.-]/g, "") === wanted,
        );
        const status = taxId?.verification?.status;
        return typeof status === "string" && VERIFICATIONS.has(status) ? (status as TaxIdVerification) : null;
      } catch {
        return null;
      }
    },
  };
}

/** A Stripe refund object as the shop reads it; null when it isn't one. */
function stripeRefund(object: Record<string, unknown>): ProviderRefund | null {
  if (typeof object.id !== "string" || typeof object.amount !== "number") return null;
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  // Stripe's `requires_action` is still on its way; `canceled` never happened.
  const status =
    object.status === "succeeded"
      ? "succeeded"
      : object.status === "failed" || object.status === "canceled"
        ? "failed"
        : "pending";
  return {
    id: object.id,
    amountCents: object.amount,
    status,
    ...(typeof metadata.refund_id === "string" ? { refundId: metadata.refund_id } : {}),
  };
}

const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Constant-time comparison of two hex strings. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The `v1` signature Stripe puts on a payload: HMAC-SHA256 of `<t>.<payload>`. */
export async function stripeSignature(secret: string, timestamp: number, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${payload}`)));
}

/**
 * Checks a webhook's `Stripe-Signature` (any `v1` may match, for secret rotation) and its age,
 * then reads the events the shop acts on. Others come back as null and are acknowledged.
 */
export async function readStripeWebhook(
  secret: string,
  payload: string,
  signatureHeader: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<PaymentEvent | null> {
  if (!signatureHeader) throw new WebhookSignatureError("no Stripe-Signature header");
  const parts = signatureHeader.split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError("malformed Stripe-Signature");
  if (Math.abs(nowSeconds - timestamp) > STRIPE_SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookSignatureError("timestamp outside tolerance");
  const expected = await stripeSignature(secret, timestamp, payload);
  if (!signatures.some((signature) => sameHex(signature, expected)))
    throw new WebhookSignatureError("signature mismatch");

  let event: { id?: string; type?: string; data?: { object?: Record<string, unknown> } };
  try {
    event = JSON.parse(payload);
  } catch {
    throw new WebhookSignatureError("payload is not JSON");
  }
  const object = event.data?.object ?? {};
  const id = typeof event.id === "string" ? event.id : null;
  if (!id) return null;
  const str = (value: unknown) => (typeof value === "string" ? value : undefined);
  switch (event.type) {
    case "checkout.session.completed":
      // Card payments are paid here; delayed methods report paid later (async_payment_succeeded).
      if (object.payment_status !== "paid") return null;
      return {
        id,
        type: "paid",
        sessionId: str(object.id),
        paymentId: str(object.payment_intent),
        billing: sessionBilling(object),
      };
    case "checkout.session.async_payment_succeeded":
      return {
        id,
        type: "paid",
        sessionId: str(object.id),
        paymentId: str(object.payment_intent),
        billing: sessionBilling(object),
      };
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return { id, type: "failed", sessionId: str(object.id) };
    case "charge.refunded": {
      // The charge's refunds when Stripe included them (older API versions, or expanded);
      // otherwise only "wholly refunded" can be acted on (decision 044).
      const list = (object.refunds as { data?: unknown } | undefined)?.data;
      const refunds = Array.isArray(list)
        ? list.flatMap((r) => (r && typeof r === "object" ? [stripeRefund(r as Record<string, unknown>)] : []))
        : [];
      const known = refunds.filter((r): r is ProviderRefund => r !== null);
      if (object.refunded !== true && known.length === 0) return null;
      return {
        id,
        type: "refunded",
        paymentId: str(object.payment_intent),
        refunds: known,
        fullyRefunded: object.refunded === true,
      };
    }
    case "refund.created":
    case "refund.updated": {
      const refund = stripeRefund(object);
      if (!refund) return null;
      return { id, type: "refunded", paymentId: str(object.payment_intent), refunds: [refund] };
    }
    default:
      return null;
  }
}
