import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CartView } from "#worker/contract/cart";
import type { OrderView } from "#worker/contract/orders";
import type { CheckoutPreview } from "#worker/contract/pricing-fields";
import type { StudioCodeView } from "#worker/contract/studio-codes";
import { createDb } from "#worker/db/client";
import { getConfig } from "#worker/config";
import { runSweep } from "#worker/services/sweep";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectData, expectError, nextIp } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { auditEntries, studioAuthor } from "../support/worker/studio";

/**
 * Pay what you want and discount codes (decision 048): amounts checked against the
 * product's minimum and the maximum, forged prices ignored, free orders paid at once, codes with
 * each refusal their own, a use limit exact under concurrency and uses given back.
 */

const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const STRIPE_ENV = { ...env, STRIPE_SECRET_KEY: "sk_test_la_bodega", STRIPE_WEBHOOK_SECRET: "whsec_test_pricing" };
const HOUR = 3_600_000;
const db = createDb(env.DB);
// Readers sign up and check out by the dozen here; the machine is shared.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

beforeAll(async () => {
  await seedShopFixtures();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO products (slug, category_slug, kind, status, format, work_language, price_cents, min_price_cents, cover_path, cover_width, cover_height, position) VALUES
        ('pay-track', 'music', 'track', 'available', 'MP3', NULL, 500, 300, '/media/music/mortal-vengeance-soundtrack.svg', 800, 800, 5),
        ('free-track', 'music', 'track', 'available', 'MP3', NULL, 0, 0, '/media/music/mortal-vengeance-soundtrack.svg', 800, 800, 6)`,
    ),
    env.DB.prepare(
      `INSERT INTO product_texts (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt) VALUES
        ('pay-track', 'en', 'Pay Track', '', 'Pay what you want.', '', '', 'Art'),
        ('free-track', 'en', 'Free Track', '', 'Free.', '', '', 'Art')`,
    ),
    env.DB.prepare(
      `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position) VALUES
        ('f-free-mp3', 'free-track', 'products/free-track/free.mp3', 'Free.mp3', 'audio/mpeg', 4, 'MP3', 1)`,
    ),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function add(reader: Reader, slug: string) {
  expect((await api(`/cart/items/${slug}`, { method: "PUT", reader })).status).toBe(200);
}
const setAmount = (reader: Reader, slug: string, amountCents: unknown) =>
  api(`/cart/items/${slug}/amount`, { method: "PUT", reader, json: { amountCents } });
const checkout = (reader: Reader, extra: object = {}) =>
  api("/checkout", { method: "POST", reader, json: { turnstileToken: TOKEN, ...extra } });
const preview = (reader: Reader, code?: string) => api("/checkout/preview", { method: "POST", reader, json: { code } });

async function orderIdOf(res: Response) {
  expect(res.status).toBe(201);
  return (await res.json<{ data: { orderId: string; url: string } }>()).data;
}
async function orderOf(reader: Reader, id: string) {
  return expectData<OrderView>(api(`/orders/${id}`, { reader }));
}
async function payLocally(orderId: string, action: "pay" | "cancel" = "pay") {
  const row = await env.DB.prepare("SELECT provider_session_id AS id FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ id: string }>();
  return callApp(
    new Request(`${ORIGIN}/api/payments/local/${row!.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `action=${action}`,
    }),
    env,
  );
}

