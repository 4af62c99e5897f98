import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTH_BODY_MAX_BYTES } from "#worker/contract/auth-bodies";
import { PASSWORD, uniqueEmail } from "../support/shared/clients";
import { ORIGIN, nextIp, request } from "../support/worker/http";
import { authPost, signUpReader } from "../support/worker/session";

/**
 * Every better-auth body is checked before better-auth or D1 sees it (worker/routes/auth.ts):
 * the audit's type confusions were 500s from D1, `name: 5` was stored as "5.0" and a name with
 * a line break was accepted. A refusal is a 400 in better-auth's `{ code, message }` shape.
 */

async function expectAuthRefusal(res: Response, status: number, code: string) {
  expect(res.status, `HTTP status (${code})`).toBe(status);
  const body = await res.json<{ code: string; message: string }>();
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe("string");
  return body;
}

const storedName = async (id: string) =>
  (await env.DB.prepare("SELECT name FROM user WHERE id = ?").bind(id).first<{ name: string }>())!.name;

describe("update-user checks the name and image before better-auth", () => {
  it.each([
    ["name null", { name: null }],
    ["name {}", { name: {} }],
    ["name []", { name: [] }],
    ["name 5", { name: 5 }],
    ["name true", { name: true }],
    ["image {}", { image: {} }],
    ["image 5", { image: 5 }],
    ["image javascript:", { image: "javascript:alert(1)" }],
    ["name empty", { name: "" }],
    ["name blank", { name: "   " }],
    ["name 101 characters", { name: "a".repeat(101) }],
    ["name with CR/LF", { name: "Ann\r\nBcc: evil@example.com" }],
    ["name with LF", { name: "Ann\nLee" }],
    ["name with tab", { name: "Ann\tLee" }],
    ["name with NUL", { name: "Ann\u0000" }],
    ["name with a line separator", { name: "Ann\u2028Lee" }],
  ])("refuses %s with a 400 and leaves the name alone", async (_, body) => {
    const reader = await signUpReader("Steady");
    await expectAuthRefusal(await authPost("/update-user", body, { cookie: reader.cookie }), 400, "VALIDATION_ERROR");
    expect(await storedName(reader.id)).toBe("Steady");
  });

  it.each([
    ["null", null],
    ["an array", [{ name: "X" }]],
    ["a string", "name"],
    ["a number", 5],
  ])("refuses a body that is %s", async (_, body) => {
    const reader = await signUpReader("Steady");
    await expectAuthRefusal(await authPost("/update-user", body, { cookie: reader.cookie }), 400, "VALIDATION_ERROR");
  });

  it("stores a good name trimmed, and drops keys it does not know", async () => {
    const reader = await signUpReader("Before");
    const res = await authPost(
      "/update-user",
      { name: "  Núria Puig-Ferrer  ", emailVerified: false, role: "admin" },
      { cookie: reader.cookie },
    );
    expect(res.status).toBe(200);
    expect(await storedName(reader.id)).toBe("Núria Puig-Ferrer");
    const row = await env.DB.prepare("SELECT email_verified AS verified FROM user WHERE id = ?")
      .bind(reader.id)
      .first();
    expect(row!.verified).toBe(1);
  });

  it("keeps a 100-character name", async () => {
    const reader = await signUpReader("Before");
    const res = await authPost("/update-user", { name: "n".repeat(100) }, { cookie: reader.cookie });
    expect(res.status).toBe(200);
    expect(await storedName(reader.id)).toBe("n".repeat(100));
  });
});

describe("other better-auth bodies", () => {
  it("delete-user with a null body is a 400, and the account stays", async () => {
    const reader = await signUpReader("Stays");
    await expectAuthRefusal(await authPost("/delete-user", null, { cookie: reader.cookie }), 400, "VALIDATION_ERROR");
    expect(await env.DB.prepare("SELECT id FROM user WHERE id = ?").bind(reader.id).first()).not.toBeNull();
  });

  it("sign-up refuses a name with a line break and creates no account", async () => {
    const email = uniqueEmail("crlf");
    const res = await authPost("/sign-up/email", { name: "Eve\r\nX-Header: 1", email, password: PASSWORD });
    await expectAuthRefusal(res, 400, "VALIDATION_ERROR");
    expect(await env.DB.prepare("SELECT id FROM user WHERE email = ?").bind(email).first()).toBeNull();
  });

  it.each([
    ["/sign-in/email", { email: 5, password: PASSWORD }],
    ["/sign-in/email", { email: "a@example.com", password: null }],
    ["/sign-in/email", { email: "a@example.com", password: PASSWORD, rememberMe: "yes" }],
    ["/sign-up/email", { name: ["A"], email: "a@example.com", password: PASSWORD }],
    ["/request-password-reset", { email: { $ne: "" } }],
    ["/reset-password", { newPassword: 12345678, token: "t" }],
    ["/send-verification-email", { email: null }],
    ["/change-password", { currentPassword: PASSWORD, newPassword: [] }],
    ["/change-email", { newEmail: true }],
    ["/revoke-session", { token: {} }],
    ["/revoke-session", {}],
    ["/sign-in/social", { provider: 1 }],
  ])("%s refuses %j with a 400", async (path, body) => {
    const reader = await signUpReader("Typed");
    await expectAuthRefusal(await authPost(path, body, { cookie: reader.cookie }), 400, "VALIDATION_ERROR");
  });

  it("refuses a body that is not JSON, or not sent as JSON", async () => {
    const post = (body: string, type: string) =>
      request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "Content-Type": type, Origin: ORIGIN, "CF-Connecting-IP": nextIp() },
        body,
      });
    await expectAuthRefusal(await post("{", "application/json"), 400, "VALIDATION_ERROR");
    await expectAuthRefusal(
      await post("email=a%40b.c&password=x", "application/x-www-form-urlencoded"),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    await expectAuthRefusal(await post("{}", "text/plain"), 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses a body over the limit with a 413", async () => {
    const res = await authPost("/sign-in/email", { email: "a@example.com", password: "x".repeat(AUTH_BODY_MAX_BYTES) });
    await expectAuthRefusal(res, 413, "PAYLOAD_TOO_LARGE");
  });

  it("signs out with no body at all, and with {}", async () => {
    for (const body of [undefined, "{}"]) {
      const reader = await signUpReader("Leaving");
      const res = await request("/api/auth/sign-out", {
        method: "POST",
        headers: {
          Origin: ORIGIN,
          Cookie: reader.cookie,
          "CF-Connecting-IP": nextIp(),
          ...(body ? { "Content-Type": "application/json" } : {}),
        },
        ...(body ? { body } : {}),
      });
      expect(res.status).toBe(200);
    }
  });

  it("still lets a good sign-in through", async () => {
    const reader = await signUpReader("Returning");
    const res = await authPost("/sign-in/email", { email: reader.email, password: PASSWORD, rememberMe: true });
    expect(res.status).toBe(200);
  });

  it("leaves endpoints it has no schema for to better-auth", async () => {
    const res = await authPost("/no-such-endpoint", null);
    expect(res.status).toBe(404);
  });
});
