import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PASSWORD, ipSequence, uniqueEmail } from "../support/shared/clients";
import { ORIGIN, request } from "../support/worker/http";
import { lastMail } from "../support/worker/outbox";
import { authPost, linkIn, pressLink, sessionCookie } from "../support/worker/session";

/**
 * better-auth mounted at /api/auth: sign-up with an emailed confirmation
 * through the outbox, sign-in, password reset that revokes sessions, the limiter on D1 and the
 * origin check. Over HTTP, because the limiter and the origin check only run there.
 */
const nextIp = ipSequence("198.51.100.");

interface AuthError {
  code?: string;
  message: string;
}

/** better-auth's POST with this file's own client IPs. */
const auth = (path: string, body: unknown, { ip = nextIp(), ...options }: Parameters<typeof authPost>[2] = {}) =>
  authPost(path, body, { ip, ...options });

async function getSession(cookie: string) {
  const res = await request("/api/auth/get-session", { headers: { Cookie: cookie, "CF-Connecting-IP": nextIp() } });
  return res.json<{ user: { email: string; emailVerified: boolean } } | null>();
}

async function signUpAndConfirm(email: string) {
  expect((await auth("/sign-up/email", { email, password: PASSWORD, name: "Reader" })).status).toBe(200);
  const confirmed = await pressLink(linkIn((await lastMail(email, "account_verification")).text), { ip: nextIp() });
  return { confirmed, cookie: sessionCookie(confirmed) };
}

