import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { localizePath } from "../contract/locales";
import { orderReference } from "../contract/orders-fields";
import { formatPrice } from "../contract/shop";
import type { StudioRefund } from "../contract/studio-order-fields";
import type { Db } from "../db/client";
import { emailOutbox, orderItems, orderRefunds, orders } from "../db/schema";
import type { QueuedEmail } from "../email/outbox";
import { orderRefundEmail } from "../email/templates";
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefund,
} from "../payments/provider";
import { ok, refuse, type Result } from "./result";
import { auditInsert, type AuditActor } from "./studio/audit-log";
import { logText } from "./log-text";

/**
 * Refunds (decision 044), kept like a bank's back office: the refund's row is written
 * in D1 (`pending`, its lines claimed) before the provider is called; its id is the provider's
 * idempotency key and travels in the provider's metadata; the provider's answer or its webhook,
 * whichever comes first, settles it, and the other finds it settled. The order's refunded sum
 * and state are always recomputed from the refunds that succeeded, so settling twice, or in any
 * order, gives the same order.
 */

/** The outbox id of a refund's notice: one per refund, however often it is settled. */
export const refundOutboxId = (refundId: string) => `order-refund/${refundId}`;

/** What a refund's notice says: the refund as it will stand once settled. */
export interface RefundDraft {
  id: string;
  orderId: string;
  amountCents: number;
  lineIds: number[];
}

/** Builds a refund's notice to the buyer (null when the order has no address). */
export type RefundMailer = (refund: RefundDraft) => Promise<QueuedEmail | null>;

type RefundRow = typeof orderRefunds.$inferSelect;

export function refundView(row: RefundRow): StudioRefund {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    origin: row.origin,
    amountCents: row.amountCents,
    currency: row.currency,
    lineIds: JSON.parse(row.lineIds) as number[],
    providerRefundId: row.providerRefundId,
    reason: row.reason,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt,
    refundedAt: row.refundedAt,
    lastError: row.lastError,
  };
}

const succeededSum = (orderId: string) =>
  sql`(SELECT coalesce(sum(${orderRefunds.amountCents}), 0) FROM ${orderRefunds}
       WHERE ${orderRefunds.orderId} = ${orderId} AND ${orderRefunds.status} = 'succeeded')`;

/**
 * The order's refunded sum, latest refund and state, from its succeeded refunds and lines: all
 * lines refunded (or all the money) is `refunded`, some is `partly_refunded`. Idempotent.
 */
function recomputeOrder(db: Db, orderId: string, now: number) {
  const sum = succeededSum(orderId);
  const lineLeft = sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orderId} AND ${orderItems.refundedAt} IS NULL)`;
  const lineRefunded = sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orderId} AND ${orderItems.refundedAt} IS NOT NULL)`;
  return db
    .update(orders)
    .set({
      refundedCents: sum,
      refundedAt: sql`(SELECT max(${orderRefunds.refundedAt}) FROM ${orderRefunds}
        WHERE ${orderRefunds.orderId} = ${orderId} AND ${orderRefunds.status} = 'succeeded')`,
      status: sql`CASE WHEN NOT ${lineLeft} OR (${sum} >= "total_cents" AND "total_cents" > 0) THEN 'refunded'
        WHEN ${sum} > 0 OR ${lineRefunded} THEN 'partly_refunded' ELSE 'paid' END`,
      updatedAt: new Date(now),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["paid", "partly_refunded", "refunded"])));
}

/**
 * An outbox row written only if the statement just before it in the same batch changed a row
 * (a refund that was settled just now, not before): one notice per refund.
 */
function enqueueIfChanged(db: Db, email: QueuedEmail, id: string, now: number) {
  // INSERT … SELECT names every column of email_outbox in order (the last: no attachments).
  return db.insert(emailOutbox).select(
    sql`SELECT ${id}, ${email.kind}, ${email.to}, ${email.replyTo ?? null}, ${email.subject}, ${email.text},
               ${email.html}, ${JSON.stringify(email.headers ?? {})}, 'pending', 0, ${now}, NULL, NULL, NULL, ${now}, NULL, NULL
        WHERE changes() > 0 ON CONFLICT DO NOTHING`,
  );
}

