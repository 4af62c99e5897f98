import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "../../contract/locales";
import type { Db } from "../../db/client";
import { invoices, orderItems, orders, orderTaxes, orderVatLines } from "../../db/schema";
import { formatPrice } from "../../contract/shop";
import { INVOICE_COPY } from "../../copy/invoices";
import type { PaymentEvent } from "../../payments/provider";
import { formatRate } from "./invoice-document";
import { settleOrderVat, type VatScheme } from "./order-vat";
import type { TaxIdCheck } from "./vat-numbers";

/** The states of an order that was paid (the entitled ones and `refunded`): each is owed its invoice. */
const INVOICED_STATES = ["paid", "partly_refunded", "refunded"] as const;

/** Who sells, as invoices name them (the configuration's `seller`). */
export interface Seller {
  name: string;
  taxId: string;
  address: string;
  email: string;
}

/** What an invoice says, frozen when it is issued (decision 053). */
export interface InvoiceDocument {
  orderId: string;
  locale: Locale;
  currency: string;
  paidAt: number;
  seller: Seller;
  buyer: { email: string | null; country: string; taxId: string | null };
  scheme: VatScheme;
  lines: { title: string; rateBp: number; netCents: number; vatCents: number; grossCents: number }[];
  /** Net and VAT per rate, as an invoice must show them. */
  rates: { rateBp: number; netCents: number; vatCents: number }[];
  netCents: number;
  vatCents: number;
  totalCents: number;
}

export interface Invoice {
  number: string;
  issuedAt: number;
  document: InvoiceDocument;
}

/** One series per calendar year of payment: 2026-000001, 2026-000002… */
const seriesOf = (paidAt: Date) => String(paidAt.getUTCFullYear());

async function documentOf(db: Db, orderId: string, seller: Seller): Promise<InvoiceDocument | null> {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order?.paidAt) return null;
  const taxes = await db.select().from(orderTaxes).where(eq(orderTaxes.orderId, orderId)).get();
  if (!taxes) return null;
  const rows = await db
    .select({
      itemId: orderVatLines.orderItemId,
      title: orderItems.title,
      rateBp: orderVatLines.rateBp,
      netCents: orderVatLines.netCents,
      vatCents: orderVatLines.vatCents,
      grossCents: orderVatLines.grossCents,
    })
    .from(orderVatLines)
    .innerJoin(orderItems, eq(orderItems.id, orderVatLines.orderItemId))
    .where(eq(orderVatLines.orderId, orderId))
    .orderBy(asc(orderVatLines.orderItemId), asc(orderVatLines.id));
  return {
    orderId,
    locale: order.locale,
    currency: order.currency,
    paidAt: order.paidAt.getTime(),
    seller,
    // A number that wasn't confirmed names no business: the invoice is a consumer's. (No check
    // recorded: an order from before numbers were checked, shown as it was.)
    buyer: {
      email: order.email,
      country: taxes.country,
      taxId: taxes.taxIdCheck === "valid" || taxes.taxIdCheck === null ? taxes.taxId : null,
    },
    scheme: taxes.scheme,
    lines: rows.map(({ title, rateBp, netCents, vatCents, grossCents }) => ({
      title,
      rateBp,
      netCents,
      vatCents,
      grossCents,
    })),
    ...ratesAndTotals(rows),
  };
}

/**
 * The invoice of a paid order, issued the first time it is asked for: the number is taken in
 * the statement that writes the invoice (D1 runs one statement at a time, and the unique index
 * on the series and number backs that), so numbers have no gaps and no repeats. An order paid
 * before its VAT was recorded gets it recorded now, from the evidence it has.
 */
