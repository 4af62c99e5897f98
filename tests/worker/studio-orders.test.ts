import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getConfig, parseConfig } from "#worker/config";
import type { StudioOrderDetail, StudioOrderPage } from "#worker/contract/studio-orders";
import { createDb } from "#worker/db/client";
import { DOWNLOAD_LOG_DAYS, networkPrefix } from "#worker/services/download-log";
import { receiptOutboxId } from "#worker/services/orders";
import { orderFileLink } from "#worker/services/receipts";
import { orderPageQuery } from "#worker/services/studio/orders";
import { runSweep } from "#worker/services/sweep";
import { settleOrderVat } from "#worker/services/vat/order-vat";
import { api, expectData, expectError, request } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { studioAuthor } from "../support/worker/studio";

/**
 * The studio's orders: the list behind the studio's door, newest first by
 * keyset, its filters and search; an order whole; and the download log a real download writes.
 */

const db = createDb(env.DB);
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** 2026-03-01T12:00Z: the seeded orders are days after it. */
const BASE = Date.UTC(2026, 2, 1, 12);

let author: Reader;
let buyer: Reader;

interface Seed {
  day: number;
  status?: "pending" | "paid" | "failed" | "partly_refunded" | "refunded";
  country?: string;
  email?: string;
  locale?: "en" | "es" | "ca";
  slugs?: string[];
  userId?: string | null;
}

async function insertOrder(seed: Seed): Promise<string> {
  const id = crypto.randomUUID();
  const at = BASE + seed.day * DAY;
  const slugs = seed.slugs ?? ["book-one"];
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (id, user_id, status, total_cents, provider, email, locale, created_at, updated_at, country)
       VALUES (?, ?, ?, ?, 'local', ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      seed.userId ?? null,
      seed.status ?? "paid",
      slugs.length * 699,
      seed.email ?? "buyer@example.com",
      seed.locale ?? "en",
      at,
      at,
      seed.country ?? "unknown",
    ),
    ...slugs.map((slug) =>
      env.DB.prepare("INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, ?, ?, 699)").bind(
        id,
        `product:${slug}`,
        slug,
      ),
    ),
  ]);
  return id;
}

const as = (who: Reader | null) => ({ reader: who });
const list = (query = "") => expectData<StudioOrderPage>(api(`/studio/orders${query}`, as(author)));
const emails = (page: StudioOrderPage) => page.orders.map((o) => o.email);
const detail = (id: string) => expectData<StudioOrderDetail>(api(`/studio/orders/${id}`, as(author)));

const ids: Record<string, string> = {};

beforeAll(async () => {
  await seedShopFixtures();
  await env.FILES.put("products/book-one/book-one.epub", new TextEncoder().encode("epub stand-in"));
  await env.FILES.put("products/book-one/book-one.pdf", new TextEncoder().encode("%PDF-1.7 stand-in"));
  author = await studioAuthor("author-orders@example.com", "Orders Author");
  buyer = await signUpReader("Orders Buyer");
  // Newest first: eva (day 9) … ada (day 1).
  ids.ada = await insertOrder({ day: 1, email: "ada@example.com", status: "pending" });
  ids.bea = await insertOrder({ day: 2, email: "bea@example.com", locale: "es", slugs: ["theme"], country: "ES" });
  ids.cai = await insertOrder({ day: 3, email: "cai@example.com", status: "failed", locale: "ca" });
  ids.dan = await insertOrder({ day: 4, email: "dan@example.com", status: "refunded", slugs: ["book-one", "theme"] });
  ids.eva = await insertOrder({ day: 9, email: "eva_x@example.com", locale: "es", country: "ES" });
  // In April, out of the March lists: a partly refunded order from France.
  ids.fio = await insertOrder({ day: 40, email: "fio@example.com", status: "partly_refunded", country: "FR" });
});

