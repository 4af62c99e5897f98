import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#worker/contract/rate-limits";
import { PASSWORD, ipSequence, uniqueEmail } from "../support/shared/clients";
import { ORIGIN, expectError, request } from "../support/worker/http";
import { lastMail } from "../support/worker/outbox";
import { authPost, currentUser, linkIn, pressLink, signUpReader } from "../support/worker/session";

/**
 * No link in a mail acts on GET (docs/decisions/022-one-time-links-act-on-a-press.md). Mail
 * scanners and link previews open every link, following redirects: for each kind of one-time
 * link, doing exactly that changes nothing in D1 and sets no session cookie; only the press
 * on the page (a POST from the site's own origin) acts.
 */
const nextIp = ipSequence("192.0.2.");

/** Another site's pages, as a browser labels their requests. */
const FOREIGN: Record<string, string>[] = [
  { Origin: "https://evil.example" },
  { Origin: "null" },
  { Origin: `${ORIGIN}.evil.example` },
  { Referer: "https://evil.example/page" },
  { "Sec-Fetch-Site": "cross-site" },
];

/** The secret better-auth signs with when none is configured (worker/config.ts). */
const LOCAL_AUTH_SECRET = "local-development-signing-secret-not-for-production";

/**
 * What a mail scanner does with a link: GET it and every redirect after it, as a browser would
 * (with a language, so the page answers instead of a locale redirect). Returns the cookies it
 * was handed and the final answer, which must be a page of the site.
 */
async function scan(url: string) {
  const cookies: string[] = [];
  let next = new URL(url, ORIGIN);
  for (let hop = 0; ; hop++) {
    expect(next.origin, "a redirect stays on the site").toBe(ORIGIN);
    const res = await request(`${next.pathname}${next.search}`, {
      headers: { Accept: "text/html", "Accept-Language": "en", "CF-Connecting-IP": nextIp() },
    });
    cookies.push(...res.headers.getSetCookie());
    const location = res.headers.get("Location");
    if (res.status >= 300 && res.status < 400 && location && hop < 5) {
      next = new URL(location, next);
      continue;
    }
    return { res, cookies, finalPath: next.pathname };
  }
}

const sessionCookieIn = (cookies: string[]) =>
  cookies.some((c) => c.startsWith("better-auth.session_token=") && !/Max-Age=0/i.test(c));

/** The GET better-auth would act on, built from a page link's token (mails sent before the pages). */
function oldApiLink(link: string) {
  const query = new URL(link).searchParams;
  return `${ORIGIN}/api/auth/verify-email?${new URLSearchParams({ token: query.get("token")!, callbackURL: "/" })}`;
}

async function userRow(email: string) {
  return env.DB.prepare(
    "SELECT u.email, u.email_verified AS verified, (SELECT count(*) FROM session s WHERE s.user_id = u.id) AS sessions FROM user u WHERE u.email = ?",
  )
    .bind(email)
    .first<{ email: string; verified: number; sessions: number }>();
}

async function userById(id: string) {
  return env.DB.prepare("SELECT email, email_verified AS verified FROM user WHERE id = ?")
    .bind(id)
    .first<{ email: string; verified: number }>();
}

async function mailCount(email: string, kind: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE recipient = ? AND kind = ?")
    .bind(email, kind)
    .first<{ n: number }>();
  return row!.n;
}

async function signUp(email: string, language = "") {
  const res = await authPost("/sign-up/email", { email, password: PASSWORD, name: "Link Reader" }, { language });
  expect(res.status).toBe(200);
  return linkIn((await lastMail(email, "account_verification")).text);
}

