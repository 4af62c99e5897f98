import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "#worker/contract/api-error";
import { RATE_LIMITS } from "#worker/contract/rate-limits";
import { DOWNLOADS_PER_FILE } from "#worker/services/orders";
import { orderFileLink } from "#worker/services/receipts";
import { signToken } from "#worker/services/signed-token";
import { PASSWORD, ipSequence, uniqueEmail } from "../support/shared/clients";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, request } from "../support/worker/http";
import { authPost, signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Every limit under a burst: 30 requests at once (Promise.all) from the same subject let
 * through exactly the limit, and every other one is a 429 that says how long to wait. The
 * site's own limits answer in the one error shape; better-auth's endpoints in its `{ code?,
 * message }` shape, with Retry-After too. A limit of 30 or more gets `limit + 10` at once.
 */

const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const SECRET = "local-development-signing-secret-not-for-production";
const BURST = 30;
const nextIp = ipSequence("203.0.113.");

// Bursts of 30 to 70 requests, after signing readers up and paying orders: more than 5 s on a busy runner.
vi.setConfig({ testTimeout: 60_000 });

/** What each burst let through, for the record printed at the end. */
const figures: string[] = [];

interface Tally {
  allowed: number;
  refused: number;
}

/**
 * Counts a burst's answers: `allowed` those with the success status, `refused` the 429s, each
 * checked for its Retry-After and its body's shape. Anything else fails the test.
 */
async function tally(
  name: string,
  responses: Response[],
  {
    ok,
    shape = "site",
    maxWait,
  }: {
    ok: number;
    shape?: "site" | "better-auth";
    /** The longest Retry-After allowed; null for a count that never frees up (no Retry-After). */
    maxWait: number | null;
  },
): Promise<Tally> {
  const result: Tally = { allowed: 0, refused: 0 };
  for (const res of responses) {
    if (res.status === ok) {
      result.allowed++;
      await res.arrayBuffer();
      continue;
    }
    expect(res.status, `${name}: ${await res.clone().text()}`).toBe(429);
    result.refused++;
    const wait = Number(res.headers.get("Retry-After"));
    if (maxWait !== null)
      expect(Number.isInteger(wait) && wait > 0 && wait <= maxWait, `${name}: Retry-After ${wait}`).toBe(true);
    if (shape === "site") {
      const body = await res.json<ApiErrorBody>();
      expect(body.error.code).toBe("rate_limited");
      expect(body.error.message.length).toBeGreaterThan(0);
    } else {
      const body = await res.json<{ code?: string; message: string }>();
      expect(body.message.length).toBeGreaterThan(0);
    }
  }
  figures.push(`${name}: ${result.allowed} allowed, ${result.refused} refused of ${responses.length} at once`);
  return result;
}

const burst = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

beforeAll(async () => {
  await seedShopFixtures();
  await env.DB.prepare(
    "INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position) VALUES ('f-theme-wav', 'theme', 'products/theme/theme.wav', 'Main Theme.wav', 'audio/wav', 8, 'WAV', 1)",
  ).run();
  await env.FILES.put("products/theme/theme.wav", new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0]));
  await env.FILES.put("products/book-one/book-one.epub", new TextEncoder().encode("PK stand-in"));
  await env.FILES.put("products/book-one/book-one.pdf", new TextEncoder().encode("%PDF-1.7 stand-in"));
  await env.FILES.put("excerpts/mortal-vengeance-book-1.epub", new TextEncoder().encode("PK excerpt"));
  // Book two's files, so the bundle's order has five files of 20 downloads each.
  await env.DB.prepare(
    "INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position) VALUES ('f-two-epub', 'book-two', 'products/book-two/book-two.epub', 'Book-Two.epub', 'application/epub+zip', 10, 'EPUB', 1), ('f-two-pdf', 'book-two', 'products/book-two/book-two.pdf', 'Book-Two.pdf', 'application/pdf', 10, 'PDF', 2)",
  ).run();
  await env.FILES.put("products/book-two/book-two.epub", new TextEncoder().encode("PK two"));
  await env.FILES.put("products/book-two/book-two.pdf", new TextEncoder().encode("%PDF-1.7 two"));
});

