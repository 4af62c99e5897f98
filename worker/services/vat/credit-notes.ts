import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { CreditNoteLink } from "../../contract/invoices";
import type { Locale } from "../../contract/locales";
import type { Db } from "../../db/client";
import { creditNotes, orderRefunds, orderVatLines } from "../../db/schema";
import type { VatScheme } from "./order-vat";
import { ensureInvoice, ratesAndTotals, type Invoice, type Seller } from "./invoices";
import { logText } from "../log-text";

/**
 * Credit notes (corrective invoices, decision 062): a succeeded refund of an invoiced sale gets
 * one, in the invoice's language, with the invoice's seller, buyer and scheme, and the refund
 * as negative amounts on the invoice's own lines. Numbered without gaps in their own series per
 * calendar year of the refund (`R2026-000001`) by one INSERT…SELECT, as invoices are.
 */

/** A line of the credit note: the share of one invoice line given back, as negative amounts. */
export interface CreditNoteLine {
  /** The invoice line it corrects (its position in the invoice's `lines`). */
  invoiceLine: number;
  title: string;
  rateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * How a refund that isn't the exact sum of whole invoice lines was spread over them: first over
 * the lines it names (all of them when it names none), then any excess over the other lines, each
 * share in proportion to what was left of the line, to the cent by largest remainder; a line's
 * VAT in proportion to the VAT left on it (half up), all of it when the whole line goes back.
 */
export interface Apportionment {
  method: "largest_remainder_by_remaining_gross";
  /** `refunded_lines`: the refund named lines; `whole_invoice`: an amount alone. */
  basis: "refunded_lines" | "whole_invoice";
  amountCents: number;
  /** What was left to refund on the invoice before this note. */
  remainingCents: number;
}

/** What a credit note says, frozen when it is issued. Amounts are negative. */
export interface CreditNoteDocument {
  orderId: string;
  refundId: string;
  locale: Locale;
  currency: string;
  reason: "refund";
  /** When the refund succeeded (ms). */
  refundedAt: number;
  corrects: { number: string; issuedAt: number; paidAt: number };
  seller: Seller;
  buyer: { email: string | null; country: string; taxId: string | null };
  scheme: VatScheme;
  lines: CreditNoteLine[];
  rates: { rateBp: number; netCents: number; vatCents: number }[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  apportionment: Apportionment | null;
}

export interface CreditNote {
  number: string;
  issuedAt: number;
  document: CreditNoteDocument;
}

/** A credit note's number: `R` and the year, a dash, six digits. */
export const CREDIT_NOTE_NUMBER = /^R\d{4}-\d{6}$/;

/** One series per calendar year of the refund, apart from the invoices': R2026-000001… */
const seriesOf = (refundedAt: number) => `R${new Date(refundedAt).getUTCFullYear()}`;

/** What is left of an invoice line, positive. */
export interface Remaining {
  grossCents: number;
  vatCents: number;
}

/** `value × part / whole`, half up, for non-negative integers. */
const share = (value: number, part: number, whole: number) => Math.floor((2 * value * part + whole) / (2 * whole));

/**
 * Spreads `amount` over the remaining lines: the `named` ones first (whole when the amount covers
 * them), the excess over the others; within a group in proportion to each line's remaining gross,
 * by largest remainder so the shares add up to the cent. Each share's VAT is the line's remaining
 * VAT in the same proportion (all of it when the whole line goes back). Positive amounts out.
 */
export function apportionRefund(
  amount: number,
  remaining: readonly Remaining[],
  named: ReadonlySet<number>,
): { grossCents: number; vatCents: number }[] {
  const gross = remaining.map(() => 0);
  const spread = (cents: number, group: number[]) => {
    const total = group.reduce((sum, i) => sum + remaining[i]!.grossCents, 0);
    if (total <= 0 || cents <= 0) return 0;
    if (cents >= total) {
      for (const i of group) gross[i] = remaining[i]!.grossCents;
      return total;
    }
    const exact = group.map((i) => ({ i, floor: Math.floor((cents * remaining[i]!.grossCents) / total) }));
    let left = cents - exact.reduce((sum, e) => sum + e.floor, 0);
    const fraction = (e: { i: number; floor: number }) => cents * remaining[e.i]!.grossCents - e.floor * total;
    // Ties go to the earlier line, so the same refund is always spread the same way.
    for (const e of [...exact].sort((a, b) => fraction(b) - fraction(a) || a.i - b.i)) {
      if (left === 0) break;
      e.floor += 1;
      left -= 1;
    }
    for (const e of exact) gross[e.i] = e.floor;
    return cents;
  };
  const open = remaining.map((_, i) => i).filter((i) => remaining[i]!.grossCents > 0);
  const first = named.size ? open.filter((i) => named.has(i)) : open;
  const taken = spread(amount, first);
  spread(
    amount - taken,
    open.filter((i) => !first.includes(i)),
  );
  return gross.map((g, i) => {
    const line = remaining[i]!;
    const vat = g === line.grossCents ? line.vatCents : g === 0 ? 0 : share(line.vatCents, g, line.grossCents);
    return { grossCents: g, vatCents: vat };
  });
}

/** The order's succeeded refunds that move money, in the order they succeeded. */
const refundsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(orderRefunds)
    .where(
      and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "succeeded"), gt(orderRefunds.amountCents, 0)),
    )
    .orderBy(asc(orderRefunds.refundedAt), asc(orderRefunds.createdAt), asc(orderRefunds.id));