function base64url(bytes: Uint8Array | string) {
  const raw = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The link's token with its expiry moved to the past, signed again with the right secret. */
async function expired(link: string) {
  const token = new URL(link).searchParams.get("token")!;
  const [header, payload] = token.split(".");
  const claims = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
  const body = `${header}.${base64url(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }))}`;
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(LOCAL_AUTH_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return `${ORIGIN}/auth/confirm?token=${body}.${base64url(signature)}`;
}

/** The token with one character of its signature changed. */
function tampered(link: string) {
  const url = new URL(link);
  const token = url.searchParams.get("token")!;
  const at = token.length - 5;
  url.searchParams.set("token", token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1));
  return url.toString();
}

describe("account confirmation link", () => {
  it("opens the confirmation page in the reader's language; GETs of it (and of the old API link) change nothing", async () => {
    const email = uniqueEmail("scanned");
    const link = await signUp(email, "es");
    expect(link.startsWith(`${ORIGIN}/es/auth/confirm?token=`)).toBe(true);

    for (const url of [link, oldApiLink(link)]) {
      const { res, cookies, finalPath } = await scan(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
      expect(await res.text()).toContain('<meta name="robots" content="noindex, follow">');
      expect(finalPath).toMatch(/^(\/es|\/ca)?\/auth\/confirm$/);
      expect(sessionCookieIn(cookies), url).toBe(false);
    }
    // The old API link lands on the page with the same token.
    const redirect = await request(new URL(oldApiLink(link)).pathname + new URL(oldApiLink(link)).search, {
      headers: { Cookie: "language=ca", "CF-Connecting-IP": nextIp() },
    });
    expect(redirect.status).toBe(302);
    const landing = new URL(redirect.headers.get("Location")!, ORIGIN);
    expect(landing.pathname).toBe("/ca/auth/confirm");
    expect(landing.searchParams.get("token")).toBe(new URL(link).searchParams.get("token"));

    // Nor does better-auth's endpoint take the token any other way.
    const posted = await request(new URL(oldApiLink(link)).pathname + new URL(oldApiLink(link)).search, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: "{}",
    });
    expect(posted.status).toBeGreaterThanOrEqual(400);
    expect(sessionCookieIn(posted.headers.getSetCookie())).toBe(false);

    expect(await userRow(email)).toEqual({ email, verified: 0, sessions: 0 });
  });

  it("is refused with 403 from another site's page, and nothing changes", async () => {
    const email = uniqueEmail("csrf-confirm");
    const link = await signUp(email);
    for (const headers of FOREIGN) {
      const res = await request("/api/email-links/verify", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp(), ...headers },
        body: JSON.stringify({ token: new URL(link).searchParams.get("token") }),
      });
      await expectError(res, 403, "forbidden");
      expect(sessionCookieIn(res.headers.getSetCookie()), JSON.stringify(headers)).toBe(false);
    }
    expect(await userRow(email)).toEqual({ email, verified: 0, sessions: 0 });
  });

  it("is confirmed by the press, which signs the reader in; pressing the used link again signs no one in", async () => {
    const email = uniqueEmail("pressed");
    const link = await signUp(email);
    const res = await pressLink(link);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { kind: "account", signedIn: true } });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await currentUser(cookie.split(";")[0]!))?.email).toBe(email);
    expect(await userRow(email)).toEqual({ email, verified: 1, sessions: 1 });

    const again = await pressLink(link);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { kind: "account", signedIn: false } });
    expect(sessionCookieIn(again.headers.getSetCookie())).toBe(false);
    expect((await userRow(email))?.sessions).toBe(1);
  });

  it("explains an expired or broken link and changes nothing", async () => {
    const email = uniqueEmail("stale");
    const link = await signUp(email);
    await expectError(await pressLink(await expired(link)), 410, "link_expired");
    await expectError(await pressLink(tampered(link)), 400, "link_invalid");
    await expectError(await pressLink(`${ORIGIN}/auth/confirm?token=not-a-token`), 400, "link_invalid");
    expect(await userRow(email)).toEqual({ email, verified: 0, sessions: 0 });
  });

  it("validates the press's body with the shared schema", async () => {
    const post = (body: string, type = "application/json") =>
      request("/api/email-links/verify", {
        method: "POST",
        headers: { "Content-Type": type, Origin: ORIGIN, "CF-Connecting-IP": nextIp() },
        body,
      });
    await expectError(await post("{}"), 400, "validation_failed");
    await expectError(await post(JSON.stringify({ token: 42 })), 400, "validation_failed");
    await expectError(await post(JSON.stringify({ token: "x".repeat(2049) })), 400, "validation_failed");
    for (const callbackURL of ["//evil.example", "https://evil.example/", "/\\evil.example"])
      await expectError(await post(JSON.stringify({ token: "a.b.c", callbackURL })), 400, "validation_failed");
    await expectError(await post("token=a.b.c", "application/x-www-form-urlencoded"), 415, "unsupported_media_type");
    await expectError(await post("{not json"), 400, "invalid_json");
  });

  it(`lets one client press ${RATE_LIMITS.email_link.limit} times in ${RATE_LIMITS.email_link.windowSeconds / 60} minutes, then answers 429`, async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.email_link.limit; i++)
      statuses.push((await pressLink(`${ORIGIN}/auth/confirm?token=guess.${i}.x`, { ip })).status);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("email change links", () => {
  it("needs the old address's press and then the new address's press; GETs and other sites' presses change nothing", async () => {
    const reader = await signUpReader("Link Mover");
    const newEmail = uniqueEmail("link-mover-new");
    const asked = await authPost("/change-email", { newEmail, callbackURL: "/account" }, { cookie: reader.cookie });
    expect(asked.status).toBe(200);
    const unchanged = { email: reader.email, verified: 1 };

    // Step 1: the approval mailed to the current address.
    const approval = linkIn((await lastMail(reader.email, "email_change_approval")).text);
    expect(approval.startsWith(`${ORIGIN}/auth/confirm?token=`)).toBe(true);
    for (const url of [approval, oldApiLink(approval)]) {
      const { res, cookies } = await scan(url);
      expect(res.status, url).toBe(200);
      expect(sessionCookieIn(cookies)).toBe(false);
    }
    for (const headers of FOREIGN) {
      const res = await request("/api/email-links/verify", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "CF-Connecting-IP": nextIp(),
          Cookie: reader.cookie,
          ...headers,
        },
        body: JSON.stringify({ token: new URL(approval).searchParams.get("token") }),
      });
      await expectError(res, 403, "forbidden");
    }
    expect(await userById(reader.id)).toEqual(unchanged);
    // Nothing was sent to the new address: only the old address's press sends it.
    expect(await mailCount(newEmail, "email_change_confirmation")).toBe(0);

    const approved = await pressLink(approval);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ data: { kind: "approve-change", signedIn: false } });
    expect(await userById(reader.id)).toEqual(unchanged);
    expect(await mailCount(newEmail, "email_change_confirmation")).toBe(1);

    // Step 2: the confirmation mailed to the new address, opened on another device.
    const confirmation = linkIn((await lastMail(newEmail, "email_change_confirmation")).text);
    expect(new URL(confirmation).searchParams.get("callbackURL")).toBe("/account");
    for (const url of [confirmation, oldApiLink(confirmation)]) {
      const { res, cookies } = await scan(url);
      expect(res.status, url).toBe(200);
      expect(sessionCookieIn(cookies)).toBe(false);
    }
    for (const headers of FOREIGN) {
      const res = await request("/api/email-links/verify", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp(), ...headers },
        body: JSON.stringify({ token: new URL(confirmation).searchParams.get("token") }),
      });
      await expectError(res, 403, "forbidden");
    }
    expect(await userById(reader.id)).toEqual(unchanged);

    // The press changes the address. On a device with no session it signs no one in: a link in
    // a mailbox confirms an address, it doesn't hand out a session (a signed-in browser keeps its
    // own session, now with the new address).
    const confirmed = await pressLink(confirmation);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ data: { kind: "new-email", signedIn: false } });
    expect(await userById(reader.id)).toEqual({ email: newEmail, verified: 1 });
  });

  it("refuses an expired or tampered link at either step", async () => {
    const reader = await signUpReader("Link Late");
    const newEmail = uniqueEmail("link-late-new");
    expect((await authPost("/change-email", { newEmail }, { cookie: reader.cookie })).status).toBe(200);
    const approval = linkIn((await lastMail(reader.email, "email_change_approval")).text);
    await expectError(await pressLink(await expired(approval)), 410, "link_expired");
    await expectError(await pressLink(tampered(approval)), 400, "link_invalid");
    expect(await mailCount(newEmail, "email_change_confirmation")).toBe(0);

    expect((await pressLink(approval)).status).toBe(200);
    const confirmation = linkIn((await lastMail(newEmail, "email_change_confirmation")).text);
    await expectError(await pressLink(await expired(confirmation)), 410, "link_expired");
    await expectError(await pressLink(tampered(confirmation)), 400, "link_invalid");
    expect(await userById(reader.id)).toEqual({ email: reader.email, verified: 1 });
  });

  it("won't confirm the new address in a browser signed in to another account", async () => {
    const [reader, other] = [await signUpReader("Link Owner"), await signUpReader("Link Other")];
    const newEmail = uniqueEmail("link-owner-new");
    expect((await authPost("/change-email", { newEmail }, { cookie: reader.cookie })).status).toBe(200);
    expect((await pressLink(linkIn((await lastMail(reader.email, "email_change_approval")).text))).status).toBe(200);
    const confirmation = linkIn((await lastMail(newEmail, "email_change_confirmation")).text);
    await expectError(await pressLink(confirmation, { cookie: other.cookie }), 409, "conflict");
    expect(await userById(reader.id)).toEqual({ email: reader.email, verified: 1 });
  });
});