describe("sign-up and email confirmation", () => {
  it("stores an unconfirmed user, mails the confirmation page's link in the reader's language, and its press signs in", async () => {
    const email = uniqueEmail("new-reader");
    const res = await auth("/sign-up/email", { email, password: PASSWORD, name: "Núria Puig" }, { language: "ca" });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT name, email_verified FROM user WHERE email = ?").bind(email).first();
    expect(row).toEqual({ name: "Núria Puig", email_verified: 0 });
    // No session before confirming.
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=") && !c.includes("Max-Age=0")),
    ).toBe(false);

    const mail = await lastMail(email, "account_verification");
    expect(mail.subject).toBe("Confirma la teva adreça de correu");
    const link = linkIn(mail.text);
    expect(link.startsWith(`${ORIGIN}/ca/auth/confirm?token=`)).toBe(true);

    const confirmed = await pressLink(link, { ip: nextIp() });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ data: { kind: "account", signedIn: true } });
    const session = await getSession(sessionCookie(confirmed));
    expect(session?.user).toMatchObject({ email, emailVerified: true });
  });

  it("mails in the language of the page the reader signed up on, whatever their browser's", async () => {
    const email = uniqueEmail("page-language");
    const res = await request("/api/auth/sign-up/email", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: ORIGIN,
        Referer: `${ORIGIN}/ca/auth?redirect=%2Fca%2Fla-bodega`,
        "Accept-Language": "en-GB,en;q=0.9",
        "CF-Connecting-IP": nextIp(),
      },
      body: JSON.stringify({ email, password: PASSWORD, name: "Reader" }),
    });
    expect(res.status).toBe(200);
    const mail = await lastMail(email, "account_verification");
    expect(mail.subject).toBe("Confirma la teva adreça de correu");
    expect(linkIn(mail.text).startsWith(`${ORIGIN}/ca/auth/confirm?token=`)).toBe(true);

    // From the English page, in English, though the browser prefers Spanish.
    const other = uniqueEmail("page-language-en");
    await request("/api/auth/sign-up/email", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: ORIGIN,
        Referer: `${ORIGIN}/auth`,
        "Accept-Language": "es-ES,es;q=0.9",
        "CF-Connecting-IP": nextIp(),
      },
      body: JSON.stringify({ email: other, password: PASSWORD, name: "Reader" }),
    });
    expect((await lastMail(other, "account_verification")).subject).toBe("Confirm your email address");
  });

  it("can't sign in before confirming", async () => {
    const email = uniqueEmail("unconfirmed");
    await auth("/sign-up/email", { email, password: PASSWORD, name: "Reader" });
    const res = await auth("/sign-in/email", { email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect((await res.json<AuthError>()).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("doesn't reveal that an address already has an account", async () => {
    const email = uniqueEmail("taken");
    const first = await auth("/sign-up/email", { email, password: PASSWORD, name: "Reader" });
    const again = await auth("/sign-up/email", { email, password: "another password", name: "Someone" });
    expect(again.status).toBe(first.status);
    const [a, b] = [await first.json<Record<string, unknown>>(), await again.json<Record<string, unknown>>()];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    const count = await env.DB.prepare("SELECT count(*) AS n FROM user WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it.each([
    ["7 characters", "a".repeat(7), "PASSWORD_TOO_SHORT"],
    ["129 characters", "a".repeat(129), "PASSWORD_TOO_LONG"],
  ])("refuses a password of %s", async (_, password, code) => {
    const res = await auth("/sign-up/email", { email: uniqueEmail("weak"), password, name: "Reader" });
    expect(res.status).toBe(400);
    expect((await res.json<AuthError>()).code).toBe(code);
  });

  it("refuses a sign-up posted from another site (origin check)", async () => {
    const res = await auth(
      "/sign-up/email",
      { email: uniqueEmail("csrf"), password: PASSWORD, name: "Reader" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });
});

describe("sign-in", () => {
  it("signs a confirmed reader in with an httpOnly, SameSite=Lax cookie; a wrong password is 401", async () => {
    const email = uniqueEmail("returning");
    await signUpAndConfirm(email);
    const ok = await auth("/sign-in/email", { email, password: PASSWORD });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const wrong = await auth("/sign-in/email", { email, password: "not the password" });
    expect(wrong.status).toBe(401);
    expect((await wrong.json<AuthError>()).code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("is rate-limited per client in D1: the 6th attempt in a minute is 429", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await auth("/sign-in/email", { email: uniqueEmail("guess"), password: "whatever-123" }, { ip })).status,
      );
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM rate_limit").first<{ n: number }>();
    expect(rows?.n).toBeGreaterThan(0);
  });

  it("answers a broken confirmation link's press with link_invalid, and signs no one in", async () => {
    const broken = await pressLink(`${ORIGIN}/auth/confirm?token=not-a-token&callbackURL=%2F`, { ip: nextIp() });
    expect(broken.status).toBe(400);
    expect((await broken.json<{ error: { code: string } }>()).error.code).toBe("link_invalid");
    expect(
      broken.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=") && !/Max-Age=0/i.test(c)),
    ).toBe(false);
  });

  it("never limits the session check every page load makes, even from one shared address", async () => {
    const ip = nextIp();
    const statuses = new Set<number>();
    // Over better-auth's default of 100 a minute per address and path.
    for (let i = 0; i < 110; i++)
      statuses.add((await request("/api/auth/get-session", { headers: { "CF-Connecting-IP": ip } })).status);
    expect([...statuses]).toEqual([200]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM rate_limit WHERE key LIKE ?")
      .bind(`%${ip}%get-session%`)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("password reset", () => {
  it("mails a link that lands on /auth?tab=reset-password, sets the new password and revokes every session", async () => {
    const email = uniqueEmail("forgetful");
    const { cookie } = await signUpAndConfirm(email);
    expect((await getSession(cookie))?.user.email).toBe(email);

    const asked = await auth(
      "/request-password-reset",
      { email, redirectTo: "/auth?tab=reset-password" },
      { language: "es" },
    );
    expect(asked.status).toBe(200);
    const mail = await lastMail(email, "password_reset");
    expect(mail.subject).toBe("Restablece tu contraseña");
    const opened = await request(linkIn(mail.text).replace(ORIGIN, ""), { headers: { "CF-Connecting-IP": nextIp() } });
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get("Location")!, ORIGIN);
    expect(landing.pathname).toBe("/auth");
    expect(landing.searchParams.get("tab")).toBe("reset-password");
    const token = landing.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await auth("/reset-password", { newPassword: "a brand new passphrase", token });
    expect(reset.status).toBe(200);
    expect(await getSession(cookie)).toBeNull();
    expect((await auth("/sign-in/email", { email, password: PASSWORD })).status).toBe(401);
    expect((await auth("/sign-in/email", { email, password: "a brand new passphrase" })).status).toBe(200);
  });

  it("answers the same for an address with no account", async () => {
    const res = await auth("/request-password-reset", {
      email: uniqueEmail("nobody"),
      redirectTo: "/auth?tab=reset-password",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: true });
  });
});
