import { sql, type SQL } from "drizzle-orm";
import {
  spanDays,
  type SalesBucket,
  type SalesCountry,
  type SalesFigures,
  type SalesPeriod,
  type SalesPoint,
  type SalesProduct,
  type SalesQuery,
  type SalesReport,
} from "../../contract/studio-sales";
import type { Locale } from "../../contract/locales";
import type { Db } from "../../db/client";
import { orderItems, orderRefunds, orders, productTexts } from "../../db/schema";
import { csvLine, csvStream, isoOrNull, olderThan, pageOf, parseCursor, type TimeId } from "./lists";

/**
 * The studio's sales from the orders themselves. An order counts on the UTC day its
 * payment landed (`paid_at`, orders now paid, partly refunded or refunded); each refund on the day
 * it succeeded, for its own amount (`order_refunds`, decision 044): some lines, an amount, or the
 * rest of the order. Pending and failed orders, and pending or failed refunds, never count. The
 * per-day sums are read with the `paid_at` and refunds' `refunded_at` indexes, and folded into
 * weeks or months here. A country narrows both to the orders paid from it.
 */

const DAY_MS = 86_400_000;
// The unary `+` keeps SQLite off the status index (nearly every order is paid or refunded):
// the period's day index is the one that narrows these reads.
const PAID = sql`+${orders.status} IN ('paid', 'partly_refunded', 'refunded')`;

/** Only the orders paid from this country, when one is asked for. */
const inCountry = (country: string | undefined) => (country ? sql` AND ${orders.country} = ${country}` : sql``);

const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(startOf(day) + n * DAY_MS);

/** Milliseconds from the period's first day's start to the day after its last (excluded). */
const bounds = ({ from, to }: SalesPeriod) => ({ start: startOf(from), end: startOf(to) + DAY_MS });

