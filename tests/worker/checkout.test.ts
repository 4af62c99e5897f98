import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CartView } from "#worker/contract/cart";
import type { OrderView } from "#worker/contract/orders";
import { stripeSignature } from "#worker/payments/stripe";
import { DOWNLOADS_PER_FILE, receiptOutboxId } from "#worker/services/orders";
import { orderFileLink } from "#worker/services/receipts";
import { signToken } from "#worker/services/signed-token";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectError, nextIp, request } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Checkout, payment events and downloads: the local test provider as configured for
 * tests, Stripe with its API mocked (no request leaves the test), webhook signatures, replays,
 * refunds and every refusal of a download.
 */

const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const WEBHOOK_SECRET = "whsec_test_secret_for_la_bodega";
const STRIPE_ENV = { ...env, STRIPE_SECRET_KEY: "sk_test_la_bodega", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const FILE_BYTES = new TextEncoder().encode("PK\u0003\u0004 a stand-in EPUB");

beforeAll(async () => {
  await seedShopFixtures();
  await env.FILES.put("products/book-one/book-one.epub", FILE_BYTES);
  await env.FILES.put("products/book-one/book-one.pdf", new TextEncoder().encode("%PDF-1.7 stand-in"));
  await env.DB.prepare(
    "INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position) VALUES ('f-theme-wav', 'theme', 'products/theme/theme.wav', 'Main Theme.wav', 'audio/wav', 8, 'WAV', 1)",
  ).run();
  await env.FILES.put("products/theme/theme.wav", new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0]));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A request to the app with other bindings (Stripe's keys), waiting for its background work. */
async function withBindings(bindings: object, path: string, init: RequestInit = {}) {
  return callApp(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), bindings);
}

async function fillCart(reader: Reader, ...slugs: string[]) {
  for (const slug of slugs) expect((await api(`/cart/items/${slug}`, { method: "PUT", reader })).status).toBe(200);
}

const checkout = (reader: Reader | null, json: unknown = { turnstileToken: TOKEN }) =>
  api("/checkout", { method: "POST", reader, json });

async function order(id: string, reader: Reader, locale = "en"): Promise<OrderView> {
  const res = await api(`/orders/${id}?locale=${locale}`, { reader });
  expect(res.status).toBe(200);
  return (await res.json<{ data: OrderView }>()).data;
}

async function sessionOf(orderId: string): Promise<string> {
  const row = await env.DB.prepare("SELECT provider_session_id AS id FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ id: string }>();
  return row!.id;
}

/** Pays an order through the local provider's page, as the browser does. */
async function payLocally(orderId: string, action: "pay" | "cancel" = "pay") {
  const session = await sessionOf(orderId);
  return withBindings(env, `/api/payments/local/${session}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `action=${action}`,
  });
}

async function paidOrder(reader: Reader, ...slugs: string[]): Promise<string> {
  await fillCart(reader, ...slugs);
  const res = await checkout(reader);
  expect(res.status).toBe(201);
  const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
  expect((await payLocally(orderId)).status).toBe(303);
  return orderId;
}

describe("POST /api/checkout", () => {
  it("needs an account or a guest's email, a bot-check token and something to buy", async () => {
    const guest = await expectError(await checkout(null), 400, "validation_failed");
    expect(guest.fields?.email).toEqual(["email_required"]);
    const reader = await signUpReader("Buyer");
    const missing = await expectError(await checkout(reader, {}), 400, "validation_failed");
    expect(missing.fields?.turnstileToken).toEqual(["bot_check_required"]);
    await expectError(await checkout(reader, { turnstileToken: "forged" }), 403, "bot_check_failed");
    await expectError(await checkout(reader), 409, "conflict");
  });

  it("records the country Cloudflare names for the checkout's request, `unknown` when it names none", async () => {
    const countryOf = async (cf: { country?: string } | undefined) => {
      const reader = await signUpReader("Country Buyer");
      await fillCart(reader, "theme");
      const res = await request("/api/checkout", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: reader.cookie, "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ turnstileToken: TOKEN }),
        ...(cf ? { cf } : {}),
      });
      expect(res.status).toBe(201);
      const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
      return (await env.DB.prepare("SELECT country FROM orders WHERE id = ?")
        .bind(orderId)
        .first<{ country: string }>())!.country;
    };
    expect(await countryOf({ country: "PT" })).toBe("PT");
    expect(await countryOf(undefined)).toBe("unknown");
    expect(await countryOf({ country: "<script>" })).toBe("unknown");
  });

  it("prices the order from D1 and opens the local payment page; a forged price changes nothing", async () => {
    const reader = await signUpReader("Ines");
    await fillCart(reader, "book-one", "theme");
    const res = await checkout(reader, {
      turnstileToken: TOKEN,
      locale: "es",
      totalCents: 1,
      lines: [{ slug: "book-one", priceCents: 1 }],
    });
    expect(res.status).toBe(201);
    const { orderId, url } = (await res.json<{ data: { orderId: string; url: string } }>()).data;
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/payments/local/local_cs_[0-9a-f]{32}\\?order=${orderId}$`));
    const placed = await order(orderId, reader, "es");
    expect(placed).toMatchObject({ status: "pending", totalCents: 828, currency: "EUR", files: [] });
    expect(placed.items.map((i) => [i.slug, i.title, i.priceCents])).toEqual([
      ["book-one", "Libro uno", 699],
      ["theme", "Main Theme", 129],
    ]);

    const page = await withBindings(env, new URL(url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="es"');
    expect(html).toContain("Libro uno");
    expect(html).toMatch(/Pagar 8,28\s€/);
  });

  it("pays, fills the library and sends one receipt in the buyer's language; paid items leave the cart", async () => {
    const reader = await signUpReader("Jon");
    await fillCart(reader, "book-one", "theme", "book-two");
    const res = await checkout(reader, { turnstileToken: TOKEN, locale: "es" });
    const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
    // Something added during payment stays in the cart.
    const paid = await payLocally(orderId);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`${ORIGIN}/es/order-success?order=${orderId}`);

    const view = await order(orderId, reader);
    expect(view.status).toBe("paid");
    expect(view.files.map((f) => [f.id, f.label, f.downloadsLeft])).toEqual([
      ["f-one-epub", "EPUB", DOWNLOADS_PER_FILE],
      ["f-one-pdf", "PDF", DOWNLOADS_PER_FILE],
      ["f-theme-wav", "WAV", DOWNLOADS_PER_FILE],
    ]);
    const cart = (await (await api("/cart", { reader })).json<{ data: CartView }>()).data;
    expect(cart.count).toBe(0);

    const receipt = await env.DB.prepare("SELECT recipient, subject, text_body AS text FROM email_outbox WHERE id = ?")
      .bind(receiptOutboxId(orderId))
      .first<{ recipient: string; subject: string; text: string }>();
    expect(receipt?.recipient).toBe(reader.email);
    expect(receipt?.subject).toBe(`Tu pedido de La Bodega ${orderId.slice(0, 8).toUpperCase()}`);
    expect(receipt?.text).toContain("Total pagado");
    expect(receipt?.text).toContain("/es/account/orders");
    expect(receipt?.text.match(/\/api\/orders\/file\?token=/g)).toHaveLength(3);

    // Paying again (a double click on the test page) changes nothing.
    expect((await payLocally(orderId)).status).toBe(303);
    const receipts = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE recipient = ? AND kind = 'order_receipt'",
    )
      .bind(reader.email)
      .first<{ n: number }>();
    expect(receipts?.n).toBe(1);
  });

  it("a cancelled payment fails the order and keeps the cart", async () => {
    const reader = await signUpReader("Kai");
    await fillCart(reader, "book-two");
    const { orderId } = (await (await checkout(reader)).json<{ data: { orderId: string } }>()).data;
    const cancelled = await payLocally(orderId, "cancel");
    expect(cancelled.headers.get("Location")).toBe(`${ORIGIN}/cart?checkout=cancelled`);
    expect((await order(orderId, reader)).status).toBe("failed");
    expect((await (await api("/cart", { reader })).json<{ data: CartView }>()).data.count).toBe(1);
  });

  it("limits checkouts per reader (card-testing defence)", async () => {
    const reader = await signUpReader("Lia");
    await fillCart(reader, "theme");
    for (let i = 0; i < 10; i++) expect((await checkout(reader)).status).toBe(201);
    const refused = await checkout(reader);
    await expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("Stripe", () => {
  interface StripeCall {
    url: string;
    headers: Headers;
    form: URLSearchParams;
  }
  function mockStripe(answer: (call: StripeCall) => Response) {
    const calls: StripeCall[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://api.stripe.com/")) throw new Error(`unexpected fetch to ${url}`);
      const call = { url, headers: new Headers(init?.headers), form: new URLSearchParams(String(init?.body)) };
      calls.push(call);
      return answer(call);
    });
    return calls;
  }

  async function stripeCheckout(reader: Reader, locale = "en") {
    return withBindings(STRIPE_ENV, "/api/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: reader.cookie, "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({ turnstileToken: TOKEN, locale }),
    });
  }

  async function webhook(
    event: object,
    {
      secret = WEBHOOK_SECRET,
      timestamp = Math.floor(Date.now() / 1000),
      header,
    }: { secret?: string; timestamp?: number; header?: string } = {},
  ) {
    const payload = JSON.stringify(event);
    const signature = header ?? `t=${timestamp},v1=${await stripeSignature(secret, timestamp, payload)}`;
    return withBindings(STRIPE_ENV, "/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
  }

  const completed = (id: string, session: string, paymentIntent = `pi_${id}`) => ({
    id,
    type: "checkout.session.completed",
    data: { object: { id: session, payment_status: "paid", payment_intent: paymentIntent } },
  });

  async function stripeOrder(reader: Reader, ...slugs: string[]) {
    await fillCart(reader, ...slugs);
    const calls = mockStripe(() =>
      Response.json({
        id: `cs_test_${crypto.randomUUID().slice(0, 8)}`,
        url: "https://checkout.stripe.com/c/pay/cs_test",
      }),
    );
    const res = await stripeCheckout(reader, "ca");
    expect(res.status).toBe(201);
    const { orderId, url } = (await res.json<{ data: { orderId: string; url: string } }>()).data;
    vi.restoreAllMocks();
    return { orderId, url, call: calls[0]!, session: await sessionOf(orderId) };
  }

  it("opens Stripe Checkout with the Worker's prices, the order's id and one idempotency key", async () => {
    const reader = await signUpReader("Mar");
    const { orderId, url, call } = await stripeOrder(reader, "book-one", "theme");
    expect(url).toBe("https://checkout.stripe.com/c/pay/cs_test");
    expect(call.url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(call.headers.get("Authorization")).toBe("Bearer sk_test_la_bodega");
    expect(call.headers.get("Idempotency-Key")).toBe(`checkout/${orderId}`);
    const form = Object.fromEntries(call.form);
    expect(form).toMatchObject({
      mode: "payment",
      client_reference_id: orderId,
      customer_email: reader.email,
      locale: "es",
      "line_items[0][price_data][unit_amount]": "699",
      "line_items[0][price_data][currency]": "eur",
      "line_items[1][price_data][unit_amount]": "129",
      "line_items[0][quantity]": "1",
      success_url: `${ORIGIN}/ca/order-success?order=${orderId}`,
      cancel_url: `${ORIGIN}/ca/cart?checkout=cancelled`,
    });
    // With Stripe configured, the local test page does not exist.
    expect((await withBindings(STRIPE_ENV, `/api/payments/local/local_cs_${"0".repeat(32)}`)).status).toBe(404);
  });

  it("when Stripe refuses, nothing is charged: 502 and the order is failed", async () => {
    const reader = await signUpReader("Nil");
    await fillCart(reader, "theme");
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockStripe(() => Response.json({ error: { message: "Invalid API Key" } }, { status: 401 }));
    const res = await stripeCheckout(reader);
    await expectError(res, 502, "internal_error");
    const row = await env.DB.prepare("SELECT status FROM orders WHERE user_id = ? ORDER BY created_at DESC LIMIT 1")
      .bind(reader.id)
      .first<{ status: string }>();
    expect(row?.status).toBe("failed");
  });

  it("a signed checkout.session.completed pays the order once; a replay or a duplicate changes nothing", async () => {
    const reader = await signUpReader("Oda");
    const { orderId, session } = await stripeOrder(reader, "book-one");
    const first = await webhook(completed("evt_paid_1", session));
    expect(first.status).toBe(200);
    expect((await first.json<{ data: { handled: boolean } }>()).data.handled).toBe(true);
    expect((await order(orderId, reader)).status).toBe("paid");

    const replay = await webhook(completed("evt_paid_1", session));
    expect((await replay.json<{ data: { handled: boolean } }>()).data.handled).toBe(false);
    const duplicate = await webhook({
      ...completed("evt_paid_2", session),
      type: "checkout.session.async_payment_succeeded",
    });
    expect((await duplicate.json<{ data: { handled: boolean } }>()).data.handled).toBe(false);
    const receipts = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE recipient = ? AND kind = 'order_receipt'",
    )
      .bind(reader.email)
      .first<{ n: number }>();
    expect(receipts?.n).toBe(1);
    const events = await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE order_id = ?")
      .bind(orderId)
      .first<{ n: number }>();
    expect(events?.n).toBe(2);
  });

  it("refuses a webhook with a bad, missing, stale or foreign signature, and changes nothing", async () => {
    const reader = await signUpReader("Pau");
    const { orderId, session } = await stripeOrder(reader, "theme");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await expectError(
      await webhook(completed("evt_bad_1", session), { secret: "whsec_someone_else" }),
      400,
      "bad_request",
    );
    await expectError(
      await webhook(completed("evt_bad_2", session), { header: "t=1,v1=deadbeef" }),
      400,
      "bad_request",
    );
    await expectError(await webhook(completed("evt_bad_3", session), { header: "" }), 400, "bad_request");
    await expectError(
      await webhook(completed("evt_bad_4", session), { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      400,
      "bad_request",
    );
    // A valid signature over other bytes: the body was changed on the way.
    const payload = JSON.stringify(completed("evt_bad_5", session));
    const t = Math.floor(Date.now() / 1000);
    const signature = await stripeSignature(WEBHOOK_SECRET, t, payload);
    const tampered = await withBindings(STRIPE_ENV, "/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${t},v1=${signature}` },
      body: payload.replace("paid", "paid "),
    });
    await expectError(tampered, 400, "bad_request");
    expect((await order(orderId, reader)).status).toBe("pending");
  });

  it("acknowledges events it doesn't act on, and sessions that aren't ours", async () => {
    const ignored = await webhook({ id: "evt_other", type: "customer.created", data: { object: {} } });
    expect((await ignored.json<{ data: { handled: boolean } }>()).data.handled).toBe(false);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const foreign = await webhook(completed("evt_foreign", "cs_not_ours"));
    expect(foreign.status).toBe(200);
  });

  it("a full refund revokes the downloads; a partial one does not", async () => {
    const reader = await signUpReader("Quim");
    const { orderId, session } = await stripeOrder(reader, "book-one");
    await webhook(completed("evt_refund_paid", session, "pi_refund_case"));
    expect((await api(`/orders/${orderId}/files/f-one-epub`, { reader })).status).toBe(200);
    await webhook({
      id: "evt_partial",
      type: "charge.refunded",
      data: { object: { payment_intent: "pi_refund_case", refunded: false } },
    });
    expect((await order(orderId, reader)).status).toBe("paid");
    await webhook({
      id: "evt_full",
      type: "charge.refunded",
      data: { object: { payment_intent: "pi_refund_case", refunded: true } },
    });
    const refunded = await order(orderId, reader);
    expect(refunded).toMatchObject({ status: "refunded", files: [] });
    await expectError(await api(`/orders/${orderId}/files/f-one-epub`, { reader }), 403, "forbidden");
    const link = await orderFileLink("local-development-signing-secret-not-for-production", "", orderId, "f-one-epub");
    await expectError(await api(link.replace("/api", "")), 403, "forbidden");
  });
});

describe("downloads", () => {
  it("streams a paid file as an attachment with the right type, never cached", async () => {
    const reader = await signUpReader("Rita");
    const orderId = await paidOrder(reader, "book-one");
    const res = await api(`/orders/${orderId}/files/f-one-epub`, { reader });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/epub+zip");
    expect(res.headers.get("Content-Disposition")).toContain('attachment; filename="Book-One.epub"');
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(FILE_BYTES);
    expect((await order(orderId, reader)).files[0]!.downloadsLeft).toBe(DOWNLOADS_PER_FILE - 1);
  });

  it("a bundle gives the files of everything it includes", async () => {
    const reader = await signUpReader("Sam");
    const orderId = await paidOrder(reader, "reader-bundle");
    const view = await order(orderId, reader);
    expect(view.files.map((f) => [f.id, f.productTitle])).toEqual([
      ["f-one-epub", "Book One"],
      ["f-one-pdf", "Book One"],
      ["f-theme-wav", "Main Theme"],
    ]);
    expect((await api(`/orders/${orderId}/files/f-theme-wav`, { reader })).status).toBe(200);
  });

  it("refuses another reader, a signed-out visitor, an unpaid order and a file the order doesn't give", async () => {
    const owner = await signUpReader("Tea");
    const other = await signUpReader("Uri");
    const orderId = await paidOrder(owner, "theme");
    await expectError(await api(`/orders/${orderId}/files/f-theme-wav`, { reader: other }), 404, "not_found");
    await expectError(await api(`/orders/${orderId}`, { reader: other }), 404, "not_found");
    await expectError(await api(`/orders/${orderId}/files/f-theme-wav`), 401, "unauthorized");
    await expectError(await api(`/orders/${orderId}/files/f-one-epub`, { reader: owner }), 404, "not_found");
    await fillCart(owner, "book-two");
    const { orderId: pending } = (await (await checkout(owner)).json<{ data: { orderId: string } }>()).data;
    await expectError(await api(`/orders/${pending}/files/f-one-epub`, { reader: owner }), 404, "not_found");
    await expectError(await api(`/orders/not-an-id/files/x`, { reader: owner }), 400, "validation_failed");
  });

  it("counts downloads atomically and stops at the limit", async () => {
    const reader = await signUpReader("Vic");
    const orderId = await paidOrder(reader, "theme");
    await env.DB.prepare("INSERT INTO download_counts (order_id, file_id, count) VALUES (?, 'f-theme-wav', ?)")
      .bind(orderId, DOWNLOADS_PER_FILE - 2)
      .run();
    const both = await Promise.all([
      api(`/orders/${orderId}/files/f-theme-wav`, { reader }),
      api(`/orders/${orderId}/files/f-theme-wav`, { reader }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    await expectError(await api(`/orders/${orderId}/files/f-theme-wav`, { reader }), 429, "rate_limited");
    const row = await env.DB.prepare("SELECT count FROM download_counts WHERE order_id = ?")
      .bind(orderId)
      .first<{ count: number }>();
    expect(row?.count).toBe(DOWNLOADS_PER_FILE);
  });

  it("a receipt's signed link works without a session; a tampered or expired one is refused", async () => {
    const reader = await signUpReader("Wes");
    const orderId = await paidOrder(reader, "book-one");
    const secret = "local-development-signing-secret-not-for-production";
    const link = (await orderFileLink(secret, "", orderId, "f-one-pdf")).replace("/api", "");
    const res = await api(link);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    await expectError(await api(`${link.slice(0, -3)}abc`), 403, "link_invalid");
    const expired = await signToken(secret, {
      purpose: "order-file",
      subject: `${orderId}:f-one-pdf`,
      expiresAt: Math.floor(Date.now() / 1000) - 10,
    });
    await expectError(await api(`/orders/file?token=${encodeURIComponent(expired)}`), 410, "link_expired");
    const otherPurpose = await signToken(secret, { purpose: "excerpt-download", subject: `${orderId}:f-one-pdf` });
    await expectError(await api(`/orders/file?token=${encodeURIComponent(otherPurpose)}`), 403, "link_invalid");
  });

  it("the library lists the reader's orders, newest first, with their files", async () => {
    const reader = await signUpReader("Xan");
    const first = await paidOrder(reader, "theme");
    const second = await paidOrder(reader, "book-two");
    const res = await api("/orders?locale=es", { reader });
    const { orders } = (await res.json<{ data: { orders: OrderView[] } }>()).data;
    expect(orders.map((o) => o.id)).toEqual([second, first]);
    expect(orders[1]!.files.map((f) => f.id)).toEqual(["f-theme-wav"]);
    await expectError(await api("/orders"), 401, "unauthorized");
  });
});