describe("newsletter links", () => {
  async function subscriber(email: string) {
    return env.DB.prepare("SELECT status FROM newsletter_subscribers WHERE email = ?")
      .bind(email)
      .first<{ status: string }>();
  }

  /** The page's press: from the site's own page unless other `headers` say where it comes from. */
  const pressNewsletter = (
    kind: "confirm" | "unsubscribe",
    link: string,
    headers: Record<string, string> = { Origin: ORIGIN },
  ) =>
    request(`/api/newsletter/${kind}?${new URLSearchParams({ token: new URL(link).searchParams.get("token")! })}`, {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp(), ...headers },
    });

  it("confirm and unsubscribe links open pages; GETs change nothing, other sites' presses are 403, the press acts", async () => {
    const email = uniqueEmail("link-subscriber");
    const subscribed = await request("/api/newsletter-subscription", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({
        email,
        page_url: `${ORIGIN}/`,
        timestamp: new Date().toISOString(),
        turnstileToken: "XXXX.DUMMY.TOKEN.XXXX",
        locale: "en",
      }),
    });
    expect(subscribed.status).toBe(202);

    const confirm = /(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(
      (await lastMail(email, "newsletter_confirmation")).text,
    )![1]!;
    const { res, cookies } = await scan(confirm);
    expect(res.status).toBe(200);
    expect(cookies.filter((c) => !c.startsWith("language="))).toEqual([]);
    for (const headers of FOREIGN)
      await expectError(await pressNewsletter("confirm", confirm, headers), 403, "forbidden");
    expect(await subscriber(email)).toEqual({ status: "pending" });
    expect((await pressNewsletter("confirm", confirm)).status).toBe(200);
    expect(await subscriber(email)).toEqual({ status: "confirmed" });

    const welcome = await env.DB.prepare(
      "SELECT text_body AS text, headers FROM email_outbox WHERE recipient = ? AND kind = 'newsletter_welcome'",
    )
      .bind(email)
      .first<{ text: string; headers: string }>();
    const unsubscribePage = /(https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+)/.exec(welcome!.text)![1]!;
    const oneClick = /^<(.+)>$/.exec(
      (JSON.parse(welcome!.headers) as Record<string, string>)["List-Unsubscribe"]!,
    )![1]!;
    // The page and the RFC 8058 one-click URL alike: a GET does nothing.
    for (const url of [unsubscribePage, oneClick]) {
      const opened = await scan(url);
      expect(opened.res.status, url).toBeLessThan(500);
      expect(opened.cookies.filter((c) => !c.startsWith("language="))).toEqual([]);
    }
    for (const headers of FOREIGN)
      await expectError(await pressNewsletter("unsubscribe", unsubscribePage, headers), 403, "forbidden");
    expect(await subscriber(email)).toEqual({ status: "confirmed" });

    // A mail provider's one-click POST (no Origin, RFC 8058 body) still unsubscribes.
    const res2 = await request(`${new URL(oneClick).pathname}${new URL(oneClick).search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res2.status).toBe(200);
    expect(await subscriber(email)).toEqual({ status: "unsubscribed" });
  });

  it("the unsubscribe page's press acts too", async () => {
    const email = uniqueEmail("link-leaver");
    const subscribed = await request("/api/newsletter-subscription", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({
        email,
        page_url: `${ORIGIN}/`,
        timestamp: new Date().toISOString(),
        turnstileToken: "XXXX.DUMMY.TOKEN.XXXX",
        locale: "ca",
      }),
    });
    expect(subscribed.status).toBe(202);
    const confirm = /(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(
      (await lastMail(email, "newsletter_confirmation")).text,
    )![1]!;
    expect((await pressNewsletter("confirm", confirm)).status).toBe(200);
    const welcome = (await lastMail(email, "newsletter_welcome")).text;
    const unsubscribePage = /(https?:\/\/\S+\/ca\/newsletter\/unsubscribe\?token=\S+)/.exec(welcome)![1]!;
    expect((await scan(unsubscribePage)).res.status).toBe(200);
    expect(await subscriber(email)).toEqual({ status: "confirmed" });
    expect((await pressNewsletter("unsubscribe", unsubscribePage)).status).toBe(200);
    expect(await subscriber(email)).toEqual({ status: "unsubscribed" });
  });
});