/** The first day of the bucket a day falls in: itself, its ISO week's Monday, its month's first. */
export function bucketStart(day: string, by: SalesBucket): string {
  if (by === "day") return day;
  if (by === "month") return `${day.slice(0, 8)}01`;
  const weekday = (new Date(startOf(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The day after a bucket's last. */
function nextBucket(start: string, by: SalesBucket): string {
  if (by === "day") return addDays(start, 1);
  if (by === "week") return addDays(start, 7);
  const d = new Date(startOf(start));
  return dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

const zero = (): SalesFigures => ({ orders: 0, revenueCents: 0, refunds: 0, refundedCents: 0, netCents: 0, units: 0 });

function add(into: SalesFigures, more: Partial<SalesFigures>) {
  into.orders += more.orders ?? 0;
  into.revenueCents += more.revenueCents ?? 0;
  into.refunds += more.refunds ?? 0;
  into.refundedCents += more.refundedCents ?? 0;
  into.units += more.units ?? 0;
  into.netCents = into.revenueCents - into.refundedCents;
}

/** Payments per UTC day of the period: orders, gross revenue, lines. Exported for the test that reads its plan. */
export const paidByDayQuery = (period: SalesPeriod, country?: string) => {
  const { start, end } = bounds(period);
  return sql`
    SELECT date(${orders.paidAt} / 1000, 'unixepoch') AS day, count(*) AS orders,
      sum(${orders.totalCents}) AS "revenueCents",
      sum((SELECT count(*) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})) AS units
    FROM ${orders}
    WHERE ${orders.paidAt} >= ${start} AND ${orders.paidAt} < ${end} AND ${PAID}${inCountry(country)}
    GROUP BY day`;
};

/** The refunds that succeeded in the period, with their orders (for the country). */
const refundsWithin = (period: SalesPeriod, country: string | undefined) => {
  const { start, end } = bounds(period);
  return sql`${orderRefunds} JOIN ${orders} ON ${orders.id} = ${orderRefunds.orderId}
    WHERE ${orderRefunds.refundedAt} >= ${start} AND ${orderRefunds.refundedAt} < ${end}
      AND +${orderRefunds.status} = 'succeeded'${inCountry(country)}`;
};

/** Refunds per UTC day of the period, each for its own amount. Exported for the test that reads its plan. */
export const refundedByDayQuery = (period: SalesPeriod, country?: string) => sql`
    SELECT date(${orderRefunds.refundedAt} / 1000, 'unixepoch') AS day, count(*) AS refunds,
      sum(${orderRefunds.amountCents}) AS "refundedCents"
    FROM ${refundsWithin(period, country)}
    GROUP BY day`;

/** The period's sums per UTC day that had any: payments and refunds, each by its own day. */
async function dailyFigures(db: Db, period: SalesPeriod, country?: string): Promise<Map<string, SalesFigures>> {
  const [paid, refunded] = await Promise.all([
    db.all<{ day: string; orders: number; revenueCents: number; units: number }>(paidByDayQuery(period, country)),
    db.all<{ day: string; refunds: number; refundedCents: number }>(refundedByDayQuery(period, country)),
  ]);
  const days = new Map<string, SalesFigures>();
  const at = (day: string) => days.get(day) ?? days.set(day, zero()).get(day)!;
  for (const row of paid) add(at(row.day), row);
  for (const row of refunded) add(at(row.day), row);
  return days;
}

function totalOf(days: Map<string, SalesFigures>): SalesFigures {
  const total = zero();
  for (const figures of days.values()) add(total, figures);
  return total;
}

/** Every bucket from the period's first day to its last, zero where nothing happened, clipped to the period. */
export function seriesOf(days: Map<string, SalesFigures>, period: SalesPeriod, by: SalesBucket): SalesPoint[] {
  const points: SalesPoint[] = [];
  for (let start = bucketStart(period.from, by); start <= period.to; start = nextBucket(start, by)) {
    const from = start < period.from ? period.from : start;
    const last = addDays(nextBucket(start, by), -1);
    const to = last > period.to ? period.to : last;
    const point: SalesPoint = { from, to, ...zero() };
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const figures = days.get(day);
      if (figures) add(point, figures);
    }
    points.push(point);
  }
  return points;
}

/**
 * Each product's lines in orders paid in the period, titled in `locale`, else in English, else
 * as the order recorded it (a product since removed).
 */
async function productsOf(db: Db, period: SalesPeriod, locale: Locale, country?: string): Promise<SalesProduct[]> {
  const { start, end } = bounds(period);
  const titleIn = (lang: Locale) => sql`(SELECT ${productTexts.title} FROM ${productTexts}
    WHERE ${productTexts.productSlug} = substr(${orderItems.productId}, 9) AND ${productTexts.locale} = ${lang})`;
  return db.all<SalesProduct>(sql`
    SELECT ${orderItems.productId} AS "productId",
      coalesce(${titleIn(locale)}, ${titleIn("en")}, max(${orderItems.title})) AS title,
      count(*) AS units, sum(${orderItems.priceCents}) AS "revenueCents"
    FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
    WHERE ${orders.paidAt} >= ${start} AND ${orders.paidAt} < ${end} AND ${PAID}${inCountry(country)}
    GROUP BY ${orderItems.productId}
    ORDER BY "revenueCents" DESC, units DESC, "productId"`);
}

async function currenciesOf(db: Db, period: SalesPeriod, country?: string): Promise<string[]> {
  const { start, end } = bounds(period);
  const rows = await db.all<{ currency: string }>(sql`
    SELECT DISTINCT ${orders.currency} AS currency FROM ${orders}
    WHERE ${orders.paidAt} >= ${start} AND ${orders.paidAt} < ${end} AND ${PAID}${inCountry(country)}
    ORDER BY currency`);
  return rows.map((row) => row.currency);
}

/** The period's figures per country: payments by the day they landed, refunds by theirs. */
async function countriesOf(db: Db, period: SalesPeriod): Promise<SalesCountry[]> {
  const { start, end } = bounds(period);
  const [paid, refunded] = await Promise.all([
    db.all<{ country: string; orders: number; revenueCents: number; units: number }>(sql`
      SELECT ${orders.country} AS country, count(*) AS orders, sum(${orders.totalCents}) AS "revenueCents",
        sum((SELECT count(*) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})) AS units
      FROM ${orders}
      WHERE ${orders.paidAt} >= ${start} AND ${orders.paidAt} < ${end} AND ${PAID}
      GROUP BY ${orders.country}`),
    db.all<{ country: string; refunds: number; refundedCents: number }>(sql`
      SELECT ${orders.country} AS country, count(*) AS refunds, sum(${orderRefunds.amountCents}) AS "refundedCents"
      FROM ${refundsWithin(period, undefined)}
      GROUP BY ${orders.country}`),
  ]);
  const byCountry = new Map<string, SalesCountry>();
  const at = (country: string) =>
    byCountry.get(country) ?? byCountry.set(country, { country, ...zero() }).get(country)!;
  for (const { country, ...row } of paid) add(at(country), row);
  for (const { country, ...row } of refunded) add(at(country), row);
  return [...byCountry.values()].sort((a, b) => b.netCents - a.netCents || a.country.localeCompare(b.country));
}

/** The period of the same number of days that ends the day before this one starts. */
export function previousPeriod(period: SalesPeriod): SalesPeriod {
  const days = spanDays(period.from, period.to);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** The period's totals and the currencies its orders were paid in: the overview's money. */
export async function salesTotals(
  db: Db,
  period: SalesPeriod,
): Promise<{ currencies: string[]; totals: SalesFigures }> {
  const [days, currencies] = await Promise.all([dailyFigures(db, period), currenciesOf(db, period)]);
  return { currencies, totals: totalOf(days) };
}

/** `GET /api/studio/sales`: the period's totals, series, products, and the period before if asked. */
export async function salesReport(db: Db, query: SalesQuery): Promise<SalesReport> {
  const period = { from: query.from, to: query.to };
  const before = query.compare ? previousPeriod(period) : null;
  const { country } = query;
  const [days, products, currencies, countries, previousDays] = await Promise.all([
    dailyFigures(db, period, country),
    productsOf(db, period, query.locale, country),
    currenciesOf(db, period, country),
    countriesOf(db, period),
    before ? dailyFigures(db, before, country) : null,
  ]);
  return {
    ...period,
    by: query.by,
    currencies,
    totals: totalOf(days),
    series: seriesOf(days, period, query.by),
    products,
    countries,
    country: country ?? null,
    previous: before && previousDays ? { ...before, totals: totalOf(previousDays) } : null,
  };
}

// ---- The CSV exports ------------------------------------------------------------------------

/** Rows per read while an export streams. */
export const EXPORT_PAGE = 500;

/**
 * The orders paid in the period (as the report counts them), newest payment first. The schema
 * records no tax or address: the columns are what an order holds (`refunded_cents` the sum of
 * its refunds so far, whenever they were made; `country` where it was paid from).
 */
export const ORDER_CSV_COLUMNS = [
  "order_id",
  "status",
  "created_at",
  "paid_at",
  "refunded_at",
  "currency",
  "total_cents",
  "refunded_cents",
  "lines",
  "locale",
  "email",
  "provider",
  "provider_payment_id",
  "country",
] as const;

/** A row read for an export; `createdAt` is the keyset's time, the payment's. */
interface OrderRow {
  id: string;
  createdAt: number;
  status: string;
  orderedAt: number;
  refundedAt: number | null;
  currency: string;
  totalCents: number;
  lines: number;
  locale: string;
  email: string | null;
  provider: string | null;
  providerPaymentId: string | null;
  refundedCents: number;
  country: string;
}

/**
 * The export's rows: orders paid in the period, and after a cursor only those older than it.
 * The cursor lies inside the period, so it replaces the period's end and the index seeks to it.
 */
function paidWithin(period: SalesPeriod, cursor: TimeId | null, older: (cursor: TimeId) => SQL): SQL {
  const { start, end } = bounds(period);
  const upTo = cursor ? older(cursor) : sql`${orders.paidAt} < ${end}`;
  return sql`${orders.paidAt} >= ${start} AND ${upTo} AND ${PAID}`;
}

/** A page's query of the orders export, newest payment first. Exported for the test that reads its plan. */
export const orderPageQuery = (period: SalesPeriod, before: string | undefined, limit: number) => sql`
  SELECT ${orders.id} AS id, ${orders.paidAt} AS "createdAt", ${orders.status} AS status,
    ${orders.createdAt} AS "orderedAt", ${orders.refundedAt} AS "refundedAt", ${orders.currency} AS currency,
    ${orders.totalCents} AS "totalCents",
    (SELECT count(*) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id}) AS lines,
    ${orders.locale} AS locale, ${orders.email} AS email, ${orders.provider} AS provider,
    ${orders.providerPaymentId} AS "providerPaymentId", ${orders.refundedCents} AS "refundedCents",
    ${orders.country} AS country
  FROM ${orders}
  WHERE ${paidWithin(period, parseCursor(before), (cursor) => olderThan(orders.paidAt, orders.id, cursor))}
  ORDER BY ${orders.paidAt} DESC, ${orders.id} DESC LIMIT ${limit}`;

/** A page of an export from rows read with one more than `limit` (`pageOf`). */
const orderPage = async (db: Db, period: SalesPeriod, before: string | undefined, limit: number) =>
  pageOf(await db.all<OrderRow>(orderPageQuery(period, before, limit + 1)), limit);

const orderLine = (row: OrderRow) =>
  csvLine([
    row.id,
    row.status,
    isoOrNull(row.orderedAt),
    isoOrNull(row.createdAt),
    isoOrNull(row.refundedAt),
    row.currency,
    row.totalCents,
    row.refundedCents,
    row.lines,
    row.locale,
    row.email,
    row.provider,
    row.providerPaymentId,
    row.country,
  ]);

/** `GET /api/studio/sales/orders.csv`, streamed page by page (`csvStream`). */
export function exportSalesOrdersCsv(db: Db, period: SalesPeriod, pageSize = EXPORT_PAGE) {
  return csvStream(ORDER_CSV_COLUMNS, (before) => orderPage(db, period, before, pageSize), orderLine);
}

/**
 * Each line of the orders paid in the period: one product (or bundle) at the price paid, and when
 * that line was refunded (an amount refunded alone in the provider's dashboard names no line).
 */
export const LINE_CSV_COLUMNS = [
  "order_id",
  "line_id",
  "status",
  "paid_at",
  "refunded_at",
  "currency",
  "product_id",
  "title",
  "price_cents",
] as const;

interface LineRow {
  orderId: string;
  /** The line's id as text, for the keyset cursor. */
  id: string;
  createdAt: number;
  status: string;
  refundedAt: number | null;
  currency: string;
  productId: string;
  title: string;
  priceCents: number;
}

/** A page's query of the lines export, newest payment first. Exported for the test that reads its plan. */
export const linePageQuery = (period: SalesPeriod, before: string | undefined, limit: number) => sql`
  SELECT ${orderItems.orderId} AS "orderId", CAST(${orderItems.id} AS TEXT) AS id, ${orders.paidAt} AS "createdAt",
    ${orders.status} AS status, ${orderItems.refundedAt} AS "refundedAt", ${orders.currency} AS currency,
    ${orderItems.productId} AS "productId", ${orderItems.title} AS title, ${orderItems.priceCents} AS "priceCents"
  FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
  WHERE ${paidWithin(
    period,
    parseCursor(before),
    // Line ids are integers: the cursor's id is compared as one.
    (cursor) =>
      sql`${orders.paidAt} <= ${cursor.at} AND (${orders.paidAt}, ${orderItems.id}) < (${cursor.at}, ${Number(cursor.id)})`,
  )}
  ORDER BY ${orders.paidAt} DESC, ${orderItems.id} DESC LIMIT ${limit}`;

const linePage = async (db: Db, period: SalesPeriod, before: string | undefined, limit: number) =>
  pageOf(await db.all<LineRow>(linePageQuery(period, before, limit + 1)), limit);

const lineLine = (row: LineRow) =>
  csvLine([
    row.orderId,
    row.id,
    row.status,
    isoOrNull(row.createdAt),
    isoOrNull(row.refundedAt),
    row.currency,
    row.productId,
    row.title,
    row.priceCents,
  ]);

/** `GET /api/studio/sales/lines.csv`, streamed page by page (`csvStream`). */
export function exportSalesLinesCsv(db: Db, period: SalesPeriod, pageSize = EXPORT_PAGE) {
  return csvStream(LINE_CSV_COLUMNS, (before) => linePage(db, period, before, pageSize), lineLine);
}
