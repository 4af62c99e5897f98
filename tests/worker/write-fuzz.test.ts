import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createApp } from "#worker/app";
import { AUTH_BODY_MAX_BYTES } from "#worker/contract/auth-bodies";
import { TURNSTILE_DUMMY_TOKEN } from "#worker/services/turnstile";
import { clientIp } from "../support/shared/clients";
import { chance, int, mulberry32, pick, weighted, type Rng } from "../support/shared/seeded-random";
import { callApp } from "../support/worker/app";
import { ORIGIN, api } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { studioAuthor } from "../support/worker/studio";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Fuzzes every endpoint that writes: generated bodies
 * of the wrong shape, type, content type and size, signed in and out, from the site's origin,
 * from none and from a foreign one. Whatever comes in, no answer is a 5xx, and every refusal is
 * in the one error shape (`{ error: { code, message, fields? } }`), or for better-auth's
 * `/api/auth/*` in its own `{ code, message }`. The app is called directly (HTTP through
 * workerd is too slow for this many requests); every request has a fresh client IP, so the
 * limiters count and the requests still reach validation.
 *
 * The generator is seeded: a failure names its case number, and the same seed makes it again.
 */

const SEED = 0x5eed_f022;
/**
 * The whole sweep: every target drawn dozens of times. `npm run test:quick` runs the first
 * quarter of the same seeded sequence (every target still drawn), `npm test` all of it.
 */
const CASES = inject("writeFuzzCases");
/** Requests in flight at once: enough to keep workerd busy, few enough for a 2-core runner. */
const CONCURRENCY = 12;

/**
 * Every non-GET /api route refuses a foreign Origin with 403 (decision 017), except the
 * endpoints other servers call with their own proof (tests/worker/api-origin.test.ts).
 */
const SERVER_TO_SERVER = /^\/api\/(payments\/stripe\/webhook|csp-report)$/;
const FOREIGN_ORIGIN = "https://evil.example";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface Fixtures {
  /** Signed-in readers the fuzz keeps (no base body ends their session or account). */
  readers: Reader[];
  /** Readers whose session the fuzz may end (sign-out, revoke-sessions): one per such target. */
  throwaway: Map<string, Reader>;
  /** A comment of readers[0]'s, to edit, delete and report. */
  commentId: string;
  /** The studio's author (enrolled, in), for the studio's targets. */
  author: Reader | null;
  /** Leads in the studio's inbox, to change and delete. */
  leads: Array<{ kind: string; id: string; email: string }>;
  /** Newsletter broadcasts (drafts at first) and subscribers, to edit, test, send and erase. */
  broadcasts: string[];
  subscribers: Array<{ id: string; email: string }>;
  /** Paid orders (local provider) to refund, resend and grant downloads on: their ids and lines. */
  orders: Array<{ id: string; lines: number[] }>;
}

interface Target {
  name: string;
  method: Method;
  /** The path and query; `rng` picks good and bad parameters. */
  path: (rng: Rng, f: Fixtures) => string;
  /** A plausible body (the fuzz mutates it), or undefined when the endpoint reads none. */
  base?: (rng: Rng, f: Fixtures) => Record<string, unknown>;
  /** How the base body is sent: JSON (default), a form, or a raw string. */
  encoding?: "json" | "form";
  /** How often this target is drawn, relative to the others. */
  weight: number;
  /** The share of its requests sent with a reader's session. */
  signedIn: number;
  /** Requests signed in as this target's throwaway reader rather than a kept one. */
  throwaway?: boolean;
  /** Signed-in requests come from the studio's author (a reader stops at the studio's door). */
  studio?: boolean;
  /** Run with Stripe configured (its webhook exists only then). */
  stripe?: boolean;
  /** Not a writer; sent with no body (a GET), to check it stays within the error shape. */
  bodyless?: boolean;
}

// ---- Values the fuzz writes ------------------------------------------------------------------

const deep = (depth: number): unknown => {
  let v: unknown = "bottom";
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

const STRANGE_STRINGS = [
  "",
  " ",
  "   \t ",
  "\r\n",
  "Ann\r\nBcc: evil@example.com",
  "Ann\nLee",
  "\u0000",
  "\u2028\u2029",
  "\u200b",
  "💥".repeat(50),
  "a".repeat(101),
  "a".repeat(5001),
  "x".repeat(40_000),
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "1e309",
  "NaN",
  "null",
  "true",
  "fuzz@example.com",
  "not an email",
  "@",
  "http://127.0.0.1:8787/",
  "https://evil.example/",
  "//evil.example",
  "en",
  "xx",
  "\ud800",
  "A".repeat(1025),
];

const STRANGE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  5,
  3.14,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1],
  ["a", "b"],
  [null],
  [{}],
  {},
  { $gt: "" },
  { toString: "x" },
  { length: 5 },
  deep(50),
  deep(2000),
  Array.from({ length: 3000 }, (_, i) => i),
  Array.from({ length: 60 }, (_, i) => `slug-${i}`),
];

function strangeValue(rng: Rng): unknown {
  return chance(rng, 0.5) ? pick(rng, STRANGE_STRINGS) : pick(rng, STRANGE_VALUES);
}

