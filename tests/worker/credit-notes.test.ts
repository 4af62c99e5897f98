import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SalesReport } from "#worker/contract/studio-sales";
import type { StudioOrderDetail, StudioRefundResult } from "#worker/contract/studio-orders";
import type { OrderView } from "#worker/contract/orders";
import { stripeSignature } from "#worker/payments/stripe";
import { apportionRefund, type CreditNoteDocument } from "#worker/services/vat/credit-notes";
import type { InvoiceDocument } from "#worker/services/vat/invoices";
import { quarterRange } from "#worker/services/vat/oss-report";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectData, expectError, nextIp } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { expectDoorShut, studioAuthor } from "../support/worker/studio";

/**
 * Credit notes (decision 062): each refund of an invoiced sale, from the studio or reported by
 * Stripe (an amount alone included), issues one corrective invoice in the invoice's language,
 * numbered without gaps in its own yearly series; the buyer and the studio open it as a page
 * and a PDF; the OSS report and the sales figures count the refund exactly as its note says.
 */

const WEBHOOK_SECRET = "whsec_test_secret_for_credit_notes";
const STRIPE_ENV = { ...env, STRIPE_SECRET_KEY: "sk_test_credit_notes", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const PRICES: Record<string, number> = { "book-one": 699, theme: 129, "book-two": 799 };
const YEAR = new Date().getUTCFullYear();

let author: Reader;
let buyer: Reader;

beforeAll(async () => {
  await seedShopFixtures();
  author = await studioAuthor("author-credit-notes@example.com", "Credit Notes Author");
  buyer = await signUpReader("Credit Notes Buyer");
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A paid order of the buyer's, as checkout and the provider leave it (its invoice is issued on request). */
async function paidOrder(
  slugs: string[],
  { provider = "stripe", locale = "es", country = "ES" }: { provider?: string; locale?: string; country?: string } = {},
) {
  const id = crypto.randomUUID();
  const paymentId = `pi_${id.slice(0, 8)}`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (id, user_id, status, total_cents, provider, provider_session_id, provider_payment_id, email, locale, paid_at, country)
       VALUES (?, ?, 'paid', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      buyer.id,
      slugs.reduce((sum, slug) => sum + PRICES[slug]!, 0),
      provider,
      `cs_${id}`,
      paymentId,
      buyer.email,
      locale,
      Date.now(),
      country,
    ),
    ...slugs.map((slug) =>
      env.DB.prepare("INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, ?, ?, ?)").bind(
        id,
        `product:${slug}`,
        slug,
        PRICES[slug]!,
      ),
    ),
  ]);
  const lines = await env.DB.prepare("SELECT id FROM order_items WHERE order_id = ? ORDER BY id")
    .bind(id)
    .all<{ id: number }>();
  return { id, paymentId, lines: lines.results.map((l) => l.id) };
}

/** A refund from the studio with the local test provider. */
function studioRefund(orderId: string, body: { amountCents: number; lines?: number[]; requestId?: string }) {
  return expectData<StudioRefundResult>(
    callApp(
      new Request(`${ORIGIN}/api/studio/orders/${orderId}/refund`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: author.cookie, "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }),
      }),
      env,
    ),
  );
}