describe("the studio's door", () => {
  it("signed out: 401; a reader: 403 forbidden; an author without the second factor: 403", async () => {
    await expectError(await api("/studio/orders"), 401, "unauthorized");
    await expectError(await api(`/studio/orders/${ids.ada}`), 401, "unauthorized");
    const reader = await signUpReader("Olga Reader");
    const unenrolled = await signUpReader("Unenrolled Author", "author-orders-unenrolled@example.com");
    for (const [who, code] of [
      [reader, "forbidden"],
      [unenrolled, "second_factor_required"],
    ] as const) {
      await expectError(await api("/studio/orders", as(who)), 403, code);
      await expectError(await api(`/studio/orders/${ids.ada}`, as(who)), 403, code);
      // Any order's invoice, page and PDF, is the studio's only.
      await expectError(await api(`/studio/orders/${ids.eva}/invoice`, as(who)), 403, code);
      await expectError(await api(`/studio/orders/${ids.eva}/invoice/pdf`, as(who)), 403, code);
    }
    await expectError(await api(`/studio/orders/${ids.eva}/invoice`), 401, "unauthorized");
    await expectError(await api(`/studio/orders/${ids.eva}/invoice/pdf`), 401, "unauthorized");
  });
});

describe("GET /api/studio/orders", () => {
  it("lists newest first with each order's reference, state, buyer, language, total and items", async () => {
    const page = await list("?to=2026-03-31");
    expect(emails(page)).toEqual([
      "eva_x@example.com",
      "dan@example.com",
      "cai@example.com",
      "bea@example.com",
      "ada@example.com",
    ]);
    expect(page.next).toBeNull();
    expect(page.orders[1]).toEqual({
      id: ids.dan,
      createdAt: BASE + 4 * DAY,
      state: "refunded",
      email: "dan@example.com",
      locale: "en",
      totalCents: 1398,
      currency: "EUR",
      itemCount: 2,
      refundedCents: 0,
      country: "unknown",
    });
  });

  it("filters by state, language, product and period (to inclusive)", async () => {
    expect(emails(await list("?state=failed"))).toEqual(["cai@example.com"]);
    expect(emails(await list("?locale=es&to=2026-03-31"))).toEqual(["eva_x@example.com", "bea@example.com"]);
    expect(emails(await list("?product=product:theme"))).toEqual(["dan@example.com", "bea@example.com"]);
    expect(emails(await list("?from=2026-03-04&to=2026-03-05"))).toEqual(["dan@example.com", "cai@example.com"]);
  });

  it("filters by the partly refunded state and by country (`unknown` where checkout had none)", async () => {
    expect(emails(await list("?state=partly_refunded"))).toEqual(["fio@example.com"]);
    expect(emails(await list("?country=ES"))).toEqual(["eva_x@example.com", "bea@example.com"]);
    expect(emails(await list("?country=FR&state=partly_refunded"))).toEqual(["fio@example.com"]);
    expect(emails(await list("?country=unknown&to=2026-03-31"))).toEqual([
      "dan@example.com",
      "cai@example.com",
      "ada@example.com",
    ]);
  });

  it("searches the reference and the address, `_` and `%` literal", async () => {
    expect(emails(await list(`?q=${ids.bea!.slice(0, 8)}`))).toEqual(["bea@example.com"]);
    expect(emails(await list("?q=DAN@"))).toEqual(["dan@example.com"]);
    expect(emails(await list("?q=a_x"))).toEqual(["eva_x@example.com"]);
    expect(emails(await list("?q=%25"))).toEqual([]);
  });

  it("pages by keyset: `next` passed back as `before` gives the following page, then null", async () => {
    const first = await list("?limit=2&to=2026-03-31");
    expect(emails(first)).toEqual(["eva_x@example.com", "dan@example.com"]);
    const second = await list(`?limit=2&to=2026-03-31&before=${first.next}`);
    expect(emails(second)).toEqual(["cai@example.com", "bea@example.com"]);
    const third = await list(`?limit=2&to=2026-03-31&before=${second.next}`);
    expect(emails(third)).toEqual(["ada@example.com"]);
    expect(third.next).toBeNull();
  });

  it("refuses a bad query with the field's code", async () => {
    for (const [query, field, code] of [
      ["?state=partly", "state", "state_invalid"],
      ["?country=es", "country", "country_invalid"],
      ["?product=book-one", "product", "product_invalid"],
      ["?from=2026-02-30", "from", "from_invalid"],
      ["?from=2026-03-05&to=2026-03-01", "to", "period_reversed"],
      ["?limit=500", "limit", "limit_invalid"],
      ["?before=nope", "before", "before_invalid"],
      ["?q=", "q", "q_empty"],
    ] as const) {
      const error = await expectError(await api(`/studio/orders${query}`, as(author)), 400, "validation_failed");
      expect(error.fields?.[field], query).toContain(code);
    }
    await expectError(await api("/studio/orders/not-an-id", as(author)), 400, "validation_failed");
    await expectError(await api(`/studio/orders/${crypto.randomUUID()}`, as(author)), 404, "not_found");
  });
});

