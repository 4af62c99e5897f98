import { env } from "cloudflare:workers";
import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SalesFigures, SalesReport } from "#worker/contract/studio-sales";
import { createDb } from "#worker/db/client";
import {
  exportSalesLinesCsv,
  exportSalesOrdersCsv,
  linePageQuery,
  orderPageQuery,
  paidByDayQuery,
  refundedByDayQuery,
} from "#worker/services/studio/sales";
import { api, expectData, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { auditEntries, expectDoorShut, studioAuthor, type StudioCall } from "../support/worker/studio";

/**
 * The studio's sales: totals, series, products and the period before, from orders
 * written here directly (in 2031, away from any order another test places now), and the orders'
 * and lines' CSV exports, each audited.
 */

const db = createDb(env.DB);
let author: Reader;

const at = (iso: string) => Date.parse(`${iso}Z`);
const run = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

interface Seed {
  id: string;
  status: "pending" | "paid" | "failed" | "partly_refunded" | "refunded";
  paidAt: string | null;
  /** A `refunded` order's one whole refund. */
  refundedAt?: string;
  /** Refunds of some of it: when, how much, which lines (by index). */
  refunds?: [at: string, cents: number, lines: number[]][];
  country?: string;
  email?: string;
  lines: [productId: string, title: string, priceCents: number][];
}

async function order(seed: Seed) {
  const total = seed.lines.reduce((sum, [, , price]) => sum + price, 0);
  const created = seed.paidAt ? at(seed.paidAt) - 60_000 : at("2031-02-02T09:00:00");
  await run(
    `INSERT INTO orders (id, status, currency, total_cents, created_at, updated_at, provider, provider_payment_id, locale, email, paid_at, refunded_at, country)
     VALUES (?, ?, 'EUR', ?, ?, ?, 'local', ?, 'es', ?, ?, ?, ?)`,
    seed.id,
    seed.status,
    total,
    created,
    created,
    `pi_${seed.id}`,
    seed.email ?? `${seed.id}@example.com`,
    seed.paidAt ? at(seed.paidAt) : null,
    seed.refundedAt ? at(seed.refundedAt) : null,
    seed.country ?? "unknown",
  );
  const lineIds: number[] = [];
  for (const [productId, title, price] of seed.lines) {
    const row = await env.DB.prepare(
      `INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, ?, ?, ?) RETURNING id`,
    )
      .bind(seed.id, productId, title, price)
      .first<{ id: number }>();
    lineIds.push(row!.id);
  }
  // Refunds as the Worker records them (decision 044): a row each, its lines marked.
  const refunds =
    seed.refunds ?? (seed.refundedAt ? [[seed.refundedAt, total, seed.lines.map((_, i) => i)] as const] : []);
  for (const [i, [when, cents, lines]] of refunds.entries()) {
    const refundId = `${seed.id}-refund-${i}`;
    const ids = lines.map((n) => lineIds[n]!);
    await run(
      `INSERT INTO order_refunds (id, order_id, provider, origin, status, amount_cents, currency, line_ids, created_at, updated_at, refunded_at)
       VALUES (?, ?, 'local', 'studio', 'succeeded', ?, 'EUR', ?, ?, ?, ?)`,
      refundId,
      seed.id,
      cents,
      JSON.stringify(ids),
      at(when),
      at(when),
      at(when),
    );
    for (const id of ids)
      await run("UPDATE order_items SET refund_id = ?, refunded_at = ? WHERE id = ?", refundId, at(when), id);
    await run("UPDATE orders SET refunded_cents = refunded_cents + ? WHERE id = ?", cents, seed.id);
  }
}

const BOOK: [string, string, number] = ["product:sales-book", "Libro uno", 1000];
const TRACK = (price: number): [string, string, number] => ["product:gone-track", "=SUM(A1) track", price];

/** The period of most tests: Wednesday 29 January to Sunday 9 February 2031 (12 days). */
const PERIOD = "from=2031-01-29&to=2031-02-09";

beforeAll(async () => {
  author = await studioAuthor("author-sales@example.com", "Sales Author");
  // A product the shop still has, with its English title; the track is gone from the catalogue.
  await run(`INSERT INTO shop_categories (slug, position) VALUES ('sales-test', 0)`);
  await run(
    `INSERT INTO products (slug, category_slug, kind, status, format, price_cents, cover_path, cover_width, cover_height)
     VALUES ('sales-book', 'sales-test', 'ebook', 'available', 'EPUB', 1000, '/cover.jpg', 600, 900)`,
  );
  await run(
    `INSERT INTO product_texts (product_slug, locale, title, description) VALUES
     ('sales-book', 'en', 'Book One', 'A book.'), ('sales-book', 'es', 'Libro uno', 'Un libro.')`,
  );
  await order({
    id: "order-a",
    status: "paid",
    paidAt: "2031-01-29T10:00:00",
    email: "-a@example.com",
    lines: [BOOK, TRACK(500)],
  });
  await order({ id: "order-b", status: "paid", paidAt: "2031-01-31T23:59:59", lines: [BOOK] });
  // Paid on the first of February, refunded on the 4th: in the revenue and in the refunds.
  await order({
    id: "order-c",
    status: "refunded",
    paidAt: "2031-02-01T00:00:00",
    refundedAt: "2031-02-04T12:00:00",
    lines: [BOOK],
  });
  // Paid before the period (in the one before it), refunded in it: only the refund counts here.
  await order({
    id: "order-d",
    status: "refunded",
    paidAt: "2031-01-20T08:00:00",
    refundedAt: "2031-02-03T08:00:00",
    lines: [["product:sales-bundle", "Bundle", 2000]],
  });
  await order({ id: "order-e", status: "pending", paidAt: null, lines: [BOOK] });
  await order({ id: "order-f", status: "failed", paidAt: null, lines: [BOOK] });
  await order({ id: "order-g", status: "paid", paidAt: "2031-02-09T23:00:00", lines: [TRACK(700)] });
  // The day after the period, and the period before's last day.
  await order({ id: "order-h", status: "paid", paidAt: "2031-02-10T00:00:00", lines: [BOOK] });
  await order({ id: "order-i", status: "paid", paidAt: "2031-01-28T12:00:00", lines: [TRACK(500)] });
  // May: partial refunds and countries. A Spanish order refunded in two goes (a line, then the rest).
  await order({
    id: "order-m1",
    status: "refunded",
    paidAt: "2031-05-02T10:00:00",
    country: "ES",
    lines: [BOOK, TRACK(500)],
    refunds: [
      ["2031-05-03T10:00:00", 500, [1]],
      ["2031-05-20T10:00:00", 1000, [0]],
    ],
  });
  // A French order with one line refunded; a French order refunded an amount alone (a dashboard refund).
  await order({
    id: "order-m2",
    status: "partly_refunded",
    paidAt: "2031-05-05T10:00:00",
    country: "FR",
    lines: [BOOK, TRACK(700)],
    refunds: [["2031-05-06T10:00:00", 700, [1]]],
  });
  await order({
    id: "order-m3",
    status: "partly_refunded",
    paidAt: "2031-05-07T10:00:00",
    country: "FR",
    lines: [BOOK],
    refunds: [["2031-05-08T10:00:00", 250, []]],
  });
  await order({ id: "order-m4", status: "paid", paidAt: "2031-05-09T10:00:00", lines: [BOOK] });
});

const report = (query: string) => expectData<SalesReport>(api(`/studio/sales?${query}`, { reader: author }));
const figures = (f: Partial<SalesFigures>): SalesFigures => {
  const full = { orders: 0, revenueCents: 0, refunds: 0, refundedCents: 0, units: 0, ...f };
  return { ...full, netCents: full.revenueCents - full.refundedCents };
};

describe("who may read the sales", () => {
  const calls: StudioCall[] = [
    ["GET", `/studio/sales?${PERIOD}`],
    ["GET", `/studio/sales/orders.csv?${PERIOD}`],
    ["GET", `/studio/sales/lines.csv?${PERIOD}`],
  ];

  it("signed out: 401; a reader: 403; an author without the second factor: 403", async () => {
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, { reader: await signUpReader("Sales Reader"), code: "forbidden" });
    const unenrolled = await signUpReader("Unenrolled", "author-sales-unenrolled@example.com");
    await expectDoorShut(calls, { reader: unenrolled, code: "second_factor_required" });
  });
});

