import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig, ConfigError } from "#worker/config";
import type { UndeliveredEmail } from "#worker/email/outbox";
import { MAX_SEND_ATTEMPTS } from "#worker/email/outbox";
import { createResendTransport } from "#worker/email/resend-transport";
import { createDb } from "#worker/db/client";
import { PaymentProviderError } from "#worker/payments/provider";
import { createStripeProvider } from "#worker/payments/stripe";
import { runSweep, type SweepReport } from "#worker/services/sweep";
import { TURNSTILE_DUMMY_TOKEN } from "#worker/services/turnstile";
import { PASSWORD, uniqueEmail } from "../support/shared/clients";
import { callApp } from "../support/worker/app";
import { ORIGIN, expectError, nextIp } from "../support/worker/http";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Providers failing, hanging and coming back, end to end: mail queued through the real
 * endpoints while a fake Resend (behind RESEND_API_URL) answers 5xx, then accepts mail but never
 * answers, then recovers and honours Idempotency-Key as Resend does. The cron's work runs through
 * `POST /api/dev/sweep` (the same `runSweep` the scheduled handler runs) with the clock moved
 * past each backoff. Then Stripe (behind STRIPE_API_URL) through an outage at checkout.
 */

const RESEND_URL = "https://resend.fake.test";
const STRIPE_URL = "https://stripe.fake.test";
const MAIL_ENV = { ...env, RESEND_API_KEY: "re_outage_drill", RESEND_API_URL: RESEND_URL };
/** An address the fake provider never accepts: its mail must end failed and visible. */
const UNDELIVERABLE = "never-delivered@example.com";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Mode = "down" | "hang" | "up";

/**
 * A fake Resend. `down`: 500. `hang`: takes the mail, then never answers (the answer is lost:
 * only the sender's timeout ends the call). `up`: answers; a key it already took returns the
 * first answer and is not a second message. Counts deliveries per idempotency key.
 */
function fakeResend() {
  const state = { mode: "down" as Mode, calls: 0, replays: 0 };
  /** The messages the provider took, by idempotency key, with what they said. */
  const delivered = new Map<string, { id: string; to: string; text: string }>();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    // No test reaches the network: anything but the fake is a bug.
    if (url !== `${RESEND_URL}/emails`) throw new Error(`unexpected fetch to ${url}`);
    state.calls++;
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer re_outage_drill");
    const key = headers.get("Idempotency-Key");
    expect(key, "every send carries an idempotency key").toBeTruthy();
    const {
      to: [to],
      text,
    } = JSON.parse(String(init?.body)) as { to: string[]; text: string };
    if (state.mode === "down" || to === UNDELIVERABLE) {
      return Response.json({ name: "internal_server_error", message: "down" }, { status: 500 });
    }
    const seen = delivered.get(key!);
    if (seen) {
      // Resend's idempotency: the same key is the same message, answered again, sent once.
      state.replays++;
    } else {
      delivered.set(key!, { id: `re_${delivered.size + 1}`, to: to!, text });
    }
    if (state.mode === "hang") {
      return new Promise<Response>((_, reject) => {
        const signal = init?.signal;
        signal?.addEventListener("abort", () => reject(signal.reason));
      });
    }
    return Response.json({ id: delivered.get(key!)!.id });
  });
  return { state, delivered };
}

const post = (path: string, body: unknown, bindings: object = MAIL_ENV) =>
  callApp(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(body),
    }),
    bindings,
  );

async function devSweep(): Promise<SweepReport> {
  const res = await post("/api/dev/sweep", {});
  expect(res.status).toBe(200);
  return (await res.json<{ data: SweepReport }>()).data;
}

interface Row {
  id: string;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
}

async function outbox(): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, kind, recipient, status, attempts, next_attempt_at FROM email_outbox ORDER BY created_at",
  ).all<Row>();
  return results;
}

/** Moves the clock just past the latest due time of the rows still waiting. */
async function pastNextAttempt() {
  const waiting = (await outbox()).filter((r) => r.status === "pending");
  vi.setSystemTime(Math.max(...waiting.map((r) => r.next_attempt_at)) + 1);
}

