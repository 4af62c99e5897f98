import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { passwordProblem } from "#worker/contract/password-rules";
import { isBreachedPassword, isCommonPassword } from "#worker/services/password-policy";
import { PASSWORD, ipSequence, uniqueEmail } from "../support/shared/clients";
import { callApp } from "../support/worker/app";
import { ORIGIN } from "../support/worker/http";
import { authPost, signUpReader } from "../support/worker/session";

/**
 * The password policy on every endpoint that sets a password (sign-up, change, reset): length
 * (better-auth's), not common or trivial, not the owner's address or name and, when configured,
 * not breached (Have I Been Pwned's range API, k-anonymity). Over HTTP, as a browser sends it.
 */
const nextIp = ipSequence("192.0.2.");

interface AuthError {
  code?: string;
  message: string;
}

const auth = (path: string, body: unknown, options: Parameters<typeof authPost>[2] = {}) =>
  authPost(path, body, { ip: nextIp(), ...options });

async function expectRefused(res: Response, code: string) {
  expect(res.status, code).toBe(400);
  const body = await res.json<AuthError>();
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
}

async function sha1Hex(value: string) {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/** A reset token for a reader, as the emailed link carries it (read from D1, not the link's shape). */
async function resetToken(email: string) {
  expect((await auth("/request-password-reset", { email, redirectTo: "/auth?tab=reset-password" })).status).toBe(200);
  const row = await env.DB.prepare(
    "SELECT v.identifier FROM verification v JOIN user u ON u.id = v.value WHERE u.email = ? AND v.identifier LIKE 'reset-password:%' ORDER BY v.created_at DESC LIMIT 1",
  )
    .bind(email)
    .first<{ identifier: string }>();
  expect(row, "a reset token").not.toBeNull();
  return row!.identifier.slice("reset-password:".length);
}

/** A sign-up through an app whose environment turns the breached-password check on or off. */
function signUpWith(bindings: object, body: Record<string, unknown>) {
  return callApp(
    new Request(`${ORIGIN}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(body),
    }),
    bindings,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the shared rules the forms check before a round trip", () => {
  it("refuses trivial passwords and the owner's address or name; accepts a passphrase", () => {
    for (const trivial of ["aaaaaaaa", "abababab", "123123123", "12345678", "87654321", "abcdefgh", "AAAAAAAAAA"])
      expect(passwordProblem(trivial), trivial).toBe("passwordTooCommon");
    const owner = { email: "Maria.Lopez+shop@example.com", name: "María José Ferrer" };
    for (const personal of [
      "maria.lopez+shop@example.com",
      "MARIA.LOPEZ2024",
      "my lopez password",
      "maríajoséferrer",
      "Ferrer1234!",
    ])
      expect(passwordProblem(personal, owner), personal).toBe("passwordPersonal");
    // Parts under four characters ("Ana", "jo") are too common inside good passphrases to refuse.
    expect(passwordProblem("banana bread tonight", { email: "jo@example.com", name: "Ana" })).toBeNull();
    expect(passwordProblem(PASSWORD, owner)).toBeNull();
    expect(passwordProblem("short")).toBe("passwordTooShort");
    expect(passwordProblem("x".repeat(129) + "y")).toBe("passwordTooLong");
  });

  it("refuses the word password in Spanish and Catalan too, dressed up as guessers try it", () => {
    for (const word of [
      "contraseña",
      "Contraseña123",
      "contrasena2024!",
      "CONTRASEÑA#1",
      "123contraseña",
      "contraseñacontraseña",
      "contrasenya",
      "Contrasenya2024",
      "c0ntr4s3ny4",
      "contrasenya!!",
      "password2024",
      "p@ssw0rd2024",
      "LaBodega2026",
    ])
      expect(passwordProblem(word), word).toBe("passwordTooCommon");
    // A passphrase that merely contains the word is a passphrase.
    for (const phrase of ["mi contraseña es larga", "la contrasenya del gat vermell"])
      expect(passwordProblem(phrase), phrase).toBeNull();
  });

  it("knows the common passwords, in any case, and not a long passphrase", async () => {
    for (const common of ["password", "Password", "12345678", "iloveyou", "sunshine", "qwertyuiop"])
      expect(await isCommonPassword(common), common).toBe(true);
    expect(await isCommonPassword(PASSWORD)).toBe(false);
  });
});

describe("sign-up", () => {
  it("refuses password, 12345678, aaaaaaaa and the like with PASSWORD_TOO_COMMON", async () => {
    for (const password of [
      "password",
      "12345678",
      "aaaaaaaa",
      "Password",
      "qwertyuiop",
      "football",
      "contraseña123",
      "Contrasenya2024",
    ]) {
      await expectRefused(
        await auth("/sign-up/email", { email: uniqueEmail("weak"), password, name: "Weak Reader" }),
        "PASSWORD_TOO_COMMON",
      );
    }
  });

  it("refuses the account's own email, its local part and its name with PASSWORD_CONTAINS_PERSONAL_INFO", async () => {
    const email = uniqueEmail("personal");
    const local = email.split("@")[0]!;
    for (const password of [email, email.toUpperCase(), `${local}!`, "Guillermina Soto", "guillermina-1990"]) {
      await expectRefused(
        await auth("/sign-up/email", { email, password, name: "Guillermina Soto" }),
        "PASSWORD_CONTAINS_PERSONAL_INFO",
      );
    }
    expect(await env.DB.prepare("SELECT 1 FROM user WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("answers the same for an address that already has an account (no enumeration by the policy)", async () => {
    const reader = await signUpReader("Existing");
    await expectRefused(
      await auth("/sign-up/email", { email: reader.email, password: "password", name: "X" }),
      "PASSWORD_TOO_COMMON",
    );
    await expectRefused(
      await auth("/sign-up/email", { email: reader.email, password: reader.email, name: "X" }),
      "PASSWORD_CONTAINS_PERSONAL_INFO",
    );
  });

  it("accepts a good passphrase, and leaves length to better-auth's own codes", async () => {
    const email = uniqueEmail("good");
    expect((await auth("/sign-up/email", { email, password: PASSWORD, name: "Good Reader" })).status).toBe(200);
    expect(await env.DB.prepare("SELECT 1 FROM user WHERE email = ?").bind(email).first()).not.toBeNull();
    await expectRefused(
      await auth("/sign-up/email", { email: uniqueEmail("short"), password: "aaaa", name: "Short" }),
      "PASSWORD_TOO_SHORT",
    );
  });
});

describe("password change", () => {
  it("refuses a common password and the reader's own email or name, then accepts a good one", async () => {
    const reader = await signUpReader("Casimira");
    const change = (newPassword: string) =>
      auth("/change-password", { currentPassword: PASSWORD, newPassword }, { cookie: reader.cookie });
    await expectRefused(await change("12345678"), "PASSWORD_TOO_COMMON");
    await expectRefused(await change(reader.email), "PASSWORD_CONTAINS_PERSONAL_INFO");
    await expectRefused(await change("casimira rules"), "PASSWORD_CONTAINS_PERSONAL_INFO");
    const done = await change("a lantern in the orchard");
    expect(done.status).toBe(200);
  });

  it("needs the current password: a wrong one is refused, a missing one never reaches better-auth", async () => {
    const reader = await signUpReader("Ciriaco");
    const newPassword = "a quiet harbour at low tide";
    const wrong = await auth(
      "/change-password",
      { currentPassword: `${PASSWORD}!`, newPassword },
      { cookie: reader.cookie },
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json<AuthError>()).code).toBe("INVALID_PASSWORD");
    await expectRefused(await auth("/change-password", { newPassword }, { cookie: reader.cookie }), "VALIDATION_ERROR");
    // Nothing changed: the old password still signs in, the new one does not.
    expect((await auth("/sign-in/email", { email: reader.email, password: PASSWORD })).status).toBe(200);
    expect((await auth("/sign-in/email", { email: reader.email, password: newPassword })).status).toBe(401);
    // And signed out, nothing at all.
    expect((await auth("/change-password", { currentPassword: PASSWORD, newPassword })).status).toBe(401);
  });
});

describe("password reset", () => {
  it("refuses a weak or personal password without using up the link, then accepts a good one", async () => {
    const reader = await signUpReader("Forgetful");
    const token = await resetToken(reader.email);
    await expectRefused(await auth("/reset-password", { newPassword: "aaaaaaaa", token }), "PASSWORD_TOO_COMMON");
    await expectRefused(
      await auth("/reset-password", { newPassword: reader.email, token }),
      "PASSWORD_CONTAINS_PERSONAL_INFO",
    );
    expect((await auth("/reset-password", { newPassword: "seven quiet harbours", token })).status).toBe(200);
    expect((await auth("/sign-in/email", { email: reader.email, password: "seven quiet harbours" })).status).toBe(200);
  });

  it("still refuses a common password when the token is wrong (the list needs no account)", async () => {
    await expectRefused(
      await auth("/reset-password", { newPassword: "password", token: "not-a-token" }),
      "PASSWORD_TOO_COMMON",
    );
    const wrongToken = await auth("/reset-password", { newPassword: "seven quiet harbours", token: "not-a-token" });
    expect(wrongToken.status).toBe(400);
    expect((await wrongToken.json<AuthError>()).code).toBe("INVALID_TOKEN");
  });
});

describe("breached passwords (Have I Been Pwned, k-anonymity)", () => {
  /** A fake range API: `breached` is in it with a count, padding lines with 0. */
  function fakePwnedApi(breached: string[]) {
    const urls: string[] = [];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://api.pwnedpasswords.com/range/")) throw new Error(`unexpected fetch to ${url}`);
      urls.push(url);
      expect(new Headers(init?.headers).get("Add-Padding")).toBe("true");
      expect(init?.body ?? null).toBeNull();
      const prefix = url.slice(-5);
      const lines = ["0018A45C4D1DEF81644B54AB7F969B88D65:0", "00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0"];
      for (const password of breached) {
        const hash = await sha1Hex(password);
        if (hash.startsWith(prefix)) lines.push(`${hash.slice(5)}:4213`);
      }
      return new Response(lines.join("\r\n"), { headers: { "Content-Type": "text/plain" } });
    });
    return { spy, urls };
  }

  const breached = "correct horse battery staple";

  it("when on, refuses a breached password with PASSWORD_COMPROMISED and sends only a 5-character prefix", async () => {
    const { urls } = fakePwnedApi([breached]);
    const bindings = { ...env, PWNED_PASSWORDS_CHECK: "on" };
    const refused = await signUpWith(bindings, { email: uniqueEmail("pwned"), password: breached, name: "Pwned" });
    await expectRefused(refused, "PASSWORD_COMPROMISED");
    const hash = await sha1Hex(breached);
    expect(urls).toEqual([`https://api.pwnedpasswords.com/range/${hash.slice(0, 5)}`]);
    expect(urls[0]).not.toContain(hash.slice(5, 10));

    const fine = await signUpWith(bindings, { email: uniqueEmail("fine"), password: PASSWORD, name: "Fine" });
    expect(fine.status).toBe(200);
    expect(urls).toHaveLength(2);
    expect(urls[1]).toMatch(/\/range\/[0-9A-F]{5}$/);
  });

  it("when on and the service is down, lets the password through (the list check still ran)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const spy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network down"));
    const bindings = { ...env, PWNED_PASSWORDS_CHECK: "on" };
    expect(await isBreachedPassword(breached)).toBeNull();
    const res = await signUpWith(bindings, { email: uniqueEmail("outage"), password: breached, name: "Outage" });
    expect(res.status).toBe(200);
    expect(spy).toHaveBeenCalled();
    await expectRefused(
      await signUpWith(bindings, { email: uniqueEmail("outage"), password: "password", name: "Outage" }),
      "PASSWORD_TOO_COMMON",
    );
  });

  it("when off (the default), never calls out", async () => {
    const { spy } = fakePwnedApi([breached]);
    const res = await signUpWith(env, { email: uniqueEmail("offline"), password: breached, name: "Offline" });
    expect(res.status).toBe(200);
    expect(spy).not.toHaveBeenCalled();
  });
});
