import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../db/client";
import { downloadCounts, orders } from "../../db/schema";
import { enqueueEmail, type QueuedEmail } from "../../email/outbox";
import { orderZipsOf } from "../album-zips";
import { DOWNLOADS_PER_FILE, ENTITLED_STATES, filesOfOrder, receiptOutboxId } from "../orders";
import { ok, refuse, type Result } from "../result";
import { auditInsert, type AuditActor } from "./audit-log";

/**
 * The order page's actions besides refunds (decision 044): resend the receipt (to a
 * corrected address, which the order keeps) and grant extra downloads of a file. Each change is
 * written in one D1 batch with its audit entry.
 */

const entitled = (status: string) => (ENTITLED_STATES as readonly string[]).includes(status);

export type ReceiptRefusal = "not_found" | "not_paid" | "no_address";

/**
 * Queues the receipt again, as it stands now (refunded lines' files left out), with an outbox id
 * of its own (`order-receipt/<order>/resend/<uuid>`), so the first receipt's row stays as it was.
 */
export async function resendReceipt(
  db: Db,
  actor: AuditActor,
  /** `byBuyer`: the buyer asked, from the success page or their library (decision 056). */
  input: { orderId: string; email?: string; byBuyer?: boolean },
  build: (orderId: string) => Promise<QueuedEmail | null>,
  now = Date.now(),
): Promise<Result<{ outboxId: string; to: string }, ReceiptRefusal>> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, email: orders.email })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .limit(1);
  if (!order) return refuse("not_found");
  if (!entitled(order.status)) return refuse("not_paid");
  const to = input.email ?? order.email;
  if (!to) return refuse("no_address");
  const receipt = await build(order.id);
  if (!receipt) return refuse("no_address");
  const corrected = to !== order.email;
  const outboxId = `${receiptOutboxId(order.id)}/resend/${crypto.randomUUID()}`;
  await db.batch([
    enqueueEmail(db, { ...receipt, to }, now, outboxId),
    ...(corrected
      ? [
          db
            .update(orders)
            .set({ email: to, updatedAt: new Date(now) })
            .where(eq(orders.id, order.id)),
        ]
      : []),
    auditInsert(
      db,
      actor,
      {
        action: input.byBuyer ? "order.receipt_resent_by_buyer" : "order.receipt_resent",
        objectType: "order",
        objectId: order.id,
        ...(corrected ? { before: { email: order.email } } : {}),
        after: { email: to, outboxId },
      },
      now,
    ),
  ]);
  return ok({ outboxId, to });
}

export type GrantRefusal = "not_found" | "not_paid" | "file_unknown";

/**
 * Adds `extra` downloads of one file the order gives, or of one of its album ZIPs (by the ZIP's
 * id, decision 055), on top of the limit and earlier grants. `also`: statements that belong to
 * the grant (a request's email) and go in its batch, so they are written if and only if it is.
 */
export async function grantDownloads(
  db: Db,
  actor: AuditActor,
  input: { orderId: string; fileId: string; extra: number },
  now = Date.now(),
  also: BatchItem<"sqlite">[] = [],
): Promise<Result<{ allowed: number }, GrantRefusal>> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .limit(1);
  if (!order) return refuse("not_found");
  if (!entitled(order.status)) return refuse("not_paid");
  const files = await filesOfOrder(db, order);
  const gives =
    files.some((file) => file.id === input.fileId) || orderZipsOf(files).some((zip) => zip.id === input.fileId);
  if (!gives) return refuse("file_unknown");
  const [before] = await db
    .select({ count: downloadCounts.count, extra: downloadCounts.extra })
    .from(downloadCounts)
    .where(and(eq(downloadCounts.orderId, order.id), eq(downloadCounts.fileId, input.fileId)));
  const extra = (before?.extra ?? 0) + input.extra;
  await db.batch([
    db
      .insert(downloadCounts)
      .values({ orderId: order.id, fileId: input.fileId, count: 0, extra: input.extra })
      .onConflictDoUpdate({
        target: [downloadCounts.orderId, downloadCounts.fileId],
        set: { extra: sql`${downloadCounts.extra} + ${input.extra}` },
      }),
    auditInsert(
      db,
      actor,
      {
        action: "order.downloads_granted",
        objectType: "order",
        objectId: order.id,
        before: {
          fileId: input.fileId,
          downloads: before?.count ?? 0,
          allowed: DOWNLOADS_PER_FILE + (before?.extra ?? 0),
        },
        after: { fileId: input.fileId, granted: input.extra, allowed: DOWNLOADS_PER_FILE + extra },
      },
      now,
    ),
    ...also,
  ]);
  return ok({ allowed: DOWNLOADS_PER_FILE + extra });
}