describe("an email provider outage", () => {
  it("loses nothing: after recovery every queued message is delivered once, and the undeliverable one is visible", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { state, delivered } = fakeResend();

    // 1. The provider is down while visitors write, subscribe and sign up: every answer is
    //    still a success and every mail waits in the outbox.
    vi.setSystemTime(Date.now());
    const contact = (email: string) =>
      post("/api/contact-form-handler", {
        form: "contact",
        fullName: "Outage Tester",
        email,
        reason: "collaboration",
        company: "",
        message: "Written during an outage",
        privacyPolicy: true,
        stayUpdated: false,
        turnstileToken: TURNSTILE_DUMMY_TOKEN,
        locale: "en",
      });
    for (let i = 0; i < 4; i++) expect((await contact(uniqueEmail(`contact${i}`))).status).toBe(201);
    expect((await contact(UNDELIVERABLE)).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const res = await post("/api/newsletter-subscription", {
        email: uniqueEmail(`news${i}`),
        page_url: "https://adriavidal.com/books",
        timestamp: new Date().toISOString(),
        turnstileToken: TURNSTILE_DUMMY_TOKEN,
        locale: "es",
      });
      expect(res.status).toBe(202);
    }
    for (let i = 0; i < 2; i++) {
      const res = await post("/api/auth/sign-up/email", {
        email: uniqueEmail(`reader${i}`),
        password: PASSWORD,
        name: "Reader",
      });
      expect(res.status).toBe(200);
    }

    const queued = await outbox();
    // 5 contact forms × (confirmation + notification) + 3 newsletter + 2 account confirmations.
    expect(queued).toHaveLength(15);
    expect(new Set(queued.map((r) => r.kind))).toEqual(
      new Set(["contact_confirmation", "contact_notification", "newsletter_confirmation", "account_verification"]),
    );
    expect(queued.every((r) => r.status === "pending" && r.attempts === 1)).toBe(true);
    expect(delivered.size).toBe(0);

    // 2. Still down at the first retry: the sweep counts it and reschedules.
    await pastNextAttempt();
    expect((await devSweep()).outbox).toEqual({ sent: 0, retrying: 15, failed: 0 });

    // 3. The provider takes the mail but its answers never arrive: the sender's timeout ends
    //    each call (the shared sweep with a 50 ms timeout; the real one waits 10 s).
    state.mode = "hang";
    await pastNextAttempt();
    const hanging = await runSweep(parseConfig(MAIL_ENV), createDb(env.DB), {
      transport: createResendTransport("re_outage_drill", { baseUrl: RESEND_URL, timeoutMs: 50 }),
    });
    expect(hanging.outbox).toEqual({ sent: 0, retrying: 15, failed: 0 });
    // It did take 14 of them: a naive retry would now send those twice.
    expect(delivered.size).toBe(14);

    // 4. Recovery: the next sweep sends everything, each retry with the key the provider knows.
    state.mode = "up";
    await pastNextAttempt();
    expect((await devSweep()).outbox).toEqual({ sent: 14, retrying: 1, failed: 0 });
    expect(state.replays).toBe(14);

    // 5. The undeliverable mail is retried on schedule until the limit, then given up on.
    let sweeps = 0;
    let report: SweepReport | null = null;
    while ((await outbox()).some((r) => r.status === "pending") && sweeps++ < MAX_SEND_ATTEMPTS) {
      await pastNextAttempt();
      report = await devSweep();
    }
    expect(report?.outbox).toEqual({ sent: 0, retrying: 0, failed: 1 });

    const final = await outbox();
    const lost = final.filter((r) => r.status !== "sent" && r.recipient !== UNDELIVERABLE);
    // The same mail taken as two messages (a retry under a new key) would appear twice here.
    const copies = new Map<string, number>();
    for (const d of delivered.values()) copies.set(`${d.to}\n${d.text}`, (copies.get(`${d.to}\n${d.text}`) ?? 0) + 1);
    const deliveredTwice = [...copies.values()].filter((n) => n > 1);
    const failed = final.filter((r) => r.status === "failed");
    console.info(
      `[outage figures] queued ${final.length}, delivered once ${delivered.size}, lost ${lost.length}, delivered twice ${deliveredTwice.length}, failed and visible ${failed.length}, provider calls ${state.calls}`,
    );
    expect(lost).toEqual([]);
    expect(deliveredTwice).toEqual([]);
    expect(final.filter((r) => r.status === "sent")).toHaveLength(14);
    for (const row of final.filter((r) => r.status === "sent")) {
      expect(delivered.get(`${row.kind}/${row.id}`)?.to, `${row.kind} delivered`).toBe(row.recipient);
    }
    expect(failed.map((r) => [r.recipient, r.attempts])).toEqual([[UNDELIVERABLE, MAX_SEND_ATTEMPTS]]);

    // 6. The author sees it: the development outbox lists it, given-up first, with the cause.
    const listed = await callApp(new Request(`${ORIGIN}/api/dev/outbox`), MAIL_ENV);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("Cache-Control")).toBe("no-store");
    const { data } = await listed.json<{ data: UndeliveredEmail[] }>();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: failed[0]!.id,
      kind: "contact_confirmation",
      to: UNDELIVERABLE,
      status: "failed",
      attempts: MAX_SEND_ATTEMPTS,
      nextAttempt: null,
    });
    expect(data[0]!.lastError).toMatch(/500/);
  }, 60_000);
});