/** The statements that settle a pending refund as succeeded (nothing if it was settled already). */
async function settleStatements(
  db: Db,
  refund: Pick<RefundRow, "id" | "orderId" | "amountCents" | "lineIds">,
  providerRefundId: string | null,
  mail: RefundMailer,
  now: number,
) {
  const refundId = refund.id;
  const settle = db
    .update(orderRefunds)
    .set({
      status: "succeeded",
      providerRefundId: sql`coalesce(${orderRefunds.providerRefundId}, ${providerRefundId})`,
      refundedAt: now,
      updatedAt: now,
      lastError: null,
    })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "pending")))
    .returning({ id: orderRefunds.id });
  const lines = db
    .update(orderItems)
    .set({ refundedAt: new Date(now) })
    .where(and(eq(orderItems.refundId, refundId), isNull(orderItems.refundedAt)));
  // The notice is built as if settled (the lines are the refund's; "whole" is read after).
  const email = await mail({ ...refund, lineIds: JSON.parse(refund.lineIds) as number[] });
  const outboxId = refundOutboxId(refundId);
  return {
    settle,
    rest: [
      ...(email ? [enqueueIfChanged(db, email, outboxId, now)] : []),
      lines,
      recomputeOrder(db, refund.orderId, now),
    ],
    outboxId: email ? outboxId : null,
  };
}

/** The statements that mark a pending refund failed and free its lines for another refund. */
function failStatements(db: Db, refundId: string, error: string, now: number) {
  return [
    db
      .update(orderRefunds)
      .set({ status: "failed", lastError: error.slice(0, 500), updatedAt: now })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "pending"))),
    db
      .update(orderItems)
      .set({ refundId: null })
      .where(and(eq(orderItems.refundId, refundId), isNull(orderItems.refundedAt))),
  ] as const;
}

/** Settles a refund and says which outbox row (if any) was written just now. */
async function settle(
  db: Db,
  refund: Pick<RefundRow, "id" | "orderId" | "amountCents" | "lineIds">,
  providerRefundId: string | null,
  mail: RefundMailer,
  now: number,
): Promise<string[]> {
  const { settle, rest, outboxId } = await settleStatements(db, refund, providerRefundId, mail, now);
  const [settled] = await db.batch([settle, ...rest]);
  return outboxId && settled.length > 0 ? [outboxId] : [];
}

const refundById = async (db: Db, id: string) =>
  (await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)).limit(1))[0] ?? null;

/**
 * What is left to refund on an order: its total less the refunds that succeeded and those still
 * pending. A refund of lines is for their prices, capped at this.
 */
export async function refundableCents(db: Db, orderId: string): Promise<number> {
  const [row] = await db.all<{ left: number }>(sql`
    SELECT ${orders.totalCents} - coalesce((SELECT sum(${orderRefunds.amountCents}) FROM ${orderRefunds}
      WHERE ${orderRefunds.orderId} = ${orderId} AND ${orderRefunds.status} IN ('pending', 'succeeded')), 0) AS "left"
    FROM ${orders} WHERE ${orders.id} = ${orderId}`);
  return row?.left ?? 0;
}

export type RefundRefusal =
  | "not_found"
  | "not_refundable"
  | "line_unknown"
  | "already_refunded"
  | "amount_mismatch"
  | "exceeds_remaining"
  | "request_reused"
  | "refund_failed"
  | "no_provider"
  | "provider_unavailable"
  | "provider_refused";

export interface RefundOutcome {
  refund: StudioRefund;
  replayed: boolean;
  outboxIds: string[];
}

