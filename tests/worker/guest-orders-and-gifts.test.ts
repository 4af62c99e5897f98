import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { GuestOrderView, OrderView } from "#worker/contract/orders";
import { getConfig } from "#worker/config";
import { createDb } from "#worker/db/client";
import { stripeSignature } from "#worker/payments/stripe";
import { DOWNLOADS_PER_FILE, receiptOutboxId } from "#worker/services/orders";
import { joinVerifiedGuestOrders } from "#worker/services/guest-orders";
import { utcDay } from "#worker/services/gifts";
import { runSweep } from "#worker/services/sweep";
import type { EmailTransport } from "#worker/email/transport";
import { uniqueEmail } from "../support/shared/clients";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectError, nextIp } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Buying without an account and giving a product (decision 049): a guest's order is
 * delivered at once and joins an account only through its address (a magic link sent there, or
 * a verified account signing in); a gift is the recipient's once claimed, never the buyer's,
 * sent by the sweep on its day exactly once, and revoked by a refund.
 */

const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const WEBHOOK_SECRET = "whsec_test_secret_for_la_bodega";
const STRIPE_ENV = { ...env, STRIPE_SECRET_KEY: "sk_test_la_bodega", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const db = createDb(env.DB);
const DAY = 86_400_000;

beforeAll(async () => {
  await seedShopFixtures();
  await env.DB.prepare(
    "INSERT OR IGNORE INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position) VALUES ('f-theme-wav', 'theme', 'products/theme/theme.wav', 'Main Theme.wav', 'audio/wav', 8, 'WAV', 1)",
  ).run();
  await env.FILES.put("products/theme/theme.wav", new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0]));
});

// Each case signs several readers up and pays: slower than the default on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const checkout = (json: unknown, reader: Reader | null = null, ip = nextIp()) =>
  api("/checkout", { method: "POST", reader, json, headers: { "CF-Connecting-IP": ip } });

