import { Hono } from "hono";
import { TURNSTILE_ACTIONS } from "../contract/lead-capture";
import { checkoutPreviewSchema, checkoutSchema } from "../contract/orders";
import type { CheckoutPreview, PricingErrorCode } from "../contract/pricing-fields";
import { AppError } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers } from "../middleware/session";
import { enforceRateLimit, guardSubmission } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { checkoutReturnUrls, PaymentProviderError } from "../payments/provider";
import { countryCode } from "../services/audience";
import { attachCheckoutSession, markOrderFailed } from "../services/orders";
import { ownedSlugs } from "../services/cart";
import {
  CHECKOUT_FIELD_REFUSALS,
  checkoutBuyer,
  checkoutLines,
  checkoutSuccessUrl,
  type CheckoutFieldRefusal,
} from "../services/guest-checkout";
import { FREE_PROVIDER, placeOrder, priceSignedInCart } from "../services/place-order";
import { priceCheckout, type PricedCheckout, type PricingResult } from "../services/pricing";
import type { Result } from "../services/result";
import { fulfil } from "./payments";
import { taxKindsOf } from "../services/vat/order-vat";
import type { AppEnv } from "../types";
import { logText } from "../services/log-text";

/** The one error of a checkout the pricing refused: field errors with the first one's message. */
const PRICING_MESSAGES: Record<PricingErrorCode, string> = {
  amount_invalid: "An amount is not a whole number of cents.",
  amount_below_minimum: "An amount is less than its product's minimum.",
  amount_above_maximum: "An amount is more than can be paid for one product.",
  code_invalid: "There is no such discount code.",
  code_expired: "This discount code has expired.",
  code_not_yet_valid: "This discount code can't be used yet.",
  code_used_up: "This discount code has been used as many times as it can be.",
  code_already_used: "You have already used this discount code.",
  code_not_for_these_products: "This discount code is not for anything in your cart.",
  total_below_minimum_charge: "A paid order must come to at least €0.50.",
};

export function pricingError(fields: Record<string, PricingErrorCode[]>): AppError {
  const first = Object.values(fields)[0]![0]!;
  return new AppError("validation_failed", 400, PRICING_MESSAGES[first], fields);
}

/** A priced checkout, or the pricing's field errors thrown. */
function pricedOr(priced: PricingResult): PricedCheckout {
  if (!priced.ok) throw pricingError(priced.fields);
  return priced.value;
}