type RefundRow = typeof orderRefunds.$inferSelect;

/** The invoice line positions of each order line (the invoice lists VAT lines by line, then id). */
async function invoiceLinesOf(db: Db, orderId: string): Promise<number[]> {
  const rows = await db
    .select({ itemId: orderVatLines.orderItemId })
    .from(orderVatLines)
    .where(eq(orderVatLines.orderId, orderId))
    .orderBy(asc(orderVatLines.orderItemId), asc(orderVatLines.id));
  return rows.map((row) => row.itemId);
}

function noteDocument(
  invoice: Invoice,
  refund: RefundRow,
  earlier: readonly CreditNoteDocument[],
  itemOfLine: readonly number[],
): CreditNoteDocument {
  const doc = invoice.document;
  const remaining = doc.lines.map((line, i) => {
    const given = earlier.flatMap((note) => note.lines.filter((l) => l.invoiceLine === i));
    return {
      grossCents: line.grossCents + given.reduce((sum, l) => sum + l.grossCents, 0),
      vatCents: line.vatCents + given.reduce((sum, l) => sum + l.vatCents, 0),
    };
  });
  const refundLines = new Set(JSON.parse(refund.lineIds) as number[]);
  // The invoice's lines map to order lines only when the VAT lines still match it line for line.
  const named = new Set(
    itemOfLine.length === doc.lines.length
      ? itemOfLine.flatMap((itemId, i) => (refundLines.has(itemId) ? [i] : []))
      : [],
  );
  const remainingCents = remaining.reduce((sum, r) => sum + r.grossCents, 0);
  if (refund.amountCents > remainingCents)
    console.warn(
      `[credit-notes] refund ${logText(refund.id)} gives back ${refund.amountCents}, more than the ${remainingCents} left on invoice ${logText(invoice.number)}`,
    );
  const shares = apportionRefund(refund.amountCents, remaining, named);
  // Exactly whole lines (those named, nothing else): a copy of them, nothing was apportioned.
  const exact =
    named.size > 0 &&
    shares.every((s, i) => (named.has(i) ? s.grossCents === remaining[i]!.grossCents : s.grossCents === 0));
  const lines: CreditNoteLine[] = shares.flatMap((s, i) => {
    if (s.grossCents === 0) return [];
    const line = doc.lines[i]!;
    return [
      {
        invoiceLine: i,
        title: line.title,
        rateBp: line.rateBp,
        netCents: -(s.grossCents - s.vatCents),
        vatCents: -s.vatCents,
        grossCents: -s.grossCents,
      },
    ];
  });
  return {
    orderId: doc.orderId,
    refundId: refund.id,
    locale: doc.locale,
    currency: doc.currency,
    reason: "refund",
    refundedAt: refund.refundedAt!,
    corrects: { number: invoice.number, issuedAt: invoice.issuedAt, paidAt: doc.paidAt },
    seller: doc.seller,
    buyer: doc.buyer,
    scheme: doc.scheme,
    lines,
    ...ratesAndTotals(lines),
    apportionment: exact
      ? null
      : {
          method: "largest_remainder_by_remaining_gross",
          basis: named.size ? "refunded_lines" : "whole_invoice",
          amountCents: refund.amountCents,
          remainingCents,
        },
  };
}

const documentsOf = async (db: Db, orderId: string) =>
  (
    await db
      .select({ refundId: creditNotes.refundId, document: creditNotes.document })
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
  ).map((row) => ({ refundId: row.refundId, document: JSON.parse(row.document) as CreditNoteDocument }));