const STRANGE_KEYS = ["__proto__", "constructor", "prototype", "", "a".repeat(300), "role", "emailVerified", "id"];

/** Bodies that aren't JSON, or are JSON of a shape nothing expects. */
const BROKEN_BODIES = [
  "{",
  '{"a":',
  "[",
  "]",
  "{}}",
  "nul",
  "null",
  "true",
  "0",
  '""',
  "[]",
  "\u0000",
  "\ufeff{}",
  '{"__proto__":{"polluted":true}}',
  '{"a":1,"a":2}',
  "[".repeat(20_000) + "]".repeat(20_000),
  '{"x":' + "1".repeat(400) + "}",
  "List-Unsubscribe=One-Click",
  "action=pay&action=cancel",
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  '<?xml version="1.0"?><a/>',
];

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/csp-report",
  "application/reports+json",
  "application/xml",
  "image/png",
  "application/json, text/plain",
  "",
];

// ---- Parameters ------------------------------------------------------------------------------

const ITEM_IDS = [
  "book:mortal-vengeance-1",
  "book:mortal-vengeance-2",
  "product:book-one",
  "product:theme",
  "product:book-draft",
  "product:no-such-thing",
  "book:no-such-book",
  "series:mortal-vengeance",
];
const SLUGS = ["book-one", "book-two", "theme", "reader-bundle", "book-draft", "launch-edition", "no-such-slug"];
const JUNK_PARAMS = [
  "x".repeat(300),
  "%00",
  "..%2F..%2Fadmin",
  "%27%20OR%201%3D1",
  "%F0%9F%92%A5",
  "%E0%A4%A",
  "UPPER",
  "a b",
];
const LOCALE_QUERIES = ["", "?locale=en", "?locale=es", "?locale=ca", "?locale=xx", "?locale=", "?locale=en&locale=es"];

const param = (rng: Rng, good: readonly string[]) =>
  chance(rng, 0.8) ? encodeURIComponent(pick(rng, good)) : pick(rng, JUNK_PARAMS);
const uuid = (rng: Rng) =>
  Array.from({ length: 32 }, () => int(rng, 0, 15).toString(16))
    .join("")
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, "$1-$2-$3-$4-");
const token = (rng: Rng) =>
  pick(rng, ["", "short", "a".repeat(40), "a".repeat(600), "%00%00%00%00%00%00%00%00%00%00", "x.y.z-".repeat(5)]);

// ---- The endpoints ---------------------------------------------------------------------------

const email = (rng: Rng) => `fuzz.${int(rng, 0, 1e9)}@fuzz.example.test`;
const lead = { turnstileToken: TURNSTILE_DUMMY_TOKEN, locale: "en" };
const auth = (path: string) => () => `/api/auth${path}`;

/** Lead capture, open to anyone. */
const LEAD_TARGETS: Target[] = [
  {
    name: "contact",
    method: "POST",
    path: () => "/api/contact-form-handler",
    base: (rng) => ({
      form: "contact",
      fullName: "Fuzz Tester",
      email: email(rng),
      reason: "job_position",
      company: "Acme",
      message: "Hello",
      privacyPolicy: true,
      ...lead,
    }),
    weight: 6,
    signedIn: 0.2,
  },
  {
    name: "resume request",
    method: "POST",
    path: () => "/api/contact-form-handler",
    base: (rng) => ({ form: "resume", fullName: "Fuzz Recruiter", email: email(rng), subject: "CV", ...lead }),
    weight: 5,
    signedIn: 0.2,
  },
  {
    name: "newsletter subscription",
    method: "POST",
    path: () => "/api/newsletter-subscription",
    base: (rng) => ({ email: email(rng), page_url: `${ORIGIN}/books`, ...lead }),
    weight: 5,
    signedIn: 0.2,
  },
  {
    name: "newsletter confirm",
    method: "POST",
    path: (rng) => `/api/newsletter/confirm?token=${token(rng)}`,
    base: () => ({ "List-Unsubscribe": "One-Click" }),
    encoding: "form",
    weight: 3,
    signedIn: 0.1,
  },
  {
    name: "newsletter unsubscribe",
    method: "POST",
    path: (rng) => `/api/newsletter/unsubscribe${chance(rng, 0.9) ? `?token=${token(rng)}` : ""}`,
    base: () => ({ "List-Unsubscribe": "One-Click" }),
    encoding: "form",
    weight: 3,
    signedIn: 0.1,
  },
  {
    name: "excerpt download",
    method: "POST",
    path: () => "/api/register-excerpt-download",
    base: (rng) => ({
      email: email(rng),
      fullName: "Fuzz Reader",
      bookTitle: "Mortal Vengeance",
      excerptFile: "mortal-vengeance-book-1",
      ...lead,
    }),
    weight: 5,
    signedIn: 0.2,
  },
];

/**
 * better-auth's endpoints. No base body ends a kept reader's session or account: passwords are
 * wrong, tokens unknown; sign-out and revoking every session use a throwaway reader.
 */
