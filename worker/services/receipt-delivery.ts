import { and, desc, eq, inArray } from "drizzle-orm";
import { GUEST_ACCESS_TOKEN_PURPOSE } from "../contract/orders";
import { maskEmail, type ReceiptDelivery } from "../contract/delivery";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import type { QueuedEmail } from "../email/outbox";
import { ENTITLED_STATES } from "./orders";
import { ok, refuse, type Result } from "./result";
import { verifyToken } from "./signed-token";
import { resendReceipt } from "./studio/order-actions";

/**
 * Delivery that survives a lost email (decision 056): where an order's receipt went,
 * masked, and a resend, to a corrected address when a signed-in buyer gives one. Only the order's
 * buyer reaches it: a signed-in owner, or a guest with the success page's access token.
 */

/** Who asks: the signed-in reader, and/or the success page's order-access token. */
export interface ReceiptAsker {
  user?: { id: string; email: string } | null;
  access?: string;
}

interface OwnedOrder {
  id: string;
  email: string | null;
  status: string;
  /** Asked by the signed-in owner (who may correct the address), not only a token's holder. */
  byOwner: boolean;
}

/** The order when the asker is its buyer; anyone else gets null, answered as "no such order". */
async function ownedOrder(
  db: Db,
  orderId: string,
  asker: ReceiptAsker,
  secret: string,
  nowMs = Date.now(),
): Promise<OwnedOrder | null> {
  const [order] = await db
    .select({ id: orders.id, email: orders.email, status: orders.status, userId: orders.userId, guest: orders.guest })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return null;
  const byOwner = Boolean(asker.user && order.userId === asker.user.id);
  let byToken = false;
  if (!byOwner && asker.access && order.guest) {
    const check = await verifyToken(secret, asker.access, GUEST_ACCESS_TOKEN_PURPOSE, Math.floor(nowMs / 1000));
    byToken = check.valid && check.subject === order.id;
  }
  if (!byOwner && !byToken) return null;
  return { id: order.id, email: order.email, status: order.status, byOwner };
}

const entitled = (status: string) => (ENTITLED_STATES as readonly string[]).includes(status);

/**
 * Where the receipt went: in full to the signed-in reader whose order it is (it is their own
 * address), masked to anyone holding a guest order's link, which may have been passed on.
 */
const deliveryOf = (order: { id: string; email: string | null }, byOwner: boolean): ReceiptDelivery => ({
  orderId: order.id,
  to: order.email ? (byOwner ? order.email : maskEmail(order.email)) : null,
  canCorrect: byOwner,
});

export async function receiptDelivery(
  db: Db,
  orderId: string,
  asker: ReceiptAsker,
  secret: string,
): Promise<ReceiptDelivery | null> {
  const order = await ownedOrder(db, orderId, asker, secret);
  return order ? deliveryOf(order, order.byOwner) : null;
}

/** The library's list: every paid order the reader placed (a claimed gift's receipt is its giver's). */
export async function receiptDeliveries(db: Db, userId: string): Promise<ReceiptDelivery[]> {
  const rows = await db
    .select({ id: orders.id, email: orders.email })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...ENTITLED_STATES])))
    .orderBy(desc(orders.createdAt));
  return rows.map((row) => deliveryOf(row, true));
}

export type ReceiptResendRefusal = "not_found" | "not_paid" | "no_address" | "sign_in_to_correct";

/**
 * Resends the receipt through the studio's own resend (`resendReceipt`: a fresh outbox row, the
 * corrected address kept on the order, an audit entry marked as the buyer's).
 */
export async function resendReceiptForBuyer(
  db: Db,
  input: { orderId: string; email?: string; asker: ReceiptAsker; secret: string },
  build: (orderId: string) => Promise<QueuedEmail | null>,
  now = Date.now(),
): Promise<Result<{ outboxId: string; delivery: ReceiptDelivery }, ReceiptResendRefusal>> {
  const order = await ownedOrder(db, input.orderId, input.asker, input.secret, now);
  if (!order) return refuse("not_found");
  if (!entitled(order.status)) return refuse("not_paid");
  if (input.email && input.email !== order.email && !order.byOwner) return refuse("sign_in_to_correct");
  // The audit log names who asked: the reader's account, or the guest order's own address.
  const actor =
    input.asker.user && order.byOwner
      ? input.asker.user
      : { id: `guest-order:${order.id}`, email: order.email ?? "guest" };
  const result = await resendReceipt(
    db,
    actor,
    { orderId: order.id, byBuyer: true, ...(input.email ? { email: input.email } : {}) },
    build,
    now,
  );
  if (!result.ok) return result;
  return ok({
    outboxId: result.value.outboxId,
    delivery: deliveryOf({ id: order.id, email: result.value.to }, order.byOwner),
  });
}
