import { eq } from "drizzle-orm";
import type { Locale } from "../../contract/locales";
import { orderReference } from "../../contract/orders-fields";
import type { Db } from "../../db/client";
import { copyMarks, gifts, orders, user } from "../../db/schema";
import type { ExLibris } from "./ex-libris";

export { normalizeMark } from "../../contract/copy-mark-format.mjs";

/**
 * The per-order copy mark (decision 054): 80 random bits in Crockford base32, in groups of four
 * ("K7QM-2XRA-9DPE-41TB") so it can be read out or typed back. It means nothing by itself: who
 * holds a copy is only known by looking the mark up in D1.
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function newMark(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join("-");
}

/** The order's mark, made on its first stamped download (one per order, however many race). */
export async function markOfOrder(db: Db, orderId: string, nowMs = Date.now()): Promise<string> {
  await db
    .insert(copyMarks)
    .values({ mark: newMark(), orderId, createdAt: nowMs })
    .onConflictDoNothing({ target: copyMarks.orderId });
  const [row] = await db.select({ mark: copyMarks.mark }).from(copyMarks).where(eq(copyMarks.orderId, orderId));
  return row!.mark;
}

/** A name worth printing: trimmed, and never something that looks like an email address. */
function displayName(name: string | null | undefined): string | null {
  const trimmed = name?.replace(/\s+/g, " ").trim().slice(0, 120) ?? "";
  return trimmed && !trimmed.includes("@") ? trimmed : null;
}

/**
 * The holder's name as a stamp prints it: a gift's recipient (their account's name once claimed,
 * else the name the buyer gave), else the account's name; null for a guest order without one.
 */
export function holderName(
  accountName: string | null,
  gift: { claimedName: string | null; recipientName: string | null } | null,
) {
  return gift ? (displayName(gift.claimedName) ?? displayName(gift.recipientName)) : displayName(accountName);
}

/**
 * Who a copy of this order is stamped for: the account's name; a gift's recipient (their
 * account's name once claimed, else the name the buyer gave), in the gift's language; a guest
 * order without an account, no name (guest checkout asks for none).
 */
export async function exLibrisOf(db: Db, orderId: string, nowMs = Date.now()): Promise<ExLibris | null> {
  const [order] = await db
    .select({ locale: orders.locale, name: user.name })
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return null;
  const [gift] = await db
    .select({ recipientName: gifts.recipientName, locale: gifts.locale, claimedName: user.name })
    .from(gifts)
    .leftJoin(user, eq(user.id, gifts.claimedBy))
    .where(eq(gifts.orderId, orderId))
    .limit(1);
  const mark = await markOfOrder(db, orderId, nowMs);
  const reference = orderReference(orderId);
  return {
    name: holderName(order.name, gift ?? null),
    reference,
    mark,
    locale: gift ? (gift.locale as Locale) : order.locale,
  };
}