const AUTH_TARGETS: Target[] = [
  {
    name: "auth sign-up",
    method: "POST",
    path: auth("/sign-up/email"),
    base: (rng) => ({ name: "Fuzz Person", email: email(rng), password: "fuzz password 1", callbackURL: "/" }),
    weight: 3,
    signedIn: 0,
  },
  {
    name: "auth sign-in",
    method: "POST",
    path: auth("/sign-in/email"),
    base: (rng) => ({ email: email(rng), password: "not the password", callbackURL: "/", rememberMe: true }),
    weight: 3,
    signedIn: 0.1,
  },
  {
    name: "auth sign-in social",
    method: "POST",
    path: auth("/sign-in/social"),
    base: () => ({ provider: "google", callbackURL: "/", errorCallbackURL: "/auth", disableRedirect: true }),
    weight: 2,
    signedIn: 0.1,
  },
  {
    name: "auth send-verification-email",
    method: "POST",
    path: auth("/send-verification-email"),
    base: (rng) => ({ email: email(rng), callbackURL: "/" }),
    weight: 2,
    signedIn: 0.2,
  },
  {
    name: "auth request-password-reset",
    method: "POST",
    path: auth("/request-password-reset"),
    base: (rng) => ({ email: email(rng), redirectTo: "/auth/reset-password" }),
    weight: 2,
    signedIn: 0.1,
  },
  {
    name: "auth reset-password",
    method: "POST",
    path: (rng) => `/api/auth/reset-password${chance(rng, 0.3) ? `?token=${token(rng)}` : ""}`,
    base: (rng) => ({ newPassword: "a new password", token: token(rng) }),
    weight: 2,
    signedIn: 0.1,
  },
  {
    name: "auth update-user",
    method: "POST",
    path: auth("/update-user"),
    base: () => ({ name: "Fuzzed Name" }),
    weight: 6,
    signedIn: 0.85,
  },
  {
    name: "auth change-email",
    method: "POST",
    path: auth("/change-email"),
    base: (rng) => ({ newEmail: email(rng), callbackURL: "/account" }),
    weight: 3,
    signedIn: 0.85,
  },
  {
    name: "auth change-password",
    method: "POST",
    path: auth("/change-password"),
    base: () => ({ currentPassword: "not the password", newPassword: "another password", revokeOtherSessions: true }),
    weight: 3,
    signedIn: 0.85,
  },
  {
    name: "auth delete-user",
    method: "POST",
    path: auth("/delete-user"),
    base: () => ({ password: "not the password" }),
    weight: 4,
    signedIn: 0.85,
  },
  {
    name: "auth revoke-session",
    method: "POST",
    path: auth("/revoke-session"),
    base: (rng) => ({ token: token(rng) }),
    weight: 3,
    signedIn: 0.85,
  },
  {
    name: "auth revoke-other-sessions",
    method: "POST",
    path: auth("/revoke-other-sessions"),
    base: () => ({}),
    weight: 1,
    signedIn: 0.85,
  },
  {
    name: "auth revoke-sessions",
    method: "POST",
    path: auth("/revoke-sessions"),
    base: () => ({}),
    weight: 1,
    signedIn: 0.7,
    throwaway: true,
  },
  {
    name: "auth sign-out",
    method: "POST",
    path: auth("/sign-out"),
    base: () => ({}),
    weight: 1,
    signedIn: 0.7,
    throwaway: true,
  },
  {
    name: "auth unlink-account",
    method: "POST",
    path: auth("/unlink-account"),
    base: () => ({ accountId: "no-such-account" }),
    weight: 1,
    signedIn: 0.85,
  },
  {
    name: "auth verify-password",
    method: "POST",
    path: auth("/verify-password"),
    base: () => ({ password: "not the password" }),
    weight: 1,
    signedIn: 0.85,
  },
  {
    name: "auth get-session (POST)",
    method: "POST",
    path: auth("/get-session"),
    base: () => ({}),
    weight: 1,
    signedIn: 0.5,
  },
];