describe("the query", () => {
  it("refuses each mistake on its own field, in the report and the exports", async () => {
    const cases: [string, string, string][] = [
      ["to=2031-02-09", "from", "from_invalid"],
      ["from=2031-01-29", "to", "to_invalid"],
      ["from=2031-02-30&to=2031-03-01", "from", "from_invalid"],
      ["from=2031-1-29&to=2031-02-09", "from", "from_invalid"],
      ["from=2031-01-29&to=tomorrow", "to", "to_invalid"],
      ["from=2031-02-09&to=2031-01-29", "to", "period_reversed"],
      ["from=2028-01-01&to=2031-01-01", "to", "period_too_long"],
      [`${PERIOD}&by=year`, "by", "by_invalid"],
      [`${PERIOD}&compare=yes`, "compare", "compare_invalid"],
      [`${PERIOD}&locale=fr`, "locale", "locale_invalid"],
    ];
    for (const [query, field, code] of cases) {
      const error = await expectError(
        await api(`/studio/sales?${query}`, { reader: author }),
        400,
        "validation_failed",
      );
      expect(error.fields, query).toEqual({ [field]: [code] });
    }
    for (const path of ["orders.csv", "lines.csv"]) {
      const reversed = await api(`/studio/sales/${path}?from=2031-02-09&to=2031-01-29`, { reader: author });
      expect((await expectError(reversed, 400, "validation_failed")).fields).toEqual({ to: ["period_reversed"] });
      const missing = await api(`/studio/sales/${path}?from=2031-02-09`, { reader: author });
      expect((await expectError(missing, 400, "validation_failed")).fields).toEqual({ to: ["to_invalid"] });
    }
  });

  it("takes three years and a leap day at most, by day, without comparison unless asked", async () => {
    const longest = await report("from=2028-01-01&to=2030-12-31");
    expect(longest).toMatchObject({ by: "day", previous: null });
    expect(longest.series).toHaveLength(1096);
  });
});