describe("the development sweep", () => {
  it("runs the cron's work and reports it; in production it does not exist", async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at) VALUES (?, 'sweep_test', 'sweep@example.com', 'S', 't', 'h', '{}', 'pending', 0, 1, 1)",
    )
      .bind(id)
      .run();
    await env.DB.prepare("INSERT INTO rate_limit_hits (key, at) VALUES ('sweep-test:old', ?)")
      .bind(Date.now() - 3 * 86_400_000)
      .run();
    vi.spyOn(console, "log").mockImplementation(() => {});
    const res = await post("/api/dev/sweep", {}, env);
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: SweepReport }>();
    expect(data.outbox.sent).toBeGreaterThanOrEqual(1);
    expect(data.prunedRateLimitHits).toBeGreaterThanOrEqual(1);
    const row = await env.DB.prepare("SELECT status FROM email_outbox WHERE id = ?")
      .bind(id)
      .first<{ status: string }>();
    expect(row?.status).toBe("sent");
    // Without a Resend key the sweep delivers to the dev mailbox.
    expect(
      await env.DB.prepare("SELECT id FROM dev_mailbox WHERE id = ?").bind(`sweep_test/${id}`).first(),
    ).not.toBeNull();

    const production = {
      ...env,
      ENVIRONMENT: "production",
      SITE_URL: "https://example.com",
      BETTER_AUTH_SECRET: "p".repeat(40),
      RESEND_API_KEY: "re_x",
      EMAIL_FROM: "A <a@example.com>",
      TURNSTILE_SITE_KEY: "0xAAAA",
      TURNSTILE_SECRET_KEY: "0xBBBB",
      SELLER_NAME: "Adrià Vidal",
      SELLER_TAX_ID: "12345678Z",
      SELLER_ADDRESS: "Carrer de Test 1, 08001 Barcelona",
    };
    for (const [method, path] of [
      ["POST", "/api/dev/sweep"],
      ["GET", "/api/dev/outbox"],
    ] as const) {
      const refused = await callApp(
        new Request(`https://example.com${path}`, { method, headers: { Origin: "https://example.com" } }),
        production,
      );
      await expectError(refused, 404, "not_found");
    }
  });
});

