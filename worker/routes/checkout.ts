import { Hono } from "hono";
import { TURNSTILE_ACTIONS } from "../contract/lead-capture";
import { checkoutSchema } from "../contract/orders";
import { AppError } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers } from "../middleware/session";
import { enforceRateLimit, guardSubmission } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { checkoutReturnUrls, PaymentProviderError } from "../payments/provider";
import { countryCode } from "../services/audience";
import {
  CHECKOUT_FIELD_REFUSALS,
  checkoutBuyer,
  checkoutCart,
  checkoutSuccessUrl,
  type CheckoutFieldRefusal,
} from "../services/guest-checkout";
import type { Result } from "../services/result";
import { attachCheckoutSession, createPendingOrder, interruptedOrder, markOrderFailed } from "../services/orders";
import type { AppEnv } from "../types";

/** A body valid alone but not for this buyer (a guest without an email…): a field's 400. */
function fieldsOr<T>(result: Result<T, CheckoutFieldRefusal>): T {
  if (result.ok) return result.value;
  throw new AppError("validation_failed", 400, "Some fields are missing or invalid.", {
    [CHECKOUT_FIELD_REFUSALS[result.reason]]: [result.reason],
  });
}

/**
 * Checkout: a reader's cart, a guest's (with just an email; decision 049) or one product as a
 * gift. Rate-limited per reader or guest address and behind the bot check (card-testing
 * defence). The order is priced from D1 and written before the payment page exists; the
 * client sends no prices, only slugs, its language and the bot-check token.
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer)
  .post("/", jsonFormBody, validate("json", checkoutSchema), async (c) => {
    const body = c.req.valid("json");
    const { locale, turnstileToken } = body;
    const buyer = fieldsOr(checkoutBuyer(c.get("viewer"), body));
    await enforceRateLimit(c, buyer.limit, buyer.subject);
    await guardSubmission(c, TURNSTILE_ACTIONS.checkout, turnstileToken);

    const provider = c.var.payments;
    if (!provider) {
      console.error("[checkout] no payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
      throw new AppError("config_invalid", 503, "Payments are not available right now. Please try again later.");
    }

    const db = c.var.db;
    const { cart, gift } = fieldsOr(await checkoutCart(db, buyer, body));
    if (cart.lines.length === 0)
      throw new AppError("conflict", 409, "Your cart has nothing that can be bought right now.");

    const newOrder = {
      userId: buyer.userId,
      email: buyer.email,
      locale,
      gift,
      currency: cart.currency,
      lines: cart.lines.map((line) => ({ slug: line.slug, title: line.title, priceCents: line.priceCents })),
      // Where the buyer paid from, for the studio's figures per country.
      country: countryCode((c.req.raw.cf as { country?: unknown } | undefined)?.country),
    };
    // A retry after an outage continues the interrupted order (same idempotency key, one session).
    const orderId =
      (await interruptedOrder(db, newOrder, provider.name)) ?? (await createPendingOrder(db, newOrder, provider.name));
    try {
      const session = await provider.createCheckout({
        orderId,
        currency: cart.currency,
        lines: cart.lines.map((line) => ({ title: line.title, amountCents: line.priceCents })),
        email: buyer.email,
        locale,
        ...(await checkoutSuccessUrl(
          c.var.config.signingSecret,
          buyer.userId === null,
          orderId,
          checkoutReturnUrls(c.var.origin, locale, orderId),
        )),
      });
      await attachCheckoutSession(db, orderId, session.sessionId);
      return c.json({ data: { orderId, url: session.url } }, 201);
    } catch (err) {
      if (err instanceof PaymentProviderError && err.retryable) {
        // An outage or a timeout: the order stays pending for the reader's retry.
        console.error("[checkout] provider unavailable, order kept for a retry:", err.message);
        throw new AppError(
          "service_unavailable",
          503,
          "The payment service is not answering. Nothing was charged; please try again in a few minutes.",
        );
      }
      await markOrderFailed(db, orderId);
      if (err instanceof PaymentProviderError) {
        console.error("[checkout]", err.message);
        throw new AppError(
          "internal_error",
          502,
          "The payment page could not be opened. Nothing was charged; please try again.",
        );
      }
      throw err;
    }
  });
