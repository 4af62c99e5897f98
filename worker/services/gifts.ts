import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { dateFormat } from "../contract/intl-dates";
import { localizePath, type Locale } from "../contract/locales";
import { GIFT_MAX_DAYS_AHEAD, type GiftInput } from "../contract/orders";
import type { Db } from "../db/client";
import { gifts, orderItems, orders } from "../db/schema";
import { enqueueEmail } from "../email/outbox";
import { giftEmail } from "../email/templates";
import { hashToken, randomToken } from "./claim-links";
import { ENTITLED_STATES, type NewGift } from "./orders";
import { ok, refuse, type Result } from "./result";

/**
 * Gifts (decision 049): one product bought for someone else. The order is the
 * buyer's, but its files are the recipient's once they claim the gift with the single-use link
 * the sweep mails on the chosen day. Everything else derives from the order: a refund stops
 * the files and revokes the gift, claimed or not.
 */

const DAY_MS = 86_400_000;

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const utcDay = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

/** A gift's day as its reader's language writes it. */
export function formatGiftDay(day: string, locale: Locale): string {
  return dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Whether a delivery day is a real day from today to a year ahead. A day behind UTC's (a buyer
 * west of Greenwich late in their evening) still counts as today: it is sent at the next sweep.
 */
export function giftDayAllowed(day: string, nowMs = Date.now()): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || utcDay(at) !== day) return false;
  const today = Date.parse(`${utcDay(nowMs)}T00:00:00Z`);
  return at >= today - DAY_MS && at <= today + GIFT_MAX_DAYS_AHEAD * DAY_MS;
}

/** The gift's row for the checkout to write with its order. */
export function newGift(input: GiftInput, productSlug: string, buyerName: string): NewGift {
  return {
    productSlug,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    message: input.message,
    fromName: input.fromName || buyerName,
    deliverOn: input.deliverOn,
    locale: input.locale,
  };
}

/** The page a gift's link opens, in the recipient's language. */
export const giftClaimUrl = (origin: string, locale: Locale, token: string) =>
  `${origin}${localizePath("/claim-gift", locale)}?token=${encodeURIComponent(token)}`;

type GiftRow = typeof gifts.$inferSelect;

async function giftMail(gift: GiftRow, title: string, origin: string) {
  const token = randomToken();
  const rendered = giftEmail(gift.locale, {
    recipientName: gift.recipientName,
    fromName: gift.fromName,
    title,
    message: gift.message,
    url: giftClaimUrl(origin, gift.locale, token),
  });
  return { tokenHash: await hashToken(token), mail: { kind: "gift", to: gift.recipientEmail, ...rendered } };
}

/** The outbox id of a gift's first mail: one per gift, whichever sweep gets there. */
export const giftOutboxId = (giftId: string) => `gift/${giftId}`;

/** Gifts whose order still gives their product (paid, the line not refunded). */
const giftGives = and(inArray(orders.status, ENTITLED_STATES), isNull(orderItems.refundedAt));

/**
 * Mails the gifts whose day has come, each exactly once: the row is marked sent and its mail
 * written to the outbox (fixed id) in one batch, and only while it is still unsent. A gift
 * refunded before its day is never sent.
 */
export async function sendDueGifts(db: Db, origin: string, nowMs = Date.now()): Promise<string[]> {
  const due = await db
    .select({ gift: gifts, title: orderItems.title })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, gifts.orderId))
    .where(and(isNull(gifts.sentAt), lte(gifts.deliverOn, utcDay(nowMs)), giftGives))
    .limit(50);
  const sent: string[] = [];
  for (const { gift, title } of due) {
    const { tokenHash, mail } = await giftMail(gift, title, origin);
    const id = giftOutboxId(gift.id);
    const at = new Date(nowMs);
    const [marked] = await db.batch([
      db
        .update(gifts)
        .set({ sentAt: at, sends: sql`${gifts.sends} + 1`, claimTokenHash: tokenHash })
        .where(and(eq(gifts.id, gift.id), isNull(gifts.sentAt)))
        .returning({ id: gifts.id }),
      enqueueEmail(db, mail, nowMs, id).onConflictDoNothing(),
    ]);
    if (marked.length) sent.push(id);
  }
  return sent;
}