async function webhook(event: object) {
  const payload = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  const res = await callApp(
    new Request(`${ORIGIN}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": `t=${t},v1=${await stripeSignature(WEBHOOK_SECRET, t, payload)}`,
      },
      body: payload,
    }),
    STRIPE_ENV,
  );
  expect(res.status).toBe(200);
  return (await res.json<{ data: { handled: boolean } }>()).data;
}

/** A refund made in Stripe's dashboard: no metadata of ours. */
const dashboardRefund = (eventId: string, refundId: string, paymentId: string, amount: number) => ({
  id: eventId,
  type: "refund.created",
  data: {
    object: { id: refundId, object: "refund", amount, payment_intent: paymentId, status: "succeeded", metadata: {} },
  },
});

interface NoteRow {
  refund_id: string;
  number: string;
  series: string;
  seq: number;
  invoice_number: string;
  document: CreditNoteDocument;
}

async function notesOf(orderId: string): Promise<NoteRow[]> {
  const rows = await env.DB.prepare(
    "SELECT refund_id, number, series, seq, invoice_number, document FROM credit_notes WHERE order_id = ? ORDER BY seq",
  )
    .bind(orderId)
    .all<Omit<NoteRow, "document"> & { document: string }>();
  return rows.results.map((row) => ({ ...row, document: JSON.parse(row.document) as CreditNoteDocument }));
}

async function invoiceOf(orderId: string) {
  const row = await env.DB.prepare("SELECT number, issued_at, document FROM invoices WHERE order_id = ?")
    .bind(orderId)
    .first<{ number: string; issued_at: number; document: string }>();
  return { number: row!.number, issuedAt: row!.issued_at, document: JSON.parse(row!.document) as InvoiceDocument };
}

describe("apportioning a refund over the invoice's lines", () => {
  const lines = [
    { grossCents: 699, vatCents: 27 },
    { grossCents: 129, vatCents: 22 },
  ];

  it("an amount alone is spread over every line by what is left of each, exactly to the cent", () => {
    const shares = apportionRefund(300, lines, new Set());
    expect(shares).toEqual([
      { grossCents: 253, vatCents: 10 },
      { grossCents: 47, vatCents: 8 },
    ]);
    expect(shares.reduce((sum, s) => sum + s.grossCents, 0)).toBe(300);
  });

  it("named lines go back whole; an amount short of them is spread over them; the excess over the rest", () => {
    expect(apportionRefund(129, lines, new Set([1]))).toEqual([
      { grossCents: 0, vatCents: 0 },
      { grossCents: 129, vatCents: 22 },
    ]);
    expect(apportionRefund(100, lines, new Set([1]))).toEqual([
      { grossCents: 0, vatCents: 0 },
      { grossCents: 100, vatCents: 17 },
    ]);
    expect(apportionRefund(229, lines, new Set([1]))).toEqual([
      { grossCents: 100, vatCents: 4 },
      { grossCents: 129, vatCents: 22 },
    ]);
    // Never more than is left.
    expect(apportionRefund(5000, lines, new Set())).toEqual(lines);
  });
});

describe("a refund of an invoiced sale issues a credit note", () => {
  it("whole, from the studio: its own series, the invoice's language, every line negative, the invoice named", async () => {
    const { id } = await paidOrder(["book-one", "theme"], { provider: "local", locale: "es" });
    const requestId = crypto.randomUUID();
    const result = await studioRefund(id, { amountCents: 828, requestId });
    expect(result.refund.status).toBe("succeeded");
    // The same request again (a double click, a retry) is the same refund: no second note.
    expect((await studioRefund(id, { amountCents: 828, requestId })).replayed).toBe(true);

    const [note, ...more] = await notesOf(id);
    expect(more).toHaveLength(0);
    const invoice = await invoiceOf(id);
    expect(note!.series).toBe(`R${YEAR}`);
    expect(note!.number).toBe(`R${YEAR}-${String(note!.seq).padStart(6, "0")}`);
    expect(note!.invoice_number).toBe(invoice.number);
    const doc = note!.document;
    expect(doc).toMatchObject({
      locale: "es",
      reason: "refund",
      refundId: result.refund.id,
      corrects: { number: invoice.number, issuedAt: invoice.issuedAt },
      seller: invoice.document.seller,
      buyer: invoice.document.buyer,
      scheme: invoice.document.scheme,
      apportionment: null,
      totalCents: -828,
    });
    expect(doc.lines.map((l) => [l.title, l.rateBp, l.netCents, l.vatCents, l.grossCents])).toEqual(
      invoice.document.lines.map((l) => [l.title, l.rateBp, -l.netCents, -l.vatCents, -l.grossCents]),
    );
    expect(doc.vatCents).toBe(-invoice.document.vatCents);
    expect(doc.rates).toEqual(
      invoice.document.rates.map((r) => ({ rateBp: r.rateBp, netCents: -r.netCents, vatCents: -r.vatCents })),
    );

    // The buyer's page and PDF, in Spanish.
    const page = await api(`/invoices/${id}/credit-notes/${note!.number}`, { reader: buyer });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`Factura rectificativa ${note!.number}`);
    expect(html).toContain("Factura rectificada");
    expect(html).toContain(invoice.number);
    expect(html).toContain("Devolución de la venta");
    expect(html).toContain("-8,28");
    const pdf = await api(`/invoices/${id}/credit-notes/${note!.number}/pdf`, { reader: buyer });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toContain(`credit-note-${note!.number}.pdf`);
    const document = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(document.getTitle()).toBe(`Factura rectificativa ${note!.number}`);

    // The studio opens the same note, and its order page lists it.
    const studioPage = await api(`/studio/orders/${id}/credit-notes/${note!.number}`, { reader: author });
    expect(studioPage.status).toBe(200);
    expect(await studioPage.text()).toContain(`Factura rectificativa ${note!.number}`);
    expect((await api(`/studio/orders/${id}/credit-notes/${note!.number}/pdf`, { reader: author })).status).toBe(200);
    const detail = await expectData<StudioOrderDetail>(api(`/studio/orders/${id}`, { reader: author }));
    expect(detail.creditNotes).toEqual([
      { number: note!.number, issuedAt: expect.any(Number), totalCents: -828, currency: "EUR" },
    ]);
    // The buyer's order and library link it.
    const view = await expectData<OrderView>(api(`/orders/${id}`, { reader: buyer }));
    expect(view.creditNotes?.map((n) => n.number)).toEqual([note!.number]);
    const { orders: library } = await expectData<{ orders: OrderView[] }>(api(`/orders`, { reader: buyer }));
    expect(library.find((o) => o.id === id)?.creditNotes?.map((n) => n.number)).toEqual([note!.number]);
  });

  it("partial, then the rest: two notes with consecutive numbers, each for its own line, in Catalan", async () => {
    const { id, lines } = await paidOrder(["book-one", "theme"], { provider: "local", locale: "ca" });
    await studioRefund(id, { amountCents: 129, lines: [lines[1]!] });
    await studioRefund(id, { amountCents: 699, lines: [lines[0]!] });
    const [first, second] = await notesOf(id);
    expect(second!.seq).toBe(first!.seq + 1);
    expect(first!.document.lines.map((l) => [l.title, l.grossCents])).toEqual([["theme", -129]]);
    expect(second!.document.lines.map((l) => [l.title, l.grossCents])).toEqual([["book-one", -699]]);
    expect(first!.document.apportionment).toBeNull();
    const html = await (await api(`/invoices/${id}/credit-notes/${first!.number}`, { reader: buyer })).text();
    expect(html).toContain('<html lang="ca">');
    expect(html).toContain("Total retornat");
    // Together they undo the invoice exactly.
    const invoice = await invoiceOf(id);
    expect(first!.document.vatCents + second!.document.vatCents).toBe(-invoice.document.vatCents);
  });

  it("an amount alone from Stripe's dashboard is apportioned across the rates and says how; the rest closes it", async () => {
    const { id, paymentId } = await paidOrder(["book-one", "theme"], { locale: "en" });
    expect((await webhook(dashboardRefund("evt_cn_part", "re_cn_part", paymentId, 300))).handled).toBe(true);
    const [note] = await notesOf(id);
    expect(note!.document.apportionment).toEqual({
      method: "largest_remainder_by_remaining_gross",
      basis: "whole_invoice",
      amountCents: 300,
      remainingCents: 828,
    });
    expect(note!.document.lines.map((l) => [l.rateBp, l.grossCents, l.vatCents, l.netCents])).toEqual([
      [400, -253, -10, -243],
      [2100, -47, -8, -39],
    ]);
    expect(note!.document.totalCents).toBe(-300);
    const html = await (await api(`/invoices/${id}/credit-notes/${note!.number}`, { reader: buyer })).text();
    expect(html).toContain("Credit note");
    expect(html).toContain("The refund named no line");

    // Replayed, and the same refund in the charge's event: no second note.
    expect((await webhook(dashboardRefund("evt_cn_part", "re_cn_part", paymentId, 300))).handled).toBe(false);
    const charge = {
      object: "charge",
      payment_intent: paymentId,
      amount_refunded: 300,
      refunded: false,
      refunds: { data: [dashboardRefund("x", "re_cn_part", paymentId, 300).data.object] },
    };
    await webhook({ id: "evt_cn_charge", type: "charge.refunded", data: { object: charge } });
    expect(await notesOf(id)).toHaveLength(1);

    // The rest (528) in the dashboard: what was left of each line, so the notes undo the invoice.
    expect((await webhook(dashboardRefund("evt_cn_rest", "re_cn_rest", paymentId, 528))).handled).toBe(true);
    const [, rest] = await notesOf(id);
    expect(rest!.document.lines.map((l) => [l.grossCents, l.vatCents])).toEqual([
      [-446, -17],
      [-82, -14],
    ]);
    const invoice = await invoiceOf(id);
    expect(note!.document.vatCents + rest!.document.vatCents).toBe(-invoice.document.vatCents);
  });

  it("notes issued at once have no gaps and no repeats, however the refunds' events race", async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => paidOrder(["theme", "book-one"])));
    // Each order: two refunds of an amount reported at once, and one of the events twice.
    await Promise.all(
      orders.flatMap(({ id, paymentId }, i) => [
        webhook(dashboardRefund(`evt_race_${i}_a`, `re_race_${i}_a`, paymentId, 100)),
        webhook(dashboardRefund(`evt_race_${i}_b`, `re_race_${i}_b`, paymentId, 200)),
        webhook(dashboardRefund(`evt_race_${i}_a2`, `re_race_${i}_a`, paymentId, 100)),
        api(`/studio/orders/${id}`, { reader: author }),
      ]),
    );
    for (const { id } of orders) {
      const notes = await notesOf(id);
      expect(notes).toHaveLength(2);
      expect(notes.map((n) => n.document.totalCents).sort()).toEqual([-100, -200]);
    }
    const all = await env.DB.prepare("SELECT seq FROM credit_notes WHERE series = ? ORDER BY seq")
      .bind(`R${YEAR}`)
      .all<{ seq: number }>();
    expect(all.results.map((r) => r.seq)).toEqual(Array.from({ length: all.results.length }, (_, i) => i + 1));
  }, 60_000);
});

describe("who may open a credit note", () => {
  it("its buyer and the studio; another reader 404, signed out 401, a reader in the studio 403", async () => {
    const { id } = await paidOrder(["theme"], { provider: "local" });
    await studioRefund(id, { amountCents: 129 });
    const [note] = await notesOf(id);
    const path = `/invoices/${id}/credit-notes/${note!.number}`;
    const stranger = await signUpReader("Credit Note Stranger");
    await expectError(await api(path, { reader: stranger }), 404, "not_found");
    await expectError(await api(`${path}/pdf`, { reader: stranger }), 404, "not_found");
    await expectError(await api(path), 401, "unauthorized");
    // Another order's note by its number is no note of this one.
    const other = await paidOrder(["theme"], { provider: "local" });
    await expectError(
      await api(`/invoices/${other.id}/credit-notes/${note!.number}`, { reader: buyer }),
      404,
      "not_found",
    );
    await expectError(
      await api(`/invoices/${id}/credit-notes/2026-000001`, { reader: buyer }),
      400,
      "validation_failed",
    );
    // A stranger's library never lists it.
    const { orders: theirs } = await expectData<{ orders: OrderView[] }>(api(`/orders`, { reader: stranger }));
    expect(theirs.some((o) => o.creditNotes?.length)).toBe(false);
    await expectDoorShut([["GET", `/studio/orders/${id}/credit-notes/${note!.number}`]], "signed out");
    await expectDoorShut([["GET", `/studio/orders/${id}/credit-notes/${note!.number}/pdf`]], {
      reader: stranger,
      code: "forbidden",
    });
  });
});

describe("the OSS report and the sales figures count the notes", () => {
  it("refunds (an amount alone included) are negative in the quarter they succeeded, exactly as the notes say", async () => {
    // Italy: the only country these tests sell to, so its rows are this order's.
    const { id, paymentId, lines } = await paidOrder(["book-one", "theme"], { provider: "stripe", country: "IT" });
    // A line from the studio (Stripe mocked), then an amount alone from the dashboard.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://api.stripe.com/")) throw new Error(`unexpected fetch to ${url}`);
      const form = new URLSearchParams(String(init?.body));
      return Response.json({
        id: `re_${crypto.randomUUID().slice(0, 8)}`,
        object: "refund",
        amount: Number(form.get("amount")),
        payment_intent: form.get("payment_intent"),
        status: "succeeded",
        metadata: { refund_id: form.get("metadata[refund_id]"), order_id: form.get("metadata[order_id]") },
      });
    });
    const line = await callApp(
      new Request(`${ORIGIN}/api/studio/orders/${id}/refund`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: author.cookie, "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ requestId: crypto.randomUUID(), lines: [lines[1]], amountCents: 129 }),
      }),
      STRIPE_ENV,
    );
    expect(line.status).toBe(200);
    expect((await webhook(dashboardRefund("evt_cn_it", "re_cn_it", paymentId, 250))).handled).toBe(true);
    const notes = await notesOf(id);
    expect(notes).toHaveLength(2);
    expect(notes.every((n) => n.document.scheme === "oss" && n.document.buyer.country === "IT")).toBe(true);

    const madrid = new Date(Date.now() + 2 * 3_600_000);
    const quarter = `${madrid.getUTCFullYear()}-Q${Math.floor(madrid.getUTCMonth() / 3) + 1}`;
    const { from, to } = quarterRange(quarter);
    expect(Date.now()).toBeGreaterThanOrEqual(from);
    expect(Date.now()).toBeLessThan(to);
    const res = await api(`/studio/sales/oss.csv?quarter=${quarter}`, { reader: author });
    expect(res.status).toBe(200);
    const rows = (await res.text()).trim().split("\r\n");
    const expected = new Map<number, { net: number; vat: number; gross: number }>();
    for (const l of notes.flatMap((n) => n.document.lines)) {
      const sum = expected.get(l.rateBp) ?? { net: 0, vat: 0, gross: 0 };
      expected.set(l.rateBp, { net: sum.net + l.netCents, vat: sum.vat + l.vatCents, gross: sum.gross + l.grossCents });
    }
    const euros = (cents: number) => (cents / 100).toFixed(2);
    const italianRefunds = rows.filter((r) => r.startsWith(`${quarter},oss,IT,`) && r.includes(",refund,"));
    expect(italianRefunds.sort()).toEqual(
      [...expected]
        .map(
          ([rate, s]) =>
            `${quarter},oss,IT,${(rate / 100).toFixed(2)},refund,1,${euros(s.net)},${euros(s.vat)},${euros(s.gross)}`,
        )
        .sort(),
    );
    // 129 + 250 given back in all.
    expect([...expected.values()].reduce((sum, s) => sum + s.gross, 0)).toBe(-379);

    // The sales figures net the same amounts, on the day the refunds succeeded.
    const today = new Date().toISOString().slice(0, 10);
    const report = await expectData<SalesReport>(
      api(`/studio/sales?from=${today}&to=${today}&country=IT`, { reader: author }),
    );
    expect(report.totals.refundedCents).toBe(-notes.reduce((sum, n) => sum + n.document.totalCents, 0));
    expect(report.totals.refunds).toBe(2);
  });

  it("a refund whose note was never issued is issued before the report reads it", async () => {
    const { id } = await paidOrder(["theme"], { provider: "local", country: "PT" });
    // A refund settled while issuing its note failed: the refund's row, no note.
    await env.DB.prepare(
      `INSERT INTO order_refunds (id, order_id, provider, origin, status, amount_cents, currency, line_ids, created_at, updated_at, refunded_at)
       VALUES (?, ?, 'local', 'provider', 'succeeded', 129, 'EUR', '[]', ?, ?, ?)`,
    )
      .bind(crypto.randomUUID(), id, Date.now(), Date.now(), Date.now())
      .run();
    expect(await notesOf(id)).toHaveLength(0);
    const madrid = new Date(Date.now() + 2 * 3_600_000);
    const quarter = `${madrid.getUTCFullYear()}-Q${Math.floor(madrid.getUTCMonth() / 3) + 1}`;
    const csv = await (await api(`/studio/sales/oss.csv?quarter=${quarter}`, { reader: author })).text();
    expect(await notesOf(id)).toHaveLength(1);
    expect(csv).toMatch(new RegExp(`${quarter},oss,PT,[0-9.]+,refund,1,`));
  });
});
