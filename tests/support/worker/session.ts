import { env } from "cloudflare:workers";
import { hashPassword, makeSignature } from "better-auth/crypto";
import { expect } from "vitest";
import { createAuth } from "#worker/auth/create-auth";
import { getConfig } from "#worker/config";
import { createDb } from "#worker/db/client";
import { PASSWORD, uniqueEmail } from "../shared/clients";
import { ORIGIN, nextIp, request } from "./http";

/**
 * Signed-in readers, and the requests of better-auth's flows. D1 is not reset between the tests
 * of a file, so every reader has a fresh address and every request its own client IP
 * (better-auth's limiter counts per IP and path).
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

/**
 * A new, confirmed, signed-in reader (at a fresh address unless one is given), made the way a
 * sign-up and its confirmation leave one, without the form: better-auth's own adapter writes the
 * user (through our database hooks), the password login and the session, and the cookie is
 * signed with the site's secret, as better-auth signs it. Its password is PASSWORD. The sign-up
 * and its confirmation themselves are tested through the site (tests/worker/auth.test.ts).
 */
export async function signUpReader(
  name = "Reader",
  email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, "-")),
): Promise<Reader> {
  const background: Promise<unknown>[] = [];
  const auth = createAuth({
    db: createDb(env.DB),
    config: getConfig(env),
    origin: ORIGIN,
    waitUntil: (promise) => background.push(promise),
  });
  const { internalAdapter, secret } = await auth.internals;
  const user = await internalAdapter.createUser({ email, name, emailVerified: true }, { method: "email-password" });
  await internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await passwordHash(),
  });
  const { token } = await internalAdapter.createSession(user.id);
  await Promise.all(background);
  const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${await makeSignature(token, secret)}`)}`;
  return { id: user.id, name, email, cookie };
}

/** PASSWORD's hash, made once per workerd: the hash is what a sign-up costs most. */
let passwordHashOnce: Promise<string> | undefined;
const passwordHash = () => (passwordHashOnce ??= hashPassword(PASSWORD));

/** The signed-in user behind a cookie, or null. */
export async function currentUser(cookie: string) {
  const res = await request("/api/auth/get-session", { headers: { Cookie: cookie, "CF-Connecting-IP": nextIp() } });
  const body = await res.json<{ user: { id: string; email: string } } | null>();
  return body?.user ?? null;
}
