import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { PASSWORD, uniqueEmail } from "../shared/clients";
import { ORIGIN, nextIp, request } from "./http";
import { lastMailText } from "./outbox";

/**
 * Signed-in readers over HTTP: sign up, press the confirmation page's button for the link from
 * the outbox, keep the session cookie it sets. D1 is not reset between the tests of a file, so
 * every reader has a fresh address and every request its own client IP (better-auth's limiter
 * counts per IP and path).
 */
export interface Reader {
  id: string;
  name: string;
  email: string;
  /** `better-auth.session_token=…`, ready for a Cookie header. */
  cookie: string;
}

/**
 * POST to better-auth with the site's Origin (its CSRF check) and a fresh client IP; `language`
 * adds the language cookie the site's mails are written in.
 */
export function authPost(
  path: string,
  body: unknown,
  { cookie = "", origin = ORIGIN, ip = nextIp(), language = "" } = {},
) {
  return request(`/api/auth${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      "CF-Connecting-IP": ip,
      ...(cookie || language
        ? { Cookie: [cookie, language && `language=${language}`].filter(Boolean).join("; ") }
        : {}),
    },
    body: JSON.stringify(body),
  });
}

export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
  expect(cookie, "a session cookie").toBeDefined();
  return cookie!.split(";")[0]!;
}

/**
 * The account link in a mail's text: the confirmation page (`/auth/confirm?token=…`, also in
 * /es and /ca) for account and email-change mails, better-auth's own for a password reset.
 */
export const linkIn = (text: string) =>
  /(https?:\/\/\S+)/.exec(text.split("\n").find((l) => /\/auth\/confirm\?|\/api\/auth\//.test(l))!)![1]!;

/**
 * What a person does with a confirmation page's link: open it, then press its button, which
 * POSTs the link's token (and where to go next) from the site's own page.
 */
export function pressLink(link: string, { cookie = "", origin = ORIGIN, ip = nextIp() } = {}) {
  const query = new URL(link).searchParams;
  const callbackURL = query.get("callbackURL");
  return request("/api/email-links/verify", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ token: query.get("token"), ...(callbackURL ? { callbackURL } : {}) }),
  });
}

/** A new, confirmed, signed-in reader (at a fresh address unless one is given). */
export async function signUpReader(
  name = "Reader",
  email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, "-")),
): Promise<Reader> {
  const signUp = await authPost("/sign-up/email", { email, password: PASSWORD, name });
  expect(signUp.status, "sign-up").toBe(200);
  const confirmed = await pressLink(linkIn(await lastMailText(email, "account_verification")));
  expect(confirmed.status, "confirmation press").toBe(200);
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