afterAll(() => {
  console.info(`Limits under concurrency:\n  ${figures.join("\n  ")}`);
});

describe("public forms, per client address", () => {
  it(`resume requests: ${RATE_LIMITS.resume_request.limit} of ${BURST}`, async () => {
    const ip = nextIp();
    const responses = await burst(BURST, (i) =>
      request("/api/contact-form-handler", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({
          form: "resume",
          fullName: "Rita Recruiter",
          email: `burst.${i}.${crypto.randomUUID().slice(0, 6)}@example.com`,
          turnstileToken: TOKEN,
          locale: "en",
        }),
      }),
    );
    const { allowed, refused } = await tally("resume_request", responses, { ok: 201, maxWait: 600 });
    expect(allowed).toBe(RATE_LIMITS.resume_request.limit);
    expect(refused).toBe(BURST - RATE_LIMITS.resume_request.limit);
  });

  it(`newsletter subscriptions: ${RATE_LIMITS.newsletter_subscription.limit} of ${BURST}`, async () => {
    const ip = nextIp();
    const responses = await burst(BURST, (i) =>
      request("/api/newsletter-subscription", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({
          email: `news.${i}.${crypto.randomUUID().slice(0, 6)}@example.com`,
          page_url: `${ORIGIN}/books`,
          timestamp: new Date().toISOString(),
          turnstileToken: TOKEN,
          locale: "en",
        }),
      }),
    );
    const { allowed } = await tally("newsletter_subscription", responses, { ok: 202, maxWait: 600 });
    expect(allowed).toBe(RATE_LIMITS.newsletter_subscription.limit);
  });

  it(`signed file downloads: ${RATE_LIMITS.file_download.limit} of ${RATE_LIMITS.file_download.limit + 10}`, async () => {
    const ip = nextIp();
    const token = await signToken(SECRET, {
      purpose: "excerpt-download",
      subject: "mortal-vengeance-book-1",
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const path = `/api/downloads/excerpt?token=${encodeURIComponent(token)}`;
    const responses = await burst(RATE_LIMITS.file_download.limit + 10, () =>
      request(path, { headers: { "CF-Connecting-IP": ip } }),
    );
    const { allowed } = await tally("file_download", responses, { ok: 200, maxWait: 600 });
    expect(allowed).toBe(RATE_LIMITS.file_download.limit);
  });
});

