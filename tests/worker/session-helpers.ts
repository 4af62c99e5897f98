import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { ORIGIN, request } from "./helpers";

/**
 * Signed-in readers over HTTP, as auth.test.ts does it: sign up, open the confirmation link
 * from the outbox, keep the session cookie it sets. D1 is not reset between the tests of a
 * file, so every reader has a fresh address and every request its own client IP (better-auth's
 * limiter counts per IP and path).
 */
let ipCounter = 0;
export function nextIp(): string {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = "correct horse battery";

export interface Reader {
  id: string;
  name: string;
  email: string;
  /** `better-auth.session_token=…`, ready for a Cookie header. */
  cookie: string;
}

/** POST to better-auth with the site's Origin (its CSRF check) and a fresh client IP. */
export function authPost(path: string, body: unknown, { cookie = "", origin = ORIGIN, ip = nextIp() } = {}) {
  return request(`/api/auth${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
  expect(cookie, "a session cookie").toBeDefined();
  return cookie!.split(";")[0]!;
}

/** The newest mail of a kind to an address; the outbox row is written during the request. */
export async function lastMailText(email: string, kind: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const row = await env.DB.prepare(
      "SELECT text_body AS text FROM email_outbox WHERE recipient = ? AND kind = ? ORDER BY created_at DESC LIMIT 1",
    )
      .bind(email, kind)
      .first<{ text: string }>();
    if (row) return row.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} mail to ${email}`);
}

export const linkIn = (text: string) =>
  /(https?:\/\/\S+)/.exec(text.split("\n").find((l) => l.includes("/api/auth/"))!)![1]!;

/** A new, confirmed, signed-in reader. */
export async function signUpReader(name = "Reader"): Promise<Reader> {
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, "-"));
  const signUp = await authPost("/sign-up/email", { email, password: PASSWORD, name });
  expect(signUp.status, "sign-up").toBe(200);
  const link = linkIn(await lastMailText(email, "account_verification"));
  const confirmed = await request(link.replace(ORIGIN, ""), { headers: { "CF-Connecting-IP": nextIp() } });
  expect(confirmed.status, "confirmation link").toBe(302);
  const cookie = sessionCookie(confirmed);
  const row = await env.DB.prepare("SELECT id FROM user WHERE email = ?").bind(email).first<{ id: string }>();
  expect(row, "the user row").not.toBeNull();
  return { id: row!.id, name, email, cookie };
}

/** The signed-in user behind a cookie, or null. */
export async function currentUser(cookie: string) {
  const res = await request("/api/auth/get-session", { headers: { Cookie: cookie, "CF-Connecting-IP": nextIp() } });
  const body = await res.json<{ user: { id: string; email: string } } | null>();
  return body?.user ?? null;
}

/**
 * A call to the site's own API, optionally as a reader. A `json` body is sent as
 * application/json; `body` is sent as given.
 */
export function api(
  path: string,
  {
    method = "GET",
    reader,
    json,
    body,
    headers = {},
  }: {
    method?: string;
    reader?: Reader | null;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
  } = {},
) {
  return request(`/api${path}`, {
    method,
    headers: {
      "CF-Connecting-IP": nextIp(),
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(reader ? { Cookie: reader.cookie } : {}),
      ...headers,
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : body !== undefined ? { body } : {}),
  });
}

export interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

/** Asserts the one error shape and returns it. */
export async function expectError(res: Response, status: number, code: string) {
  expect(res.status, `HTTP status (${code})`).toBe(status);
  const body = await res.json<ApiError>();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  return body.error;
}
