import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "#worker/app";
import type { ApiErrorBody } from "#worker/contract/api-error";
import { signToken, verifyToken } from "#worker/services/signed-token";
import { ipSequence, uniqueEmail } from "../support/shared/clients";
import { callApp } from "../support/worker/app";
import { ORIGIN, page } from "../support/worker/http";

/**
 * Double opt-in newsletter: subscribe → confirmation mail → POST confirm → welcome mail with
 * RFC 8058 one-click unsubscribe. Requests go through the app with our own ExecutionContext so
 * the `waitUntil` send has finished (and the dev mailbox is written) before we look.
 */

const LOCAL_SECRET = "local-development-signing-secret-not-for-production";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
/** An https origin, so the List-Unsubscribe URL has the shape mail clients require. */
const HTTPS_ORIGIN = "https://newsletter.example";

const app = createApp();

/** Every test gets its own client IP, so per-IP limits never leak between tests. */
const nextIp = ipSequence("203.0.113.");

function call(url: string, init: RequestInit = {}): Promise<Response> {
  return callApp(
    new Request(url.startsWith("http") ? url : `${ORIGIN}${url}`, { redirect: "manual", ...init }),
    env,
    app,
  );
}

function subscribe(body: Record<string, unknown>, ip: string, origin = ORIGIN) {
  return call(`${origin}/api/newsletter-subscription`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

function validBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    page_url: "https://adriavidal.com/ca/books",
    timestamp: new Date().toISOString(),
    turnstileToken: DUMMY_TOKEN,
    locale: "ca",
    ...extra,
  };
}