/** The signed-in reader's cart priced with the code, or the pricing's field errors thrown. */
async function priceReaderCart(...args: Parameters<typeof priceSignedInCart>): Promise<PricedCheckout> {
  return pricedOr(await priceSignedInCart(...args));
}

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
 * defence). The order is priced from D1 and written before the payment page exists; the client
 * sends no prices: slugs, a pay-what-you-want line's chosen amount (checked again here), a
 * discount code, its language and the bot-check token (decision 048).
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer)
  // What the checkout would charge with this code: the cart shows the discount before paying.
  // A reader's cart is read from D1; a guest sends theirs, priced the same way, with a per-address
  // limit so the preview can't be used to guess codes. "Once per address" is checked at checkout,
  // when the guest's email is known.
  .post("/preview", jsonFormBody, validate("json", checkoutPreviewSchema), async (c) => {
    const { locale, code, items } = c.req.valid("json");
    const viewer = c.get("viewer");
    let priced: PricedCheckout;
    if (viewer) {
      await enforceRateLimit(c, "cart_change", `user:${viewer.user.id}`);
      priced = await priceReaderCart(c.var.db, { userId: viewer.user.id, email: viewer.user.email }, locale, code);
    } else {
      if (!items) throw new AppError("validation_failed", 400, "The cart is empty.", { items: ["items_required"] });
      await enforceRateLimit(c, "code_check");
      priced = pricedOr(await priceCheckout(c.var.db, { lines: items, locale, code, identity: {} }));
    }
    const { appliedCode: _applied, ...preview } = priced;
    return c.json({ data: preview satisfies CheckoutPreview });
  })
  .post("/", jsonFormBody, validate("json", checkoutSchema), async (c) => {
    const body = c.req.valid("json");
    const { locale, turnstileToken, code } = body;
    const buyer = fieldsOr(checkoutBuyer(c.get("viewer"), body));
    await enforceRateLimit(c, buyer.limit, buyer.subject);
    await guardSubmission(c, TURNSTILE_ACTIONS.checkout, turnstileToken);

    const db = c.var.db;
    const { lines, gift } = fieldsOr(checkoutLines(buyer, body));
    const identity = { userId: buyer.userId, email: buyer.email };
    const priced =
      lines === null
        ? await priceReaderCart(db, { userId: buyer.userId!, email: buyer.email }, locale, code)
        : pricedOr(
            await priceCheckout(db, {
              lines,
              locale,
              code,
              identity,
              // A gift is not for the buyer, so owning it already is no reason to refuse it.
              ...(buyer.userId && !gift ? { owned: await ownedSlugs(db, buyer.userId) } : {}),
            }),
          );
    if (priced.lines.length === 0)
      throw new AppError("conflict", 409, "Your cart has nothing that can be bought right now.");

    // A cart that comes to nothing (free products, a whole discount) is paid as it is written.
    const free = priced.totalCents === 0;
    const provider = c.var.payments;
    if (!provider && !free) {
      console.error("[checkout] no payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
      throw new AppError("config_invalid", 503, "Payments are not available right now. Please try again later.");
    }
    const placed = await placeOrder(
      db,
      priced,
      {
        userId: buyer.userId,
        email: buyer.email,
        locale,
        gift,
        // Where the buyer paid from, for the studio's figures per country.
        country: countryCode((c.req.raw.cf as { country?: unknown } | undefined)?.country),
      },
      free ? FREE_PROVIDER : provider!.name,
      identity,
    );
    if (!placed.ok) throw pricingError({ code: [placed.reason] });
    const orderId = placed.value;
    // A guest's success page reads the order with a signed access token in its address.
    const returns = await checkoutSuccessUrl(
      c.var.config.signingSecret,
      buyer.userId === null,
      orderId,
      checkoutReturnUrls(c.var.origin, locale, orderId),
    );

    if (free) {
      const sessionId = `free_${orderId}`;
      await attachCheckoutSession(db, orderId, sessionId);
      await fulfil(c, FREE_PROVIDER, { id: `free_paid_${orderId}`, type: "paid", sessionId });
      return c.json({ data: { orderId, url: returns.successUrl } }, 201);
    }
    // Stripe Tax's code per line: an e-book's or other digital services' (decision 053).
    const taxKinds = await taxKindsOf(
      db,
      priced.lines.map((line) => line.slug),
    );
    try {
      const session = await provider!.createCheckout({
        orderId,
        currency: priced.currency,
        // The discounted amounts: what the provider charges is what the order says.
        // A line the code made free is not sent (a payment page charges something per line).
        lines: priced.lines
          .filter((line) => line.priceCents > 0)
          .map((line) => ({ title: line.title, amountCents: line.priceCents, taxKind: taxKinds.get(line.slug) })),
        email: buyer.email,
        locale,
        ...returns,
      });
      await attachCheckoutSession(db, orderId, session.sessionId);
      return c.json({ data: { orderId, url: session.url } }, 201);
    } catch (err) {
      if (err instanceof PaymentProviderError && err.retryable) {
        // An outage or a timeout: the order stays pending for the reader's retry.
        console.error(`[checkout] provider unavailable, order kept for a retry: ${logText(err.message)}`);
        throw new AppError(
          "service_unavailable",
          503,
          "The payment service is not answering. Nothing was charged; please try again in a few minutes.",
        );
      }
      await markOrderFailed(db, orderId);
      if (err instanceof PaymentProviderError) {
        console.error(`[checkout] ${logText(err.message)}`);
        throw new AppError(
          "internal_error",
          502,
          "The payment page could not be opened. Nothing was charged; please try again.",
        );
      }
      throw err;
    }
  });