async function sessionOf(orderId: string): Promise<string> {
  return (await env.DB.prepare("SELECT provider_session_id AS id FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ id: string }>())!.id;
}

/** Pays through the local provider's page as the browser does; answers where it sends the buyer. */
async function payLocally(orderId: string): Promise<string> {
  const res = await callApp(
    new Request(`${ORIGIN}/api/payments/local/${await sessionOf(orderId)}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    }),
    env,
  );
  expect(res.status).toBe(303);
  return res.headers.get("Location")!;
}

/** A guest's paid order of `theme`: its id and the success page's address. */
async function guestPurchase(email: string, locale = "en") {
  const res = await checkout({ turnstileToken: TOKEN, email, locale, items: [{ slug: "theme" }] });
  expect(res.status).toBe(201);
  const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
  return { orderId, success: new URL(await payLocally(orderId)) };
}

async function guestView(orderId: string, access: string) {
  return api(`/guest-orders/${orderId}?access=${encodeURIComponent(access)}&locale=es`);
}

const mail = (id: string) =>
  env.DB.prepare("SELECT recipient, subject, text_body AS text FROM email_outbox WHERE id = ?")
    .bind(id)
    .first<{ recipient: string; subject: string; text: string }>();

const mailsOf = (kind: string, to: string) =>
  env.DB.prepare(
    "SELECT id, subject, text_body AS text FROM email_outbox WHERE kind = ? AND recipient = ? ORDER BY created_at",
  )
    .bind(kind, to)
    .all<{ id: string; subject: string; text: string }>()
    .then((r) => r.results);

const linkTo = (text: string, path: string) => new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(text)?.[1];
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

async function library(reader: Reader): Promise<OrderView[]> {
  return (await (await api("/orders?locale=en", { reader })).json<{ data: { orders: OrderView[] } }>()).data.orders;
}
async function owned(reader: Reader): Promise<string[]> {
  return (await (await api("/orders/owned", { reader })).json<{ data: { slugs: string[] } }>()).data.slugs;
}

const claim = (token: string, reader: Reader | null) =>
  api("/guest-orders/claim", { method: "POST", reader, json: { token } });

describe("guest checkout", () => {
  it("keeps the bot check; a guest needs an email and a cart; prices come from D1", async () => {
    const email = uniqueEmail("guest-checks");
    const noEmail = await expectError(
      await checkout({ turnstileToken: TOKEN, items: [{ slug: "theme" }] }),
      400,
      "validation_failed",
    );
    expect(noEmail.fields?.email).toEqual(["email_required"]);
    const noItems = await expectError(await checkout({ turnstileToken: TOKEN, email }), 400, "validation_failed");
    expect(noItems.fields?.items).toEqual(["items_required"]);
    await expectError(
      await checkout({ turnstileToken: "forged", email, items: [{ slug: "theme" }] }),
      403,
      "bot_check_failed",
    );
    const forged = await checkout({
      turnstileToken: TOKEN,
      email,
      items: [{ slug: "theme", priceCents: 1 }],
      totalCents: 1,
    });
    expect(forged.status).toBe(201);
    const { orderId } = (await forged.json<{ data: { orderId: string } }>()).data;
    const row = await env.DB.prepare("SELECT user_id, guest, total_cents, email FROM orders WHERE id = ?")
      .bind(orderId)
      .first<{ user_id: string | null; guest: number; total_cents: number; email: string }>();
    expect(row).toEqual({ user_id: null, guest: 1, total_cents: 129, email });
  });

  it("limits guest checkouts per address (and per client address)", async () => {
    const email = uniqueEmail("guest-limit");
    for (let i = 0; i < 10; i++)
      expect((await checkout({ turnstileToken: TOKEN, email, items: [{ slug: "theme" }] })).status).toBe(201);
    const refused = await checkout({ turnstileToken: TOKEN, email, items: [{ slug: "theme" }] });
    await expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Other addresses from one client: the per-client limit.
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect(
        (await checkout({ turnstileToken: TOKEN, email: uniqueEmail("g"), items: [{ slug: "theme" }] }, null, ip))
          .status,
      ).toBe(201);
    await expectError(
      await checkout({ turnstileToken: TOKEN, email: uniqueEmail("g"), items: [{ slug: "theme" }] }, null, ip),
      429,
      "rate_limited",
    );
  });

  it("delivers at once: the success page's token and the receipt's links give the files with the normal limits", async () => {
    const email = uniqueEmail("guest-buyer");
    const { orderId, success } = await guestPurchase(email, "es");
    expect(success.pathname).toBe("/es/order-success");
    expect(success.searchParams.get("order")).toBe(orderId);
    const access = success.searchParams.get("access")!;
    expect(access).toBeTruthy();

    const view = (await (await guestView(orderId, access)).json<{ data: GuestOrderView }>()).data;
    expect(view).toMatchObject({ id: orderId, status: "paid", guest: true, gift: null, email });
    expect(view.files.map((f) => [f.id, f.downloadsLeft])).toEqual([["f-theme-wav", DOWNLOADS_PER_FILE]]);
    const link = view.links["f-theme-wav"]!;
    const file = await api(new URL(link).pathname.replace("/api", "") + new URL(link).search);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("audio/wav");
    const after = (await (await guestView(orderId, access)).json<{ data: GuestOrderView }>()).data;
    expect(after.files[0]!.downloadsLeft).toBe(DOWNLOADS_PER_FILE - 1);

    // The token opens this order only; a forged one opens nothing.
    const other = await guestPurchase(uniqueEmail("other-guest"));
    await expectError(await guestView(other.orderId, access), 404, "not_found");
    await expectError(await guestView(orderId, `${access.slice(0, -2)}xx`), 404, "not_found");

    const receipt = await mail(receiptOutboxId(orderId));
    expect(receipt?.recipient).toBe(email);
    expect(receipt?.subject).toContain("Tu pedido de La Bodega");
    expect(receipt?.text.match(/\/api\/orders\/file\?token=/g)).toHaveLength(1);
    expect(receipt?.text).toContain("Has comprado sin cuenta");
    expect(linkTo(receipt!.text, "/es/claim-orders")).toBeTruthy();
  });
});

describe("claiming guest orders", () => {
  it("the receipt's magic link joins the orders of its address once; reused or expired links are refused", async () => {
    const email = uniqueEmail("claimer");
    const { orderId } = await guestPurchase(email);
    const link = linkTo((await mail(receiptOutboxId(orderId)))!.text, "/claim-orders")!;
    const reader = await signUpReader("Claimer Elsewhere");
    await expectError(await claim(tokenOf(link), null), 401, "unauthorized");
    await expectError(await claim("x".repeat(43), reader), 403, "link_invalid");
    expect(await owned(reader)).not.toContain("theme");
    const done = await claim(tokenOf(link), reader);
    expect(done.status).toBe(200);
    expect((await done.json<{ data: { claimed: number } }>()).data.claimed).toBe(1);
    expect((await library(reader)).map((o) => [o.id, o.guest])).toEqual([[orderId, true]]);
    expect(await owned(reader)).toContain("theme");
    expect((await api(`/orders/${orderId}/files/f-theme-wav`, { reader })).status).toBe(200);
    // Single-use: another account can't take it with the same link.
    await expectError(await claim(tokenOf(link), await signUpReader("Second")), 409, "conflict");

    const second = await guestPurchase(email);
    const expiring = linkTo((await mail(receiptOutboxId(second.orderId)))!.text, "/claim-orders")!;
    await env.DB.prepare("UPDATE guest_claim_links SET expires_at = ? WHERE email = ? AND used_at IS NULL")
      .bind(Date.now() - 1000, email)
      .run();
    await expectError(await claim(tokenOf(expiring), reader), 410, "link_expired");
  });

  it("a requested link goes only to the address that bought, and claims only that address's orders", async () => {
    const buyer = uniqueEmail("asker");
    const stranger = uniqueEmail("stranger");
    const { orderId } = await guestPurchase(buyer);
    const { orderId: strangersOrder } = await guestPurchase(stranger);
    const ask = (email: string) =>
      api("/guest-orders/claim-link", { method: "POST", json: { email, locale: "ca", turnstileToken: TOKEN } });
    await expectError(
      await api("/guest-orders/claim-link", { method: "POST", json: { email: buyer, turnstileToken: "forged" } }),
      403,
      "bot_check_failed",
    );
    // Same answer for an address with nothing to claim, and nothing mailed.
    const nobody = uniqueEmail("nobody");
    expect((await ask(nobody)).status).toBe(202);
    expect(await mailsOf("guest_claim", nobody)).toHaveLength(0);

    expect((await ask(buyer.toUpperCase())).status).toBe(202);
    const [sent] = await mailsOf("guest_claim", buyer);
    expect(sent?.subject).toBe("Les teves compres a La Bodega: afegeix-les a la teva biblioteca");
    const reader = await signUpReader("Asker");
    expect((await claim(tokenOf(linkTo(sent!.text, "/ca/claim-orders")!), reader)).status).toBe(200);
    const ids = (await library(reader)).map((o) => o.id);
    expect(ids).toContain(orderId);
    expect(ids).not.toContain(strangersOrder);
  });

  it("a verified account signing in with the address takes its guest orders; an unverified one does not", async () => {
    const email = uniqueEmail("joiner");
    const { orderId } = await guestPurchase(email);
    // Confirming the account signs it in: the order joins it then.
    const reader = await signUpReader("Joiner", email);
    expect((await library(reader)).map((o) => [o.id, o.guest])).toEqual([[orderId, true]]);
    expect(await owned(reader)).toContain("theme");

    const unverified = uniqueEmail("unverified");
    const { orderId: waiting } = await guestPurchase(unverified);
    const userId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES (?, 'U', ?, 0, 0, 0)",
    )
      .bind(userId, unverified)
      .run();
    expect(await joinVerifiedGuestOrders(db, userId)).toBe(0);
    const row = await env.DB.prepare("SELECT user_id, claimed_at FROM orders WHERE id = ?")
      .bind(waiting)
      .first<{ user_id: string | null; claimed_at: number | null }>();
    expect(row).toEqual({ user_id: null, claimed_at: null });
  });
});

/** Mail leaves through a fake transport in the sweep (nothing reaches Resend). */
const quietTransport: EmailTransport = { name: "quiet", send: async () => ({}) };
const sweep = (now: number) => runSweep(getConfig(env), db, { now, transport: quietTransport });

async function giftCheckout(reader: Reader | null, gift: object, extra: object = {}) {
  return checkout({ turnstileToken: TOKEN, locale: "en", items: [{ slug: "theme" }], gift, ...extra }, reader);
}

describe("gifts", () => {
  const tomorrow = () => utcDay(Date.now() + DAY);

  it("checks the gift's fields and its day (today to a year ahead), and one product", async () => {
    const reader = await signUpReader("Gift Checks");
    const base = { recipientName: "Ona", recipientEmail: uniqueEmail("ona"), deliverOn: tomorrow() };
    const bad = await expectError(
      await giftCheckout(reader, { ...base, recipientEmail: "nope" }),
      400,
      "validation_failed",
    );
    expect(bad.fields?.["gift.recipientEmail"]).toEqual(["recipient_email_invalid"]);
    for (const deliverOn of [utcDay(Date.now() - 3 * DAY), utcDay(Date.now() + 400 * DAY), "2026-02-30"]) {
      const far = await expectError(await giftCheckout(reader, { ...base, deliverOn }), 400, "validation_failed");
      expect(far.fields?.["gift.deliverOn"]).toEqual(["gift_date_range"]);
    }
    const two = await expectError(
      await giftCheckout(reader, base, { items: [{ slug: "theme" }, { slug: "book-one" }] }),
      400,
      "validation_failed",
    );
    expect(two.fields?.items).toEqual(["gift_one_item"]);
    expect((await giftCheckout(reader, { ...base, deliverOn: utcDay(Date.now()) })).status).toBe(201);
  });

  it("is sent on its day exactly once in the chosen language; claimed once into the recipient's library, never the buyer's", async () => {
    const buyer = await signUpReader("Gift Buyer");
    const recipientEmail = uniqueEmail("recipient");
    const res = await giftCheckout(buyer, {
      recipientName: "Núria",
      recipientEmail,
      message: "Per al teu aniversari!",
      deliverOn: tomorrow(),
      locale: "ca",
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
    await payLocally(orderId);

    // The buyer: a receipt that says it's a gift, no files, nothing owned.
    const receipt = (await mail(receiptOutboxId(orderId)))!;
    expect(receipt.text).toContain("This is a gift for Núria");
    expect(receipt.text).not.toContain("/api/orders/file?token=");
    const given = (await library(buyer)).find((o) => o.id === orderId)!;
    expect(given.files).toEqual([]);
    expect(given.gift).toMatchObject({ role: "given", recipientName: "Núria", recipientEmail, state: "scheduled" });
    await expectError(await api(`/orders/${orderId}/files/f-theme-wav`, { reader: buyer }), 404, "not_found");
    expect(await owned(buyer)).not.toContain("theme");
    const giftId = given.gift!.id;
    await expectError(await api(`/gifts/${giftId}/resend`, { method: "POST", reader: buyer }), 409, "conflict");

    // Not before its day; on its day once, however many sweeps run.
    await sweep(Date.now());
    expect(await mailsOf("gift", recipientEmail)).toHaveLength(0);
    const report = await sweep(Date.now() + DAY);
    expect(report.gifts).toEqual([`gift/${giftId}`]);
    await sweep(Date.now() + DAY + 60_000);
    const sent = await mailsOf("gift", recipientEmail);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Gift Buyer t'ha enviat un regal: Main Theme");
    expect(sent[0]!.text).toContain("Per al teu aniversari!");
    const firstLink = linkTo(sent[0]!.text, "/ca/claim-gift")!;

    // Resend: the buyer only; the new link replaces the old one.
    const stranger = await signUpReader("Not The Buyer");
    await expectError(await api(`/gifts/${giftId}/resend`, { method: "POST", reader: stranger }), 404, "not_found");
    expect((await api(`/gifts/${giftId}/resend`, { method: "POST", reader: buyer })).status).toBe(200);
    const again = await mailsOf("gift", recipientEmail);
    expect(again).toHaveLength(2);
    const newLink = linkTo(again.find((m) => m.id === `gift/${giftId}/2`)!.text, "/ca/claim-gift")!;

    const recipient = await signUpReader("Nuria", recipientEmail);
    const claimGift = (link: string, reader: Reader | null) =>
      api("/gifts/claim", { method: "POST", reader, json: { token: tokenOf(link) } });
    const preview = await api("/gifts/preview", { method: "POST", json: { token: tokenOf(newLink) } });
    expect((await preview.json<{ data: { title: string; state: string } }>()).data).toMatchObject({
      title: "Main Theme",
      state: "open",
    });
    await expectError(await claimGift(newLink, null), 401, "unauthorized");
    await expectError(await claimGift(firstLink, recipient), 403, "link_invalid");
    expect((await claimGift(newLink, recipient)).status).toBe(200);
    await expectError(await claimGift(newLink, stranger), 409, "conflict");

    const received = (await library(recipient)).find((o) => o.id === orderId)!;
    expect(received.gift).toMatchObject({
      role: "received",
      recipientEmail: null,
      fromName: "Gift Buyer",
      state: "claimed",
    });
    expect(received.files.map((f) => f.id)).toEqual(["f-theme-wav"]);
    // What the giver paid is theirs: the recipient's library has no price, total or code.
    expect(received.totalCents).toBe(0);
    expect(received.items.map((item) => item.priceCents)).toEqual([0]);
    expect(received).not.toHaveProperty("discount");
    expect(given.totalCents).toBeGreaterThan(0);
    expect((await api(`/orders/${orderId}/files/f-theme-wav`, { reader: recipient })).status).toBe(200);
    expect(await owned(recipient)).toContain("theme");
    const cart = await api("/cart/items/theme", { method: "PUT", reader: recipient });
    await expectError(cart, 409, "already_owned");

    // The buyer's side: claimed, and still nothing of theirs.
    expect((await library(buyer)).find((o) => o.id === orderId)!.gift).toMatchObject({ state: "claimed" });
    expect(await owned(buyer)).not.toContain("theme");
    await expectError(await api(`/gifts/${giftId}/resend`, { method: "POST", reader: buyer }), 409, "conflict");
  });
});

describe("refunds (Stripe)", () => {
  function mockStripe() {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://api.stripe.com/")) throw new Error(`unexpected fetch to ${url}`);
      return Response.json({
        id: `cs_test_${crypto.randomUUID().slice(0, 8)}`,
        url: "https://checkout.stripe.com/c/pay/cs_test",
      });
    });
  }
  async function webhook(event: object) {
    const payload = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = `t=${timestamp},v1=${await stripeSignature(WEBHOOK_SECRET, timestamp, payload)}`;
    const res = await callApp(
      new Request(`${ORIGIN}/api/payments/stripe/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      }),
      STRIPE_ENV,
    );
    expect(res.status).toBe(200);
  }
  async function stripeGift(buyer: Reader | null, recipientEmail: string, paymentIntent: string, email?: string) {
    mockStripe();
    const res = await callApp(
      new Request(`${ORIGIN}/api/checkout`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "CF-Connecting-IP": nextIp(),
          ...(buyer ? { Cookie: buyer.cookie } : {}),
        },
        body: JSON.stringify({
          turnstileToken: TOKEN,
          items: [{ slug: "theme" }],
          ...(email ? { email } : {}),
          gift: { recipientName: "R", recipientEmail, deliverOn: utcDay(Date.now()), fromName: "A friend" },
        }),
      }),
      STRIPE_ENV,
    );
    expect(res.status).toBe(201);
    vi.restoreAllMocks();
    const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
    await webhook({
      id: `evt_${paymentIntent}`,
      type: "checkout.session.completed",
      data: { object: { id: await sessionOf(orderId), payment_status: "paid", payment_intent: paymentIntent } },
    });
    return orderId;
  }
  const refund = (paymentIntent: string) =>
    webhook({
      id: `evt_refund_${paymentIntent}`,
      type: "charge.refunded",
      data: { object: { payment_intent: paymentIntent, refunded: true } },
    });

  it("revokes a claimed gift: the recipient's files stop and it is no longer owned", async () => {
    const buyer = await signUpReader("Refund Buyer");
    const recipientEmail = uniqueEmail("refund-recipient");
    const orderId = await stripeGift(buyer, recipientEmail, "pi_gift_claimed");
    await sweep(Date.now());
    const link = linkTo((await mailsOf("gift", recipientEmail))[0]!.text, "/claim-gift")!;
    const recipient = await signUpReader("Refund Recipient", recipientEmail);
    expect(
      (await api("/gifts/claim", { method: "POST", reader: recipient, json: { token: tokenOf(link) } })).status,
    ).toBe(200);
    expect((await api(`/orders/${orderId}/files/f-theme-wav`, { reader: recipient })).status).toBe(200);
    await refund("pi_gift_claimed");
    await expectError(await api(`/orders/${orderId}/files/f-theme-wav`, { reader: recipient }), 403, "forbidden");
    expect(await owned(recipient)).not.toContain("theme");
    expect((await library(recipient)).find((o) => o.id === orderId)!.gift?.state).toBe("revoked");
    expect((await library(buyer)).find((o) => o.id === orderId)!.gift?.state).toBe("revoked");
  });

  it("revokes an unclaimed gift (a guest's): its mail is never sent, or its link no longer claims", async () => {
    const early = uniqueEmail("never-sent");
    await stripeGift(null, early, "pi_gift_unsent", uniqueEmail("guest-giver"));
    await refund("pi_gift_unsent");
    await sweep(Date.now());
    expect(await mailsOf("gift", early)).toHaveLength(0);

    const late = uniqueEmail("sent-then-refunded");
    await stripeGift(null, late, "pi_gift_sent", uniqueEmail("guest-giver"));
    await sweep(Date.now());
    const link = linkTo((await mailsOf("gift", late))[0]!.text, "/claim-gift")!;
    await refund("pi_gift_sent");
    const recipient = await signUpReader("Too Late", late);
    await expectError(
      await api("/gifts/claim", { method: "POST", reader: recipient, json: { token: tokenOf(link) } }),
      403,
      "forbidden",
    );
    expect(await owned(recipient)).not.toContain("theme");
  });
});