export interface RefundInput {
  orderId: string;
  requestId: string;
  lines?: number[];
  amountCents: number;
  reason?: string;
}

/**
 * `POST /api/studio/orders/:id/refund`. The same `requestId` again answers the refund it made
 * (settled: nothing happens; still pending after an outage: the provider is asked again with
 * the same idempotency key). Lines already claimed by another refund are refused.
 */
export async function requestRefund(
  db: Db,
  provider: PaymentProvider | null,
  actor: AuditActor,
  input: RefundInput,
  mail: RefundMailer,
  now = Date.now(),
): Promise<Result<RefundOutcome, RefundRefusal>> {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  if (!order) return refuse("not_found");

  let refund = await refundById(db, input.requestId);
  if (refund) {
    // The same id is the same request: another order, other lines or another amount is a mistake.
    const sameLines =
      !input.lines ||
      JSON.stringify([...input.lines].sort((x, y) => x - y)) === JSON.stringify(JSON.parse(refund.lineIds));
    if (refund.orderId !== order.id || !sameLines || refund.amountCents !== input.amountCents)
      return refuse("request_reused");
    if (refund.status === "succeeded") return ok({ refund: refundView(refund), replayed: true, outboxIds: [] });
    if (refund.status === "failed") return refuse("refund_failed");
  } else {
    if (order.status !== "paid" && order.status !== "partly_refunded") return refuse("not_refundable");
    const lines = await db
      .select({ id: orderItems.id, priceCents: orderItems.priceCents, refundId: orderItems.refundId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const byId = new Map(lines.map((line) => [line.id, line]));
    if (input.lines?.some((id) => !byId.has(id))) return refuse("line_unknown");
    const wanted = input.lines
      ? [...input.lines].sort((a, b) => a - b).map((id) => byId.get(id)!)
      : lines.filter((line) => line.refundId === null);
    if (wanted.length === 0 || wanted.some((line) => line.refundId !== null)) return refuse("already_refunded");
    // What is left to refund caps the lines' prices (an amount refunded alone in the dashboard
    // counts against the order, not against a line).
    const amount = Math.min(
      wanted.reduce((sum, line) => sum + line.priceCents, 0),
      await refundableCents(db, order.id),
    );
    if (amount < 0) return refuse("exceeds_remaining");
    if (amount !== input.amountCents) return refuse("amount_mismatch");
    if (!provider || order.provider !== provider.name || (amount > 0 && !order.providerPaymentId))
      return refuse("no_provider");

    const lineIds = wanted.map((line) => line.id);
    await db.batch([
      db.insert(orderRefunds).values({
        id: input.requestId,
        orderId: order.id,
        provider: provider.name,
        origin: "studio",
        status: "pending",
        amountCents: amount,
        currency: order.currency,
        lineIds: JSON.stringify(lineIds),
        reason: input.reason || null,
        actorEmail: actor.email,
        createdAt: now,
        updatedAt: now,
      }),
      db
        .update(orderItems)
        .set({ refundId: input.requestId })
        .where(and(inArray(orderItems.id, lineIds), isNull(orderItems.refundId))),
      auditInsert(
        db,
        actor,
        {
          action: "order.refund",
          objectType: "order",
          objectId: order.id,
          before: { state: order.status, refundedCents: order.refundedCents },
          after: { refundId: input.requestId, lineIds, amountCents: amount, reason: input.reason || null },
        },
        now,
      ),
    ]);
    // Another refund claimed one of the lines in between: this one never reaches the provider.
    const claimed = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.refundId, input.requestId));
    if (claimed.length !== lineIds.length) {
      await db.batch([...failStatements(db, input.requestId, "lines claimed by another refund", now)]);
      return refuse("already_refunded");
    }
    refund = (await refundById(db, input.requestId))!;
  }

  // Pending: ask the provider (again, after an outage: same key, same refund at the provider).
  if (!provider || refund.provider !== provider.name) return refuse("no_provider");
  let answer: ProviderRefund;
  if (refund.amountCents === 0) {
    answer = { id: `free_${refund.id}`, amountCents: 0, status: "succeeded", refundId: refund.id };
  } else {
    try {
      answer = await provider.refund({
        refundId: refund.id,
        orderId: order.id,
        paymentId: order.providerPaymentId!,
        amountCents: refund.amountCents,
        currency: refund.currency,
      });
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      if (err.retryable) {
        // Maybe done, maybe not: the row stays pending for a retry or the provider's webhook.
        await db
          .update(orderRefunds)
          .set({ lastError: err.message.slice(0, 500), updatedAt: now })
          .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "pending")));
        console.error(
          `[refunds] provider unavailable for ${logText(refund.id)}, kept pending: ${logText(err.message)}`,
        );
        return refuse("provider_unavailable");
      }
      console.error(`[refunds] provider refused ${logText(refund.id)}: ${logText(err.message)}`);
      await db.batch([...failStatements(db, refund.id, err.message, now)]);
      return refuse("provider_refused");
    }
  }

  let outboxIds: string[] = [];
  if (answer.status === "succeeded") {
    outboxIds = await settle(db, refund, answer.id, mail, now);
    // Settled first by a webhook that didn't name the provider's refund: name it now.
    await db
      .update(orderRefunds)
      .set({ providerRefundId: answer.id })
      .where(and(eq(orderRefunds.id, refund.id), isNull(orderRefunds.providerRefundId)));
  } else if (answer.status === "failed") {
    await db.batch([...failStatements(db, refund.id, "the provider declined the refund", now)]);
  } else {
    // On its way (some payment methods take days): the webhook settles it.
    await db
      .update(orderRefunds)
      .set({ providerRefundId: answer.id, updatedAt: now })
      .where(and(eq(orderRefunds.id, refund.id), isNull(orderRefunds.providerRefundId)));
  }
  const after = (await refundById(db, refund.id))!;
  // A webhook may have settled it first: it is the same refund either way.
  return ok({ refund: refundView(after), replayed: false, outboxIds });
}