let codeCount = 0;
async function seedCode(fields: {
  kind?: "percent" | "amount";
  value?: number;
  products?: string[];
  startsAt?: number;
  endsAt?: number;
  maxUses?: number;
}) {
  codeCount += 1;
  const code = `TEST${codeCount}`;
  await env.DB.prepare(
    `INSERT INTO discount_codes (id, code, kind, value, product_slugs, starts_at, ends_at, max_uses) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      crypto.randomUUID(),
      code,
      fields.kind ?? "percent",
      fields.value ?? 10,
      fields.products ? JSON.stringify(fields.products) : null,
      fields.startsAt ?? null,
      fields.endsAt ?? null,
      fields.maxUses ?? null,
    )
    .run();
  return code;
}
const usesOf = async (code: string) =>
  (await env.DB.prepare("SELECT uses FROM discount_codes WHERE code = ?").bind(code).first<{ uses: number }>())!.uses;

describe("pay what you want", () => {
  it("shows the minimum and the suggested amount; the cart keeps the amount chosen", async () => {
    const reader = await signUpReader("Pia");
    await add(reader, "pay-track");
    const cart = await expectData<CartView>(api("/cart", { reader }));
    expect(cart.lines[0]).toMatchObject({ slug: "pay-track", priceCents: 500, minPriceCents: 300, amountCents: 500 });
    const chosen = await expectData<CartView>(setAmount(reader, "pay-track", 850));
    expect(chosen.lines[0]!.amountCents).toBe(850);
    expect(chosen.totalCents).toBe(850);
  });

  it("refuses less than the minimum and more than the maximum, in the cart and at checkout", async () => {
    const reader = await signUpReader("Quim");
    await add(reader, "pay-track");
    const low = await expectError(await setAmount(reader, "pay-track", 299), 400, "validation_failed");
    expect(low.fields).toEqual({ amountCents: ["amount_below_minimum"] });
    const high = await expectError(await setAmount(reader, "pay-track", 50_001), 400, "validation_failed");
    expect(high.fields).toEqual({ amountCents: ["amount_above_maximum"] });
    const fraction = await expectError(await setAmount(reader, "pay-track", 3.5), 400, "validation_failed");
    expect(fraction.fields).toEqual({ amountCents: ["amount_invalid"] });
    // The author raised the minimum after the amount was chosen: the checkout checks again.
    await expectData(setAmount(reader, "pay-track", 400));
    await env.DB.prepare("UPDATE products SET min_price_cents = 450 WHERE slug = 'pay-track'").run();
    try {
      const refused = await expectError(await checkout(reader), 400, "validation_failed");
      expect(refused.fields).toEqual({ "amounts.pay-track": ["amount_below_minimum"] });
    } finally {
      await env.DB.prepare("UPDATE products SET min_price_cents = 300 WHERE slug = 'pay-track'").run();
    }
    const { orderId } = await orderIdOf(await checkout(reader));
    expect((await orderOf(reader, orderId)).items).toEqual([
      expect.objectContaining({ slug: "pay-track", priceCents: 400 }),
    ]);
  });

  it("ignores an amount for a fixed price: refused in the cart, and one forged into D1 changes nothing; Stripe is asked for the Worker's price", async () => {
    const reader = await signUpReader("Rita");
    await add(reader, "book-one");
    await expectError(await setAmount(reader, "book-one", 1), 400, "validation_failed");
    await env.DB.prepare("UPDATE cart_items SET amount_cents = 1 WHERE user_id = ? AND product_slug = 'book-one'")
      .bind(reader.id)
      .run();
    const calls: URLSearchParams[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://api.stripe.com/")) throw new Error(`unexpected fetch to ${url}`);
      calls.push(new URLSearchParams(String(init?.body)));
      return Response.json({ id: "cs_test_forged", url: "https://checkout.stripe.com/c/pay/cs_test_forged" });
    });
    const res = await callApp(
      new Request(`${ORIGIN}/api/checkout`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: reader.cookie, "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ turnstileToken: TOKEN, priceCents: 1, amountCents: 1, totalCents: 1 }),
      }),
      STRIPE_ENV,
    );
    const { orderId } = await orderIdOf(res);
    expect(calls[0]!.get("line_items[0][price_data][unit_amount]")).toBe("699");
    const order = await orderOf(reader, orderId);
    expect(order.totalCents).toBe(699);
    expect(order.items[0]!.priceCents).toBe(699);
  });

  it("a free product (minimum 0, amount 0) lands in the library at once, without a payment page, with a receipt", async () => {
    const reader = await signUpReader("Sol");
    await add(reader, "free-track");
    const { orderId, url } = await orderIdOf(await checkout(reader));
    expect(url).toBe(`${ORIGIN}/order-success?order=${orderId}`);
    const order = await orderOf(reader, orderId);
    expect(order.status).toBe("paid");
    expect(order.totalCents).toBe(0);
    expect(order.files.map((f) => f.id)).toEqual(["f-free-mp3"]);
    const mail = await env.DB.prepare("SELECT kind FROM email_outbox WHERE id = ?")
      .bind(`order-receipt/${orderId}`)
      .first<{ kind: string }>();
    expect(mail?.kind).toBe("order_receipt");
    expect((await expectData<CartView>(api("/cart", { reader }))).count).toBe(0);
  });

  it("refuses a total a card can't be charged (between nothing and €0.50)", async () => {
    const reader = await signUpReader("Tere");
    await add(reader, "free-track");
    await expectData(setAmount(reader, "free-track", 20));
    const refused = await expectError(await checkout(reader), 400, "validation_failed");
    expect(refused.fields).toEqual({ total: ["total_below_minimum_charge"] });
  });

  it("a guest's chosen amount comes along at sign-in, and the quote prices it", async () => {
    const quote = await expectData<CartView>(
      api("/cart/quote", {
        method: "POST",
        json: { slugs: ["pay-track", "book-one"], amounts: { "pay-track": 900, "book-one": 1 } },
      }),
    );
    expect(quote.totalCents).toBe(900 + 699);
    const reader = await signUpReader("Uxue");
    const merged = await expectData<CartView>(
      api("/cart/merge", { method: "POST", reader, json: { slugs: ["pay-track"], amounts: { "pay-track": 900 } } }),
    );
    expect(merged.lines[0]!.amountCents).toBe(900);
    expect((await expectData<CartView>(api("/cart", { reader }))).lines[0]!.amountCents).toBe(900);
  });
});

describe("discount codes", () => {
  it("a percent code: the preview shows it, the order and its lines keep before and after, the receipt names it", async () => {
    const code = await seedCode({ kind: "percent", value: 25 });
    const reader = await signUpReader("Vera");
    await add(reader, "book-one");
    await add(reader, "pay-track");
    await expectData(setAmount(reader, "pay-track", 800));
    const shown = await expectData<CheckoutPreview>(preview(reader, code.toLowerCase()));
    expect(shown).toMatchObject({ subtotalCents: 1499, discountCents: 375, totalCents: 1124, code });
    const { orderId } = await orderIdOf(await checkout(reader, { code: ` ${code.toLowerCase()} ` }));
    expect((await payLocally(orderId)).status).toBe(303);
    const order = await orderOf(reader, orderId);
    expect(order.discount).toEqual({ code, cents: 375 });
    expect(order.totalCents).toBe(1124);
    expect(order.items.map((i) => [i.listCents, i.priceCents])).toEqual([
      [699, 524],
      [800, 600],
    ]);
    const mail = await env.DB.prepare("SELECT text_body AS text FROM email_outbox WHERE id = ?")
      .bind(`order-receipt/${orderId}`)
      .first<{ text: string }>();
    expect(mail!.text).toContain(code);
    expect(await usesOf(code)).toBe(1);
  });

  it("an amount code for chosen products only takes off those lines, never below nothing", async () => {
    const code = await seedCode({ kind: "amount", value: 1000, products: ["theme", "book-two"] });
    const reader = await signUpReader("Wen");
    await add(reader, "book-one");
    await add(reader, "theme");
    const shown = await expectData<CheckoutPreview>(preview(reader, code));
    expect(shown.lines.map((l) => [l.slug, l.priceCents, l.discountCents])).toEqual([
      ["book-one", 699, 0],
      ["theme", 0, 129],
    ]);
    expect(shown.totalCents).toBe(699);

    const other = await signUpReader("Xavi");
    await add(other, "book-one");
    const refused = await expectError(await preview(other, code), 400, "validation_failed");
    expect(refused.fields).toEqual({ code: ["code_not_for_these_products"] });
  });

  it("each refusal has its own error: wrong, disabled, expired, not yet valid, used up, already used by you", async () => {
    const reader = await signUpReader("Yago");
    await add(reader, "book-one");
    const refusal = async (code: string) =>
      (await expectError(await preview(reader, code), 400, "validation_failed")).fields?.code;
    expect(await refusal("NOPE-NOT-A-CODE")).toEqual(["code_invalid"]);
    const disabled = await seedCode({});
    await env.DB.prepare("UPDATE discount_codes SET disabled_at = 1 WHERE code = ?").bind(disabled).run();
    expect(await refusal(disabled)).toEqual(["code_invalid"]);
    expect(await refusal(await seedCode({ endsAt: Date.now() - HOUR }))).toEqual(["code_expired"]);
    expect(await refusal(await seedCode({ startsAt: Date.now() + HOUR }))).toEqual(["code_not_yet_valid"]);
    const single = await seedCode({ maxUses: 1 });
    const first = await signUpReader("Zoe");
    await add(first, "book-one");
    const { orderId } = await orderIdOf(await checkout(first, { code: single }));
    expect(await refusal(single)).toEqual(["code_used_up"]);
    // Zoe paid with it: a second order of hers can't use it again.
    expect((await payLocally(orderId)).status).toBe(303);
    await add(first, "book-two");
    const again = await expectError(await checkout(first, { code: single }), 400, "validation_failed");
    expect(again.fields).toEqual({ code: ["code_already_used"] });
    expect(again.message).toBe("You have already used this discount code.");
  });

  it("holds exactly max_uses under 20 concurrent checkouts by 20 readers", async () => {
    const code = await seedCode({ maxUses: 5, value: 50 });
    const readers = await Promise.all(Array.from({ length: 20 }, (_, i) => signUpReader(`Crowd ${i}`)));
    for (const reader of readers) await add(reader, "book-two");
    const answers = await Promise.all(readers.map((reader) => checkout(reader, { code })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    for (const res of answers.filter((r) => r.status === 400))
      expect((await res.json<{ error: { fields: Record<string, string[]> } }>()).error.fields.code).toEqual([
        "code_used_up",
      ]);
    expect(await usesOf(code)).toBe(5);
    const held = await env.DB.prepare(
      "SELECT count(*) AS n FROM discount_code_uses u JOIN discount_codes c ON c.id = u.code_id WHERE c.code = ?",
    )
      .bind(code)
      .first<{ n: number }>();
    expect(held!.n).toBe(5);
    const orders = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE discount_code = ?")
      .bind(code)
      .first<{ n: number }>();
    expect(orders!.n).toBe(5);
  });

  it("a failed order gives its use back, and so does a checkout whose payment page expired (the sweep)", async () => {
    const code = await seedCode({ maxUses: 1 });
    const ana = await signUpReader("Ane");
    await add(ana, "book-one");
    const { orderId } = await orderIdOf(await checkout(ana, { code }));
    expect(await usesOf(code)).toBe(1);
    expect((await payLocally(orderId, "cancel")).status).toBe(303);
    expect(await usesOf(code)).toBe(0);

    const bo = await signUpReader("Bo");
    await add(bo, "book-one");
    const second = await orderIdOf(await checkout(bo, { code }));
    expect(await usesOf(code)).toBe(1);
    const report = await runSweep(getConfig(env), db, { now: Date.now() + 25 * HOUR });
    expect(report.releasedCodeUses).toBeGreaterThanOrEqual(1);
    expect(await usesOf(code)).toBe(0);
    expect((await orderOf(bo, second.orderId)).status).toBe("failed");
  });

  it("a guest previews a code on the cart they send, pays with it, and can't use it again with the same address", async () => {
    const code = await seedCode({ kind: "percent", value: 50 });
    const guestPreview = (json: object, headers: Record<string, string> = {}) =>
      api("/checkout/preview", { method: "POST", json, headers });
    const items = [{ slug: "book-one" }, { slug: "pay-track", amountCents: 600 }];
    const shown = await expectData<CheckoutPreview>(guestPreview({ code, items }));
    expect(shown).toMatchObject({ subtotalCents: 1299, discountCents: 650, totalCents: 649, code });
    // A guest's amount is checked as a reader's is.
    const low = await expectError(
      await guestPreview({ code, items: [{ slug: "pay-track", amountCents: 100 }] }),
      400,
      "validation_failed",
    );
    expect(low.fields).toEqual({ "amounts.pay-track": ["amount_below_minimum"] });
    const empty = await expectError(await guestPreview({ code }), 400, "validation_failed");
    expect(empty.fields).toEqual({ items: ["items_required"] });
    expect(
      (await expectError(await guestPreview({ code: "NOPE-NOT-A-CODE", items }), 400, "validation_failed")).fields,
    ).toEqual({ code: ["code_invalid"] });

    const email = `guest-code-${Date.now()}@example.com`;
    const { orderId } = await orderIdOf(
      await api("/checkout", { method: "POST", json: { turnstileToken: TOKEN, email, items, code } }),
    );
    expect((await payLocally(orderId)).status).toBe(303);
    const again = await expectError(
      await api("/checkout", {
        method: "POST",
        json: { turnstileToken: TOKEN, email, items: [{ slug: "book-two" }], code },
      }),
      400,
      "validation_failed",
    );
    expect(again.fields).toEqual({ code: ["code_already_used"] });
  });

  it("a guest's previews are limited per address, so codes can't be guessed", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.77" };
    const tries = [];
    for (let i = 0; i < 21; i++)
      tries.push(
        (
          await api("/checkout/preview", {
            method: "POST",
            json: { code: `GUESS-${i}`, items: [{ slug: "book-one" }] },
            headers,
          })
        ).status,
      );
    expect(tries.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(tries[20]).toBe(429);
  });

  it("the reader's own checkout still waiting for payment gives its use to a new one", async () => {
    const code = await seedCode({ maxUses: 1 });
    const reader = await signUpReader("Cesc");
    await add(reader, "book-one");
    const first = await orderIdOf(await checkout(reader, { code }));
    const second = await orderIdOf(await checkout(reader, { code }));
    expect(second.orderId).not.toBe(first.orderId);
    expect(await usesOf(code)).toBe(1);
    expect((await orderOf(reader, first.orderId)).status).toBe("failed");
  });
});

describe("the studio's codes", () => {
  let author: Reader;
  beforeAll(async () => {
    author = await studioAuthor("author-codes@example.com", "Codes Author");
  });

  it("signed out: 401; a reader: 403; an author without the second factor: 403", async () => {
    await expectError(await api("/studio/codes"), 401, "unauthorized");
    const reader = await signUpReader("Dora Reader");
    await expectError(await api("/studio/codes", { reader }), 403, "forbidden");
    await expectError(
      await api("/studio/codes", { method: "POST", reader, json: { code: "X1", kind: "percent", value: 5 } }),
      403,
      "forbidden",
    );
    const unenrolled = await signUpReader("Unenrolled", "author-codes-unenrolled@example.com");
    await expectError(await api("/studio/codes", { reader: unenrolled }), 403, "second_factor_required");
  });

  it("creates, lists newest first by keyset, turns off (with the code typed) and on; each change audited", async () => {
    const create = (json: object) => api("/studio/codes", { method: "POST", reader: author, json });
    const spring = await expectData<StudioCodeView>(
      create({ code: "spring-25", kind: "percent", value: 25, maxUses: 100, endsAt: "2099-01-01T00:00:00.000Z" }),
      201,
    );
    expect(spring).toMatchObject({ code: "SPRING-25", uses: 0, disabled: false, productSlugs: null, maxUses: 100 });
    const fiver = await expectData<StudioCodeView>(
      create({ code: "FIVER", kind: "amount", value: 500, productSlugs: ["book-one"] }),
      201,
    );
    const first = await expectData<{ codes: StudioCodeView[]; next: string | null }>(
      api("/studio/codes?limit=1", { reader: author }),
    );
    expect(first.codes.map((c) => c.code)).toEqual(["FIVER"]);
    const rest = await expectData<{ codes: StudioCodeView[] }>(
      api(`/studio/codes?limit=1&before=${first.next}`, { reader: author }),
    );
    expect(rest.codes.map((c) => c.code)).toEqual(["SPRING-25"]);

    const state = (id: string, json: object) =>
      api(`/studio/codes/${id}/state`, { method: "PUT", reader: author, json });
    const unconfirmed = await expectError(await state(fiver.id, { disabled: true }), 400, "validation_failed");
    expect(unconfirmed.fields).toEqual({ confirm: ["confirm_mismatch"] });
    expect((await expectData<StudioCodeView>(state(fiver.id, { disabled: true, confirm: "fiver" }))).disabled).toBe(
      true,
    );
    // A turned-off code is refused at the cart like a wrong one.
    const reader = await signUpReader("Ema");
    await add(reader, "book-one");
    expect((await expectError(await preview(reader, "FIVER"), 400, "validation_failed")).fields).toEqual({
      code: ["code_invalid"],
    });
    expect((await expectData<StudioCodeView>(state(fiver.id, { disabled: false }))).disabled).toBe(false);
    expect((await expectData<CheckoutPreview>(preview(reader, "FIVER"))).discountCents).toBe(500);

    const actions = (await auditEntries(author, `?objectId=${fiver.id}`)).map((e) => e.action);
    expect(actions).toEqual(["code.enable", "code.disable", "code.create"]);
  });

  it("refuses a bad code, a percent over 100, a reversed window, an unknown product and a code taken", async () => {
    const create = (json: object) => api("/studio/codes", { method: "POST", reader: author, json });
    const fields = async (json: object, status = 400) =>
      (await expectError(await create(json), status, status === 409 ? "conflict" : "validation_failed")).fields;
    expect(await fields({ code: "no spaces", kind: "percent", value: 5 })).toEqual({ code: ["code_invalid"] });
    expect(await fields({ code: "BIG", kind: "percent", value: 101 })).toEqual({ value: ["percent_too_high"] });
    expect(
      await fields({
        code: "LATE",
        kind: "percent",
        value: 5,
        startsAt: "2030-01-02T00:00:00Z",
        endsAt: "2030-01-01T00:00:00Z",
      }),
    ).toEqual({ endsAt: ["window_reversed"] });
    expect(await fields({ code: "GHOST", kind: "amount", value: 100, productSlugs: ["no-such-thing"] })).toEqual({
      productSlugs: ["product_unknown"],
    });
    await expectData(create({ code: "TWICE", kind: "percent", value: 5 }), 201);
    expect(await fields({ code: "twice", kind: "percent", value: 5 }, 409)).toEqual({ code: ["code_taken"] });
  });
});