describe("provider URLs are configuration", () => {
  const production = {
    ENVIRONMENT: "production",
    SITE_URL: "https://adriavidal.com",
    BETTER_AUTH_SECRET: "s".repeat(40),
    RESEND_API_KEY: "re_123456789",
    EMAIL_FROM: "Adrià Vidal <hello@adriavidal.com>",
    TURNSTILE_SITE_KEY: "0x4AAAAAAAAAAAAAAAAAAAAA",
    TURNSTILE_SECRET_KEY: "0x4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    SELLER_NAME: "Adrià Vidal",
    SELLER_TAX_ID: "12345678Z",
    SELLER_ADDRESS: "Carrer de Test 1, 08001 Barcelona",
    STRIPE_SECRET_KEY: "sk_live_abc",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
  };
  const issuesOf = (vars: Record<string, unknown>) => {
    try {
      parseConfig(vars);
      return [];
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).issues;
    }
  };

  it("defaults to the official APIs and takes another base locally", () => {
    const config = parseConfig(production);
    expect(config.email.resendApiUrl).toBe("https://api.resend.com");
    expect(config.stripe?.apiUrl).toBe("https://api.stripe.com");
    const local = parseConfig({
      ENVIRONMENT: "development",
      SITE_URL: "http://127.0.0.1:8787",
      RESEND_API_URL: "http://127.0.0.1:9999/",
      STRIPE_API_URL: "http://127.0.0.1:9998",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    });
    expect(local.email.resendApiUrl).toBe("http://127.0.0.1:9999");
    expect(local.stripe?.apiUrl).toBe("http://127.0.0.1:9998");
    expect(issuesOf({ ENVIRONMENT: "development", SITE_URL: "http://x.test", RESEND_API_URL: "not a url" })[0]).toMatch(
      /^RESEND_API_URL must be an absolute URL/,
    );
  });

  it("production sends its keys to the official hosts only", () => {
    expect(issuesOf({ ...production, RESEND_API_URL: "https://api.resend.com/" })).toEqual([]);
    expect(issuesOf({ ...production, RESEND_API_URL: "https://resend.evil.example" })).toEqual([
      "RESEND_API_URL must be https://api.resend.com in production (or unset)",
    ]);
    expect(issuesOf({ ...production, STRIPE_API_URL: "http://api.stripe.com" })).toEqual([
      "STRIPE_API_URL must be https://api.stripe.com in production (or unset)",
    ]);
  });
});