/**
 * A provider's refund event (Stripe's `refund.*` or `charge.refunded`): each refund named is
 * matched by our id in its metadata, else by the provider's id, else recorded as a refund made
 * in the dashboard. A charge refunded whole without its list settles our pending refunds and
 * records the rest as one dashboard refund. Returns the outbox rows written.
 */
export async function reconcileRefunds(
  db: Db,
  provider: string,
  orderId: string,
  event: PaymentEvent,
  mail: RefundMailer,
  now = Date.now(),
): Promise<string[]> {
  const outboxIds: string[] = [];
  for (const reported of event.refunds ?? []) {
    const ours = reported.refundId ? await refundById(db, reported.refundId) : null;
    const known =
      ours?.orderId === orderId
        ? ours
        : ((
            await db
              .select()
              .from(orderRefunds)
              .where(and(eq(orderRefunds.provider, provider), eq(orderRefunds.providerRefundId, reported.id)))
              .limit(1)
          )[0] ?? null);
    if (known) {
      if (known.status !== "pending") {
        if (known.status === "succeeded" && reported.status === "failed")
          console.error(
            `[refunds] ${logText(known.id)} (${logText(reported.id)}) failed at the provider after it succeeded`,
          );
        continue;
      }
      if (reported.status === "succeeded") outboxIds.push(...(await settle(db, known, reported.id, mail, now)));
      else if (reported.status === "failed")
        await db.batch([...failStatements(db, known.id, "the provider reports the refund failed", now)]);
      continue;
    }
    if (reported.status === "succeeded")
      outboxIds.push(
        ...(await recordDashboardRefund(db, provider, orderId, reported.id, reported.amountCents, mail, now)),
      );
  }
  if (event.fullyRefunded && !(event.refunds ?? []).length) {
    const pending = await db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "pending")));
    for (const refund of pending) outboxIds.push(...(await settle(db, refund, null, mail, now)));
    outboxIds.push(...(await recordDashboardRefund(db, provider, orderId, null, null, mail, now)));
  }
  return outboxIds;
}