/** The shop and the reader's engagement: most need a session. */
const SHOP_TARGETS: Target[] = [
  {
    name: "cart quote",
    method: "POST",
    path: (rng) => `/api/cart/quote${pick(rng, LOCALE_QUERIES)}`,
    base: (rng) => ({ slugs: SLUGS.filter(() => chance(rng, 0.4)) }),
    weight: 4,
    signedIn: 0.3,
  },
  {
    name: "cart merge",
    method: "POST",
    path: (rng) => `/api/cart/merge${pick(rng, LOCALE_QUERIES)}`,
    base: (rng) => ({ slugs: SLUGS.filter(() => chance(rng, 0.4)) }),
    weight: 4,
    signedIn: 0.8,
  },
  {
    name: "cart add",
    method: "PUT",
    path: (rng) => `/api/cart/items/${param(rng, SLUGS)}${pick(rng, LOCALE_QUERIES)}`,
    weight: 3,
    signedIn: 0.8,
  },
  {
    name: "cart remove",
    method: "DELETE",
    path: (rng) => `/api/cart/items/${param(rng, SLUGS)}${pick(rng, LOCALE_QUERIES)}`,
    weight: 2,
    signedIn: 0.8,
  },
  {
    name: "cart swap to bundle",
    method: "PUT",
    path: (rng) => `/api/cart/bundles/${param(rng, SLUGS)}${pick(rng, LOCALE_QUERIES)}`,
    weight: 2,
    signedIn: 0.8,
  },
  {
    name: "checkout",
    method: "POST",
    path: () => "/api/checkout",
    base: (rng) => ({ locale: pick(rng, ["en", "es", "ca"]), turnstileToken: TURNSTILE_DUMMY_TOKEN }),
    weight: 4,
    signedIn: 0.8,
  },
  {
    name: "like",
    method: "PUT",
    path: (rng) => `/api/likes/${param(rng, ITEM_IDS)}`,
    weight: 3,
    signedIn: 0.8,
  },
  {
    name: "unlike",
    method: "DELETE",
    path: (rng) => `/api/likes/${param(rng, ITEM_IDS)}`,
    weight: 2,
    signedIn: 0.8,
  },
  {
    name: "wishlist add",
    method: "PUT",
    path: (rng) => `/api/wishlist/${param(rng, ITEM_IDS)}${pick(rng, LOCALE_QUERIES)}`,
    weight: 3,
    signedIn: 0.8,
  },
  {
    name: "wishlist remove",
    method: "DELETE",
    path: (rng) => `/api/wishlist/${param(rng, ITEM_IDS)}${pick(rng, LOCALE_QUERIES)}`,
    weight: 2,
    signedIn: 0.8,
  },
  {
    name: "comment post",
    method: "POST",
    path: () => "/api/comments",
    base: (rng) => ({ itemId: pick(rng, ITEM_IDS), body: "A fuzzed comment." }),
    weight: 5,
    signedIn: 0.8,
  },
  {
    name: "comment edit",
    method: "PATCH",
    path: (rng, f) =>
      `/api/comments/${chance(rng, 0.5) ? f.commentId : chance(rng, 0.5) ? uuid(rng) : pick(rng, JUNK_PARAMS)}`,
    base: () => ({ body: "An edited comment." }),
    weight: 4,
    signedIn: 0.8,
  },
  {
    name: "comment delete",
    method: "DELETE",
    // Never the kept comment itself: edits and reports need it to stay.
    path: (rng) => `/api/comments/${chance(rng, 0.7) ? uuid(rng) : pick(rng, JUNK_PARAMS)}`,
    weight: 2,
    signedIn: 0.8,
  },
  {
    name: "comment report",
    method: "POST",
    path: (rng, f) =>
      `/api/comments/${chance(rng, 0.5) ? f.commentId : chance(rng, 0.5) ? uuid(rng) : pick(rng, JUNK_PARAMS)}/report`,
    weight: 3,
    signedIn: 0.8,
  },
  {
    name: "account export",
    method: "GET",
    path: () => "/api/account/export",
    weight: 1,
    signedIn: 0.8,
    bodyless: true,
  },
];

/** Providers and browsers reporting back, and what answers for anything else. */
const OTHER_TARGETS: Target[] = [
  {
    name: "stripe webhook",
    method: "POST",
    path: () => "/api/payments/stripe/webhook",
    base: (rng) => ({
      id: `evt_${int(rng, 0, 1e9)}`,
      type: pick(rng, ["checkout.session.completed", "checkout.session.expired", "charge.refunded", "other"]),
      data: { object: { id: `cs_test_${int(rng, 0, 1e9)}`, payment_intent: "pi_x", metadata: { orderId: uuid(rng) } } },
    }),
    weight: 4,
    signedIn: 0,
    stripe: true,
  },
  {
    name: "stripe webhook (not configured)",
    method: "POST",
    path: () => "/api/payments/stripe/webhook",
    base: () => ({ id: "evt_1", type: "checkout.session.completed" }),
    weight: 1,
    signedIn: 0,
  },
  {
    name: "local payment",
    method: "POST",
    path: (rng) =>
      `/api/payments/local/${chance(rng, 0.6) ? `local_cs_${uuid(rng).replaceAll("-", "")}` : pick(rng, JUNK_PARAMS)}`,
    base: (rng) => ({ action: pick(rng, ["pay", "cancel"]) }),
    encoding: "form",
    weight: 3,
    signedIn: 0.3,
  },
  {
    name: "csp report",
    method: "POST",
    path: () => "/api/csp-report",
    base: () => ({
      "csp-report": {
        "document-uri": `${ORIGIN}/books`,
        "blocked-uri": "https://evil.example/x.js",
        "effective-directive": "script-src-elem",
      },
    }),
    weight: 4,
    signedIn: 0,
  },
  {
    name: "audience beacon",
    method: "POST",
    path: () => "/api/audience/views",
    base: (rng) => ({ path: pick(rng, ["/", "/es/books", "/ca/music", "/studio", "/no/such/page"]) }),
    weight: 2,
    signedIn: 0.1,
  },
  {
    name: "download link",
    method: "GET",
    path: (rng) => `/api/downloads/${pick(rng, ["resume", "excerpt", "other", "%00"])}?token=${token(rng)}`,
    weight: 1,
    signedIn: 0.2,
    bodyless: true,
  },
  {
    name: "health (POST)",
    method: "POST",
    path: () => "/api/health",
    base: () => ({ ping: true }),
    weight: 1,
    signedIn: 0,
  },
  {
    name: "unknown endpoint",
    method: "POST",
    path: (rng) => pick(rng, ["/api/nope", "/api/likes", "/api/comments/x/y/z", "/api/orders", "/api/checkout/x"]),
    base: () => ({ a: 1 }),
    weight: 2,
    signedIn: 0.3,
  },
];