describe("a payment provider outage at checkout", () => {
  const STRIPE_ENV = {
    ...env,
    STRIPE_SECRET_KEY: "sk_test_outage",
    STRIPE_WEBHOOK_SECRET: "whsec_outage",
    STRIPE_API_URL: STRIPE_URL,
  };

  it("answers 503 in the one error shape, keeps the order, and the retry opens one session for it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await seedShopFixtures();
    let mode: Mode = "down";
    const sessions = new Map<string, string>();
    const keys: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== `${STRIPE_URL}/v1/checkout/sessions`) throw new Error(`unexpected fetch to ${url}`);
      const key = new Headers(init?.headers).get("Idempotency-Key")!;
      keys.push(key);
      if (mode === "down") return Response.json({ error: { message: "Stripe is down" } }, { status: 503 });
      // Stripe's idempotency: a key it has seen gets the same session back.
      if (!sessions.has(key)) sessions.set(key, `cs_test_${sessions.size + 1}`);
      if (mode === "hang") {
        return new Promise<Response>((_, reject) => {
          const signal = init?.signal;
          signal?.addEventListener("abort", () => reject(signal.reason));
        });
      }
      return Response.json({ id: sessions.get(key), url: `https://checkout.stripe.com/c/pay/${sessions.get(key)}` });
    });

    // A signed-up, confirmed reader with something in the cart (the local mailbox, no Resend).
    const email = uniqueEmail("buyer");
    const signUp = await post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Buyer" }, env);
    expect(signUp.status).toBe(200);
    await env.DB.prepare("UPDATE user SET email_verified = 1 WHERE email = ?").bind(email).run();
    const signIn = await post("/api/auth/sign-in/email", { email, password: PASSWORD }, env);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.session_token="))!
      .split(";")[0]!;
    const call = (method: string, path: string, body?: unknown) =>
      callApp(
        new Request(`${ORIGIN}/api${path}`, {
          method,
          headers: {
            Cookie: cookie,
            Origin: ORIGIN,
            "CF-Connecting-IP": nextIp(),
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
        STRIPE_ENV,
      );
    expect((await call("PUT", "/cart/items/book-one")).status).toBe(200);
    const checkout = () => call("POST", "/checkout", { turnstileToken: TURNSTILE_DUMMY_TOKEN, locale: "en" });
    const orders = async () =>
      (
        await env.DB.prepare(
          "SELECT o.id, o.status, o.provider_session_id AS session FROM orders o JOIN user u ON u.id = o.user_id WHERE u.email = ?",
        )
          .bind(email)
          .all<{ id: string; status: string; session: string | null }>()
      ).results;

    // Down: a clear 503 twice, never a 500; one pending order, no session.
    for (let i = 0; i < 2; i++) {
      const error = await expectError(await checkout(), 503, "service_unavailable");
      expect(error.message).toMatch(/Nothing was charged/);
    }
    let placed = await orders();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: "pending", session: null });

    // Stripe takes the request but its answer never arrives: the provider's timeout (50 ms
    // here, 10 s in the Worker) makes it a retryable failure; Stripe has made a session anyway.
    mode = "hang";
    const provider = createStripeProvider("sk_test_outage", { apiUrl: STRIPE_URL, timeoutMs: 50 });
    const lost = await provider
      .createCheckout({
        orderId: placed[0]!.id,
        currency: "EUR",
        lines: [{ title: "Book one", amountCents: 699 }],
        email,
        locale: "en",
        successUrl: `${ORIGIN}/order-success`,
        cancelUrl: `${ORIGIN}/cart`,
      })
      .catch((err: unknown) => err);
    expect(lost).toBeInstanceOf(PaymentProviderError);
    expect((lost as PaymentProviderError).retryable).toBe(true);
    expect(sessions.size).toBe(1);

    // Recovery: the reader's retry continues the same order with the same key, and gets the
    // session Stripe made during the lost answer, not a second one.
    mode = "up";
    const res = await checkout();
    expect(res.status).toBe(201);
    const { orderId, url } = (await res.json<{ data: { orderId: string; url: string } }>()).data;
    expect(orderId).toBe(placed[0]!.id);
    expect(url).toBe("https://checkout.stripe.com/c/pay/cs_test_1");
    expect(new Set(keys)).toEqual(new Set([`checkout/${orderId}`]));
    expect(keys).toHaveLength(4);
    expect(sessions.size).toBe(1);
    placed = await orders();
    expect(placed).toEqual([{ id: orderId, status: "pending", session: "cs_test_1" }]);

    // A checkout after the session exists is a new order (the first has its payment page).
    const again = await checkout();
    expect(again.status).toBe(201);
    expect((await again.json<{ data: { orderId: string } }>()).data.orderId).not.toBe(orderId);
    expect(sessions.size).toBe(2);
  }, 30_000);

  it("a permanent refusal still fails the order with a 502", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({ error: { message: "Invalid API Key" } }, { status: 401 }),
    );
    const email = uniqueEmail("refused");
    expect((await post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "R" }, env)).status).toBe(200);
    await env.DB.prepare("UPDATE user SET email_verified = 1 WHERE email = ?").bind(email).run();
    const signIn = await post("/api/auth/sign-in/email", { email, password: PASSWORD }, env);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.session_token="))!
      .split(";")[0]!;
    const headers = { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" };
    await callApp(
      new Request(`${ORIGIN}/api/cart/items/theme`, {
        method: "PUT",
        headers: { ...headers, "CF-Connecting-IP": nextIp() },
      }),
      env,
    );
    const res = await callApp(
      new Request(`${ORIGIN}/api/checkout`, {
        method: "POST",
        headers: { ...headers, "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ turnstileToken: TURNSTILE_DUMMY_TOKEN }),
      }),
      { ...env, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_URL: STRIPE_URL },
    );
    await expectError(res, 502, "internal_error");
    const row = await env.DB.prepare("SELECT o.status FROM orders o JOIN user u ON u.id = o.user_id WHERE u.email = ?")
      .bind(email)
      .first<{ status: string }>();
    expect(row?.status).toBe("failed");
  }, 30_000);
});
