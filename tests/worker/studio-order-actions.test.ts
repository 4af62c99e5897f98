import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StudioOrderActionResult, StudioOrderDetail, StudioRefundResult } from "#worker/contract/studio-orders";
import { stripeSignature } from "#worker/payments/stripe";
import { DOWNLOADS_PER_FILE } from "#worker/services/orders";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectData, expectError, nextIp } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { auditEntries, expectDoorShut, studioAuthor, type StudioCall } from "../support/worker/studio";

/**
 * The order page's actions (decision 044): refunds through the provider (Stripe mocked,
 * the local test provider as configured), idempotent against retries and the provider's webhook,
 * a refund made in Stripe's dashboard, an outage; resending the receipt; granting downloads.
 */

const WEBHOOK_SECRET = "whsec_test_secret_for_la_bodega";
const STRIPE_ENV = { ...env, STRIPE_SECRET_KEY: "sk_test_la_bodega", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

let author: Reader;
let buyer: Reader;

beforeAll(async () => {
  await seedShopFixtures();
  await env.DB.prepare(
    "INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position) VALUES ('f-theme-wav', 'theme', 'products/theme/theme.wav', 'Main Theme.wav', 'audio/wav', 8, 'WAV', 1)",
  ).run();
  await env.FILES.put("products/book-one/book-one.epub", new TextEncoder().encode("epub stand-in"));
  await env.FILES.put("products/book-one/book-one.pdf", new TextEncoder().encode("%PDF-1.7 stand-in"));
  await env.FILES.put("products/theme/theme.wav", new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0]));
  author = await studioAuthor("author-order-actions@example.com", "Actions Author");
  buyer = await signUpReader("Actions Buyer");
});

afterEach(() => {
  vi.restoreAllMocks();
});

const PRICES: Record<string, number> = { "book-one": 699, theme: 129, "reader-bundle": 1299, "book-two": 799 };