/**
 * A refund made at the provider without us (its dashboard): recorded as a succeeded refund. One
 * that covers everything not refunded yet takes the remaining lines (their downloads stop); a
 * smaller one is an amount alone (no line can be told). `amount` null means "the rest".
 */
async function recordDashboardRefund(
  db: Db,
  provider: string,
  orderId: string,
  providerRefundId: string | null,
  amount: number | null,
  mail: RefundMailer,
  now: number,
): Promise<string[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return [];
  const [{ pendingCents } = { pendingCents: 0 }] = await db
    .select({ pendingCents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "pending")));
  const remaining = order.totalCents - order.refundedCents - pendingCents;
  const free = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.refundId)));
  if (remaining <= 0 && free.length === 0) return [];
  const cents = Math.min(amount ?? remaining, Math.max(remaining, 0));
  if (amount !== null && amount > remaining)
    console.warn(
      `[refunds] ${logText(providerRefundId)} refunds ${logText(amount)}, more than the ${remaining} left on ${logText(orderId)}`,
    );
  const whole = cents >= remaining;
  const lineIds = whole ? free.map((line) => line.id) : [];
  const id = crypto.randomUUID();
  const insert = db
    .insert(orderRefunds)
    .values({
      id,
      orderId,
      provider,
      providerRefundId,
      origin: "provider",
      status: "succeeded",
      amountCents: cents,
      currency: order.currency,
      lineIds: JSON.stringify(lineIds),
      createdAt: now,
      updatedAt: now,
      refundedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: orderRefunds.id });
  // Each statement after the insert only acts if the refund's row is there (a concurrent
  // webhook for the same provider refund wrote its own and this insert did nothing).
  const mine = sql`EXISTS (SELECT 1 FROM ${orderRefunds} WHERE ${orderRefunds.id} = ${id})`;
  const claim = db
    .update(orderItems)
    .set({ refundId: id, refundedAt: new Date(now) })
    .where(and(inArray(orderItems.id, lineIds.length ? lineIds : [-1]), isNull(orderItems.refundId), mine));
  const email = await mail({ id, orderId, amountCents: cents, lineIds });
  const outboxId = refundOutboxId(id);
  const [inserted] = await db.batch([
    insert,
    ...(email ? [enqueueIfChanged(db, email, outboxId, now)] : []),
    claim,
    recomputeOrder(db, orderId, now),
  ]);
  return email && inserted.length > 0 ? [outboxId] : [];
}

/**
 * A refund's notice in the buyer's language, built from the refund and the order's lines as they
 * will stand once it is settled. Null when the order has no address.
 */
export async function buildRefundEmail(db: Db, refund: RefundDraft, origin: string): Promise<QueuedEmail | null> {
  const { orderId, lineIds } = refund;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.email) return null;
  const lines = await db
    .select({
      id: orderItems.id,
      title: orderItems.title,
      priceCents: orderItems.priceCents,
      refundId: orderItems.refundId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const price = (cents: number) => formatPrice(cents, order.currency, order.locale);
  const refunded = lines.filter((line) => lineIds.includes(line.id));
  const left = lines.filter((line) => !lineIds.includes(line.id) && line.refundId === null);
  const whole = left.length === 0 && order.refundedCents + refund.amountCents >= order.totalCents;
  const rendered = orderRefundEmail(order.locale, {
    reference: orderReference(order.id),
    items: refunded.map((line) => ({ title: line.title, price: price(line.priceCents) })),
    amount: price(refund.amountCents),
    whole,
    libraryUrl: `${origin}${localizePath("/account/orders", order.locale)}`,
  });
  return { kind: "order_refund", to: order.email, ...rendered };
}