describe("the report", () => {
  it("totals: orders paid in the period (paid or since refunded), refunds made in it, lines as units", async () => {
    const sales = await report(PERIOD);
    expect(sales).toMatchObject({ from: "2031-01-29", to: "2031-02-09", currencies: ["EUR"] });
    expect(sales.totals).toEqual(figures({ orders: 4, revenueCents: 4200, refunds: 2, refundedCents: 3000, units: 5 }));
    expect(sales.totals.netCents).toBe(1200);
  });

  it("by day: every day of the period, zero where nothing happened", async () => {
    const { series } = await report(`${PERIOD}&by=day`);
    expect(series.map((p) => p.from)).toEqual([
      "2031-01-29",
      "2031-01-30",
      "2031-01-31",
      "2031-02-01",
      "2031-02-02",
      "2031-02-03",
      "2031-02-04",
      "2031-02-05",
      "2031-02-06",
      "2031-02-07",
      "2031-02-08",
      "2031-02-09",
    ]);
    expect(series.every((p) => p.from === p.to)).toBe(true);
    const byDay = Object.fromEntries(series.map(({ from, to: _to, ...f }) => [from, f]));
    expect(byDay["2031-01-29"]).toEqual(figures({ orders: 1, revenueCents: 1500, units: 2 }));
    expect(byDay["2031-01-30"]).toEqual(figures({}));
    expect(byDay["2031-01-31"]).toEqual(figures({ orders: 1, revenueCents: 1000, units: 1 }));
    expect(byDay["2031-02-01"]).toEqual(figures({ orders: 1, revenueCents: 1000, units: 1 }));
    expect(byDay["2031-02-03"]).toEqual(figures({ refunds: 1, refundedCents: 2000 }));
    expect(byDay["2031-02-04"]).toEqual(figures({ refunds: 1, refundedCents: 1000 }));
    expect(byDay["2031-02-09"]).toEqual(figures({ orders: 1, revenueCents: 700, units: 1 }));
  });

  it("by week: ISO weeks from Monday, the first clipped to the period, across the month's end", async () => {
    const { series } = await report(`${PERIOD}&by=week`);
    expect(series).toEqual([
      { from: "2031-01-29", to: "2031-02-02", ...figures({ orders: 3, revenueCents: 3500, units: 4 }) },
      {
        from: "2031-02-03",
        to: "2031-02-09",
        ...figures({ orders: 1, revenueCents: 700, refunds: 2, refundedCents: 3000, units: 1 }),
      },
    ]);
  });

  it("by month: calendar months, clipped to the period", async () => {
    const { series } = await report(`${PERIOD}&by=month`);
    expect(series).toEqual([
      { from: "2031-01-29", to: "2031-01-31", ...figures({ orders: 2, revenueCents: 2500, units: 3 }) },
      {
        from: "2031-02-01",
        to: "2031-02-09",
        ...figures({ orders: 2, revenueCents: 1700, refunds: 2, refundedCents: 3000, units: 2 }),
      },
    ]);
    // A quiet month in the middle is still drawn.
    const quarter = await report("from=2030-12-15&to=2031-02-09&by=month");
    expect(quarter.series.map((p) => [p.from, p.to, p.orders])).toEqual([
      ["2030-12-15", "2030-12-31", 0],
      ["2031-01-01", "2031-01-31", 4],
      ["2031-02-01", "2031-02-09", 2],
    ]);
  });

  it("per product: English title where the product still exists, the recorded one otherwise", async () => {
    const { products } = await report(PERIOD);
    expect(products).toEqual([
      { productId: "product:sales-book", title: "Book One", units: 3, revenueCents: 3000 },
      { productId: "product:gone-track", title: "=SUM(A1) track", units: 2, revenueCents: 1200 },
    ]);
  });

  it("titles in the page's language where the product has it, English otherwise", async () => {
    const titles = async (locale: string) => (await report(`${PERIOD}&locale=${locale}`)).products.map((p) => p.title);
    expect(await titles("es")).toEqual(["Libro uno", "=SUM(A1) track"]);
    expect(await titles("ca")).toEqual(["Book One", "=SUM(A1) track"]);
  });

  it("reads payments and refunds by their day's index", async () => {
    const period = { from: "2031-01-29", to: "2031-02-09" };
    const plan = async (query: SQL) =>
      (await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${query}`)).map((r) => r.detail).join("\n");
    expect(await plan(paidByDayQuery(period))).toMatch(
      /SEARCH orders USING INDEX orders_paid_at_idx \(paid_at>\? AND paid_at<\?\)/,
    );
    expect(await plan(refundedByDayQuery(period))).toMatch(
      /SEARCH order_refunds USING INDEX order_refunds_refunded_at_idx \(refunded_at>\? AND refunded_at<\?\)/,
    );
  });

  it("with compare: the totals of the same number of days just before", async () => {
    const sales = await report(`${PERIOD}&compare=true`);
    expect(sales.previous).toEqual({
      from: "2031-01-17",
      to: "2031-01-28",
      totals: figures({ orders: 2, revenueCents: 2500, units: 2 }),
    });
    expect((await report(`${PERIOD}&compare=false`)).previous).toBeNull();
  });

  it("counts each partial refund for its amount on its own day; partly refunded orders are revenue", async () => {
    const may = await report("from=2031-05-01&to=2031-05-31&by=month");
    expect(may.totals).toEqual(figures({ orders: 4, revenueCents: 5200, refunds: 4, refundedCents: 2450, units: 6 }));
    const early = await report("from=2031-05-01&to=2031-05-10");
    expect(early.totals).toEqual(figures({ orders: 4, revenueCents: 5200, refunds: 3, refundedCents: 1450, units: 6 }));
    const byDay = Object.fromEntries(early.series.map((p) => [p.from, p]));
    expect(byDay["2031-05-03"]).toMatchObject(figures({ refunds: 1, refundedCents: 500 }));
    expect(byDay["2031-05-08"]).toMatchObject(figures({ refunds: 1, refundedCents: 250 }));
  });

  it("per country: every country's figures, and the whole report narrowed to one", async () => {
    const may = await report("from=2031-05-01&to=2031-05-31");
    expect(may.country).toBeNull();
    expect(may.countries).toEqual([
      { country: "FR", ...figures({ orders: 2, revenueCents: 2700, refunds: 2, refundedCents: 950, units: 3 }) },
      { country: "unknown", ...figures({ orders: 1, revenueCents: 1000, units: 1 }) },
      { country: "ES", ...figures({ orders: 1, revenueCents: 1500, refunds: 2, refundedCents: 1500, units: 2 }) },
    ]);
    const france = await report("from=2031-05-01&to=2031-05-31&country=FR&by=month");
    expect(france.country).toBe("FR");
    expect(france.totals).toEqual(figures({ orders: 2, revenueCents: 2700, refunds: 2, refundedCents: 950, units: 3 }));
    expect(france.series).toHaveLength(1);
    expect(france.products.map((p) => [p.productId, p.units])).toEqual([
      ["product:sales-book", 2],
      ["product:gone-track", 1],
    ]);
    expect(france.countries).toHaveLength(3);
    const error = await expectError(
      await api("/studio/sales?from=2031-05-01&to=2031-05-31&country=fr", { reader: author }),
      400,
      "validation_failed",
    );
    expect(error.fields?.country).toEqual(["country_invalid"]);
  });

  it("an empty period answers zeros", async () => {
    const sales = await report("from=2031-06-01&to=2031-06-03&compare=true");
    expect(sales.totals).toEqual(figures({}));
    expect(sales.series).toHaveLength(3);
    expect(sales.products).toEqual([]);
    expect(sales.currencies).toEqual([]);
    expect(sales.previous?.totals).toEqual(figures({}));
  });
});

describe("the CSV exports", () => {
  const csv = async (path: string) => {
    const res = await api(`/studio/sales/${path}?${PERIOD}`, { reader: author });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="sales-(orders|lines)-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder().decode(bytes.slice(3)).split("\r\n");
  };

  it("orders: the period's paid orders, newest payment first, formulas defused, audited", async () => {
    const lines = await csv("orders.csv");
    expect(lines[0]).toBe(
      "order_id,status,created_at,paid_at,refunded_at,currency,total_cents,refunded_cents,lines,locale,email,provider,provider_payment_id,country",
    );
    expect(lines.slice(1, -1).map((l) => l.split(",")[0])).toEqual(["order-g", "order-c", "order-b", "order-a"]);
    expect(lines[2]).toBe(
      "order-c,refunded,2031-01-31T23:59:00.000Z,2031-02-01T00:00:00.000Z,2031-02-04T12:00:00.000Z,EUR,1000,1000,1,es,order-c@example.com,local,pi_order-c,unknown",
    );
    expect(lines[4]).toContain(",2,es,'-a@example.com,local,");
    expect(lines.at(-1)).toBe("");
    const [entry] = await auditEntries(author, "?action=sales.orders_exported");
    expect(entry).toMatchObject({
      actorEmail: "author-sales@example.com",
      after: { period: { from: "2031-01-29", to: "2031-02-09" } },
    });
  });

  it("lines: each product line of those orders, formulas defused, audited", async () => {
    const lines = await csv("lines.csv");
    expect(lines[0]).toBe("order_id,line_id,status,paid_at,refunded_at,currency,product_id,title,price_cents");
    const rows = lines.slice(1, -1).map((l) => l.split(","));
    expect(rows.map((r) => [r[0], r[6], r[8]])).toEqual([
      ["order-g", "product:gone-track", "700"],
      ["order-c", "product:sales-book", "1000"],
      ["order-b", "product:sales-book", "1000"],
      ["order-a", "product:gone-track", "500"],
      ["order-a", "product:sales-book", "1000"],
    ]);
    expect(rows[0]![7]).toBe("'=SUM(A1) track");
    const [entry] = await auditEntries(author, "?action=sales.lines_exported");
    expect(entry).toMatchObject({ after: { period: { from: "2031-01-29", to: "2031-02-09" } } });
  });

  it("a page after the first seeks the payments' index to its cursor", async () => {
    const period = { from: "2031-01-29", to: "2031-02-09" };
    const plan = async (query: SQL) =>
      (await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${query}`)).map((r) => r.detail).join("\n");
    const cursor = `${at("2031-02-01T00:00:00")}.order-c`;
    const orders = await plan(orderPageQuery(period, cursor, 501));
    expect(orders).toMatch(/SEARCH orders USING INDEX orders_paid_at_idx \(paid_at>\? AND \(paid_at,id\)<\(\?,\?\)\)/);
    expect(orders).not.toMatch(/TEMP B-TREE/);
    expect(await plan(linePageQuery(period, `${at("2031-02-01T00:00:00")}.3`, 501))).toMatch(
      /SEARCH orders USING INDEX orders_paid_at_idx \(paid_at>\? AND paid_at<\?\)/,
    );
  });

  it("streams a page at a time: a page of one row gives the same file", async () => {
    const period = { from: "2031-01-29", to: "2031-02-09" };
    const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
    const [ordersWhole, ordersPaged] = await Promise.all([
      text(exportSalesOrdersCsv(db, period)),
      text(exportSalesOrdersCsv(db, period, 1)),
    ]);
    expect(ordersPaged).toBe(ordersWhole);
    const [linesWhole, linesPaged] = await Promise.all([
      text(exportSalesLinesCsv(db, period)),
      text(exportSalesLinesCsv(db, period, 1)),
    ]);
    expect(linesPaged).toBe(linesWhole);
    expect(linesWhole.split("\r\n")).toHaveLength(7);
  });
});