export async function ensureInvoice(
  db: Db,
  orderId: string,
  seller: Seller,
  now = Date.now(),
): Promise<Invoice | null> {
  const existing = await invoiceOf(db, orderId);
  if (existing) return existing;
  const order = await db
    .select({ status: orders.status, paidAt: orders.paidAt, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  // A refunded order was paid too: its invoice is due, and its credit notes correct it.
  if (!order?.paidAt || !(INVOICED_STATES as readonly string[]).includes(order.status)) return null;
  // Nothing was sold for money (a free product, a whole discount): no invoice.
  if (order.totalCents === 0) return null;
  await settleOrderVat(db, orderId, {}, { source: "rate_table", now });
  const document = await documentOf(db, orderId, seller);
  if (!document) return null;
  const series = seriesOf(order.paidAt);
  await db.run(sql`
    INSERT INTO invoices (order_id, series, seq, number, issued_at, document)
    SELECT ${orderId}, ${series}, COALESCE(MAX(seq), 0) + 1,
           ${series} || '-' || printf('%06d', COALESCE(MAX(seq), 0) + 1), ${now}, ${JSON.stringify(document)}
    FROM invoices WHERE series = ${series}
    ON CONFLICT (order_id) DO NOTHING`);
  return invoiceOf(db, orderId);
}

export async function invoiceOf(db: Db, orderId: string): Promise<Invoice | null> {
  const row = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).get();
  if (!row) return null;
  return {
    number: row.number,
    issuedAt: row.issuedAt.getTime(),
    document: JSON.parse(row.document) as InvoiceDocument,
  };
}

/** Whose order it is (the account), for the library's invoice links. */
export async function orderOwner(db: Db, orderId: string): Promise<string | null> {
  const row = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).get();
  return row?.userId ?? null;
}

/**
 * The receipt's VAT lines, worded in the buyer's language: "Includes VAT 21 %: €1.02" per rate,
 * or the reverse charge. Empty when the order's VAT isn't recorded or there is none to show.
 */
export async function receiptVatLines(
  db: Db,
  orderId: string,
  locale: Locale,
  currency: string,
): Promise<Array<[string, string]>> {
  const taxes = await db.select().from(orderTaxes).where(eq(orderTaxes.orderId, orderId)).get();
  if (!taxes) return [];
  const copy = INVOICE_COPY[locale];
  if (taxes.scheme === "reverse_charge") return [[copy.receiptReverse, formatPrice(0, currency, locale)]];
  if (taxes.scheme === "outside_eu") return [];
  const rows = await db
    .select({ rateBp: orderVatLines.rateBp, vatCents: sql<number>`sum(${orderVatLines.vatCents})` })
    .from(orderVatLines)
    .where(eq(orderVatLines.orderId, orderId))
    .groupBy(orderVatLines.rateBp)
    .orderBy(sql`${orderVatLines.rateBp} desc`);
  return rows.map((r): [string, string] => [
    copy.receiptVat(formatRate(r.rateBp, locale)),
    formatPrice(r.vatCents, currency, locale),
  ]);
}

/** The order a provider's checkout session belongs to. */
export async function orderOfSession(db: Db, provider: string, sessionId: string): Promise<string | null> {
  const row = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId)))
    .get();
  return row?.id ?? null;
}

/**
 * A payment was reported: its VAT is recorded from the payment's evidence before the order is
 * marked paid (so the receipt shows it), once; a replayed event changes nothing.
 */
export async function recordPaymentVat(
  db: Db,
  provider: string,
  event: PaymentEvent,
  checkTaxId?: (taxId: string, billingCountry: string | null | undefined) => Promise<TaxIdCheck>,
): Promise<string | null> {
  if (event.type !== "paid" || !event.sessionId) return null;
  const orderId = await orderOfSession(db, provider, event.sessionId);
  if (!orderId) return null;
  await settleOrderVat(
    db,
    orderId,
    { billingCountry: event.billing?.country, cardCountry: event.billing?.cardCountry, taxId: event.billing?.taxId },
    {
      source: provider === "stripe" ? "stripe_tax" : "rate_table",
      providerVatCents: event.billing?.taxCents,
      ...(checkTaxId ? { checkTaxId } : {}),
    },
  );
  return orderId;
}

/**
 * An invoice's or a credit note's per-rate totals (highest rate first) and overall totals, from
 * its lines: both documents add up the same way.
 */
export function ratesAndTotals(
  lines: readonly { rateBp: number; netCents: number; vatCents: number; grossCents: number }[],
) {
  const rates = new Map<number, { rateBp: number; netCents: number; vatCents: number }>();
  for (const line of lines) {
    const rate = rates.get(line.rateBp) ?? { rateBp: line.rateBp, netCents: 0, vatCents: 0 };
    rate.netCents += line.netCents;
    rate.vatCents += line.vatCents;
    rates.set(line.rateBp, rate);
  }
  const sum = (key: "netCents" | "vatCents" | "grossCents") => lines.reduce((total, line) => total + line[key], 0);
  return {
    rates: [...rates.values()].sort((a, b) => b.rateBp - a.rateBp),
    netCents: sum("netCents"),
    vatCents: sum("vatCents"),
    totalCents: sum("grossCents"),
  };
}