describe("GET /api/studio/orders/:id", () => {
  it("answers the buyer, lines, payment events, the receipt's delivery and no downloads yet", async () => {
    const id = await insertOrder({ day: 5, email: "fay@example.com", userId: buyer.id, slugs: ["book-one", "theme"] });
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO payment_events (id, provider, type, order_id, created_at) VALUES ('ev_2', 'local', 'payment.succeeded', ?, ?), ('ev_1', 'local', 'checkout.created', ?, ?)",
      ).bind(id, BASE + 5 * DAY + 2000, id, BASE + 5 * DAY + 1000),
      env.DB.prepare(
        `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, status, attempts, next_attempt_at, last_error, created_at)
         VALUES (?, 'order_receipt', 'fay@example.com', 'Receipt', 't', 'h', 'pending', 2, ?, 'HTTP 503', ?)`,
      ).bind(receiptOutboxId(id), BASE + 6 * DAY, BASE + 5 * DAY),
    ]);
    const order = await detail(id);
    expect(order).toMatchObject({
      id,
      state: "paid",
      email: "fay@example.com",
      itemCount: 2,
      buyer: { userId: buyer.id, name: "Orders Buyer", accountEmail: buyer.email },
      lines: [
        { productId: "product:book-one", title: "book-one", priceCents: 699 },
        { productId: "product:theme", title: "theme", priceCents: 699 },
      ],
      payment: {
        provider: "local",
        events: [
          { id: "ev_1", type: "checkout.created", receivedAt: BASE + 5 * DAY + 1000 },
          { id: "ev_2", type: "payment.succeeded", receivedAt: BASE + 5 * DAY + 2000 },
        ],
      },
      receipt: { status: "pending", attempts: 2, sentAt: null, lastError: "HTTP 503", nextAttemptAt: BASE + 6 * DAY },
      files: [],
      downloads: [],
      sharing: { networks48h: 0, threshold: 5, flagged: false },
    });
  });
});