/**
 * The studio's write endpoints, fuzzed like the rest: one Target per endpoint, with a plausible
 * base body, signed in as the studio's author (`studio`) as its callers are.
 */
const leadPath = (rng: Rng, f: Fixtures) => {
  const lead = chance(rng, 0.7) && f.leads.length ? pick(rng, f.leads) : null;
  const kind = lead && chance(rng, 0.9) ? lead.kind : pick(rng, ["contact", "resume", "excerpt", "order", "%00"]);
  const id = lead ? lead.id : chance(rng, 0.5) ? uuid(rng) : pick(rng, JUNK_PARAMS);
  return `/api/studio/leads/${kind}/${id}`;
};
const broadcastPath = (rng: Rng, f: Fixtures) => {
  const id =
    chance(rng, 0.7) && f.broadcasts.length
      ? pick(rng, f.broadcasts)
      : chance(rng, 0.5)
        ? uuid(rng)
        : pick(rng, JUNK_PARAMS);
  return `/api/studio/newsletter/broadcasts/${id}`;
};
const broadcastDraft = (rng: Rng) => ({
  locale: pick(rng, ["en", "es", "ca"]),
  subject: pick(rng, ["News", "Novedades", "Novetats de març"]),
  markdown: pick(rng, ["# Hello\n\nA **new** book.", "Hola [món](https://example.com)."]),
});
const STUDIO_TARGETS: Target[] = [
  {
    name: "studio lead state",
    method: "PUT",
    path: (rng, f) => `${leadPath(rng, f)}/state`,
    base: (rng) => ({ state: pick(rng, ["new", "answered", "archived"]) }),
    weight: 3,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio lead delete",
    method: "DELETE",
    path: leadPath,
    base: (rng, f) => ({ confirm: f.leads.length && chance(rng, 0.5) ? pick(rng, f.leads).email : email(rng) }),
    weight: 2,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio broadcast create",
    method: "POST",
    path: () => "/api/studio/newsletter/broadcasts",
    base: broadcastDraft,
    weight: 2,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio broadcast update",
    method: "PUT",
    path: broadcastPath,
    base: broadcastDraft,
    weight: 2,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio broadcast delete",
    method: "DELETE",
    path: broadcastPath,
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio broadcast test",
    method: "POST",
    path: (rng, f) => `${broadcastPath(rng, f)}/test`,
    base: (rng) => ({ email: email(rng) }),
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio broadcast send",
    method: "POST",
    path: (rng, f) => `${broadcastPath(rng, f)}/send`,
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio subscriber delete",
    method: "DELETE",
    path: (rng, f) =>
      `/api/studio/newsletter/subscribers/${f.subscribers.length && chance(rng, 0.7) ? pick(rng, f.subscribers).id : chance(rng, 0.5) ? uuid(rng) : pick(rng, JUNK_PARAMS)}`,
    base: (rng, f) => ({
      confirm: f.subscribers.length && chance(rng, 0.5) ? pick(rng, f.subscribers).email : email(rng),
    }),
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
  // Uploads, files and covers (decision 046).
  {
    name: "studio upload create",
    method: "POST",
    path: () => "/api/studio/uploads",
    base: (rng) => ({
      productSlug: pick(rng, ["book-one", "theme", "no-such-product"]),
      purpose: pick(rng, ["file", "cover"]),
      fileName: pick(rng, ["Book.epub", "cover-480.webp", "Álbum (FLAC).zip"]),
      contentType: pick(rng, ["application/epub+zip", "image/webp", "application/zip", "text/html"]),
      sizeBytes: pick(rng, [1, 1000, 9 * 1024 * 1024, 3 * 1024 * 1024 * 1024]),
      label: pick(rng, ["EPUB", "FLAC (ZIP)"]),
      width: pick(rng, [240, 480, 960]),
      height: pick(rng, [360, 720, 1440]),
    }),
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio upload part",
    method: "PUT",
    path: (rng) =>
      `/api/studio/uploads/${chance(rng, 0.5) ? uuid(rng) : pick(rng, JUNK_PARAMS)}/parts/${pick(rng, ["1", "0", "10001", "x", "%00"])}`,
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio upload complete",
    method: "POST",
    path: (rng) => `/api/studio/uploads/${chance(rng, 0.5) ? uuid(rng) : pick(rng, JUNK_PARAMS)}/complete`,
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio file publish or remove",
    method: "POST",
    path: (rng) =>
      `/api/studio/files/${pick(rng, ["no-such-file", ...JUNK_PARAMS])}${chance(rng, 0.5) ? "/publish" : ""}`,
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio cover",
    method: "PUT",
    path: (rng) => `/api/studio/covers/${pick(rng, ["book-one", "no-such-product", ...JUNK_PARAMS])}`,
    base: (rng) => ({ images: [uuid(rng)] }),
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
];

const orderPath = (rng: Rng, f: Fixtures) =>
  `/api/studio/orders/${f.orders.length && chance(rng, 0.7) ? pick(rng, f.orders).id : chance(rng, 0.5) ? uuid(rng) : pick(rng, JUNK_PARAMS)}`;
STUDIO_TARGETS.push(
  {
    name: "studio order refund",
    method: "POST",
    path: (rng, f) => `${orderPath(rng, f)}/refund`,
    base: (rng, f) => {
      const order = f.orders.length ? pick(rng, f.orders) : null;
      const line = order && chance(rng, 0.5) ? pick(rng, order.lines) : null;
      return {
        requestId: uuid(rng),
        ...(line ? { lines: [line] } : {}),
        amountCents: pick(rng, [699, 129, 828, 0]),
        reason: pick(rng, ["Bought twice", ""]),
      };
    },
    weight: 2,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio order receipt",
    method: "POST",
    path: (rng, f) => `${orderPath(rng, f)}/receipt`,
    base: (rng) => (chance(rng, 0.5) ? { email: email(rng) } : {}),
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
  {
    name: "studio order grants",
    method: "POST",
    path: (rng, f) => `${orderPath(rng, f)}/grants`,
    base: (rng) => ({ fileId: pick(rng, ["f-one-epub", "f-one-pdf", "f-theme-wav"]), extra: int(rng, 1, 5) }),
    weight: 1,
    signedIn: 0.8,
    studio: true,
  },
);

const TARGETS = [...LEAD_TARGETS, ...AUTH_TARGETS, ...SHOP_TARGETS, ...OTHER_TARGETS, ...STUDIO_TARGETS];

// ---- Generating a request --------------------------------------------------------------------

interface Case {
  n: number;
  target: Target;
  request: Request;
  foreignOrigin: boolean;
  /** How the body was made, for the failure message. */
  how: string;
}

const formOf = (obj: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(obj).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  ).toString();

/** The body text and a description of the mutation. */
function makeBody(rng: Rng, target: Target, f: Fixtures): { text: string | null; how: string } {
  const base = target.base?.(rng, f);
  const encode = (obj: Record<string, unknown>) => (target.encoding === "form" ? formOf(obj) : JSON.stringify(obj));
  const keys = base ? Object.keys(base) : [];
  const kind = weighted(rng, [
    [10, "base"],
    [35, keys.length ? "retype" : "whole"],
    [8, keys.length ? "drop" : "whole"],
    [6, "extra"],
    [12, "whole"],
    [12, "broken"],
    [4, "big"],
    [8, "none"],
  ] as const);
  const obj = { ...(base ?? {}) };
  switch (kind) {
    case "base":
      return { text: base ? encode(obj) : null, how: "base body" };
    case "retype": {
      const key = pick(rng, keys);
      obj[key] = strangeValue(rng);
      return { text: encode(obj), how: `${key} = ${JSON.stringify(obj[key])?.slice(0, 60)}` };
    }
    case "drop": {
      const key = pick(rng, keys);
      delete obj[key];
      return { text: encode(obj), how: `without ${key}` };
    }
    case "extra": {
      const key = pick(rng, STRANGE_KEYS);
      // JSON.stringify drops a "__proto__" own key set by assignment, so write it as text.
      const json = encode(obj);
      const extra = `${JSON.stringify(key)}:${JSON.stringify(strangeValue(rng)) ?? "null"}`;
      const text =
        target.encoding === "form"
          ? `${json}&${encodeURIComponent(key)}=1`
          : json.replace(/^\{/, `{${extra}${keys.length ? "," : ""}`);
      return { text, how: `extra key ${JSON.stringify(key).slice(0, 40)}` };
    }
    case "whole": {
      const value = strangeValue(rng);
      return { text: JSON.stringify(value) ?? "null", how: `body = ${JSON.stringify(value)?.slice(0, 60)}` };
    }
    case "broken": {
      const text = pick(rng, BROKEN_BODIES);
      return { text, how: `broken body ${JSON.stringify(text.slice(0, 40))}` };
    }
    case "big": {
      const size = pick(rng, [AUTH_BODY_MAX_BYTES + 1, 33 * 1024, 70 * 1024, 300 * 1024, 1024 * 1024]);
      obj[keys[0] ?? "padding"] = "x".repeat(size);
      return { text: encode(obj), how: `${size}-byte field` };
    }
    case "none":
      return { text: null, how: "no body" };
  }
}

function makeCase(n: number, rng: Rng, f: Fixtures): Case {
  const target = weighted(
    rng,
    TARGETS.map((t) => [t.weight, t] as const),
  );
  const headers = new Headers({ "CF-Connecting-IP": clientIp(n + 1) });
  const origin = weighted(rng, [
    [85, ORIGIN],
    [5, FOREIGN_ORIGIN],
    [5, ""],
    [2, "null"],
    [3, "http://127.0.0.1:8787.evil.example"],
  ] as const);
  if (origin) headers.set("Origin", origin);
  if (chance(rng, 0.2)) headers.set("Sec-Fetch-Site", pick(rng, ["same-origin", "cross-site", "none", "same-site"]));
  if (chance(rng, target.signedIn)) {
    const reader =
      (target.studio && f.author) || (target.throwaway && f.throwaway.get(target.name)) || pick(rng, f.readers);
    headers.set("Cookie", reader.cookie);
  } else if (chance(rng, 0.05)) {
    headers.set(
      "Cookie",
      pick(rng, ["better-auth.session_token=forged.token", "better-auth.session_token=", "a=b; c"]),
    );
  }
  let body: string | null = null;
  let how = "no body";
  if (!target.bodyless) {
    ({ text: body, how } = makeBody(rng, target, f));
    const natural = target.encoding === "form" ? "application/x-www-form-urlencoded" : "application/json";
    const type = chance(rng, 0.8) ? natural : pick(rng, CONTENT_TYPES);
    if (body !== null || chance(rng, 0.5)) {
      if (type) headers.set("Content-Type", type);
      how += `, ${type || "no content type"}`;
    }
  }
  const method = chance(rng, 0.03) ? pick(rng, ["POST", "PUT", "PATCH", "DELETE"] as const) : target.method;
  const path = target.path(rng, f);
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    redirect: "manual",
    // Bytes, so no content type is added for us when the case has none.
    ...(body !== null && method !== "GET" ? { body: new TextEncoder().encode(body) } : {}),
  });
  return {
    n,
    target,
    request,
    foreignOrigin: origin === FOREIGN_ORIGIN,
    how: `${method} ${path.slice(0, 80)}: ${how}`,
  };
}

// ---- Checking an answer ----------------------------------------------------------------------

/** What is wrong with an answer, or null. */
async function problemWith(c: Case, res: Response): Promise<string | null> {
  if (res.status >= 500) return `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
  if (res.status < 400) {
    await res.arrayBuffer();
    return null;
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${res.status} whose body is not JSON: ${JSON.stringify(text.slice(0, 120))}`;
  }
  const isAuth = new URL(c.request.url).pathname.startsWith("/api/auth/");
  const b = body as {
    code?: unknown;
    message?: unknown;
    error?: { code?: unknown; message?: unknown; fields?: unknown };
  };
  const siteShape =
    typeof b?.error?.code === "string" &&
    typeof b.error.message === "string" &&
    (b.error.fields === undefined || (typeof b.error.fields === "object" && b.error.fields !== null));
  const authShape = typeof b?.message === "string" && (b.code === undefined || typeof b.code === "string");
  if (isAuth ? !(authShape || siteShape) : !siteShape) {
    return `HTTP ${res.status} not in the ${isAuth ? "better-auth" : "site's"} error shape: ${text.slice(0, 160)}`;
  }
  return null;
}

// ---- The run ---------------------------------------------------------------------------------

/** The console's warnings and errors, silenced during the run (the figures print with log). */
const silenced: Array<{ mockRestore(): void }> = [];
const report = (text: string) => console.log(text);

const STRIPE_ENV = { ...env, STRIPE_SECRET_KEY: "sk_test_fuzz", STRIPE_WEBHOOK_SECRET: "whsec_fuzz" };

/** Nothing leaves the machine: the bot check's server says no to every token but the dummy. */
function offline() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith("https://challenges.cloudflare.com/")) {
      return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
    }
    throw new Error(`the fuzz test reached for the network: ${url}`);
  });
}

