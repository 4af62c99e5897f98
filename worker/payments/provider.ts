import { localizePath, type Locale } from "../contract/locales";

/**
 * How the shop takes payment: one provider interface, with Stripe and a local test provider
 * chosen by configuration. Orders are priced and written by the Worker first; a provider only
 * collects the money and reports back through events.
 */
export interface CheckoutRequest {
  orderId: string;
  currency: string;
  /** `taxKind` picks the line's VAT: an e-book's reduced rate or other digital services' (decision 053). */
  lines: { title: string; amountCents: number; taxKind?: "ebook" | "digital" }[];
  email: string;
  locale: Locale;
  /** Where the buyer lands after paying / after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** The provider's payment page. */
  url: string;
}

/** A refund the studio asks the provider for (decision 044). */
export interface RefundRequest {
  /** Our `order_refunds` row: the idempotency key, and sent back in the provider's metadata. */
  refundId: string;
  orderId: string;
  /** The provider's payment (Stripe's payment intent). */
  paymentId: string;
  amountCents: number;
  currency: string;
}

/** A refund as the provider reports it (its answer to a refund request, or a webhook). */
export interface ProviderRefund {
  /** The provider's refund id (`re_…`). */
  id: string;
  amountCents: number;
  status: "pending" | "succeeded" | "failed";
  /** Our refund's id when we asked for it (the metadata); absent for a dashboard refund. */
  refundId?: string;
}

/** What happened to a payment, as the Worker acts on it. */
export interface PaymentEvent {
  /** The provider's event id: the same id twice is one event (replays, retries). */
  id: string;
  type: "paid" | "failed" | "refunded";
  /** The checkout session the event is about (paid, failed). */
  sessionId?: string;
  /** The payment it is about (a refund names only the payment). */
  paymentId?: string;
  /** The refunds the event reports, when it names them (refund.*, or a charge's expanded list). */
  refunds?: ProviderRefund[];
  /** The provider says the whole payment is refunded (a charge's `refunded`). */
  fullyRefunded?: boolean;
  /** Where the payer is, as the payment says (paid events): VAT evidence and a business's VAT number. */
  billing?: PaymentBilling;
}

export interface PaymentBilling {
  /** The billing address's country (ISO 3166). */
  country?: string;
  /** The card's issuing country, when reported. */
  cardCountry?: string;
  /** A business buyer's VAT number. */
  taxId?: string;
  /** The tax the provider computed (Stripe Tax), in cents. */
  taxCents?: number;
  /** The provider's customer the number was saved to (Stripe's `cus_…`), to read its verification. */
  customerId?: string;
}

/** Stripe's verification of a tax id typed on its page (`tax_id.verification.status`). */
export type TaxIdVerification = "verified" | "pending" | "unverified" | "unavailable";

/**
 * Where a provider sends the buyer back, in their language: the order's success page after
 * paying, the cart (marked cancelled) after giving up.
 */
export function checkoutReturnUrls(origin: string, locale: Locale, orderId: string) {
  return {
    successUrl: `${origin}${localizePath("/order-success", locale)}?order=${orderId}`,
    cancelUrl: `${origin}${localizePath("/cart", locale)}?checkout=cancelled`,
  };
}

export interface PaymentProvider {
  readonly name: "stripe" | "local";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Refunds part or all of a payment. The same `refundId` twice is one refund at the provider
   * (its idempotency key). Throws `PaymentProviderError` (retryable for an outage).
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * The provider's own verification of the VAT number a payer typed on its page (decision 061);
   * null when it has none or could not be asked. Only providers that collect numbers have it.
   */
  taxIdVerification?(billing: PaymentBilling): Promise<TaxIdVerification | null>;
}

/**
 * The provider's API refused or could not be reached: the order stays unpaid. `retryable`
 * failures (an outage, a timeout) may have created a session whose answer was lost, so the
 * order is kept for a retry with the same idempotency key.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** A webhook that isn't from the provider (bad or missing signature, stale, unreadable). */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook refused: ${reason}`);
    this.name = "WebhookSignatureError";
  }
}
