import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  STUDIO_ORDER_LIMITS,
  type StudioOrderDetail,
  type StudioOrderListQuery,
  type StudioOrderPage,
  type StudioOrderSummary,
} from "../../contract/studio-orders";
import type { Db } from "../../db/client";
import {
  downloadCounts,
  emailOutbox,
  orderItems,
  orderRefunds,
  orders,
  paymentEvents,
  productFiles,
  user,
  gifts,
  invoices,
  orderTaxes,
  orderVatLines,
} from "../../db/schema";
import { recentDownloads, sharingNetworks } from "../download-log";
import { DOWNLOADS_PER_FILE, receiptOutboxId } from "../orders";
import { refundView } from "../refunds";
import { ok, refuse, type Result } from "../result";
import { creditNoteOf, creditNotesOfOrders, ensureCreditNotes, type CreditNote } from "../vat/credit-notes";
import { ensureInvoice, type Invoice, type Seller } from "../vat/invoices";
import { contains, olderThan, pageOf, parseCursor } from "./lists";

/**
 * The studio's orders: the list newest first by keyset on (created_at, id),
 * or on (status, created_at, id) when a state is asked for, so a deep page costs what the first
 * does; and one order whole, with its payment events, its receipt's delivery and its downloads.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The page's query (one more row than `limit` says whether another follows). Exported for the plan test. */
