import type { CheckoutRequest, CheckoutSession, PaymentProvider, ProviderRefund, RefundRequest } from "./provider";

/** Where the local test provider's payment page lives. */
export const LOCAL_PAYMENT_PATH = "/api/payments/local";

/** A local checkout session id: the prefix and a UUID without its dashes. */
export const LOCAL_SESSION_ID_PATTERN = /^local_cs_[0-9a-f]{32}$/;

/**
 * The offline stand-in for Stripe (never in production): its payment page is served by the
 * Worker itself, with Pay and Cancel buttons, and paying runs the same fulfilment as Stripe's
 * webhook does.
 */
export function createLocalProvider(siteUrl: string): PaymentProvider {
  return {
    name: "local",
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = `local_cs_${crypto.randomUUID().replaceAll("-", "")}`;
      return {
        sessionId,
        url: `${siteUrl}${LOCAL_PAYMENT_PATH}/${sessionId}?order=${encodeURIComponent(request.orderId)}`,
      };
    },
    // Refunds at once; the provider's id is derived from ours, so a retry is the same refund.
    async refund(request: RefundRequest): Promise<ProviderRefund> {
      return {
        id: `local_re_${request.refundId.replaceAll("-", "")}`,
        amountCents: request.amountCents,
        status: "succeeded",
        refundId: request.refundId,
      };
    },
  };
}