describe("fuzzing every endpoint that writes", () => {
  const fixtures: Fixtures = {
    readers: [],
    throwaway: new Map(),
    commentId: "",
    author: null,
    leads: [],
    broadcasts: [],
    subscribers: [],
    orders: [],
  };
  const stats = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    await seedShopFixtures();
    for (let i = 0; i < 3; i++) fixtures.readers.push(await signUpReader(`Fuzz Reader ${"ABC"[i]}`));
    for (const t of TARGETS.filter((t) => t.throwaway)) fixtures.throwaway.set(t.name, await signUpReader("Throwaway"));
    const posted = await api("/comments", {
      method: "POST",
      reader: fixtures.readers[0]!,
      json: { itemId: "book:mortal-vengeance-1", body: "The comment the fuzz edits and reports." },
      headers: { Origin: ORIGIN },
    });
    expect(posted.status).toBe(201);
    fixtures.commentId = (await posted.json<{ data: { id: string } }>()).data.id;
    fixtures.author = await studioAuthor("author-fuzz@example.com", "Fuzz Author");
    for (let i = 0; i < 6; i++) {
      const lead = {
        kind: ["contact", "resume", "excerpt"][i % 3]!,
        id: crypto.randomUUID(),
        email: `lead${i}@example.com`,
      };
      await (
        lead.kind === "excerpt"
          ? env.DB.prepare(
              "INSERT INTO excerpt_leads (id, excerpt_id, book_title, full_name, email, locale, created_at) VALUES (?, 'b', 'Book', 'Lead', ?, 'en', ?)",
            ).bind(lead.id, lead.email, Date.now())
          : env.DB.prepare(
              "INSERT INTO contact_messages (id, form, full_name, email, subject, message, locale, created_at) VALUES (?, ?, 'Lead', ?, 'S', 'M', 'en', ?)",
            ).bind(lead.id, lead.kind, lead.email, Date.now())
      ).run();
      fixtures.leads.push(lead);
    }
    for (const [i, locale] of ["en", "es", "ca", "en"].entries()) {
      const subscriber = { id: crypto.randomUUID(), email: `subscriber${i}@example.com` };
      await env.DB.prepare(
        `INSERT INTO newsletter_subscribers (id, email, status, locale, consent_at, consent_locale, source, confirmed_at, created_at, updated_at)
         VALUES (?, ?, 'confirmed', ?, 1, ?, 'newsletter_form', 1, 1, 1)`,
      )
        .bind(subscriber.id, subscriber.email, locale, locale)
        .run();
      fixtures.subscribers.push(subscriber);
      const draft = await api("/studio/newsletter/broadcasts", {
        method: "POST",
        reader: fixtures.author,
        json: { locale, subject: `Fuzz ${i}`, markdown: "A draft the fuzz edits, tests and sends." },
      });
      expect(draft.status).toBe(201);
      fixtures.broadcasts.push((await draft.json<{ data: { id: string } }>()).data.id);
    }
    for (let i = 0; i < 4; i++) {
      const id = crypto.randomUUID();
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO orders (id, status, total_cents, provider, provider_payment_id, email) VALUES (?, 'paid', 828, 'local', ?, ?)",
        ).bind(id, `local_pi_${i}`, `buyer${i}@example.com`),
        env.DB.prepare(
          "INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, 'product:book-one', 'Book One', 699), (?, 'product:theme', 'Theme', 129)",
        ).bind(id, id),
      ]);
      const lines = await env.DB.prepare("SELECT id FROM order_items WHERE order_id = ?")
        .bind(id)
        .all<{ id: number }>();
      fixtures.orders.push({ id, lines: lines.results.map((l) => l.id) });
    }
    offline();
    // Thousands of refusals each log a line; printing them costs more time than the requests.
    for (const level of ["info", "warn", "error", "debug"] as const) {
      silenced.push(vi.spyOn(console, level).mockImplementation(() => {}));
    }
  }, 120_000);

  afterAll(() => {
    vi.restoreAllMocks();
  });

  it(`answers ${CASES} generated requests with no 5xx, each refusal in the error shape`, async () => {
    const rng = mulberry32(SEED);
    const cases = Array.from({ length: CASES }, (_, n) => makeCase(n, rng, fixtures));
    const app = createApp();
    const stripeApp = createApp();
    const problems: string[] = [];
    const foreignAllowed: string[] = [];
    let serverErrors = 0;
    const busy = new Map<string, number>();
    const started = Date.now();
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < cases.length; i = next++) {
        const c = cases[i]!;
        const t0 = Date.now();
        const res = await callApp(c.request, c.target.stripe ? STRIPE_ENV : env, c.target.stripe ? stripeApp : app);
        const byStatus = stats.get(c.target.name) ?? new Map<number, number>();
        byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
        stats.set(c.target.name, byStatus);
        busy.set(c.target.name, (busy.get(c.target.name) ?? 0) + Date.now() - t0);
        if (res.status >= 500) serverErrors++;
        const path = new URL(c.request.url).pathname;
        if (c.foreignOrigin && res.status !== 403 && c.request.method !== "GET" && !SERVER_TO_SERVER.test(path)) {
          foreignAllowed.push(`#${c.n} ${c.target.name}: ${res.status}`);
        }
        const problem = await problemWith(c, res);
        if (problem) problems.push(`#${c.n} ${c.target.name} (${c.how}) → ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;

    const table = [...stats]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, byStatus]) => {
        const counts = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
        const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
        const ms = ((busy.get(name) ?? 0) / total).toFixed(0).padStart(4);
        return `  ${name.padEnd(34)} ${ms} ms  ${counts.join(" ")}`;
      });
    report(
      `[write-fuzz] seed ${SEED.toString(16)}: ${CASES} requests to ${stats.size} endpoints in ${seconds.toFixed(1)} s, ` +
        `${serverErrors} 5xx, ${problems.length} problems\n${table.join("\n")}`,
    );
    expect(cases.filter((c) => c.request.method !== "GET").length).toBeGreaterThanOrEqual(CASES * 0.95);
    expect(problems.slice(0, 25), `${problems.length} problems`).toEqual([]);
    expect(foreignAllowed.slice(0, 25), "foreign origins let through").toEqual([]);
    // Every target was reached, and most requests got past the limiters to validation.
    expect(stats.size).toBe(TARGETS.length);
    const limited = [...stats.values()].reduce((sum, s) => sum + (s.get(429) ?? 0), 0);
    expect(limited / CASES).toBeLessThan(0.2);
    // The kept readers are still signed in: the fuzz did not just run signed out.
    for (const reader of fixtures.readers) {
      const res = await callApp(
        new Request(`${ORIGIN}/api/auth/get-session`, {
          headers: { Cookie: reader.cookie, "CF-Connecting-IP": "192.0.2.1" },
        }),
        env,
        app,
      );
      expect((await res.json<{ user: { id: string } } | null>())?.user.id).toBe(reader.id);
    }
  }, 600_000);
});