export function orderPageQuery(query: Omit<StudioOrderListQuery, "limit">, limit: number): SQL {
  const where: SQL[] = [];
  if (query.state) where.push(sql`${orders.status} = ${query.state}`);
  if (query.locale) where.push(sql`${orders.locale} = ${query.locale}`);
  if (query.country) where.push(sql`${orders.country} = ${query.country}`);
  if (query.from) where.push(sql`${orders.createdAt} >= ${Date.parse(`${query.from}T00:00:00Z`)}`);
  if (query.to) where.push(sql`${orders.createdAt} < ${Date.parse(`${query.to}T00:00:00Z`) + DAY_MS}`);
  if (query.product) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.productId} = ${query.product})`,
    );
  }
  if (query.q) where.push(contains(query.q, [orders.id, orders.email]));
  const cursor = parseCursor(query.before);
  if (cursor) where.push(olderThan(orders.createdAt, orders.id, cursor));
  return sql`SELECT ${orders.id} AS id, ${orders.createdAt} AS "createdAt", ${orders.status} AS state,
    ${orders.email} AS email, ${orders.locale} AS locale, ${orders.totalCents} AS "totalCents",
    ${orders.currency} AS currency, ${orders.refundedCents} AS "refundedCents", ${orders.country} AS country,
    (SELECT count(*) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id}) AS "itemCount"
    FROM ${orders} WHERE ${and(...where) ?? sql`1`}
    ORDER BY ${orders.createdAt} DESC, ${orders.id} DESC LIMIT ${limit}`;
}

/** A page of the list, newest first, filtered; `next` is the cursor for the page after. */
export async function listStudioOrders(db: Db, query: StudioOrderListQuery): Promise<StudioOrderPage> {
  const { limit, ...filters } = query;
  const { rows, next } = pageOf(await db.all<StudioOrderSummary>(orderPageQuery(filters, limit + 1)), limit);
  return { orders: rows, next };
}

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** One order whole; null when there is none. `threshold` is the configured sharing threshold. */
export async function getStudioOrder(db: Db, id: string, threshold: number): Promise<StudioOrderDetail | null> {
  const [order] = await db
    .select({ order: orders, name: user.name, accountEmail: user.email })
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!order) return null;
  const o = order.order;
  const [gift] = await db.select().from(gifts).where(eq(gifts.orderId, id)).limit(1);
  const [tax, rates, invoice, notes] = await Promise.all([
    db.select().from(orderTaxes).where(eq(orderTaxes.orderId, id)).get(),
    db
      .select({
        rateBp: orderVatLines.rateBp,
        netCents: sql<number>`sum(${orderVatLines.netCents})`,
        vatCents: sql<number>`sum(${orderVatLines.vatCents})`,
        grossCents: sql<number>`sum(${orderVatLines.grossCents})`,
      })
      .from(orderVatLines)
      .where(eq(orderVatLines.orderId, id))
      .groupBy(orderVatLines.rateBp)
      .orderBy(desc(orderVatLines.rateBp)),
    db
      .select({ number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.orderId, id))
      .get(),
    creditNotesOfOrders(db, [id]),
  ]);
  const [lines, events, receipt, files, downloads, networks, refunds, mails] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        title: orderItems.title,
        priceCents: orderItems.priceCents,
        refundId: orderItems.refundId,
        refundedAt: orderItems.refundedAt,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    db
      .select({ id: paymentEvents.id, type: paymentEvents.type, receivedAt: paymentEvents.receivedAt })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, id))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)),
    db
      .select({
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        lastError: emailOutbox.lastError,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, receiptOutboxId(id)))
      .get(),
    db
      .select({
        fileId: downloadCounts.fileId,
        label: productFiles.label,
        fileName: productFiles.fileName,
        downloads: downloadCounts.count,
        extra: downloadCounts.extra,
        lastAt: downloadCounts.lastAt,
      })
      .from(downloadCounts)
      .leftJoin(productFiles, eq(productFiles.id, downloadCounts.fileId))
      .where(eq(downloadCounts.orderId, id))
      .orderBy(asc(downloadCounts.fileId)),
    recentDownloads(db, id, STUDIO_ORDER_LIMITS.logEntries),
    sharingNetworks(db, id),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(asc(orderRefunds.createdAt)),
    // The receipt, its resends (`order-receipt/<id>/…`) and the refunds' notices, by key range.
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        recipient: emailOutbox.recipient,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        lastError: emailOutbox.lastError,
      })
      .from(emailOutbox)
      .where(
        sql`(${emailOutbox.id} >= ${receiptOutboxId(id)} AND ${emailOutbox.id} < ${`${receiptOutboxId(id)}0`})
          OR ${emailOutbox.id} IN (SELECT 'order-refund/' || ${orderRefunds.id} FROM ${orderRefunds} WHERE ${orderRefunds.orderId} = ${id})`,
      )
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id)),
  ]);
  return {
    id: o.id,
    createdAt: o.createdAt.getTime(),
    updatedAt: o.updatedAt.getTime(),
    paidAt: ms(o.paidAt),
    refundedAt: ms(o.refundedAt),
    state: o.status,
    email: o.email,
    locale: o.locale,
    totalCents: o.totalCents,
    currency: o.currency,
    itemCount: lines.length,
    refundedCents: o.refundedCents,
    country: o.country,
    guest: o.guest ? { claimedAt: ms(o.claimedAt) } : null,
    gift: gift
      ? {
          recipientName: gift.recipientName,
          recipientEmail: gift.recipientEmail,
          deliverOn: gift.deliverOn,
          sentAt: ms(gift.sentAt),
          sends: gift.sends,
          claimedAt: ms(gift.claimedAt),
        }
      : null,
    buyer: { userId: o.userId, name: order.name, accountEmail: order.accountEmail },
    lines: lines.map((line) => ({ ...line, refundedAt: ms(line.refundedAt) })),
    payment: {
      provider: o.provider,
      sessionId: o.providerSessionId,
      paymentId: o.providerPaymentId,
      events: events.map((e) => ({ ...e, receivedAt: e.receivedAt.getTime() })),
    },
    receipt: receipt ?? null,
    mails,
    refunds: refunds.map(refundView),
    refundableCents: o.totalCents - refunds.reduce((sum, r) => sum + (r.status === "failed" ? 0 : r.amountCents), 0),
    files: files.map((f) => ({ ...f, allowed: DOWNLOADS_PER_FILE + f.extra, lastAt: ms(f.lastAt) })),
    downloads,
    sharing: { networks48h: networks, threshold, flagged: networks >= threshold },
    discount: o.discountCode ? { code: o.discountCode, amountCents: o.discountCents } : null,
    vat: tax
      ? {
          scheme: tax.scheme,
          country: tax.country,
          ipCountry: tax.ipCountry,
          billingCountry: tax.billingCountry,
          cardCountry: tax.cardCountry,
          evidence: tax.evidence,
          taxId: tax.taxId,
          taxIdCheck:
            tax.taxIdCheck && tax.taxIdCheckedBy && tax.taxIdCheckedAt
              ? {
                  status: tax.taxIdCheck,
                  checkedBy: tax.taxIdCheckedBy,
                  checkedAt: tax.taxIdCheckedAt.getTime(),
                  answer: tax.taxIdAnswer ?? "",
                }
              : null,
          source: tax.source,
          vatCents: tax.vatCents,
          providerVatCents: tax.providerVatCents,
          rates,
        }
      : null,
    invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt.getTime() } : null,
    creditNotes: notes.get(id) ?? [],
  };
}

/**
 * Any order's invoice, as its buyer gets it (decision 053): issued on first request like the
 * buyer's, so a paid order always has one and its number is taken once.
 */
export async function studioOrderInvoice(
  db: Db,
  id: string,
  seller: Seller,
): Promise<Result<Invoice, "not_found" | "no_invoice">> {
  const order = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).get();
  if (!order) return refuse("not_found");
  const invoice = await ensureInvoice(db, id, seller);
  return invoice ? ok(invoice) : refuse("no_invoice");
}

/**
 * One of any order's credit notes, as its buyer gets it (decision 062); notes its refunds are
 * still owed are issued first, as the buyer's route does.
 */
export async function studioOrderCreditNote(
  db: Db,
  id: string,
  number: string,
  seller: Seller,
): Promise<Result<CreditNote, "not_found">> {
  const order = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).get();
  if (!order) return refuse("not_found");
  await ensureCreditNotes(db, id, seller);
  const note = await creditNoteOf(db, id, number);
  return note ? ok(note) : refuse("not_found");
}
