import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stripeSignature } from "#worker/payments/stripe";
import { EU_VAT_RATES, vatNumberCountry } from "#worker/services/vat/eu-vat-rates";
import { orderVat, placeOfSupply, type LineToTax } from "#worker/services/vat/order-vat";
import { quarterRange } from "#worker/services/vat/oss-report";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectError, nextIp, request } from "../support/worker/http";
import { lastMailText } from "../support/worker/outbox";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { expectDoorShut, studioAuthor } from "../support/worker/studio";

/**
 * EU VAT for a seller in Spain (decision 053): the rate table and the place of supply,
 * the VAT recorded when a payment lands (local provider and Stripe Tax), the receipt's VAT, the
 * buyer's invoice (page and PDF) numbered without gaps under concurrent payments, and the
 * author's quarterly OSS report.
 */

const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const WEBHOOK_SECRET = "whsec_test_secret_for_vat";
const STRIPE_ENV = { ...env, STRIPE_SECRET_KEY: "sk_test_vat", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

beforeAll(async () => {
  await seedShopFixtures();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const ebook = (itemId: number, grossCents: number): LineToTax => ({
  itemId,
  grossCents,
  parts: [{ kind: "ebook", weight: 1 }],
});
const track = (itemId: number, grossCents: number): LineToTax => ({
  itemId,
  grossCents,
  parts: [{ kind: "digital", weight: 1 }],
});

describe("the rate table and the place of supply", () => {
  it("covers the 27 member states with a standard and an e-book rate, in basis points", () => {
    expect(Object.keys(EU_VAT_RATES)).toHaveLength(27);
    for (const rates of Object.values(EU_VAT_RATES)) {
      expect(Number.isInteger(rates.standard) && Number.isInteger(rates.ebook)).toBe(true);
      expect(rates.ebook).toBeLessThanOrEqual(rates.standard);
    }
    expect(EU_VAT_RATES.ES).toEqual({ standard: 2100, ebook: 400 });
  });

  it("takes the country two pieces of evidence agree on; a conflict uses the billing country and says so", () => {
    expect(placeOfSupply({ ipCountry: "FR", billingCountry: "FR" })).toEqual({ country: "FR", state: "agree" });
    expect(placeOfSupply({ ipCountry: "FR", billingCountry: "DE", cardCountry: "DE" })).toEqual({
      country: "DE",
      state: "agree",
    });
    expect(placeOfSupply({ ipCountry: "FR", billingCountry: "DE" })).toEqual({ country: "DE", state: "conflict" });
    expect(placeOfSupply({ ipCountry: "unknown", billingCountry: "IT" })).toEqual({ country: "IT", state: "single" });
    // Cloudflare's unknown (XX) and Tor (T1) are no evidence; with none, Spanish VAT.
    expect(placeOfSupply({ ipCountry: "XX", billingCountry: null })).toEqual({ country: "ES", state: "none" });
    expect(placeOfSupply({ ipCountry: "T1" })).toEqual({ country: "ES", state: "none" });
  });

  it("reads EU VAT numbers by their shape, Greece as EL", () => {
    expect(vatNumberCountry("DE 123 456 789")).toBe("DE");
    expect(vatNumberCountry("EL123456789")).toBe("GR");
    expect(vatNumberCountry("ESB12345678")).toBe("ES");
    expect(vatNumberCountry("FR12345678901")).toBe("FR");
    expect(vatNumberCountry("DE12345")).toBeNull();
    expect(vatNumberCountry("US123456789")).toBeNull();
  });
});

describe("an order's VAT, carved out of tax-inclusive prices", () => {
  const lines = [ebook(1, 699), track(2, 129)];

  it("a consumer in Spain pays Spanish VAT: 4 % on the e-book, 21 % on the track", () => {
    const vat = orderVat(lines, { ipCountry: "ES", billingCountry: "ES" });
    expect(vat).toMatchObject({ scheme: "domestic", country: "ES", evidence: "agree", taxId: null });
    expect(vat.lines).toEqual([
      { itemId: 1, kind: "ebook", rateBp: 400, grossCents: 699, netCents: 672, vatCents: 27 },
      { itemId: 2, kind: "digital", rateBp: 2100, grossCents: 129, netCents: 107, vatCents: 22 },
    ]);
    expect(vat.vatCents).toBe(49);
  });

  it("a consumer in France pays French VAT through the OSS: 5.5 % and 20 %", () => {
    const vat = orderVat(lines, { ipCountry: "FR", billingCountry: "FR" });
    expect(vat).toMatchObject({ scheme: "oss", country: "FR" });
    expect(vat.lines.map((l) => [l.rateBp, l.vatCents, l.netCents])).toEqual([
      [550, 36, 663],
      [2000, 22, 107],
    ]);
  });

  it("a consumer in Germany pays German VAT: 7 % and 19 %", () => {
    const vat = orderVat(lines, { ipCountry: "DE", billingCountry: "DE" });
    expect(vat).toMatchObject({ scheme: "oss", country: "DE", vatCents: 46 + 21 });
    expect(vat.lines.map((l) => l.rateBp)).toEqual([700, 1900]);
  });

  it("a business with another member state's VAT number confirmed valid is reverse-charged; a Spanish one pays Spanish VAT", () => {
    const confirmed = { status: "valid", checkedBy: "vies", checkedAt: 0, answer: "VIES: valid" } as const;
    const german = orderVat(lines, {
      ipCountry: "ES",
      billingCountry: "DE",
      taxId: "de100000001",
      taxIdCheck: confirmed,
    });
    expect(german).toMatchObject({ scheme: "reverse_charge", country: "DE", taxId: "DE100000001", vatCents: 0 });
    expect(german.lines.every((l) => l.netCents === l.grossCents)).toBe(true);
    // The same number without a confirmation, or with another answer, is a consumer's sale.
    expect(orderVat(lines, { ipCountry: "DE", billingCountry: "DE", taxId: "DE100000001" }).scheme).toBe("oss");
    expect(
      orderVat(lines, {
        ipCountry: "DE",
        billingCountry: "DE",
        taxId: "DE100000001",
        taxIdCheck: { ...confirmed, status: "unavailable" },
      }).scheme,
    ).toBe("oss");
    const spanish = orderVat(lines, {
      ipCountry: "ES",
      billingCountry: "ES",
      taxId: "ESB12345678",
      taxIdCheck: confirmed,
    });
    expect(spanish).toMatchObject({ scheme: "domestic", country: "ES", vatCents: 49 });
    // A number that isn't an EU VAT number makes no business: consumer VAT.
    expect(orderVat(lines, { ipCountry: "FR", billingCountry: "FR", taxId: "not-a-number" }).scheme).toBe("oss");
  });

  it("outside the EU there is no EU VAT", () => {
    const vat = orderVat(lines, { ipCountry: "US", billingCountry: "US" });
    expect(vat).toMatchObject({ scheme: "outside_eu", country: "US", vatCents: 0 });
  });

  it("a mixed bundle is split by its items' list prices, each part at its rate, to the cent", () => {
    const bundle: LineToTax = {
      itemId: 9,
      grossCents: 1299,
      parts: [
        { kind: "ebook", weight: 699 },
        { kind: "ebook", weight: 799 },
        { kind: "digital", weight: 129 },
      ],
    };
    const vat = orderVat([bundle], { ipCountry: "ES", billingCountry: "ES" });
    expect(vat.lines.map((l) => [l.kind, l.grossCents, l.rateBp])).toEqual([
      ["ebook", 1196, 400],
      ["digital", 103, 2100],
    ]);
    expect(vat.lines.reduce((sum, l) => sum + l.grossCents, 0)).toBe(1299);
    expect(vat.lines.every((l) => l.netCents + l.vatCents === l.grossCents)).toBe(true);
  });

  it("quarters start at midnight in Madrid", () => {
    expect(quarterRange("2026-Q1")).toEqual({
      from: Date.parse("2025-12-31T23:00:00Z"),
      to: Date.parse("2026-03-31T22:00:00Z"),
    });
    expect(quarterRange("2026-Q4")).toEqual({
      from: Date.parse("2026-09-30T22:00:00Z"),
      to: Date.parse("2026-12-31T23:00:00Z"),
    });
  });
});

/** A request to the app with other bindings (Stripe's keys). */
async function withBindings(bindings: object, path: string, init: RequestInit = {}) {
  return callApp(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), bindings);
}

async function fillCart(reader: Reader, ...slugs: string[]) {
  for (const slug of slugs) expect((await api(`/cart/items/${slug}`, { method: "PUT", reader })).status).toBe(200);
}

/** Checks out from `ipCountry` (Cloudflare's country of the request) in the buyer's language. */
async function checkoutFrom(reader: Reader, ipCountry: string, locale = "en"): Promise<string> {
  const res = await request("/api/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: reader.cookie, "CF-Connecting-IP": nextIp() },
    body: JSON.stringify({ turnstileToken: TOKEN, locale }),
    cf: { country: ipCountry },
  });
  expect(res.status).toBe(201);
  return (await res.json<{ data: { orderId: string } }>()).data.orderId;
}

async function sessionOf(orderId: string): Promise<string> {
  return (await env.DB.prepare("SELECT provider_session_id AS id FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ id: string }>())!.id;
}

/** Pays on the local provider's page with the billing country and VAT number typed there. */
async function payLocally(orderId: string, billing: { country?: string; taxId?: string } = {}) {
  const form = new URLSearchParams({ action: "pay", ...billing });
  return withBindings(env, `/api/payments/local/${await sessionOf(orderId)}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
}

async function buy(
  name: string,
  slugs: string[],
  { ip, billing, taxId, locale = "en" }: { ip: string; billing: string; taxId?: string; locale?: string },
) {
  const reader = await signUpReader(name);
  await fillCart(reader, ...slugs);
  const orderId = await checkoutFrom(reader, ip, locale);
  expect((await payLocally(orderId, { country: billing, ...(taxId ? { taxId } : {}) })).status).toBe(303);
  return { reader, orderId };
}

const taxesOf = (orderId: string) =>
  env.DB.prepare("SELECT * FROM order_taxes WHERE order_id = ?").bind(orderId).first<Record<string, unknown>>();

describe("VAT recorded when the payment lands, shown on the receipt and the invoice", () => {
  it("a buyer in Spain: evidence, VAT lines, the receipt in Spanish and a numbered invoice", async () => {
    const { reader, orderId } = await buy("Comprador Español", ["book-one", "theme"], {
      ip: "ES",
      billing: "ES",
      locale: "es",
    });
    expect(await taxesOf(orderId)).toMatchObject({
      scheme: "domestic",
      country: "ES",
      ip_country: "ES",
      billing_country: "ES",
      evidence: "agree",
      source: "rate_table",
      vat_cents: 49,
    });
    const receipt = await lastMailText(reader.email, "order_receipt");
    expect(receipt).toContain("IVA incluido (4 %)");
    expect(receipt).toContain("IVA incluido (21 %)");
    expect(receipt).toContain(`/api/invoices/${orderId}`);

    const page = await api(`/invoices/${orderId}`, { reader });
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/Factura \d{4}-\d{6}/);
    expect(html).toContain("Base imponible");
    expect(html).toContain("local test seller");

    const pdf = await api(`/invoices/${orderId}/pdf`, { reader });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toMatch(/^Factura \d{4}-\d{6}$/);
  });

  it("a buyer in France pays French rates through the OSS; one in Germany German ones", async () => {
    const french = await buy("Acheteuse", ["book-one", "theme"], { ip: "FR", billing: "FR" });
    expect(await taxesOf(french.orderId)).toMatchObject({ scheme: "oss", country: "FR", vat_cents: 58 });
    const german = await buy("Käufer", ["book-one", "theme"], { ip: "DE", billing: "DE" });
    expect(await taxesOf(german.orderId)).toMatchObject({ scheme: "oss", country: "DE", vat_cents: 67 });
    const rates = await env.DB.prepare("SELECT rate_bp FROM order_vat_lines WHERE order_id = ? ORDER BY rate_bp")
      .bind(german.orderId)
      .all<{ rate_bp: number }>();
    expect(rates.results.map((r) => r.rate_bp)).toEqual([700, 1900]);
    const html = await (await api(`/invoices/${french.orderId}`, { reader: french.reader })).text();
    expect(html).toContain("One-Stop Shop");
  });

  it("conflicting evidence uses the billing country and is kept for review", async () => {
    const { orderId } = await buy("Traveller", ["theme"], { ip: "FR", billing: "IT" });
    expect(await taxesOf(orderId)).toMatchObject({ country: "IT", ip_country: "FR", evidence: "conflict" });
  });

  it("a business with a German VAT number confirmed valid is reverse-charged, and the invoice says so", async () => {
    const { reader, orderId } = await buy("GmbH Buyer", ["book-one"], {
      ip: "DE",
      billing: "DE",
      taxId: "DE100000001",
    });
    expect(await taxesOf(orderId)).toMatchObject({
      scheme: "reverse_charge",
      tax_id: "DE100000001",
      tax_id_check: "valid",
      vat_cents: 0,
    });
    expect(await lastMailText(reader.email, "order_receipt")).toContain("VAT: reverse charge (0 %)");
    const html = await (await api(`/invoices/${orderId}`, { reader })).text();
    expect(html).toContain("Reverse charge");
    expect(html).toContain("DE100000001");
  });

  it("the test payment page refuses a VAT number that isn't one, and nothing is paid", async () => {
    const reader = await signUpReader("Typo Business");
    await fillCart(reader, "theme");
    const orderId = await checkoutFrom(reader, "DE");
    const res = await payLocally(orderId, { country: "DE", taxId: "DE12" });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('aria-invalid="true"');
    const row = await env.DB.prepare("SELECT status FROM orders WHERE id = ?")
      .bind(orderId)
      .first<{ status: string }>();
    expect(row!.status).toBe("pending");
    expect(await taxesOf(orderId)).toBeNull();
  });

  it("an invoice only for the buyer, only once paid", async () => {
    const { orderId } = await buy("Owner", ["theme"], { ip: "ES", billing: "ES" });
    const stranger = await signUpReader("Stranger");
    await expectError(await api(`/invoices/${orderId}`, { reader: stranger }), 404, "not_found");
    await expectError(await api(`/invoices/${orderId}/pdf`), 401, "unauthorized");
    await expectError(await api(`/invoices/not-an-order`, { reader: stranger }), 400, "validation_failed");
    const unpaidReader = await signUpReader("Unpaid");
    await fillCart(unpaidReader, "theme");
    const unpaid = await checkoutFrom(unpaidReader, "ES");
    await expectError(await api(`/invoices/${unpaid}`, { reader: unpaidReader }), 409, "conflict");
  });

  it("invoice numbers have no gaps and no repeats when payments land at once", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n, MAX(seq) AS last FROM invoices").first<{
      n: number;
      last: number | null;
    }>();
    const orders: string[] = [];
    for (let i = 0; i < 12; i++) {
      const reader = await signUpReader(`Concurrent ${i}`);
      await fillCart(reader, "theme");
      orders.push(await checkoutFrom(reader, "ES"));
    }
    const paid = await Promise.all(orders.map((id) => payLocally(id, { country: "ES" })));
    expect(paid.every((res) => res.status === 303)).toBe(true);
    const issued = await env.DB.prepare(
      `SELECT seq, number FROM invoices WHERE order_id IN (${orders.map(() => "?").join(",")}) ORDER BY seq`,
    )
      .bind(...orders)
      .all<{ seq: number; number: string }>();
    expect(issued.results).toHaveLength(12);
    const first = (before!.last ?? 0) + 1;
    expect(issued.results.map((r) => r.seq)).toEqual(Array.from({ length: 12 }, (_, i) => first + i));
    const year = new Date().getUTCFullYear();
    expect(issued.results[0]!.number).toBe(`${year}-${String(first).padStart(6, "0")}`);
    const all = await env.DB.prepare("SELECT seq FROM invoices ORDER BY seq").all<{ seq: number }>();
    expect(all.results.map((r) => r.seq)).toEqual(Array.from({ length: all.results.length }, (_, i) => i + 1));
  }, 60_000);
});

describe("Stripe Tax", () => {
  it("asks for tax-inclusive prices with tax codes, the billing address and VAT numbers; the webhook's evidence is recorded", async () => {
    const calls: URLSearchParams[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://api.stripe.com/")) throw new Error(`unexpected fetch to ${url}`);
      if (url.startsWith("https://api.stripe.com/v1/customers/cus_vat/tax_ids"))
        return Response.json({ data: [{ value: "NL123456789B01", verification: { status: "verified" } }] });
      const form = new URLSearchParams(String(init?.body));
      calls.push(form);
      return Response.json({ id: `cs_test_vat_${calls.length}`, url: "https://checkout.stripe.com/c/pay/cs_test" });
    });
    const reader = await signUpReader("Stripe Business");
    await fillCart(reader, "book-one", "theme");
    const res = await withBindings(STRIPE_ENV, "/api/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: reader.cookie, "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({ turnstileToken: TOKEN }),
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
    const form = calls[0]!;
    expect(form.get("automatic_tax[enabled]")).toBe("true");
    expect(form.get("tax_id_collection[enabled]")).toBe("true");
    expect(form.get("billing_address_collection")).toBe("required");
    expect(form.get("customer_creation")).toBe("always");
    expect(form.get("line_items[0][price_data][tax_behavior]")).toBe("inclusive");
    expect(form.get("line_items[0][price_data][product_data][tax_code]")).toBe("txcd_10302000");
    expect(form.get("line_items[1][price_data][product_data][tax_code]")).toBe("txcd_10401100");

    const payload = JSON.stringify({
      id: "evt_vat_completed",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_vat_1",
          payment_status: "paid",
          payment_intent: "pi_vat",
          customer: "cus_vat",
          customer_details: { address: { country: "NL" }, tax_ids: [{ type: "eu_vat", value: "NL123456789B01" }] },
          total_details: { amount_tax: 0 },
        },
      },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const hook = await withBindings(STRIPE_ENV, "/api/payments/stripe/webhook", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": `t=${timestamp},v1=${await stripeSignature(WEBHOOK_SECRET, timestamp, payload)}`,
      },
      body: payload,
    });
    expect(hook.status).toBe(200);
    expect(await taxesOf(orderId)).toMatchObject({
      scheme: "reverse_charge",
      country: "NL",
      billing_country: "NL",
      source: "stripe_tax",
      provider_vat_cents: 0,
      tax_id: "NL123456789B01",
      tax_id_check: "valid",
      tax_id_checked_by: "stripe",
    });
    const invoice = await env.DB.prepare("SELECT number FROM invoices WHERE order_id = ?").bind(orderId).first();
    expect(invoice).not.toBeNull();
  });
});

describe("GET /api/studio/sales/oss.csv", () => {
  it("the quarter's VAT per scheme, country and rate, refunds as negative lines; audited", async () => {
    const author = await studioAuthor("author-vat@example.com");
    const { orderId } = await buy("Quarter Buyer", ["book-one", "theme"], { ip: "FR", billing: "FR" });
    // The track is refunded from the studio (local provider): its credit note is the refund's row.
    const track = await env.DB.prepare("SELECT id FROM order_items WHERE order_id = ? AND product_id = 'product:theme'")
      .bind(orderId)
      .first<{ id: number }>();
    const refund = await withBindings(env, `/api/studio/orders/${orderId}/refund`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: author.cookie, "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({ requestId: crypto.randomUUID(), lines: [track!.id], amountCents: 129 }),
    });
    expect(refund.status).toBe(200);
    const now = new Date();
    const madrid = new Date(now.getTime() + 2 * 3_600_000);
    const quarter = `${madrid.getUTCFullYear()}-Q${Math.floor(madrid.getUTCMonth() / 3) + 1}`;
    const res = await api(`/studio/sales/oss.csv?quarter=${quarter}`, { reader: author });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toContain(`vat-${quarter}`);
    const csv = (await res.text()).replace(/^\uFEFF/, "");
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header).toBe("quarter,scheme,country,vat_rate_percent,type,orders,net_eur,vat_eur,gross_eur");
    const french = rows.filter((r) => r.startsWith(`${quarter},oss,FR,`));
    expect(french).toContain(`${quarter},oss,FR,20.00,refund,1,-1.07,-0.22,-1.29`);
    expect(french.some((r) => r.startsWith(`${quarter},oss,FR,5.50,sale,`))).toBe(true);
    expect(french.some((r) => r.startsWith(`${quarter},oss,FR,20.00,sale,`))).toBe(true);

    const bad = await expectError(
      await api("/studio/sales/oss.csv?quarter=2026-Q5", { reader: author }),
      400,
      "validation_failed",
    );
    expect(bad.fields?.quarter).toEqual(["quarter_invalid"]);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE action = 'sales.vat_exported'").all();
    expect(audit.results.length).toBeGreaterThan(0);

    const reader = await signUpReader("Curious Reader");
    await expectDoorShut([["GET", `/studio/sales/oss.csv?quarter=${quarter}`]], "signed out");
    await expectDoorShut([["GET", `/studio/sales/oss.csv?quarter=${quarter}`]], { reader, code: "forbidden" });
  });
});