/**
 * Issues one refund's credit note, after the order's earlier notes (what they gave back is no
 * longer on the invoice). The number is taken in the statement that writes the note, and only if
 * no other note of the order landed since the earlier ones were read (else this is read again),
 * so two notes never spread the same remainder twice.
 */
async function issueOne(db: Db, invoice: Invoice, refund: RefundRow, itemOfLine: number[], now: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const earlier = await documentsOf(db, refund.orderId);
    if (earlier.some((note) => note.refundId === refund.id)) return;
    const document = noteDocument(
      invoice,
      refund,
      earlier.map((note) => note.document),
      itemOfLine,
    );
    const series = seriesOf(refund.refundedAt!);
    const result = await db.run(sql`
      INSERT INTO credit_notes (refund_id, order_id, invoice_number, series, seq, number, refunded_at, issued_at, document)
      SELECT ${refund.id}, ${refund.orderId}, ${invoice.number}, ${series}, next,
             ${series} || '-' || printf('%06d', next), ${refund.refundedAt}, ${now}, ${JSON.stringify(document)}
      FROM (SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM credit_notes WHERE series = ${series})
      WHERE (SELECT count(*) FROM credit_notes WHERE order_id = ${refund.orderId}) = ${earlier.length}
      ON CONFLICT (refund_id) DO NOTHING`);
    if (result.meta.changes > 0) return;
  }
  throw new Error(`credit note of refund ${refund.id}: the order's notes kept changing`);
}

/**
 * Issues the credit notes an order's succeeded refunds are owed and haven't got, oldest refund
 * first: after a refund is settled (studio or webhook), and on request (the order's pages, the
 * OSS report). Idempotent: a refund has at most one note, so a replayed event issues nothing.
 * The invoice it corrects is issued first if it never was. Returns how many were issued.
 */
export async function ensureCreditNotes(db: Db, orderId: string, seller: Seller, now = Date.now()): Promise<number> {
  const [refunds, issued] = await Promise.all([
    refundsOf(db, orderId),
    db.select({ refundId: creditNotes.refundId }).from(creditNotes).where(eq(creditNotes.orderId, orderId)),
  ]);
  const have = new Set(issued.map((row) => row.refundId));
  const owed = refunds.filter((refund) => !have.has(refund.id));
  if (owed.length === 0) return 0;
  const invoice = await ensureInvoice(db, orderId, seller, now);
  // Nothing was invoiced (a free order): there is nothing to correct.
  if (!invoice) return 0;
  const itemOfLine = await invoiceLinesOf(db, orderId);
  for (const refund of owed) await issueOne(db, invoice, refund, itemOfLine, now);
  return owed.length;
}

/**
 * The credit notes owed for refunds that succeeded between `from` and `to`, issued before a
 * report reads them (one that failed to be issued when its refund was settled is issued now).
 */
export async function ensureCreditNotesWithin(db: Db, seller: Seller, from: number, to: number, now = Date.now()) {
  const orders = await db.all<{ orderId: string }>(sql`
    SELECT DISTINCT r.order_id AS orderId FROM order_refunds r
    WHERE r.refunded_at >= ${from} AND r.refunded_at < ${to} AND r.status = 'succeeded' AND r.amount_cents > 0
      AND NOT EXISTS (SELECT 1 FROM credit_notes c WHERE c.refund_id = r.id)`);
  for (const { orderId } of orders) await ensureCreditNotes(db, orderId, seller, now);
}

/** One of the order's credit notes by its number. */
export async function creditNoteOf(db: Db, orderId: string, number: string): Promise<CreditNote | null> {
  const row = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.number, number)))
    .get();
  if (!row) return null;
  return {
    number: row.number,
    issuedAt: row.issuedAt.getTime(),
    document: JSON.parse(row.document) as CreditNoteDocument,
  };
}

/** The credit notes of some orders, oldest first, for their views' links. */
export async function creditNotesOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, CreditNoteLink[]>> {
  const byOrder = new Map<string, CreditNoteLink[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.all<{
    orderId: string;
    number: string;
    issuedAt: number;
    totalCents: number;
    currency: string;
  }>(
    sql`SELECT order_id AS orderId, number, issued_at AS issuedAt,
          json_extract(document, '$.totalCents') AS totalCents, json_extract(document, '$.currency') AS currency
        FROM credit_notes WHERE order_id IN (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY series, seq`,
  );
  for (const { orderId, ...note } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), note]);
  return byOrder;
}
