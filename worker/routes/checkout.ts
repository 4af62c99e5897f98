import { Hono } from "hono";
import { TURNSTILE_ACTIONS } from "../contract/lead-capture";
import { checkoutSchema } from "../contract/orders";
import { AppError } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit, guardSubmission } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { checkoutReturnUrls, PaymentProviderError } from "../payments/provider";
import { countryCode } from "../services/audience";
import { readerCart } from "../services/cart";
import { attachCheckoutSession, createPendingOrder, interruptedOrder, markOrderFailed } from "../services/orders";
import type { AppEnv } from "../types";

/**
 * Checkout: needs an account (purchases land in the library), is rate-limited and behind the
 * bot check (card-testing defence). The order is priced from D1 and written before the
 * payment page exists; the client sends no prices, only its language and the bot-check token.
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer, signedIn)
  .post("/", jsonFormBody, validate("json", checkoutSchema), async (c) => {
    const { user } = requireViewer(c);
    const { locale, turnstileToken } = c.req.valid("json");
    await enforceRateLimit(c, "checkout_reader", `user:${user.id}`);
    await guardSubmission(c, TURNSTILE_ACTIONS.checkout, turnstileToken);

    const provider = c.var.payments;
    if (!provider) {
      console.error("[checkout] no payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
      throw new AppError("config_invalid", 503, "Payments are not available right now. Please try again later.");
    }

    const db = c.var.db;
    const cart = await readerCart(db, user.id, locale);
    if (cart.lines.length === 0)
      throw new AppError("conflict", 409, "Your cart has nothing that can be bought right now.");

    const newOrder = {
      userId: user.id,
      email: user.email,
      locale,
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
        lines: cart.lines.map((line) => ({
          title: line.title,
          amountCents: line.priceCents,
          taxKind: line.kind === "ebook" ? ("ebook" as const) : ("digital" as const),
        })),
        email: user.email,
        locale,
        ...checkoutReturnUrls(c.var.origin, locale, orderId),
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