export type GiftClaimRefusal = "invalid" | "used" | "revoked";

/** Spends a gift's link: the gift joins the reader's library. Single-use; a refunded gift is revoked. */
export async function claimGift(
  db: Db,
  token: string,
  userId: string,
  nowMs = Date.now(),
): Promise<Result<{ orderId: string; slug: string }, GiftClaimRefusal>> {
  const tokenHash = await hashToken(token);
  const [found] = await db
    .select({ gift: gifts, status: orders.status, refundedAt: orderItems.refundedAt })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, gifts.orderId))
    .where(eq(gifts.claimTokenHash, tokenHash))
    .limit(1);
  if (!found) return refuse("invalid");
  if (found.gift.claimedAt) return refuse("used");
  if (!(ENTITLED_STATES as readonly string[]).includes(found.status) || found.refundedAt) return refuse("revoked");
  const claimed = await db
    .update(gifts)
    .set({ claimedBy: userId, claimedAt: new Date(nowMs) })
    .where(and(eq(gifts.id, found.gift.id), eq(gifts.claimTokenHash, tokenHash), isNull(gifts.claimedAt)))
    .returning({ id: gifts.id });
  if (claimed.length === 0) return refuse("used");
  return ok({ orderId: found.gift.orderId, slug: found.gift.productSlug });
}

export type GiftResendRefusal = "not_found" | "not_sent" | "claimed" | "revoked";

/**
 * The buyer sends the gift's mail again (lost in a spam folder): a new link, and the old one
 * stops working. Only the buyer, only once it was first sent, and only while unclaimed and paid.
 */
export async function resendGift(
  db: Db,
  giftId: string,
  buyerId: string,
  origin: string,
  nowMs = Date.now(),
): Promise<Result<{ outboxId: string }, GiftResendRefusal>> {
  const [found] = await db
    .select({
      gift: gifts,
      buyer: orders.userId,
      status: orders.status,
      title: orderItems.title,
      refundedAt: orderItems.refundedAt,
    })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, gifts.orderId))
    .where(eq(gifts.id, giftId))
    .limit(1);
  if (!found || found.buyer !== buyerId) return refuse("not_found");
  if (!(ENTITLED_STATES as readonly string[]).includes(found.status) || found.refundedAt) return refuse("revoked");
  if (found.gift.claimedAt) return refuse("claimed");
  if (!found.gift.sentAt) return refuse("not_sent");
  const { tokenHash, mail } = await giftMail(found.gift, found.title, origin);
  const outboxId = `${giftOutboxId(giftId)}/${found.gift.sends + 1}`;
  const [updated] = await db.batch([
    db
      .update(gifts)
      .set({ sends: sql`${gifts.sends} + 1`, claimTokenHash: tokenHash })
      .where(and(eq(gifts.id, giftId), isNull(gifts.claimedAt), eq(gifts.sends, found.gift.sends)))
      .returning({ id: gifts.id }),
    enqueueEmail(db, mail, nowMs, outboxId).onConflictDoNothing(),
  ]);
  if (updated.length === 0) return refuse("claimed");
  return ok({ outboxId });
}

/** What a gift's link shows before it is pressed: who it is from, what, and whether it can still be claimed. */
export async function giftPreview(db: Db, token: string) {
  const [found] = await db
    .select({ gift: gifts, status: orders.status, title: orderItems.title, refundedAt: orderItems.refundedAt })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, gifts.orderId))
    .where(eq(gifts.claimTokenHash, await hashToken(token)))
    .limit(1);
  if (!found) return null;
  const revoked = !(ENTITLED_STATES as readonly string[]).includes(found.status) || found.refundedAt !== null;
  return {
    title: found.title,
    slug: found.gift.productSlug,
    fromName: found.gift.fromName,
    recipientName: found.gift.recipientName,
    message: found.gift.message,
    state: revoked ? ("revoked" as const) : found.gift.claimedAt ? ("claimed" as const) : ("open" as const),
  };
}
