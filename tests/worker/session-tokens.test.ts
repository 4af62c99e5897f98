import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../support/shared/clients";
import { nextIp, request } from "../support/worker/http";
import { authPost, sessionCookie, signUpReader } from "../support/worker/session";

/**
 * Session tokens live only in the HttpOnly cookie (ASVS 5.0 V7.2): no auth answer carries one in
 * its JSON, where a script on the page or a cache could read it, and none may be cached.
 */
const tokensOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT token FROM session WHERE user_id = ?").bind(userId).all<{ token: string }>()
  ).results.map((row) => row.token);

/** The cookie's value: the token itself, then better-auth's signature. */
const tokenInCookie = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;

function expectNoToken(text: string, tokens: string[], what: string) {
  expect(text, what).not.toMatch(/"token"\s*:/);
  for (const token of tokens) expect(text, what).not.toContain(token);
}

describe("session tokens never leave the cookie", () => {
  it("sign-up, sign-in, get-session, list-sessions and change-password answer without tokens, uncacheable", async () => {
    const email = uniqueEmail("tokens");
    const signUp = await authPost("/sign-up/email", { name: "Teo Tokens", email, password: PASSWORD });
    expect(signUp.status).toBe(200);
    expectNoToken(await signUp.text(), [], "sign-up");
    expect(signUp.headers.get("Cache-Control")).toBe("private, no-store");

    const reader = await signUpReader("Tina Tokens");
    const signIn = await authPost("/sign-in/email", { email: reader.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    const signInText = await signIn.text();
    const tokens = await tokensOf(reader.id);
    expect(tokens).toContain(tokenInCookie(cookie));
    expectNoToken(signInText, tokens, "sign-in");
    expect(JSON.parse(signInText)).toMatchObject({ user: { email: reader.email } });
    expect(signIn.headers.get("Cache-Control")).toBe("private, no-store");

    for (const path of ["/get-session", "/list-sessions", "/list-accounts"]) {
      const res = await request(`/api/auth${path}`, { headers: { Cookie: cookie, "CF-Connecting-IP": nextIp() } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      expectNoToken(await res.text(), tokens, path);
    }
    const sessions = await request("/api/auth/list-sessions", {
      headers: { Cookie: cookie, "CF-Connecting-IP": nextIp() },
    }).then((res) => res.json<{ id: string }[]>());
    // Named by id instead, which is what revoking takes.
    expect(sessions.length).toBe(2);
    for (const session of sessions) expect(session.id).toMatch(/\S+/);

    const changed = await authPost(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: `${PASSWORD} again`, revokeOtherSessions: true },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expectNoToken(await changed.text(), await tokensOf(reader.id), "change-password");
  });

  it("a refusal is uncacheable too", async () => {
    const res = await request("/api/auth/list-sessions", { headers: { "CF-Connecting-IP": nextIp() } });
    expect(res.status).toBe(401);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("revoking a session", () => {
  it("takes the session's id: a missing or malformed id is a 400, and signed out is a 401", async () => {
    const reader = await signUpReader("Rita Revoke");
    for (const body of [{}, { id: "" }, { id: 5 }, { id: "x".repeat(101) }, null]) {
      const res = await authPost("/revoke-session", body, { cookie: reader.cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect((await authPost("/revoke-session", { id: "anything" })).status).toBe(401);
    expect((await tokensOf(reader.id)).length).toBe(1);
  });

  it("an id that is not one of the reader's own sessions is a 404 that changes nothing", async () => {
    const [owner, other] = [await signUpReader("Olga Owner"), await signUpReader("Pau Other")];
    const ownerSession = await env.DB.prepare("SELECT id FROM session WHERE user_id = ?")
      .bind(owner.id)
      .first<{ id: string }>();
    for (const id of [ownerSession!.id, crypto.randomUUID()]) {
      const res = await authPost("/revoke-session", { id }, { cookie: other.cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "SESSION_NOT_FOUND" });
    }
    expect((await tokensOf(owner.id)).length).toBe(1);
  });
});
