import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { discountCodes, discountCodeUses, orders } from "../db/schema";
import type { BuyerIdentity } from "./pricing";

/**
 * A discount code's uses (decision 048). D1 has no interactive transactions, so a use is held
 * by one batch of two statements: the count goes up only while it is under the limit (a
 * conditional UPDATE), and the use's row is written only if that UPDATE changed a row
 * (`changes()`); the row's unique indexes are "once per account" and "once per address". A
 * batch is one transaction, so a refused row undoes the count too. Releasing is the mirror.
 */

export type HoldOutcome = "held" | "used_up" | "already_used";

export async function holdCodeUse(
  db: Db,
  codeId: string,
  orderId: string,
  identity: BuyerIdentity,
  now = Date.now(),
): Promise<HoldOutcome> {
  const email = (identity.email ?? "").toLowerCase();
  try {
    const [, held] = await db.batch([
      db
        .update(discountCodes)
        .set({ uses: sql`${discountCodes.uses} + 1`, updatedAt: new Date(now) })
        .where(
          and(
            eq(discountCodes.id, codeId),
            sql`${discountCodes.disabledAt} IS NULL`,
            sql`(${discountCodes.maxUses} IS NULL OR ${discountCodes.uses} < ${discountCodes.maxUses})`,
          ),
        ),
      // INSERT … SELECT names every column of discount_code_uses in order.
      db
        .insert(discountCodeUses)
        .select(sql`SELECT ${orderId}, ${codeId}, ${identity.userId ?? null}, ${email}, ${now} WHERE changes() = 1`)
        .returning({ orderId: discountCodeUses.orderId }),
    ]);
    return held.length === 1 ? "held" : "used_up";
  } catch (error) {
    if (/UNIQUE constraint failed: discount_code_uses/.test(String(error))) return "already_used";
    throw error;
  }
}

/** Gives back the use an order held (none held: nothing changes), so the limit stays exact. */
export async function releaseCodeUse(db: Db, orderId: string): Promise<boolean> {
  const [held] = await db
    .select({ codeId: discountCodeUses.codeId })
    .from(discountCodeUses)
    .where(eq(discountCodeUses.orderId, orderId))
    .limit(1);
  if (!held) return false;
  const [removed] = await db.batch([
    db
      .delete(discountCodeUses)
      .where(eq(discountCodeUses.orderId, orderId))
      .returning({ id: discountCodeUses.orderId }),
    // Only if the row above was deleted just now: two releases never count down twice.
    db
      .update(discountCodes)
      .set({ uses: sql`max(0, ${discountCodes.uses} - 1)` })
      .where(and(eq(discountCodes.id, held.codeId), sql`changes() = 1`)),
  ]);
  return removed.length === 1;
}

/**
 * Before a reader's new checkout holds a code, their earlier checkouts with it that are still
 * waiting for payment give it up: they fail (the newer one replaces them) and their use is
 * released. A payment page of theirs that is paid after all still counts as paid.
 */
export async function supersedeOwnHolds(db: Db, codeId: string, identity: BuyerIdentity, now = Date.now()) {
  const mine = [
    ...(identity.userId ? [eq(discountCodeUses.userId, identity.userId)] : []),
    ...(identity.email ? [eq(discountCodeUses.email, identity.email.toLowerCase())] : []),
  ];
  if (mine.length === 0) return;
  const pending = await db
    .select({ orderId: discountCodeUses.orderId })
    .from(discountCodeUses)
    .innerJoin(orders, eq(orders.id, discountCodeUses.orderId))
    .where(and(eq(discountCodeUses.codeId, codeId), or(...mine), eq(orders.status, "pending")));
  for (const { orderId } of pending) {
    await db
      .update(orders)
      .set({ status: "failed", updatedAt: new Date(now) })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
    await releaseCodeUse(db, orderId);
  }
}

/** How long a checkout may wait for its payment: Stripe's sessions expire after 24 hours. */
export const PENDING_HOLD_MS = 24 * 3_600_000;
/** A hold without an order is a checkout that stopped between the two writes. */
const ORPHAN_HOLD_MS = 15 * 60_000;

/**
 * The sweep's part: uses held by orders that failed, by pending checkouts older than a payment
 * page lives (they fail here: nothing can pay them any more), or by no order at all, go back.
 */
export async function releaseStaleCodeUses(db: Db, now = Date.now()): Promise<number> {
  const stale = await db
    .select({ orderId: discountCodeUses.orderId, status: orders.status, createdAt: orders.createdAt })
    .from(discountCodeUses)
    .leftJoin(orders, eq(orders.id, discountCodeUses.orderId))
    .where(
      or(
        eq(orders.status, "failed"),
        and(eq(orders.status, "pending"), lt(orders.createdAt, new Date(now - PENDING_HOLD_MS))),
        and(sql`${orders.id} IS NULL`, lt(discountCodeUses.heldAt, new Date(now - ORPHAN_HOLD_MS))),
      ),
    )
    .limit(200);
  const expired = stale.filter((row) => row.status === "pending").map((row) => row.orderId);
  if (expired.length)
    await db
      .update(orders)
      .set({ status: "failed", updatedAt: new Date(now) })
      .where(and(inArray(orders.id, expired), eq(orders.status, "pending")));
  let released = 0;
  for (const row of stale) if (await releaseCodeUse(db, row.orderId)) released += 1;
  return released;
}