function postLink(kind: "confirm" | "unsubscribe", token: string, ip: string, origin = ORIGIN) {
  return call(`${origin}/api/newsletter/${kind}?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { "CF-Connecting-IP": ip },
  });
}

interface SubscriberRow {
  id: string;
  email: string;
  status: string;
  locale: string;
  consent_page_url: string | null;
  consent_at: number;
  consent_locale: string;
  consent_version: string | null;
  source: string;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  created_at: number;
  updated_at: number;
}

interface MailRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  created_at: number;
}

async function subscriberRows(email: string) {
  const { results } = await env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE email = ?")
    .bind(email)
    .all<SubscriberRow>();
  return results;
}

async function subscriber(email: string) {
  const rows = await subscriberRows(email);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Mail that reached the dev mailbox for one address and kind (the id is `<kind>/<outbox id>`). */
async function mails(email: string, kind: "newsletter_confirmation" | "newsletter_welcome") {
  const { results } = await env.DB.prepare(
    "SELECT * FROM dev_mailbox WHERE recipient = ? AND id LIKE ? ORDER BY created_at, id",
  )
    .bind(email, `${kind}/%`)
    .all<MailRow>();
  return results;
}

async function outboxCount(email: string, kind: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE recipient = ? AND kind = ?")
    .bind(email, kind)
    .first<{ n: number }>();
  return row!.n;
}

function confirmTokenFrom(mail: MailRow): string {
  const match = /\/newsletter\/confirm\?token=(\S+)/.exec(mail.text_body);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Subscribes and returns the token from the confirmation mail. */
async function subscribePending(email: string, locale = "ca") {
  const res = await subscribe(validBody(email, { locale }), nextIp());
  expect(res.status).toBe(202);
  const [mail] = await mails(email, "newsletter_confirmation");
  expect(mail).toBeDefined();
  return confirmTokenFrom(mail!);
}

/** Subscribes and confirms (over https); returns the one-click unsubscribe URL of the welcome. */
async function subscribeConfirmed(email: string) {
  const token = await subscribePending(email);
  const res = await postLink("confirm", token, nextIp(), HTTPS_ORIGIN);
  expect(res.status).toBe(200);
  const [welcome] = await mails(email, "newsletter_welcome");
  const headers = JSON.parse(welcome!.headers) as Record<string, string>;
  return { confirmToken: token, unsubscribeUrl: /^<(.+)>$/.exec(headers["List-Unsubscribe"]!)![1]! };
}

/** The JSON claims a token carries in clear (base64url before the dot). */
function tokenPayload(token: string): string {
  const part = token.split(".")[0]!.replace(/-/g, "+").replace(/_/g, "/");
  return new TextDecoder().decode(Uint8Array.from(atob(part), (c) => c.charCodeAt(0)));
}

/** Flips one character inside the signature so the HMAC no longer matches. */
function tamper(token: string): string {
  const at = token.indexOf(".") + 5;
  return token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
}

describe("POST /api/newsletter-subscription", () => {
  it("answers 202, stores a pending subscriber with the consent record and mails the confirmation in their language", async () => {
    const email = uniqueEmail("happy");
    const before = Date.now();
    const res = await subscribe(
      validBody(`  ${email.toUpperCase()}  `, { page_url: "https://adriavidal.com/ca/books?x=1" }),
      nextIp(),
    );
    const after = Date.now();

    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { status: "confirmation_sent" } });

    // Stored lower-cased and trimmed, with what GDPR consent needs: where, when, in which language.
    const row = await subscriber(email);
    expect(row.status).toBe("pending");
    expect(row.consent_page_url).toBe("https://adriavidal.com/ca/books?x=1");
    expect(row.consent_at).toBeGreaterThanOrEqual(before);
    expect(row.consent_at).toBeLessThanOrEqual(after);
    expect(row.consent_locale).toBe("ca");
    expect(row.locale).toBe("ca");
    expect(row.source).toBe("newsletter_form");
    // …and which words they agreed to (NEWSLETTER_CONSENT_TEXTS keeps each version's).
    expect(row.consent_version).toBe("newsletter-form/1");
    expect(row.confirmed_at).toBeNull();
    expect(row.unsubscribed_at).toBeNull();

    const sent = await mails(email, "newsletter_confirmation");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Confirma la teva subscripció");
    // The link opens the Catalan confirm page on the origin the visitor used.
    expect(sent[0]!.text_body).toMatch(
      new RegExp(`${ORIGIN.replace(/\./g, "\\.")}/ca/newsletter/confirm\\?token=\\S+`),
    );
    expect(sent[0]!.html_body).toContain(`${ORIGIN}/ca/newsletter/confirm?token=`);
    expect(await outboxCount(email, "newsletter_confirmation")).toBe(1);
  });

  it("writes the confirmation in English when the visitor's language is en", async () => {
    const email = uniqueEmail("english");
    const res = await subscribe(validBody(email, { locale: "en" }), nextIp());
    expect(res.status).toBe(202);
    const [mail] = await mails(email, "newsletter_confirmation");
    expect(mail!.subject).toBe("Please confirm your subscription");
    expect(mail!.text_body).toContain(`${ORIGIN}/newsletter/confirm?token=`);
  });

  describe("refuses invalid bodies with 400 and stores nothing", () => {
    const cases: Array<[string, (email: string) => Record<string, unknown>, string, string]> = [
      ["an empty email", () => validBody(""), "email", "email_required"],
      ["a blank email", () => validBody("   "), "email", "email_required"],
      ["an invalid email", (email) => validBody(email.replace("@", " at ")), "email", "email_invalid"],
      [
        "a javascript: page_url",
        (email) => validBody(email, { page_url: "javascript:alert(1)" }),
        "page_url",
        "page_url_invalid",
      ],
      [
        "an ftp: page_url",
        (email) => validBody(email, { page_url: "ftp://adriavidal.com/" }),
        "page_url",
        "page_url_invalid",
      ],
      [
        "a timestamp that is not ISO 8601",
        (email) => validBody(email, { timestamp: "yesterday" }),
        "timestamp",
        "timestamp_invalid",
      ],
      [
        "a bot-check token over 2048 characters",
        (email) => validBody(email, { turnstileToken: "t".repeat(2049) }),
        "turnstileToken",
        "bot_check_invalid",
      ],
      [
        "a bot-check token that is not a string",
        (email) => validBody(email, { turnstileToken: { token: DUMMY_TOKEN } }),
        "turnstileToken",
        "bot_check_invalid",
      ],
    ];
    for (const [name, body, field, code] of cases) {
      it(name, async () => {
        const email = uniqueEmail("invalid");
        const res = await subscribe(body(email), nextIp());
        expect(res.status).toBe(400);
        const json = await res.json<ApiErrorBody>();
        expect(json.error.code).toBe("validation_failed");
        expect(Object.keys(json.error.fields ?? {})).toContain(field);
        expect(json.error.fields![field]).toContain(code);
        expect(await subscriberRows(email)).toHaveLength(0);
        expect(await outboxCount(email, "newsletter_confirmation")).toBe(0);
      });
    }

    // Field messages are codes the client translates (worker/contract/lead-capture.ts); a
    // missing field must report its code too, not zod's English "expected string" text.
    it("a body without an email at all reports email_required", async () => {
      const res = await subscribe({ page_url: "https://adriavidal.com/", turnstileToken: DUMMY_TOKEN }, nextIp());
      expect(res.status).toBe(400);
      const json = await res.json<ApiErrorBody>();
      expect(json.error.code).toBe("validation_failed");
      expect(json.error.fields?.email).toEqual(["email_required"]);
    });
  });

  describe("a missing, empty or wrong bot-check token is the bot check's refusal: 403 bot_check_failed, nothing stored", () => {
    const cases: Array<[string, (email: string) => Record<string, unknown>]> = [
      ["no token at all", (email) => ({ email, page_url: "https://adriavidal.com/" })],
      ["an empty token", (email) => validBody(email, { turnstileToken: "" })],
      ["a blank token", (email) => validBody(email, { turnstileToken: "  " })],
    ];
    for (const [name, body] of cases) {
      it(name, async () => {
        const email = uniqueEmail("no-token");
        const res = await subscribe(body(email), nextIp());
        expect(res.status).toBe(403);
        const json = await res.json<ApiErrorBody>();
        expect(json.error.code).toBe("bot_check_failed");
        expect(json.error.fields).toBeUndefined();
        expect(await subscriberRows(email)).toHaveLength(0);
        expect(await outboxCount(email, "newsletter_confirmation")).toBe(0);
      });
    }

    it("an empty token still counts against the per-IP limit (the limit comes first)", async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i++)
        expect((await subscribe(validBody(uniqueEmail("no-token-flood"), { turnstileToken: "" }), ip)).status).toBe(
          403,
        );
      const email = uniqueEmail("no-token-after");
      const limited = await subscribe(validBody(email), ip);
      expect(limited.status).toBe(429);
      expect(await subscriberRows(email)).toHaveLength(0);
    });

    it("a wrong bot-check token is a 403 and stores nothing", async () => {
      const email = uniqueEmail("bot");
      const res = await subscribe(validBody(email, { turnstileToken: "not-the-dummy-token" }), nextIp());
      expect(res.status).toBe(403);
      expect((await res.json<ApiErrorBody>()).error.code).toBe("bot_check_failed");
      expect(await subscriberRows(email)).toHaveLength(0);
    });
  });

  it("subscribing twice keeps one row and answers exactly the same", async () => {
    const email = uniqueEmail("twice");
    const first = await subscribe(validBody(email), nextIp());
    const second = await subscribe(
      validBody(email.toUpperCase(), { page_url: "https://adriavidal.com/ca/music" }),
      nextIp(),
    );
    expect(second.status).toBe(first.status);
    expect(await second.text()).toBe(await first.text());
    const row = await subscriber(email);
    expect(row.status).toBe("pending");
    // The latest consent is the one on record.
    expect(row.consent_page_url).toBe("https://adriavidal.com/ca/music");
  });

  it("for an already confirmed address: the same answer, no new confirmation mail, stays confirmed with the same id", async () => {
    const email = uniqueEmail("confirmed-again");
    const { unsubscribeUrl } = await subscribeConfirmed(email);
    const confirmedRow = await subscriber(email);
    expect(confirmedRow.status).toBe("confirmed");
    const mailHits = () =>
      env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limit_hits WHERE key = ?")
        .bind(`newsletter_confirmation_mail:${email}`)
        .first<{ n: number }>()
        .then((r) => r!.n);
    const hitsBefore = await mailHits();

    const res = await subscribe(validBody(email, { page_url: "https://adriavidal.com/ca/other" }), nextIp());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { status: "confirmation_sent" } });

    const row = await subscriber(email);
    expect(row.status).toBe("confirmed");
    // The row keeps its id, so the links already sent (the welcome's unsubscribe) keep working.
    expect(row.id).toBe(confirmedRow.id);
    expect(row.confirmed_at).toBe(confirmedRow.confirmed_at);
    expect(row.consent_page_url).toBe(confirmedRow.consent_page_url);
    expect(await mails(email, "newsletter_confirmation")).toHaveLength(1);
    expect(await outboxCount(email, "newsletter_confirmation")).toBe(1);
    // No early return: the same work as for a new address, down to counting the daily mail allowance.
    expect(await mailHits()).toBe(hitsBefore + 1);

    expect((await call(unsubscribeUrl, { method: "POST", headers: { "CF-Connecting-IP": nextIp() } })).status).toBe(
      200,
    );
    expect((await subscriber(email)).status).toBe("unsubscribed");
  });

  it("sends at most 3 confirmation mails per address per day, even from different IPs, without saying so", async () => {
    const email = uniqueEmail("flood");
    const bodies: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await subscribe(validBody(email), nextIp());
      expect(res.status).toBe(202);
      bodies.push(await res.text());
    }
    expect(new Set(bodies).size).toBe(1);
    expect(await outboxCount(email, "newsletter_confirmation")).toBe(3);
    expect(await mails(email, "newsletter_confirmation")).toHaveLength(3);
    expect(await subscriberRows(email)).toHaveLength(1);
  });

  it("a sign-up over the daily mail cap doesn't break the link already mailed", async () => {
    const email = uniqueEmail("cap-keeps-link");
    for (let i = 0; i < 3; i++) expect((await subscribe(validBody(email), nextIp())).status).toBe(202);
    const idBefore = (await subscriber(email)).id;
    // The 4th sends no mail, so it must not change the id the newest mailed link is signed for.
    expect((await subscribe(validBody(email), nextIp())).status).toBe(202);
    expect((await subscriber(email)).id).toBe(idBefore);
    const newest = (await mails(email, "newsletter_confirmation")).map(confirmTokenFrom);
    const results = await Promise.all(newest.map((token) => verifyToken(LOCAL_SECRET, token, "newsletter-confirm")));
    const newestToken = newest[results.findIndex((r) => r.valid && r.subject === idBefore)]!;
    expect(newestToken).toBeDefined();
    const res = await postLink("confirm", newestToken, nextIp());
    expect(res.status).toBe(200);
    expect((await subscriber(email)).status).toBe("confirmed");
  });
});

describe("links carry the subscriber's row id, not the address", () => {
  it("the confirm token is signed for newsletter-confirm with the row id as subject, and its payload has no address", async () => {
    const email = uniqueEmail("payload");
    const token = await subscribePending(email);
    const row = await subscriber(email);

    const check = await verifyToken(LOCAL_SECRET, token, "newsletter-confirm");
    expect(check).toMatchObject({ valid: true, subject: row.id });
    const payload = tokenPayload(token);
    expect(JSON.parse(payload)).toMatchObject({ p: "newsletter-confirm", s: row.id });
    expect(payload.toLowerCase()).not.toContain(email);
    expect(payload).not.toContain("@");
    const [mail] = await mails(email, "newsletter_confirmation");
    // Nor does the link itself.
    expect(/\/newsletter\/confirm\?token=\S+/.exec(mail!.text_body)![0]).not.toContain(encodeURIComponent(email));
  });

  it("the welcome's unsubscribe token is signed for newsletter-unsubscribe with the row id, no address in it", async () => {
    const email = uniqueEmail("unsub-payload");
    const { unsubscribeUrl } = await subscribeConfirmed(email);
    const row = await subscriber(email);
    const token = new URL(unsubscribeUrl).searchParams.get("token")!;
    expect(await verifyToken(LOCAL_SECRET, token, "newsletter-unsubscribe")).toEqual({ valid: true, subject: row.id });
    const payload = tokenPayload(token);
    expect(payload.toLowerCase()).not.toContain(email);
    expect(payload).not.toContain("@");
  });

  it("a token signed with the address as subject (the old format) neither confirms nor unsubscribes", async () => {
    const email = uniqueEmail("old-format");
    await subscribePending(email);
    const byEmail = await signToken(LOCAL_SECRET, {
      purpose: "newsletter-confirm",
      subject: email,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    });
    const res = await postLink("confirm", byEmail, nextIp());
    expect(res.status).toBe(400);
    expect((await res.json<ApiErrorBody>()).error.code).toBe("link_invalid");
    expect((await subscriber(email)).status).toBe("pending");

    const { id } = await subscriber(email);
    const byId = await signToken(LOCAL_SECRET, {
      purpose: "newsletter-confirm",
      subject: id,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    });
    expect(await (await postLink("confirm", byId, nextIp())).json()).toEqual({ data: { status: "confirmed" } });

    const unsubscribeByEmail = await signToken(LOCAL_SECRET, { purpose: "newsletter-unsubscribe", subject: email });
    expect((await postLink("unsubscribe", unsubscribeByEmail, nextIp())).status).toBe(200);
    expect((await subscriber(email)).status).toBe("confirmed");
    const unsubscribeById = await signToken(LOCAL_SECRET, { purpose: "newsletter-unsubscribe", subject: id });
    expect((await postLink("unsubscribe", unsubscribeById, nextIp())).status).toBe(200);
    expect((await subscriber(email)).status).toBe("unsubscribed");
  });

  it("a second sign-up before confirming gives the row a new id: the older link is 400 link_invalid, the newest confirms", async () => {
    const email = uniqueEmail("two-links");
    const first = await subscribePending(email);
    const firstRow = await subscriber(email);

    expect((await subscribe(validBody(email), nextIp())).status).toBe(202);
    const confirmations = await mails(email, "newsletter_confirmation");
    expect(confirmations).toHaveLength(2);
    const second = confirmations.map(confirmTokenFrom).find((t) => t !== first)!;
    expect(second).toBeDefined();
    const secondRow = await subscriber(email);
    expect(secondRow.id).not.toBe(firstRow.id);
    expect(await verifyToken(LOCAL_SECRET, second, "newsletter-confirm")).toMatchObject({
      valid: true,
      subject: secondRow.id,
    });

    const stale = await postLink("confirm", first, nextIp());
    expect(stale.status).toBe(400);
    expect((await stale.json<ApiErrorBody>()).error.code).toBe("link_invalid");
    expect((await subscriber(email)).status).toBe("pending");
    expect(await outboxCount(email, "newsletter_welcome")).toBe(0);

    const fresh = await postLink("confirm", second, nextIp());
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({ data: { status: "confirmed" } });
    expect(await subscriber(email)).toMatchObject({ id: secondRow.id, status: "confirmed" });
    expect(await outboxCount(email, "newsletter_welcome")).toBe(1);
    // Once confirmed, the older link is still not a way in.
    expect((await postLink("confirm", first, nextIp())).status).toBe(400);
  });
});

describe("confirming a subscription", () => {
  it("GET of the confirm page (what a mail scanner does) changes nothing", async () => {
    const email = uniqueEmail("scanner");
    const token = await subscribePending(email);
    const res = await page(`/ca/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
    await res.text();
    expect((await subscriber(email)).status).toBe("pending");
    expect(await outboxCount(email, "newsletter_welcome")).toBe(0);
  });

  it("GET /api/newsletter/confirm is not an action", async () => {
    const email = uniqueEmail("get-api");
    const token = await subscribePending(email);
    const res = await call(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`, {
      headers: { "CF-Connecting-IP": nextIp() },
    });
    expect([404, 405]).toContain(res.status);
    expect((await subscriber(email)).status).toBe("pending");
    expect(await outboxCount(email, "newsletter_welcome")).toBe(0);
  });

  it("POST confirms once, sends one welcome with RFC 8058 headers, and a second confirm is already_confirmed", async () => {
    const email = uniqueEmail("confirm");
    const token = await subscribePending(email);

    const before = Date.now();
    const res = await postLink("confirm", token, nextIp(), HTTPS_ORIGIN);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: "confirmed" } });

    const row = await subscriber(email);
    expect(row.status).toBe("confirmed");
    expect(row.confirmed_at).toBeGreaterThanOrEqual(before);

    const welcome = await mails(email, "newsletter_welcome");
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.subject).toBe("Benvingut a bord!");
    const headers = JSON.parse(welcome[0]!.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/newsletter\.example\/api\/newsletter\/unsubscribe\?token=[^>\s]+>$/,
    );
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // People get the page (which asks before acting), in their language.
    expect(welcome[0]!.text_body).toMatch(/https:\/\/newsletter\.example\/ca\/newsletter\/unsubscribe\?token=\S+/);

    const again = await postLink("confirm", token, nextIp(), HTTPS_ORIGIN);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { status: "already_confirmed" } });
    expect(await mails(email, "newsletter_welcome")).toHaveLength(1);
    expect(await outboxCount(email, "newsletter_welcome")).toBe(1);
    expect((await subscriber(email)).confirmed_at).toBe(row.confirmed_at);
  });

  it("two concurrent confirms still send exactly one welcome", async () => {
    const email = uniqueEmail("race");
    const token = await subscribePending(email);
    const responses = await Promise.all([postLink("confirm", token, nextIp()), postLink("confirm", token, nextIp())]);
    for (const res of responses) expect(res.status).toBe(200);
    expect((await subscriber(email)).status).toBe("confirmed");
    expect(await outboxCount(email, "newsletter_welcome")).toBe(1);
    expect(await mails(email, "newsletter_welcome")).toHaveLength(1);
  });

  it("a tampered token is 400 link_invalid and changes nothing", async () => {
    const email = uniqueEmail("tampered");
    const token = await subscribePending(email);
    const res = await postLink("confirm", tamper(token), nextIp());
    expect(res.status).toBe(400);
    expect((await res.json<ApiErrorBody>()).error.code).toBe("link_invalid");
    expect((await subscriber(email)).status).toBe("pending");
  });

  it("an expired confirm token is 410 link_expired", async () => {
    const email = uniqueEmail("expired");
    await subscribePending(email);
    const expired = await signToken(LOCAL_SECRET, {
      purpose: "newsletter-confirm",
      subject: (await subscriber(email)).id,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const res = await postLink("confirm", expired, nextIp());
    expect(res.status).toBe(410);
    expect((await res.json<ApiErrorBody>()).error.code).toBe("link_expired");
    expect((await subscriber(email)).status).toBe("pending");
  });

  it("an unsubscribe token can't confirm", async () => {
    const email = uniqueEmail("wrong-purpose");
    await subscribePending(email);
    const unsubscribeToken = await signToken(LOCAL_SECRET, {
      purpose: "newsletter-unsubscribe",
      subject: (await subscriber(email)).id,
    });
    const res = await postLink("confirm", unsubscribeToken, nextIp());
    expect(res.status).toBe(400);
    expect((await res.json<ApiErrorBody>()).error.code).toBe("link_invalid");
    expect((await subscriber(email)).status).toBe("pending");
  });

  it("a token signed with another secret is refused", async () => {
    const email = uniqueEmail("other-secret");
    await subscribePending(email);
    const forged = await signToken("some-other-secret", {
      purpose: "newsletter-confirm",
      subject: (await subscriber(email)).id,
    });
    const res = await postLink("confirm", forged, nextIp());
    expect(res.status).toBe(400);
    expect((await subscriber(email)).status).toBe("pending");
  });

  it("a missing or too short token is a 400", async () => {
    const ip = nextIp();
    const missing = await call("/api/newsletter/confirm", { method: "POST", headers: { "CF-Connecting-IP": ip } });
    expect(missing.status).toBe(400);
    const short = await postLink("confirm", "abc", ip);
    expect(short.status).toBe(400);
  });
});

describe("unsubscribing", () => {
  it("accepts an RFC 8058 one-click POST to the List-Unsubscribe URL, idempotently", async () => {
    const email = uniqueEmail("one-click");
    const { unsubscribeUrl } = await subscribeConfirmed(email);
    expect(unsubscribeUrl.startsWith(`${HTTPS_ORIGIN}/api/newsletter/unsubscribe?token=`)).toBe(true);

    // What a mail client sends (RFC 8058 §3.1): a form body, no cookies, no JSON.
    const oneClick = () =>
      call(unsubscribeUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() },
        body: "List-Unsubscribe=One-Click",
      });
    const before = Date.now();
    const res = await oneClick();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: "unsubscribed" } });
    const row = await subscriber(email);
    expect(row.status).toBe("unsubscribed");
    expect(row.unsubscribed_at).toBeGreaterThanOrEqual(before);

    const again = await oneClick();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { status: "unsubscribed" } });
    const after = await subscriber(email);
    expect(after.status).toBe("unsubscribed");
    // The first unsubscribe is the one on record.
    expect(after.unsubscribed_at).toBe(row.unsubscribed_at);
  });

  it("a confirm link from before an unsubscribe no longer subscribes", async () => {
    const email = uniqueEmail("old-link");
    const { confirmToken, unsubscribeUrl } = await subscribeConfirmed(email);
    expect((await call(unsubscribeUrl, { method: "POST", headers: { "CF-Connecting-IP": nextIp() } })).status).toBe(
      200,
    );
    const res = await postLink("confirm", confirmToken, nextIp());
    expect(res.status).toBe(400);
    expect((await subscriber(email)).status).toBe("unsubscribed");
  });

  it("a valid token for an id no subscriber has answers 200 and creates nothing", async () => {
    const id = crypto.randomUUID();
    const token = await signToken(LOCAL_SECRET, { purpose: "newsletter-unsubscribe", subject: id });
    const res = await postLink("unsubscribe", token, nextIp());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: "unsubscribed" } });
    expect(await env.DB.prepare("SELECT 1 FROM newsletter_subscribers WHERE id = ?").bind(id).first()).toBeNull();
  });

  it("a confirm token or a tampered token can't unsubscribe", async () => {
    const email = uniqueEmail("unsub-bad");
    const { confirmToken, unsubscribeUrl } = await subscribeConfirmed(email);
    const unsubscribeToken = decodeURIComponent(new URL(unsubscribeUrl).searchParams.get("token")!);
    expect((await postLink("unsubscribe", confirmToken, nextIp())).status).toBe(400);
    const tampered = await postLink("unsubscribe", tamper(unsubscribeToken), nextIp());
    expect(tampered.status).toBe(400);
    expect((await tampered.json<ApiErrorBody>()).error.code).toBe("link_invalid");
    expect((await subscriber(email)).status).toBe("confirmed");
  });

  it("subscribing again after unsubscribing is pending again with a fresh consent record and a new confirmation", async () => {
    const email = uniqueEmail("comeback");
    const { unsubscribeUrl } = await subscribeConfirmed(email);
    expect((await call(unsubscribeUrl, { method: "POST", headers: { "CF-Connecting-IP": nextIp() } })).status).toBe(
      200,
    );
    const unsubscribed = await subscriber(email);

    await new Promise((r) => setTimeout(r, 5)); // so the new consent time is visibly later
    const res = await subscribe(
      validBody(email, { page_url: "https://adriavidal.com/es/music", locale: "es" }),
      nextIp(),
    );
    expect(res.status).toBe(202);

    const row = await subscriber(email);
    // Not confirmed, so a new sign-up means a new id: links sent before it are dead.
    expect(row.id).not.toBe(unsubscribed.id);
    expect(row.status).toBe("pending");
    expect(row.unsubscribed_at).toBeNull();
    expect(row.consent_page_url).toBe("https://adriavidal.com/es/music");
    expect(row.consent_locale).toBe("es");
    expect(row.consent_at).toBeGreaterThan(unsubscribed.consent_at);

    const confirmations = await mails(email, "newsletter_confirmation");
    expect(confirmations).toHaveLength(2);
    const latest = confirmations.find((m) => m.subject === "Confirma tu suscripción");
    expect(latest).toBeDefined();
    expect(latest!.text_body).toContain(`${ORIGIN}/es/newsletter/confirm?token=`);
    // The unsubscribe link from before points at the old id: it no longer touches the row.
    expect((await call(unsubscribeUrl, { method: "POST", headers: { "CF-Connecting-IP": nextIp() } })).status).toBe(
      200,
    );
    expect((await subscriber(email)).status).toBe("pending");
    // And the new link confirms.
    const confirm = await postLink("confirm", confirmTokenFrom(latest!), nextIp());
    expect(await confirm.json()).toEqual({ data: { status: "confirmed" } });
    expect((await subscriber(email)).status).toBe("confirmed");
  });
});

describe("rate limits", () => {
  it("newsletter_subscription: 5 per 600 s per IP; 6 at once get exactly one 429 with Retry-After", async () => {
    const ip = nextIp();
    const emails = Array.from({ length: 6 }, () => uniqueEmail("burst"));
    const responses = await Promise.all(emails.map((email) => subscribe(validBody(email), ip)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = responses.find((r) => r.status === 429)!;
    expect((await limited.json<ApiErrorBody>()).error.code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Another client is not affected.
    expect((await subscribe(validBody(uniqueEmail("other-ip")), nextIp())).status).toBe(202);
  });

  it("unsubscribe is not limited per IP: 25 one-click unsubscribes from one (shared) IP all succeed", async () => {
    // Mail providers send RFC 8058 one-click unsubscribes for many users from the same addresses.
    const sharedIp = nextIp();
    const emails = Array.from({ length: 3 }, () => uniqueEmail("shared-ip"));
    const urls: string[] = [];
    for (const email of emails) urls.push((await subscribeConfirmed(email)).unsubscribeUrl);
    for (let i = 0; i < 25; i++) {
      const res = await call(urls[i % urls.length]!, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": sharedIp },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status, `unsubscribe ${i + 1}`).toBe(200);
      expect(await res.json()).toEqual({ data: { status: "unsubscribed" } });
    }
    for (const email of emails) expect((await subscriber(email)).status).toBe("unsubscribed");
  });

  it("newsletter_link: confirm is 20 per 600 s per IP (the 21st is 429), and unsubscribes don't use it up", async () => {
    const ip = nextIp();
    const garbage = "not-a-real-token-but-long-enough";
    // Unsubscribes first, from the same IP: they must not count against confirm.
    for (let i = 0; i < 25; i++) expect((await postLink("unsubscribe", garbage, ip)).status).toBe(400);
    for (let i = 0; i < 20; i++) {
      const res = await postLink("confirm", garbage, ip);
      expect(res.status, `confirm ${i + 1}`).toBe(400);
    }
    const limited = await postLink("confirm", garbage, ip);
    expect(limited.status).toBe(429);
    expect((await limited.json<ApiErrorBody>()).error.code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Even a valid confirm link is refused from that IP now, and changes nothing.
    const email = uniqueEmail("limited-confirm");
    const token = await subscribePending(email);
    expect((await postLink("confirm", token, ip)).status).toBe(429);
    expect((await subscriber(email)).status).toBe("pending");
    // Unsubscribing from the limited IP still works.
    expect((await postLink("unsubscribe", garbage, ip)).status).toBe(400);
    // Another IP is not affected.
    expect((await postLink("confirm", token, nextIp())).status).toBe(200);
  });
});