/** A paid order of the buyer's, as checkout and the provider's webhook leave it. */
async function paidOrder(
  slugs: string[],
  {
    provider = "stripe",
    locale = "es",
    email = buyer.email,
  }: { provider?: string; locale?: string; email?: string } = {},
) {
  const id = crypto.randomUUID();
  const paymentId = `pi_${id.slice(0, 8)}`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (id, user_id, status, total_cents, provider, provider_session_id, provider_payment_id, email, locale, paid_at)
       VALUES (?, ?, 'paid', ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      buyer.id,
      slugs.reduce((sum, slug) => sum + PRICES[slug]!, 0),
      provider,
      `cs_${id}`,
      paymentId,
      email,
      locale,
      Date.now(),
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

/** A studio write as the author, with Stripe's keys or the local provider, waiting for the mail. */
function studio(path: string, json: unknown, bindings: object = STRIPE_ENV, who: Reader = author) {
  return callApp(
    new Request(`${ORIGIN}/api/studio/orders${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: who.cookie, "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(json),
    }),
    bindings,
  );
}

const detail = (id: string) => expectData<StudioOrderDetail>(api(`/studio/orders/${id}`, { reader: author }));
const download = (orderId: string, fileId: string) => api(`/orders/${orderId}/files/${fileId}`, { reader: buyer });

interface StripeCall {
  url: string;
  headers: Headers;
  form: URLSearchParams;
}

/** Stripe's API mocked: each call recorded and answered by `answer`. */
function mockStripe(answer: (call: StripeCall) => Response | Promise<Response>) {
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

/** Stripe's refund object, as its API answers and its `refund.*` events carry it. */
const stripeRefund = (call: StripeCall, id = `re_${crypto.randomUUID().slice(0, 8)}`, status = "succeeded") => ({
  id,
  object: "refund",
  amount: Number(call.form.get("amount")),
  payment_intent: call.form.get("payment_intent"),
  status,
  metadata: { refund_id: call.form.get("metadata[refund_id]"), order_id: call.form.get("metadata[order_id]") },
});

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

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;
const refundRows = (orderId: string) => count("SELECT count(*) AS n FROM order_refunds WHERE order_id = ?", orderId);
const refundMails = (orderId: string) =>
  count(
    "SELECT count(*) AS n FROM email_outbox WHERE kind = 'order_refund' AND id IN (SELECT 'order-refund/' || id FROM order_refunds WHERE order_id = ?)",
    orderId,
  );

describe("the studio's door on the order actions", () => {
  it("signed out: 401; a reader: 403; an author without the second factor: 403; another site's page: 403", async () => {
    const { id } = await paidOrder(["book-one"]);
    const calls: StudioCall[] = [
      ["POST", `/studio/orders/${id}/refund`, { requestId: crypto.randomUUID(), amountCents: 699 }],
      ["POST", `/studio/orders/${id}/receipt`, {}],
      ["POST", `/studio/orders/${id}/grants`, { fileId: "f-one-epub", extra: 1 }],
    ];
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, { reader: await signUpReader("Plain Reader"), code: "forbidden" });
    const unenrolled = await signUpReader("Unenrolled", "author-order-actions-unenrolled@example.com");
    await expectDoorShut(calls, { reader: unenrolled, code: "second_factor_required" });
    await expectDoorShut(calls, { foreignOrigin: author });
    const order = await detail(id);
    expect(order).toMatchObject({ state: "paid", refundedCents: 0, refunds: [], mails: [] });
  });
});

describe("POST /api/studio/orders/:id/refund", () => {
  it("refunds one line of two through Stripe, once: only that line's downloads stop, one notice in Spanish", async () => {
    const { id, paymentId, lines } = await paidOrder(["book-one", "theme"]);
    expect((await download(id, "f-theme-wav")).status).toBe(200);
    const requestId = crypto.randomUUID();
    const calls = mockStripe((call) => Response.json(stripeRefund(call, "re_line")));
    const body = { requestId, lines: [lines[1]], amountCents: 129, reason: "Bought twice" };

    const first = await expectData<StudioRefundResult>(studio(`/${id}/refund`, body));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://api.stripe.com/v1/refunds");
    expect(calls[0]!.headers.get("Idempotency-Key")).toBe(`refund/${requestId}`);
    expect(Object.fromEntries(calls[0]!.form)).toEqual({
      payment_intent: paymentId,
      amount: "129",
      "metadata[refund_id]": requestId,
      "metadata[order_id]": id,
    });
    expect(first.replayed).toBe(false);
    expect(first.refund).toMatchObject({
      id: requestId,
      status: "succeeded",
      origin: "studio",
      amountCents: 129,
      lineIds: [lines[1]],
      providerRefundId: "re_line",
      reason: "Bought twice",
      actorEmail: author.email,
    });
    expect(first.order).toMatchObject({ state: "partly_refunded", refundedCents: 129 });
    expect(first.order.lines.map((l) => [l.id, l.refundId, l.refundedAt === null])).toEqual([
      [lines[0], null, true],
      [lines[1], requestId, false],
    ]);

    // The refunded line's file is refused, the other line's still served.
    await expectError(await download(id, "f-theme-wav"), 403, "forbidden");
    expect((await download(id, "f-one-epub")).status).toBe(200);
    // The buyer's library: still paid, without the refunded line's file.
    const library = await expectData<{ status: string; files: { id: string }[] }>(
      api(`/orders/${id}?locale=es`, { reader: buyer }),
    );
    expect(library.status).toBe("paid");
    expect(library.files.map((f) => f.id)).toEqual(["f-one-epub", "f-one-pdf"]);

    const mail = await env.DB.prepare("SELECT recipient, subject, text_body AS text FROM email_outbox WHERE id = ?")
      .bind(`order-refund/${requestId}`)
      .first<{ recipient: string; subject: string; text: string }>();
    expect(mail?.recipient).toBe(buyer.email);
    expect(mail?.subject).toMatch(/reembolso/);
    expect(mail?.text).toContain("Hemos reembolsado parte de tu pedido");
    expect(mail?.text).toMatch(/1,29\s€/);

    // The same request again, then Stripe's webhooks for it: nothing more happens.
    const again = await expectData<StudioRefundResult>(studio(`/${id}/refund`, body));
    expect(again.replayed).toBe(true);
    expect(again.refund.status).toBe("succeeded");
    // The same id for other lines is a mistake, not a second refund.
    await expectError(await studio(`/${id}/refund`, { ...body, lines: [lines[0]], amountCents: 699 }), 409, "conflict");
    const refundObject = stripeRefund(calls[0]!, "re_line");
    expect(
      (await webhook({ id: `evt_${requestId}_1`, type: "refund.created", data: { object: refundObject } })).handled,
    ).toBe(false);
    const charge = {
      object: "charge",
      payment_intent: paymentId,
      amount_refunded: 129,
      refunded: false,
      refunds: { data: [refundObject] },
    };
    expect(
      (await webhook({ id: `evt_${requestId}_2`, type: "charge.refunded", data: { object: charge } })).handled,
    ).toBe(false);
    expect(calls).toHaveLength(1);
    expect(await refundRows(id)).toBe(1);
    expect(await refundMails(id)).toBe(1);
    expect((await detail(id)).refundedCents).toBe(129);

    const [entry] = await auditEntries(author, `?objectId=${id}`);
    expect(entry).toMatchObject({
      action: "order.refund",
      objectType: "order",
      after: { refundId: requestId, lineIds: [lines[1]], amountCents: 129, reason: "Bought twice" },
    });

    // The other line later: the order is refunded whole, and gives nothing.
    mockStripe((call) => Response.json(stripeRefund(call)));
    const rest = await expectData<StudioRefundResult>(
      studio(`/${id}/refund`, { requestId: crypto.randomUUID(), amountCents: 699 }),
    );
    expect(rest.refund.lineIds).toEqual([lines[0]]);
    expect(rest.order).toMatchObject({ state: "refunded", refundedCents: 828 });
    await expectError(await download(id, "f-one-epub"), 403, "forbidden");
  });

  it("the webhook arriving before Stripe's answer settles it first: one call, one refund, one notice", async () => {
    const { id } = await paidOrder(["book-one", "theme"]);
    const requestId = crypto.randomUUID();
    const calls = mockStripe(async (call) => {
      const refund = stripeRefund(call, "re_early");
      // Stripe's event reaches the Worker while the refund call is still open.
      expect(
        (await webhook({ id: `evt_early_${requestId}`, type: "refund.updated", data: { object: refund } })).handled,
      ).toBe(true);
      return Response.json(refund);
    });
    const result = await expectData<StudioRefundResult>(studio(`/${id}/refund`, { requestId, amountCents: 828 }));
    expect(calls).toHaveLength(1);
    expect(result.refund).toMatchObject({ status: "succeeded", providerRefundId: "re_early", amountCents: 828 });
    expect(result.order).toMatchObject({ state: "refunded", refundedCents: 828 });
    expect(await refundRows(id)).toBe(1);
    expect(await refundMails(id)).toBe(1);
    await expectError(await download(id, "f-one-epub"), 403, "forbidden");
    await expectError(await download(id, "f-theme-wav"), 403, "forbidden");
  });

  it("a provider outage answers 503 and changes nothing the buyer sees; the retry refunds once", async () => {
    const { id, lines } = await paidOrder(["book-one", "theme"]);
    const requestId = crypto.randomUUID();
    const body = { requestId, lines: [lines[0]], amountCents: 699 };
    vi.spyOn(console, "error").mockImplementation(() => {});
    const down = mockStripe(() => Response.json({ error: { message: "Service unavailable" } }, { status: 503 }));
    const outage = await expectError(await studio(`/${id}/refund`, body), 503, "service_unavailable");
    expect(outage.message).toMatch(/Nothing was refunded yet/);
    vi.restoreAllMocks();
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost"));
    await expectError(await studio(`/${id}/refund`, body), 503, "service_unavailable");

    let order = await detail(id);
    expect(order).toMatchObject({ state: "paid", refundedCents: 0, mails: [] });
    expect(order.refunds).toMatchObject([
      { id: requestId, status: "pending", lastError: expect.stringMatching(/unreachable/) },
    ]);
    expect(order.lines.every((l) => l.refundedAt === null)).toBe(true);
    expect((await download(id, "f-one-epub")).status).toBe(200);

    vi.restoreAllMocks();
    const up = mockStripe((call) => Response.json(stripeRefund(call, "re_after_outage")));
    const retried = await expectData<StudioRefundResult>(studio(`/${id}/refund`, body));
    expect(retried.refund).toMatchObject({ status: "succeeded", providerRefundId: "re_after_outage", lastError: null });
    expect([...down, ...up].map((c) => c.headers.get("Idempotency-Key"))).toEqual([
      `refund/${requestId}`,
      `refund/${requestId}`,
    ]);
    order = await detail(id);
    expect(order).toMatchObject({ state: "partly_refunded", refundedCents: 699 });
    expect(await refundRows(id)).toBe(1);
    expect(await refundMails(id)).toBe(1);
    await expectError(await download(id, "f-one-epub"), 403, "forbidden");
  });

  it("a refusal from Stripe answers 502 and frees the lines: a new request can refund them", async () => {
    const { id } = await paidOrder(["theme"]);
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockStripe(() => Response.json({ error: { message: "Charge ch_1 has been disputed" } }, { status: 400 }));
    const requestId = crypto.randomUUID();
    await expectError(await studio(`/${id}/refund`, { requestId, amountCents: 129 }), 502, "internal_error");
    const order = await detail(id);
    expect(order).toMatchObject({ state: "paid", refundedCents: 0, mails: [] });
    expect(order.refunds).toMatchObject([{ id: requestId, status: "failed" }]);
    expect(order.lines[0]!.refundId).toBeNull();
    // That request is spent; a new one goes through.
    await expectError(await studio(`/${id}/refund`, { requestId, amountCents: 129 }), 409, "conflict");
    vi.restoreAllMocks();
    mockStripe((call) => Response.json(stripeRefund(call)));
    const ok = await expectData<StudioRefundResult>(
      studio(`/${id}/refund`, { requestId: crypto.randomUUID(), amountCents: 129 }),
    );
    expect(ok.order.state).toBe("refunded");
  });

  it("a bundle line gives its items' files; refunding it revokes those the other lines don't give (local provider)", async () => {
    const { id, lines } = await paidOrder(["book-one", "reader-bundle"], { provider: "local", locale: "ca" });
    expect((await download(id, "f-theme-wav")).status).toBe(200);
    const result = await expectData<StudioRefundResult>(
      studio(`/${id}/refund`, { requestId: crypto.randomUUID(), lines: [lines[1]], amountCents: 1299 }, env),
    );
    expect(result.refund).toMatchObject({ status: "succeeded", providerRefundId: expect.stringMatching(/^local_re_/) });
    expect(result.order.state).toBe("partly_refunded");
    await expectError(await download(id, "f-theme-wav"), 403, "forbidden");
    // Book One is in the bundle too, but its own line still gives it.
    expect((await download(id, "f-one-pdf")).status).toBe(200);
    const mail = await env.DB.prepare("SELECT subject FROM email_outbox WHERE id = ?")
      .bind(`order-refund/${result.refund.id}`)
      .first<{ subject: string }>();
    expect(mail?.subject).toMatch(/reemborsament/);
  });

  it("refuses bad bodies with field errors (4xx), and what can't be refunded with a conflict", async () => {
    const { id, lines } = await paidOrder(["book-one", "theme"], { provider: "local" });
    const refund = (json: unknown) => studio(`/${id}/refund`, json, env);
    for (const [json, field, code] of [
      [{ amountCents: 699 }, "requestId", "request_id_invalid"],
      [{ requestId: "nope", amountCents: 699 }, "requestId", "request_id_invalid"],
      [{ requestId: crypto.randomUUID(), lines: [], amountCents: 0 }, "lines", "lines_empty"],
      [{ requestId: crypto.randomUUID(), lines: [lines[0], lines[0]], amountCents: 1398 }, "lines", "lines_repeated"],
      [{ requestId: crypto.randomUUID(), lines: ["x"], amountCents: 1 }, "lines.0", "line_invalid"],
      [{ requestId: crypto.randomUUID() }, "amountCents", "amount_invalid"],
      [{ requestId: crypto.randomUUID(), amountCents: -1 }, "amountCents", "amount_invalid"],
      [{ requestId: crypto.randomUUID(), amountCents: 828, reason: "x".repeat(501) }, "reason", "reason_too_long"],
      [{ requestId: crypto.randomUUID(), lines: [lines[0]], amountCents: 700 }, "amountCents", "amount_mismatch"],
      [{ requestId: crypto.randomUUID(), lines: [999_999], amountCents: 699 }, "lines", "line_unknown"],
    ] as const) {
      const error = await expectError(await refund(json), 400, "validation_failed");
      expect(error.fields?.[field], JSON.stringify(json)).toContain(code);
    }
    await expectError(
      await studio(`/not-an-id/refund`, { requestId: crypto.randomUUID(), amountCents: 1 }, env),
      400,
      "validation_failed",
    );
    await expectError(
      await studio(`/${crypto.randomUUID()}/refund`, { requestId: crypto.randomUUID(), amountCents: 1 }, env),
      404,
      "not_found",
    );
    // Nothing was written by any of those.
    expect(await refundRows(id)).toBe(0);

    const first = crypto.randomUUID();
    expect((await refund({ requestId: first, lines: [lines[0]], amountCents: 699 })).status).toBe(200);
    // The same line again under another request; the first request's id on another order.
    await expectError(
      await refund({ requestId: crypto.randomUUID(), lines: [lines[0]], amountCents: 699 }),
      409,
      "conflict",
    );
    const other = await paidOrder(["theme"], { provider: "local" });
    await expectError(
      await studio(`/${other.id}/refund`, { requestId: first, amountCents: 129 }, env),
      409,
      "conflict",
    );
    // A pending order; an order paid with Stripe while only the local provider is configured.
    const pending = await paidOrder(["theme"], { provider: "local" });
    await env.DB.prepare("UPDATE orders SET status = 'pending' WHERE id = ?").bind(pending.id).run();
    await expectError(
      await studio(`/${pending.id}/refund`, { requestId: crypto.randomUUID(), amountCents: 129 }, env),
      409,
      "conflict",
    );
    const stripeOrder = await paidOrder(["theme"]);
    await expectError(
      await studio(`/${stripeOrder.id}/refund`, { requestId: crypto.randomUUID(), amountCents: 129 }, env),
      503,
      "service_unavailable",
    );
  });
});

describe("a refund made in Stripe's dashboard (webhook without our metadata)", () => {
  it("whole: shows the same state as a refund made in the studio", async () => {
    const { id, paymentId } = await paidOrder(["book-one", "theme"]);
    const refund = {
      id: "re_dashboard_whole",
      object: "refund",
      amount: 828,
      payment_intent: paymentId,
      status: "succeeded",
      metadata: {},
    };
    expect((await webhook({ id: "evt_dash_1", type: "refund.created", data: { object: refund } })).handled).toBe(true);
    // The same refund in the charge's event, and the first event replayed: nothing more.
    const charge = {
      object: "charge",
      payment_intent: paymentId,
      amount_refunded: 828,
      refunded: true,
      refunds: { data: [refund] },
    };
    expect((await webhook({ id: "evt_dash_2", type: "charge.refunded", data: { object: charge } })).handled).toBe(
      false,
    );
    expect((await webhook({ id: "evt_dash_1", type: "refund.created", data: { object: refund } })).handled).toBe(false);

    const order = await detail(id);
    expect(order).toMatchObject({ state: "refunded", refundedCents: 828 });
    expect(order.refunds).toMatchObject([
      {
        origin: "provider",
        status: "succeeded",
        amountCents: 828,
        providerRefundId: "re_dashboard_whole",
        actorEmail: null,
      },
    ]);
    expect(order.refunds[0]!.lineIds).toEqual(order.lines.map((l) => l.id));
    expect(order.lines.every((l) => l.refundedAt !== null)).toBe(true);
    expect(order.mails.map((m) => m.kind)).toEqual(["order_refund"]);
    await expectError(await download(id, "f-one-epub"), 403, "forbidden");
    await expectError(await download(id, "f-theme-wav"), 403, "forbidden");
  });

  it("part: an amount alone, the order partly refunded and its files still served", async () => {
    const { id, paymentId } = await paidOrder(["book-one", "theme"]);
    const refund = {
      id: "re_dashboard_part",
      object: "refund",
      amount: 300,
      payment_intent: paymentId,
      status: "succeeded",
      metadata: {},
    };
    expect((await webhook({ id: "evt_dash_part", type: "refund.created", data: { object: refund } })).handled).toBe(
      true,
    );
    const order = await detail(id);
    expect(order).toMatchObject({ state: "partly_refunded", refundedCents: 300 });
    expect(order.refunds).toMatchObject([{ origin: "provider", amountCents: 300, lineIds: [] }]);
    expect((await download(id, "f-theme-wav")).status).toBe(200);
    // A pending refund at Stripe is not a refund yet.
    const pending = { ...refund, id: "re_dashboard_pending", status: "pending" };
    expect((await webhook({ id: "evt_dash_pending", type: "refund.created", data: { object: pending } })).handled).toBe(
      false,
    );
    expect((await detail(id)).refundedCents).toBe(300);

    // The rest from the studio: the lines' prices capped at what is left.
    expect((await detail(id)).refundableCents).toBe(528);
    const calls = mockStripe((call) => Response.json(stripeRefund(call)));
    const mismatch = await expectError(
      await studio(`/${id}/refund`, { requestId: crypto.randomUUID(), amountCents: 828 }),
      400,
      "validation_failed",
    );
    expect(mismatch.fields?.amountCents).toEqual(["amount_mismatch"]);
    const rest = await expectData<StudioRefundResult>(
      studio(`/${id}/refund`, { requestId: crypto.randomUUID(), amountCents: 528 }),
    );
    expect(calls.map((c) => c.form.get("amount"))).toEqual(["528"]);
    expect(rest.order).toMatchObject({ state: "refunded", refundedCents: 828, refundableCents: 0 });
    await expectError(await download(id, "f-theme-wav"), 403, "forbidden");
  });
});

describe("POST /api/studio/orders/:id/receipt", () => {
  it("resends to a corrected address: an outbox row to it, the order keeps it, the audit log says so", async () => {
    const { id } = await paidOrder(["book-one"], { provider: "local", email: "typo@exmaple.com", locale: "en" });
    const result = await expectData<StudioOrderActionResult>(
      studio(`/${id}/receipt`, { email: "right@example.com" }, env),
    );
    expect(result.order.email).toBe("right@example.com");
    expect(result.order.mails).toMatchObject([{ kind: "order_receipt", recipient: "right@example.com" }]);
    expect(result.order.mails[0]!.id).toMatch(new RegExp(`^order-receipt/${id}/resend/`));
    const mail = await env.DB.prepare("SELECT subject, text_body AS text FROM email_outbox WHERE id = ?")
      .bind(result.order.mails[0]!.id)
      .first<{ subject: string; text: string }>();
    expect(mail?.subject).toMatch(/Your La Bodega order/);
    expect(mail?.text).toContain("/api/orders/file?token=");
    const [entry] = await auditEntries(author, `?objectId=${id}`);
    expect(entry).toMatchObject({
      action: "order.receipt_resent",
      before: { email: "typo@exmaple.com" },
      after: { email: "right@example.com" },
    });
    // Again, to the address it has now: no body needed.
    const again = await expectData<StudioOrderActionResult>(studio(`/${id}/receipt`, {}, env));
    expect(again.order.mails.map((m) => m.recipient)).toEqual(["right@example.com", "right@example.com"]);
  });

  it("refuses a bad address with its field, and an order that isn't paid", async () => {
    const { id } = await paidOrder(["book-one"], { provider: "local" });
    const error = await expectError(
      await studio(`/${id}/receipt`, { email: "not an address" }, env),
      400,
      "validation_failed",
    );
    expect(error.fields?.email).toContain("email_invalid");
    await env.DB.prepare("UPDATE orders SET status = 'failed' WHERE id = ?").bind(id).run();
    await expectError(await studio(`/${id}/receipt`, {}, env), 409, "conflict");
  });
});

describe("POST /api/studio/orders/:id/grants", () => {
  it("lets a file past its limit be fetched again, as many times as granted", async () => {
    const { id } = await paidOrder(["book-one"], { provider: "local" });
    await env.DB.prepare("INSERT INTO download_counts (order_id, file_id, count) VALUES (?, 'f-one-epub', ?)")
      .bind(id, DOWNLOADS_PER_FILE)
      .run();
    await expectError(await download(id, "f-one-epub"), 429, "rate_limited");
    const granted = await expectData<StudioOrderActionResult>(
      studio(`/${id}/grants`, { fileId: "f-one-epub", extra: 2 }, env),
    );
    expect(granted.order.files).toMatchObject([
      { fileId: "f-one-epub", downloads: DOWNLOADS_PER_FILE, extra: 2, allowed: DOWNLOADS_PER_FILE + 2 },
    ]);
    expect((await download(id, "f-one-epub")).status).toBe(200);
    expect((await download(id, "f-one-epub")).status).toBe(200);
    await expectError(await download(id, "f-one-epub"), 429, "rate_limited");
    const [entry] = await auditEntries(author, `?objectId=${id}`);
    expect(entry).toMatchObject({
      action: "order.downloads_granted",
      after: { fileId: "f-one-epub", granted: 2, allowed: DOWNLOADS_PER_FILE + 2 },
    });
  });

  it("refuses a file the order doesn't give, and bad counts, with their fields", async () => {
    const { id } = await paidOrder(["book-one"], { provider: "local" });
    for (const [json, field, code] of [
      [{ fileId: "f-theme-wav", extra: 1 }, "fileId", "file_unknown"],
      [{ fileId: "../etc", extra: 1 }, "fileId", "file_invalid"],
      [{ fileId: "f-one-epub", extra: 0 }, "extra", "extra_invalid"],
      [{ fileId: "f-one-epub", extra: 101 }, "extra", "extra_invalid"],
      [{ fileId: "f-one-epub", extra: 1.5 }, "extra", "extra_invalid"],
    ] as const) {
      const error = await expectError(await studio(`/${id}/grants`, json, env), 400, "validation_failed");
      expect(error.fields?.[field], JSON.stringify(json)).toContain(code);
    }
  });
});