describe("sign-in", () => {
  const signIn = (email: string, password: string, ip: string) =>
    authPost("/sign-in/email", { email, password }, { ip });

  it(`per client address (better-auth's limiter): ${RATE_LIMITS.auth_sign_in.limit} of ${BURST}`, async () => {
    const ip = nextIp();
    const responses = await burst(BURST, () => signIn(uniqueEmail("guess"), "not the password", ip));
    const { allowed } = await tally("auth_sign_in (per address)", responses, {
      ok: 401,
      shape: "better-auth",
      maxWait: RATE_LIMITS.auth_sign_in.windowSeconds,
    });
    expect(allowed).toBe(RATE_LIMITS.auth_sign_in.limit);
  });

  const rule = RATE_LIMITS.sign_in_account;
  const maxWait = rule.backoff.maxSeconds;

  /** Moves an account's counted attempts back in time, as if the reader had waited. */
  async function wait(email: string, seconds: number) {
    await env.DB.prepare("UPDATE rate_limit_hits SET at = at - ? WHERE key = ?")
      .bind(seconds * 1000, `sign_in_account:${email.toLowerCase()}`)
      .run();
  }

  /** A wait counted from the newest attempt: the seconds the test itself took come off it. */
  const expectAbout = (wait: number, expected: number) => {
    expect(wait).toBeLessThanOrEqual(expected);
    expect(wait).toBeGreaterThan(expected - 5);
  };

  async function expectThrottled(res: Response, atMost: number) {
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(atMost);
    expect((await res.json<{ code: string }>()).code).toBe("TOO_MANY_SIGN_IN_ATTEMPTS");
    return wait;
  }

  it(`per account, from ${BURST} addresses: ${rule.limit} guesses, then a doubling wait; the right password waits too`, async () => {
    const reader = await signUpReader("Target");
    const responses = await burst(BURST, (i) => signIn(reader.email, `wrong guess ${i}`, nextIp()));
    const { allowed } = await tally("sign_in_account (per account)", responses, {
      ok: 401,
      shape: "better-auth",
      maxWait,
    });
    expect(allowed).toBe(rule.limit);
    // The right password is no way round it: a guesser could otherwise tell it by the answer.
    expectAbout(
      await expectThrottled(await signIn(reader.email, PASSWORD, nextIp()), maxWait),
      rule.backoff.firstSeconds,
    );

    // After the first wait, one more guess; the next wait is twice as long, and so on up to the cap.
    let expected: number = rule.backoff.firstSeconds;
    for (let step = 0; step < 8; step++) {
      await wait(reader.email, expected);
      const again = await burst(5, (i) => signIn(reader.email.toUpperCase(), `late guess ${step}.${i}`, nextIp()));
      expect(again.filter((r) => r.status === 401)).toHaveLength(1);
      expected = Math.min(maxWait, expected * 2);
      for (const res of again.filter((r) => r.status !== 401))
        expectAbout(await expectThrottled(res, maxWait), expected);
    }
    expect(expected).toBe(maxWait);

    // The reader waits the (capped) delay and signs in; that clears the count.
    await wait(reader.email, maxWait);
    expect((await signIn(reader.email, PASSWORD, nextIp())).status).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM rate_limit_hits WHERE key = ?")
      .bind(`sign_in_account:${reader.email.toLowerCase()}`)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("per account, an address with no account is counted the same way (the answers tell nothing)", async () => {
    const nobody = uniqueEmail("nobody");
    const responses = await burst(BURST, (i) => signIn(nobody, `wrong guess ${i}`, nextIp()));
    const { allowed } = await tally("sign_in_account (no such account)", responses, {
      ok: 401,
      shape: "better-auth",
      maxWait,
    });
    expect(allowed).toBe(rule.limit);
    await expectThrottled(await signIn(nobody, PASSWORD, nextIp()), rule.backoff.firstSeconds);
  });

  it("per account, a password reset clears the count, so a reader locked out by guessers gets straight back in", async () => {
    const reader = await signUpReader("Locked");
    await burst(BURST, (i) => signIn(reader.email, `wrong guess ${i}`, nextIp()));
    await expectThrottled(await signIn(reader.email, PASSWORD, nextIp()), rule.backoff.firstSeconds);

    const asked = await authPost("/request-password-reset", { email: reader.email, redirectTo: "/auth" });
    expect(asked.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT identifier FROM verification WHERE value = ? AND identifier LIKE 'reset-password:%'",
    )
      .bind(reader.id)
      .first<{ identifier: string }>();
    const token = row!.identifier.slice("reset-password:".length);
    expect((await authPost("/reset-password", { newPassword: "a kettle of fresh ideas", token })).status).toBe(200);
    expect((await signIn(reader.email, "a kettle of fresh ideas", nextIp())).status).toBe(200);
  });
});

describe("checkout", () => {
  async function fillCart(reader: Reader) {
    expect((await api("/cart/items/theme", { method: "PUT", reader })).status).toBe(200);
  }
  const checkout = (reader: Reader, ip: string) =>
    api("/checkout", { method: "POST", reader, json: { turnstileToken: TOKEN }, headers: { "CF-Connecting-IP": ip } });

  it(`per reader: ${RATE_LIMITS.checkout_reader.limit} of ${BURST}, each from its own address`, async () => {
    const reader = await signUpReader("Buyer");
    await fillCart(reader);
    const responses = await burst(BURST, () => checkout(reader, nextIp()));
    const { allowed } = await tally("checkout_reader (per reader)", responses, { ok: 201, maxWait: 600 });
    expect(allowed).toBe(RATE_LIMITS.checkout_reader.limit);
  });

  it(`per address: ${RATE_LIMITS.checkout.limit} of ${BURST}, from readers who stay under their own limit`, async () => {
    const readers = await Promise.all([signUpReader("Shared A"), signUpReader("Shared B"), signUpReader("Shared C")]);
    for (const reader of readers) await fillCart(reader);
    const ip = nextIp();
    const responses = await burst(BURST, (i) => checkout(readers[i % readers.length]!, ip));
    const { allowed } = await tally("checkout (per address)", responses, { ok: 201, maxWait: 600 });
    expect(allowed).toBe(RATE_LIMITS.checkout.limit);
  });
});

describe("purchased downloads", () => {
  /** A paid order of `slug` for a reader, through the local provider. */
  async function paidOrder(reader: Reader, slug: string): Promise<string> {
    expect((await api(`/cart/items/${slug}`, { method: "PUT", reader })).status).toBe(200);
    const res = await api("/checkout", { method: "POST", reader, json: { turnstileToken: TOKEN } });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
    const session = await env.DB.prepare("SELECT provider_session_id AS id FROM orders WHERE id = ?")
      .bind(orderId)
      .first<{ id: string }>();
    const paid = await callApp(
      new Request(`${ORIGIN}/api/payments/local/${session!.id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "action=pay",
      }),
    );
    expect(paid.status).toBe(303);
    return orderId;
  }

  it(`per file, by session: ${DOWNLOADS_PER_FILE} of ${BURST}`, async () => {
    const reader = await signUpReader("Collector");
    const orderId = await paidOrder(reader, "theme");
    const responses = await burst(BURST, () => api(`/orders/${orderId}/files/f-theme-wav`, { reader }));
    // A lifetime count per file, not a window: its refusal has no Retry-After.
    const { allowed } = await tally("downloads per file (session)", responses, { ok: 200, maxWait: null });
    expect(allowed).toBe(DOWNLOADS_PER_FILE);
  });

  it(`per file, by receipt link: ${DOWNLOADS_PER_FILE} of ${BURST}`, async () => {
    const reader = await signUpReader("Linked");
    const orderId = await paidOrder(reader, "theme");
    const link = (await orderFileLink(SECRET, "", orderId, "f-theme-wav")).replace("/api", "");
    const responses = await burst(BURST, () => api(link));
    // A lifetime count per file, not a window: its refusal has no Retry-After.
    const { allowed } = await tally("downloads per file (receipt link)", responses, { ok: 200, maxWait: null });
    expect(allowed).toBe(DOWNLOADS_PER_FILE);
  });

  it(`per reader across files (order_download): ${RATE_LIMITS.order_download.limit} of ${RATE_LIMITS.order_download.limit + 10}`, async () => {
    const reader = await signUpReader("Binge");
    // Five files of 20 downloads each, so the per-file count never decides.
    const bundle = await paidOrder(reader, "reader-bundle");
    const files = ["f-one-epub", "f-one-pdf", "f-two-epub", "f-two-pdf", "f-theme-wav"].map(
      (file) => `/orders/${bundle}/files/${file}`,
    );
    const total = RATE_LIMITS.order_download.limit + 10;
    const responses = await burst(total, (i) => api(files[i % files.length]!, { reader }));
    const { allowed } = await tally("order_download (per reader)", responses, { ok: 200, maxWait: 600 });
    expect(allowed).toBe(RATE_LIMITS.order_download.limit);
  });
});

describe("comments", () => {
  it(`posting: ${RATE_LIMITS.comment_post.limit} of ${BURST} per reader`, async () => {
    const reader = await signUpReader("Chatty");
    const responses = await burst(BURST, (i) =>
      api("/comments", { method: "POST", reader, json: { itemId: "series:imalive", body: `Comment number ${i}` } }),
    );
    const { allowed } = await tally("comment_post", responses, { ok: 201, maxWait: 600 });
    expect(allowed).toBe(RATE_LIMITS.comment_post.limit);
  });
});

describe("discount codes", () => {
  it.todo("discount code uses: exactly the code's allowance of 30 concurrent redemptions (codes don't exist yet)");
});
