import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { csvCell, csvStream } from "../studio/lists";

/** `2026-Q3`. */
export const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;

/**
 * A calendar quarter in Spanish time (the returns are Spain's): it starts at midnight in Madrid,
 * which is 23:00 UTC the day before in winter (1 January) and 22:00 UTC in summer (1 April,
 * 1 July and 1 October all fall in summer time).
 */
export function quarterRange(quarter: string): { from: number; to: number } {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) throw new RangeError(`not a quarter: ${quarter}`);
  const year = Number(match[1]);
  const q = Number(match[2]);
  const madridMidnight = (y: number, month: number) => Date.UTC(y, month, 1) - (month === 0 ? 1 : 2) * 3_600_000;
  return {
    from: madridMidnight(year, (q - 1) * 3),
    to: q === 4 ? madridMidnight(year + 1, 0) : madridMidnight(year, q * 3),
  };
}

export interface OssRow {
  type: "sale" | "refund";
  scheme: string;
  country: string;
  rateBp: number;
  orders: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * The quarter's VAT per scheme, country and rate: sales by the day they were paid, from each
 * order's recorded VAT lines; refunds (negative) by the day they succeeded, from their credit
 * notes' frozen lines (decision 062), so the return says exactly what the notes say, amounts
 * refunded alone included. Nothing is recomputed.
 */
export async function ossReport(db: Db, quarter: string): Promise<OssRow[]> {
  const { from, to } = quarterRange(quarter);
  const [sales, refunds] = await Promise.all([
    db.all<Omit<OssRow, "type">>(sql`
      SELECT t.scheme AS scheme, t.country AS country, l.rate_bp AS rateBp,
             COUNT(DISTINCT l.order_id) AS orders, SUM(l.net_cents) AS netCents,
             SUM(l.vat_cents) AS vatCents, SUM(l.gross_cents) AS grossCents
      FROM order_vat_lines l
      JOIN order_taxes t ON t.order_id = l.order_id
      JOIN orders o ON o.id = l.order_id WHERE o.paid_at >= ${from} AND o.paid_at < ${to}
      GROUP BY t.scheme, t.country, l.rate_bp`),
    db.all<Omit<OssRow, "type">>(sql`
      SELECT json_extract(c.document, '$.scheme') AS scheme, json_extract(c.document, '$.buyer.country') AS country,
             json_extract(l.value, '$.rateBp') AS rateBp, COUNT(DISTINCT c.order_id) AS orders,
             SUM(json_extract(l.value, '$.netCents')) AS netCents, SUM(json_extract(l.value, '$.vatCents')) AS vatCents,
             SUM(json_extract(l.value, '$.grossCents')) AS grossCents
      FROM credit_notes c, json_each(c.document, '$.lines') l
      WHERE c.refunded_at >= ${from} AND c.refunded_at < ${to}
      GROUP BY 1, 2, 3`),
  ]);
  const rows: OssRow[] = [
    ...sales.map((r) => ({ ...r, type: "sale" as const })),
    ...refunds.map((r) => ({ ...r, type: "refund" as const })),
  ];
  const schemeOrder = ["oss", "domestic", "reverse_charge", "outside_eu"];
  return rows.sort(
    (a, b) =>
      schemeOrder.indexOf(a.scheme) - schemeOrder.indexOf(b.scheme) ||
      a.country.localeCompare(b.country) ||
      b.rateBp - a.rateBp ||
      a.type.localeCompare(b.type),
  );
}

const euros = (cents: number) => (cents / 100).toFixed(2);

export const OSS_COLUMNS = [
  "quarter",
  "scheme",
  "country",
  "vat_rate_percent",
  "type",
  "orders",
  "net_eur",
  "vat_eur",
  "gross_eur",
] as const;

/** The report as CSV, one line per scheme, country, rate and sale or refund. */
export function ossReportCsv(db: Db, quarter: string): ReadableStream<Uint8Array> {
  return csvStream(
    OSS_COLUMNS,
    async () => ({ rows: await ossReport(db, quarter), next: null }),
    // The figures are ours, formatted here: written as they are (the CSV guard would mark a
    // negative amount as a possible formula).
    (r) =>
      `${[quarter, r.scheme, r.country].map(csvCell).join(",")},${(r.rateBp / 100).toFixed(2)},${r.type},${r.orders},` +
      `${euros(r.netCents)},${euros(r.vatCents)},${euros(r.grossCents)}\r\n`,
  );
}