describe("the discount code, the VAT and the invoice", () => {
  it("shows the code used and what it took off; none when no code was used", async () => {
    const id = await insertOrder({ day: 6, email: "gus@example.com", slugs: ["book-one"] });
    await env.DB.prepare("UPDATE orders SET discount_code = 'SPRING20', discount_cents = 175 WHERE id = ?")
      .bind(id)
      .run();
    expect((await detail(id)).discount).toEqual({ code: "SPRING20", amountCents: 175 });
    expect((await detail(ids.ada!)).discount).toBeNull();
  });

  it("shows the VAT settled at payment: country, each rate summed over the lines, the evidence, no VAT number", async () => {
    const id = await insertOrder({ day: 7, email: "hal@example.com", country: "DE", slugs: ["book-one", "theme"] });
    await env.DB.prepare("UPDATE orders SET paid_at = ? WHERE id = ?")
      .bind(BASE + 7 * DAY, id)
      .run();
    expect((await detail(id)).vat).toBeNull();
    await settleOrderVat(db, id, { billingCountry: "DE", cardCountry: "AT" }, { source: "rate_table" });
    const { vat } = await detail(id);
    expect(vat).toMatchObject({
      scheme: "oss",
      country: "DE",
      ipCountry: "DE",
      billingCountry: "DE",
      cardCountry: "AT",
      evidence: "agree",
      taxId: null,
      source: "rate_table",
      providerVatCents: null,
    });
    // Germany: music at the standard rate, an e-book at the reduced one, highest first.
    expect(vat!.rates.map((r) => r.rateBp)).toEqual([1900, 700]);
    expect(vat!.rates.map((r) => r.grossCents)).toEqual([699, 699]);
    for (const rate of vat!.rates) expect(rate.netCents + rate.vatCents).toBe(rate.grossCents);
    expect(vat!.vatCents).toBe(vat!.rates.reduce((sum, r) => sum + r.vatCents, 0));
    expect(vat!.vatCents).toBeGreaterThan(0);
  });

  it("shows a business buyer's VAT number under the reverse charge", async () => {
    const id = await insertOrder({ day: 8, email: "ivy@example.com", country: "FR" });
    await env.DB.prepare("UPDATE orders SET paid_at = ? WHERE id = ?")
      .bind(BASE + 8 * DAY, id)
      .run();
    await env.DB.prepare(
      `INSERT INTO order_taxes (order_id, scheme, country, ip_country, billing_country, card_country, evidence, tax_id, source, vat_cents, provider_vat_cents, decided_at)
       VALUES (?, 'reverse_charge', 'FR', 'FR', 'FR', NULL, 'agree', 'FR40303265045', 'stripe_tax', 0, 0, ?)`,
    )
      .bind(id, BASE + 8 * DAY)
      .run();
    expect((await detail(id)).vat).toMatchObject({
      scheme: "reverse_charge",
      taxId: "FR40303265045",
      vatCents: 0,
      providerVatCents: 0,
      rates: [],
    });
  });

  it("opens any paid order's invoice as a page and a PDF, issuing it once; the order then names its number", async () => {
    const id = await insertOrder({ day: 10, email: "jon@example.com", country: "ES", slugs: ["book-one"] });
    await env.DB.prepare("UPDATE orders SET paid_at = ? WHERE id = ?")
      .bind(BASE + 10 * DAY, id)
      .run();
    expect((await detail(id)).invoice).toBeNull();
    const html = await api(`/studio/orders/${id}/invoice`, as(author));
    expect(html.status).toBe(200);
    expect(html.headers.get("Content-Type")).toContain("text/html");
    const { invoice } = await detail(id);
    expect(invoice!.number).toMatch(/^2026-\d{6}$/);
    const page = await html.text();
    expect(page).toContain(invoice!.number);
    expect(page).toContain(`/api/studio/orders/${id}/invoice/pdf`);
    const pdf = await api(`/studio/orders/${id}/invoice/pdf`, as(author));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toContain(`invoice-${invoice!.number}.pdf`);
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).subarray(0, 5))).toBe("%PDF-");
    // Opened again: the same number, none taken twice.
    await (await api(`/studio/orders/${id}/invoice`, as(author))).text();
    expect((await detail(id)).invoice).toEqual(invoice);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM invoices WHERE order_id = ?").bind(id).first("n")).toBe(1);
  }, 30_000);

  it("refuses an unpaid order's invoice (409), an unknown order (404), a bad id (400)", async () => {
    await expectError(await api(`/studio/orders/${ids.ada}/invoice`, as(author)), 409, "conflict");
    await expectError(await api(`/studio/orders/${ids.cai}/invoice/pdf`, as(author)), 409, "conflict");
    await expectError(await api(`/studio/orders/${crypto.randomUUID()}/invoice`, as(author)), 404, "not_found");
    await expectError(await api(`/studio/orders/nope/invoice`, as(author)), 400, "validation_failed");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM invoices WHERE order_id = ?").bind(ids.ada).first("n")).toBe(
      0,
    );
  });
});

