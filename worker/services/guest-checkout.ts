import type { AuthSession } from "../auth/create-auth";
import type { CheckoutBody } from "../contract/orders";
import type { RateLimitName } from "../contract/rate-limits";
import { giftDayAllowed, newGift } from "./gifts";
import { guestAccessToken } from "./guest-orders";
import type { NewGift } from "./orders";
import type { PriceRequestLine } from "./pricing";
import { ok, refuse, type Result } from "./result";

/**
 * Who pays at checkout and what (decision 049): a signed-in reader (the account's address and
 * cart), or a guest with only an email and the cart they send as slugs; either may buy one
 * product as a gift instead. Prices always come from D1.
 */
export interface CheckoutBuyer {
  userId: string | null;
  email: string;
  name: string;
  /** The per-buyer limit, on top of the per-address one every checkout counts. */
  limit: RateLimitName;
  subject: string;
}

/** A checkout body that is valid alone but not for this buyer: each reason is one field's error. */
export const CHECKOUT_FIELD_REFUSALS = {
  email_required: "email",
  items_required: "items",
  gift_one_item: "items",
  gift_date_range: "gift.deliverOn",
  from_name_required: "gift.fromName",
} as const;
export type CheckoutFieldRefusal = keyof typeof CHECKOUT_FIELD_REFUSALS;

export function checkoutBuyer(viewer: AuthSession | null, body: CheckoutBody): Result<CheckoutBuyer, "email_required"> {
  if (viewer) {
    const { user } = viewer;
    return ok({
      userId: user.id,
      email: user.email,
      name: user.name,
      limit: "checkout_reader",
      subject: `user:${user.id}`,
    });
  }
  if (!body.email) return refuse("email_required");
  return ok({ userId: null, email: body.email, name: "", limit: "checkout_guest", subject: `email:${body.email}` });
}

/**
 * What the order buys (decision 049): a gift's one product (the buyer may own it already: it is
 * not for them), a guest's cart as sent, or null for the signed-in reader's cart in D1. Slugs
 * and chosen amounts only: the pricing service prices and checks them (decision 048).
 */
export function checkoutLines(
  buyer: CheckoutBuyer,
  body: CheckoutBody,
  nowMs = Date.now(),
): Result<{ lines: PriceRequestLine[] | null; gift?: NewGift }, CheckoutFieldRefusal> {
  const seen = new Set<string>();
  const lines = (body.items ?? []).filter((item) => !seen.has(item.slug) && seen.add(item.slug));
  if (body.gift) {
    if (lines.length !== 1) return refuse("gift_one_item");
    if (!giftDayAllowed(body.gift.deliverOn, nowMs)) return refuse("gift_date_range");
    if (!buyer.userId && !body.gift.fromName) return refuse("from_name_required");
    return ok({ lines, gift: newGift(body.gift, lines[0]!.slug, buyer.name) });
  }
  if (buyer.userId) return ok({ lines: null });
  if (lines.length === 0) return refuse("items_required");
  return ok({ lines });
}

/** A guest's success page reads the order with a signed, expiring access token in its address. */
export async function checkoutSuccessUrl(
  secret: string,
  guest: boolean,
  orderId: string,
  urls: { successUrl: string; cancelUrl: string },
  nowMs = Date.now(),
) {
  if (!guest) return urls;
  const access = await guestAccessToken(secret, orderId, nowMs);
  return { ...urls, successUrl: `${urls.successUrl}&access=${encodeURIComponent(access)}` };
}