describe("the download log", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /48, never more", () => {
    expect(networkPrefix("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkPrefix("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1::/48");
    expect(networkPrefix("2001:0db8:00a1::1")).toBe("2001:db8:a1::/48");
    expect(networkPrefix("2001:db8::")).toBe("2001:db8:0::/48");
    expect(networkPrefix("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
    expect(networkPrefix("fe80::1%eth0")).toBe("fe80:0:0::/48");
    for (const bad of ["", null, undefined, "unknown", "256.1.1.1", "1.2.3", "2001:db8::1::2", "12345::"]) {
      expect(networkPrefix(bad), String(bad)).toBe("unknown");
    }
  });

  it("is written by a real download through the route: country, network, device, no address", async () => {
    const id = await insertOrder({ day: 6, email: buyer.email, userId: buyer.id });
    const res = await request(`/api/orders/${id}/files/f-one-epub`, {
      headers: {
        Cookie: buyer.cookie,
        "CF-Connecting-IP": "198.51.100.23",
        "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
      },
      cf: { country: "ES" },
    });
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe("epub stand-in");
    const rows = await env.DB.prepare("SELECT * FROM download_log WHERE order_id = ?").bind(id).all();
    expect(rows.results).toEqual([
      expect.objectContaining({
        order_id: id,
        file_id: "f-one-epub",
        country: "ES",
        network: "198.51.100.0/24",
        device: "mobile",
      }),
    ]);
    expect(JSON.stringify(rows.results)).not.toContain("198.51.100.23");
    const order = await detail(id);
    expect(order.files).toEqual([
      {
        fileId: "f-one-epub",
        label: "EPUB",
        fileName: "Book-One.epub",
        downloads: 1,
        extra: 0,
        allowed: 20,
        lastAt: expect.any(Number),
      },
    ]);
    expect(order.downloads).toEqual([
      { fileId: "f-one-epub", at: expect.any(Number), country: "ES", network: "198.51.100.0/24", device: "mobile" },
    ]);
  });

  it("is written by a receipt's signed link too, an IPv6 address kept as its /48, no country as unknown", async () => {
    const id = await insertOrder({ day: 6, email: "ivy@example.com" });
    const link = await orderFileLink(getConfig(env).signingSecret, "", id, "f-one-pdf");
    const res = await request(link, {
      headers: { "CF-Connecting-IP": "2001:db8:abcd:12:1:2:3:4", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64)" },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect((await detail(id)).downloads).toEqual([
      {
        fileId: "f-one-pdf",
        at: expect.any(Number),
        country: "unknown",
        network: "2001:db8:abcd::/48",
        device: "desktop",
      },
    ]);
  });

  it("flags an order fetched from the threshold's number of networks within 48 hours, not one fewer", async () => {
    const id = await insertOrder({ day: 7, email: "gil@example.com" });
    const log = (at: number, network: string) =>
      env.DB.prepare(
        "INSERT INTO download_log (order_id, file_id, at, country, network, device) VALUES (?, 'f-one-epub', ?, 'ES', ?, 'desktop')",
      ).bind(id, at, network);
    const t = BASE + 7 * DAY;
    // Four networks within 48 hours, a fifth just outside the window, the same network again.
    await env.DB.batch([
      log(t, "10.0.1.0/24"),
      log(t + HOUR, "10.0.2.0/24"),
      log(t + 2 * HOUR, "10.0.2.0/24"),
      log(t + 24 * HOUR, "2001:db8:1::/48"),
      log(t + 47 * HOUR, "10.0.3.0/24"),
      log(t + 48 * HOUR, "10.0.4.0/24"),
    ]);
    expect((await detail(id)).sharing).toEqual({ networks48h: 4, threshold: 5, flagged: false });
    // A fifth network inside the window: exactly the threshold flags.
    await log(t + 46 * HOUR, "10.0.5.0/24").run();
    expect((await detail(id)).sharing).toEqual({ networks48h: 5, threshold: 5, flagged: true });
  });

  it("the sweep deletes entries older than the policy's 90 days and keeps the rest", async () => {
    const id = await insertOrder({ day: 8, email: "hal@example.com" });
    const now = BASE;
    const cutoff = now - DOWNLOAD_LOG_DAYS * DAY;
    await env.DB.batch(
      [cutoff - 1, cutoff, now].map((at) =>
        env.DB.prepare(
          "INSERT INTO download_log (order_id, file_id, at, country, network, device) VALUES (?, 'f-one-pdf', ?, 'FR', '10.9.9.0/24', 'tablet')",
        ).bind(id, at),
      ),
    );
    // The sweep itself, at a time when only the first entry is past 90 days.
    expect((await runSweep(getConfig(env), db, { now })).prunedDownloadLog).toBe(1);
    const left = await env.DB.prepare("SELECT at FROM download_log WHERE order_id = ? ORDER BY at").bind(id).all();
    expect(left.results.map((r) => r.at)).toEqual([cutoff, now]);
  });

  it("reads its threshold from DOWNLOAD_SHARING_NETWORKS (default 5, at least 2)", () => {
    const base = { ENVIRONMENT: "test", SITE_URL: "http://localhost:8787" };
    expect(parseConfig(base).downloads.sharingNetworks).toBe(5);
    expect(parseConfig({ ...base, DOWNLOAD_SHARING_NETWORKS: "8" }).downloads.sharingNetworks).toBe(8);
    expect(() => parseConfig({ ...base, DOWNLOAD_SHARING_NETWORKS: "1" })).toThrow(/DOWNLOAD_SHARING_NETWORKS/);
    expect(() => parseConfig({ ...base, DOWNLOAD_SHARING_NETWORKS: "many" })).toThrow(/DOWNLOAD_SHARING_NETWORKS/);
  });
});

describe("50,000 orders", () => {
  it("answers the first page, a deep page and a state's page off the indexes", async () => {
    const start = Date.UTC(2020, 0, 1);
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
       INSERT INTO orders (id, status, total_cents, email, locale, created_at, updated_at)
       SELECT printf('00000000-0000-4000-8000-%012d', i),
              CASE i % 4 WHEN 0 THEN 'paid' WHEN 1 THEN 'pending' WHEN 2 THEN 'failed' ELSE 'refunded' END,
              i, printf('bulk%d@example.com', i), 'en', ? + i * 60000, ? + i * 60000 FROM n`,
    )
      .bind(start, start)
      .run();
    const period = "&from=2020-01-01&to=2020-12-31";
    const t0 = performance.now();
    const first = await list(`?limit=100${period}`);
    expect(first.orders).toHaveLength(100);
    expect(first.orders[0]!.email).toBe("bulk50000@example.com");
    let page = first;
    for (let i = 0; i < 5; i++) page = await list(`?limit=100${period}&before=${page.next}`);
    expect(page.orders[0]!.email).toBe("bulk49500@example.com");
    const paid = await list(`?state=paid&limit=10${period}`);
    expect(emails(paid)[0]).toBe("bulk50000@example.com");
    expect(emails(paid)[1]).toBe("bulk49996@example.com");
    console.log(`[studio-orders] 7 pages of 50,000 orders in ${Math.round(performance.now() - t0)} ms`);

    // The worst cases walk the whole index: a search matching one old order, a product no bulk order has.
    const t1 = performance.now();
    expect(emails(await list(`?q=bulk17@${period}`))).toEqual(["bulk17@example.com"]);
    expect((await list(`?product=product:book-two${period}`)).orders).toEqual([]);
    console.log(
      `[studio-orders] a rare search and an absent product over 50,000 orders in ${Math.round(performance.now() - t1)} ms`,
    );

    const plan = async (query: Parameters<typeof orderPageQuery>[0]) =>
      (await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${orderPageQuery(query, 101)}`))
        .map((r) => r.detail)
        .join("\n");
    const cursor = `${start + 25_000 * 60_000}.00000000-0000-4000-8000-000000025000`;
    const firstPlan = await plan({});
    expect(firstPlan).toMatch(/SCAN orders USING INDEX orders_created_idx/);
    expect(await plan({ before: cursor })).toMatch(
      /SEARCH orders USING INDEX orders_created_idx \(\(created_at,id\)<\(\?,\?\)\)/,
    );
    expect(await plan({ state: "paid", before: cursor })).toMatch(
      /SEARCH orders USING INDEX orders_status_created_idx \(status=\? AND \(created_at,id\)<\(\?,\?\)\)/,
    );
    // Never sorted: the index gives the order.
    expect(firstPlan).not.toMatch(/TEMP B-TREE/);
  });
});
