import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it, vi } from "vitest";
import { RATE_LIMITS } from "#worker/contract/rate-limits";
import { PASSWORD, ipSequence } from "../support/shared/clients";
import { totpStep } from "../support/shared/authenticator";
import { api } from "../support/worker/http";
import { authPost, currentUser, sessionCookie, signUpReader, type Reader } from "../support/worker/session";
import { enrol, wrongCode } from "../support/worker/studio";

/**
 * The studio's keys (decision 060): a TOTP step is accepted once per account, wrong codes are
 * counted exactly per account on every step that takes one, the factor's secret and backup codes
 * are out of reach of a session that has not passed it, every endpoint that checks a password
 * counts in the per-account sign-in limit, and every change to the keys is audited.
 * Codes are computed for explicit steps next to the clock's, which the site accepts whichever
 * side of a step boundary it reads them on, so no test depends on when in a step it runs.
 */

// Bursts of sign-ins and scrypt checks: more than 5 s on a busy runner.
vi.setConfig({ testTimeout: 60_000 });

const nextIp = ipSequence("198.51.100.");
const post = (path: string, body: unknown, cookie = "") => authPost(path, body, { cookie, ip: nextIp() });

/** What each reproduction let through, printed at the end (the figures of decision 060). */
const figures: string[] = [];
afterAll(() => console.info(`The studio's keys:\n  ${figures.join("\n  ")}`));

const WRONG_PASSWORD = "not the password at all";

/** Sign-in's first step for an enrolled account: the challenge cookie its code step reads. */
async function challenge(email: string): Promise<string> {
  const res = await post("/sign-in/email", { email, password: PASSWORD });
  expect(res.status, "sign-in").toBe(200);
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("better-auth.two_factor="))!
    .split(";")[0]!;
}

const verifyTotp = (cookie: string, code: string) => post("/two-factor/verify-totp", { code }, cookie);

/**
 * A session of the author's that has not passed the code, as an OAuth sign-in leaves one: signed
 * in with a backup code (no TOTP step spent), then the marks of passing forgotten.
 */
async function unpassedSession(email: string, backupCode: string): Promise<string> {
  const passed = await post("/two-factor/verify-backup-code", { code: backupCode }, await challenge(email));
  expect(passed.status, "code at sign-in").toBe(200);
  const cookie = sessionCookie(passed);
  const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
  await env.DB.prepare("DELETE FROM studio_sessions WHERE session_id = (SELECT id FROM session WHERE token = ?)")
    .bind(token)
    .run();
  await env.DB.prepare("UPDATE session SET second_factor_at = NULL WHERE token = ?").bind(token).run();
  return cookie;
}

const stageOf = async (cookie: string) =>
  (await (await api("/studio/access", { reader: { cookie } })).json<{ data: { stage: string } }>()).data.stage;

const hitsOf = async (key: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM rate_limit_hits WHERE key = ?").bind(key).first<{ n: number }>())!.n;

describe("a TOTP step is used once", () => {
  it("at sign-in: the same code twice is refused the second time, and so is an older step", async () => {
    const author = await signUpReader("Replay Author", "author-keys-replay@example.com");
    const { app } = await enrol(author);
    // The step after the clock's: the site accepts it now and after the next boundary alike.
    const step = totpStep() + 1;
    app.used(step);
    const code = await app.codeAt(step);
    const first = await verifyTotp(await challenge(author.email), code);
    const second = await verifyTotp(await challenge(author.email), code);
    const older = await verifyTotp(await challenge(author.email), await app.codeAt(step - 1));
    figures.push(
      `same code twice at sign-in: ${[first, second].filter((r) => r.status === 200).length} of 2 accepted; ` +
        `previous step after a later one: ${older.status === 200 ? "accepted" : "refused"}`,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(401);
    expect(await second.json()).toMatchObject({ code: "INVALID_CODE" });
    expect(older.status).toBe(401);
  });

  it("at the studio's door: a code accepted for one session is refused for another", async () => {
    const author = await signUpReader("Door Author", "author-keys-door@example.com");
    const { app, backupCodes } = await enrol(author);
    const doorA = await unpassedSession(author.email, backupCodes[0]!);
    const doorB = await unpassedSession(author.email, backupCodes[1]!);
    const code = await app.code();
    const step = app.lastStep();
    const first = await verifyTotp(doorA, code);
    const again = await verifyTotp(doorB, code);
    const older = await verifyTotp(doorB, await app.codeAt(step - 1));
    figures.push(
      `same code twice at the door: ${[first, again].filter((r) => r.status === 200).length} of 2 accepted; ` +
        `previous step after a later one: ${older.status === 200 ? "accepted" : "refused"}`,
    );
    expect(first.status).toBe(200);
    expect(await stageOf(doorA)).toBe("in");
    expect(again.status).toBe(401);
    expect(older.status).toBe(401);
    expect(await stageOf(doorB)).toBe("verify");
  });

  it("ten challenges at once with the same code: exactly one is accepted", async () => {
    const author = await signUpReader("Race Author", "author-keys-race@example.com");
    const { app } = await enrol(author);
    const challenges: string[] = [];
    for (let i = 0; i < 10; i++) challenges.push(await challenge(author.email));
    const step = totpStep() + 1;
    app.used(step);
    const code = await app.codeAt(step);
    const answers = await Promise.all(challenges.map((cookie) => verifyTotp(cookie, code)));
    const accepted = answers.filter((r) => r.status === 200).length;
    figures.push(`same code on 10 challenges at once: ${accepted} of 10 accepted`);
    expect(accepted).toBe(1);
  });
});

describe("wrong codes are counted per account, whatever the concurrency", () => {
  it("30 challenges at once, one wrong code each: at most the limit is evaluated; a right code clears the count", async () => {
    const author = await signUpReader("Guessed Author", "author-keys-race-guess@example.com");
    const { app } = await enrol(author);
    const challenges: string[] = [];
    for (let i = 0; i < 30; i++) challenges.push(await challenge(author.email));
    const wrong = wrongCode(await app.codeAt(totpStep()));
    const answers = await Promise.all(challenges.map((cookie) => verifyTotp(cookie, wrong)));
    const evaluated = answers.filter((r) => r.status === 401).length;
    const refused = answers.filter((r) => r.status === 429).length;
    figures.push(`30 concurrent wrong codes at sign-in: ${evaluated} evaluated, ${refused} refused`);
    expect(evaluated).toBe(RATE_LIMITS.second_factor_code.limit);
    expect(refused).toBe(30 - RATE_LIMITS.second_factor_code.limit);
    const limited = answers.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: "TOO_MANY_CODE_ATTEMPTS" });

    // Backup codes count in the same budget.
    const backup = await post("/two-factor/verify-backup-code", { code: "wrong-code" }, await challenge(author.email));
    expect(backup.status).toBe(429);

    // The right code waits too; once the wait is over it passes and the count starts afresh.
    await env.DB.prepare("UPDATE rate_limit_hits SET at = at - 3600000 WHERE key = ?")
      .bind(`second_factor_code:user:${author.id}`)
      .run();
    expect((await verifyTotp(await challenge(author.email), await app.code())).status).toBe(200);
    expect(await hitsOf(`second_factor_code:user:${author.id}`)).toBe(0);
  });
});

describe("a session that has not passed the factor", () => {
  it("a session opened before the enrolment is signed out by it, and can't touch the keys", async () => {
    const author = await signUpReader("Two Devices", "author-keys-devices@example.com");
    const other = sessionCookie(await post("/sign-in/email", { email: author.email, password: PASSWORD }));
    const { cookie } = await enrol(author);
    const read = await post("/two-factor/get-totp-uri", { password: PASSWORD }, other);
    const renewed = await post("/two-factor/generate-backup-codes", { password: PASSWORD }, other);
    const disabled = await post("/two-factor/disable", { password: PASSWORD }, other);
    figures.push(
      `session opened before enrolment: get-totp-uri ${read.status}, generate-backup-codes ${renewed.status}, ` +
        `disable ${disabled.status}, still signed in: ${(await currentUser(other)) !== null}`,
    );
    expect(await currentUser(other)).toBeNull();
    for (const res of [read, renewed, disabled]) expect(res.status).toBe(401);
    expect(await stageOf(cookie)).toBe("in");
  });

  it("a session of an enrolled account that has not passed the code: no secret, no backup codes, no turning it off", async () => {
    const reader = await signUpReader("Enrolled Reader");
    const { app, backupCodes } = await enrol(reader);
    const unpassed = await unpassedSession(reader.email, backupCodes[0]!);
    for (const path of ["/two-factor/get-totp-uri", "/two-factor/generate-backup-codes", "/two-factor/disable"]) {
      const res = await post(path, { password: PASSWORD }, unpassed);
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });
    }
    // No password was checked, so none counted.
    expect(await hitsOf(`sign_in_account:${reader.email}`)).toBe(0);
    // Once it passes the code, it may.
    expect((await verifyTotp(unpassed, await app.code())).status).toBe(200);
    expect((await post("/two-factor/get-totp-uri", { password: PASSWORD }, unpassed)).status).toBe(200);
  });
});

/** Each endpoint that checks a password, with a body carrying `password`, and what it needs. */
const PASSWORD_ENDPOINTS: [path: string, body: (password: string) => object, needs: "enrolled" | "account"][] = [
  ["/two-factor/get-totp-uri", (password) => ({ password }), "enrolled"],
  ["/two-factor/generate-backup-codes", (password) => ({ password }), "enrolled"],
  ["/two-factor/disable", (password) => ({ password }), "enrolled"],
  ["/two-factor/enable", (password) => ({ password }), "account"],
  ["/change-password", (password) => ({ currentPassword: password, newPassword: "a brand new passphrase" }), "account"],
  ["/verify-password", (password) => ({ password }), "account"],
  ["/delete-user", (password) => ({ password }), "account"],
];

describe("every endpoint that checks a password counts in the per-account sign-in limit", () => {
  for (const [path, body, needs] of PASSWORD_ENDPOINTS) {
    it(`${path}: 12 wrong passwords from 12 addresses at once, at most ${RATE_LIMITS.sign_in_account.limit} evaluated; the right one clears the count`, async () => {
      const reader = await signUpReader("Password Guess");
      const cookie = needs === "enrolled" ? (await enrol(reader)).cookie : reader.cookie;
      const answers = await Promise.all(Array.from({ length: 12 }, () => post(path, body(WRONG_PASSWORD), cookie)));
      const evaluated = answers.filter((r) => r.status !== 429).length;
      figures.push(`12 wrong passwords at ${path}: ${evaluated} evaluated`);
      for (const res of answers) expect([400, 401, 429], path).toContain(res.status);
      expect(evaluated).toBe(RATE_LIMITS.sign_in_account.limit);
      const limited = answers.find((r) => r.status === 429)!;
      expect(await limited.json()).toMatchObject({ code: "TOO_MANY_SIGN_IN_ATTEMPTS" });
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

      // A day later: one more wrong one counts, the right one clears the count.
      const key = `sign_in_account:${reader.email}`;
      await env.DB.prepare("DELETE FROM rate_limit_hits WHERE key = ?").bind(key).run();
      expect((await post(path, body(WRONG_PASSWORD), cookie)).status).not.toBe(429);
      expect(await hitsOf(key)).toBe(1);
      const right = await post(path, body(PASSWORD), cookie);
      expect(right.status, await right.clone().text()).toBe(200);
      expect(await hitsOf(key)).toBe(0);
    });
  }

  it("the limit is one for the account: wrong passwords at two endpoints and at sign-in add up", async () => {
    const reader = await signUpReader("Spread Guess");
    for (let i = 0; i < 2; i++)
      expect((await post("/verify-password", { password: WRONG_PASSWORD }, reader.cookie)).status).toBe(400);
    for (let i = 0; i < 2; i++) {
      const res = await post(
        "/change-password",
        { currentPassword: WRONG_PASSWORD, newPassword: "a brand new passphrase" },
        reader.cookie,
      );
      expect(res.status).not.toBe(429);
    }
    expect((await post("/sign-in/email", { email: reader.email, password: WRONG_PASSWORD })).status).toBe(401);
    expect((await post("/sign-in/email", { email: reader.email, password: PASSWORD })).status).toBe(429);
    expect((await post("/two-factor/enable", { password: PASSWORD }, reader.cookie)).status).toBe(429);
  });
});

/** The actions the audit log holds for an account, oldest first. */
const actionsOf = async (author: Reader) =>
  (
    await env.DB.prepare("SELECT action FROM audit_log WHERE actor_id = ? ORDER BY id")
      .bind(author.id)
      .all<{ action: string }>()
  ).results.map((row) => row.action);

describe("every change to the studio's keys is audited", () => {
  it("enrolment started, enrolled, secret read, backup codes made anew, password changed, factor off", async () => {
    const author = await signUpReader("Audited Author", "author-keys-audit@example.com");
    const { cookie } = await enrol(author);
    expect((await post("/two-factor/get-totp-uri", { password: PASSWORD }, cookie)).status).toBe(200);
    expect((await post("/two-factor/generate-backup-codes", { password: PASSWORD }, cookie)).status).toBe(200);
    const changed = await post(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "a brand new passphrase" },
      cookie,
    );
    expect(changed.status).toBe(200);
    const disabled = await post("/two-factor/disable", { password: "a brand new passphrase" }, cookie);
    expect(disabled.status).toBe(200);
    const actions = await actionsOf({ ...author });
    figures.push(`audit rows for the keys: ${actions.join(", ")}`);
    expect(actions).toEqual([
      "studio.enrolment_started",
      "studio.enrolled",
      "studio.secret_read",
      "studio.backup_codes_renewed",
      "studio.password_changed",
      "studio.authenticator_removed",
    ]);
  });

  it("a password reset by link is a password change too", async () => {
    const author = await signUpReader("Resetting Author", "author-keys-reset@example.com");
    await enrol(author);
    expect((await post("/request-password-reset", { email: author.email, redirectTo: "/auth" })).status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT identifier FROM verification WHERE value = ? AND identifier LIKE 'reset-password:%' ORDER BY created_at DESC",
    )
      .bind(author.id)
      .first<{ identifier: string }>();
    const token = row!.identifier.slice("reset-password:".length);
    expect((await post("/reset-password", { token, newPassword: "a brand new passphrase" })).status).toBe(200);
    expect((await actionsOf(author)).at(-1)).toBe("studio.password_changed");
    const after = await env.DB.prepare("SELECT after FROM audit_log WHERE actor_id = ? ORDER BY id DESC")
      .bind(author.id)
      .first<{ after: string }>();
    expect(JSON.parse(after!.after)).toEqual({ method: "reset_link" });
  });

  it("a reader's own second factor and password are not the studio's: nothing is written", async () => {
    const reader = await signUpReader("Unaudited Reader");
    const { cookie } = await enrol(reader);
    expect((await post("/two-factor/get-totp-uri", { password: PASSWORD }, cookie)).status).toBe(200);
    expect(await actionsOf(reader)).toEqual([]);
  });
});

describe("every auth answer has a code", () => {
  it("update-user with nothing to update: 400 with a code", async () => {
    const reader = await signUpReader("Nothing To Update");
    const res = await post("/update-user", {}, reader.cookie);
    expect(res.status).toBe(400);
    const body = await res.json<{ code?: string; message: string }>();
    figures.push(`update-user with nothing: code ${body.code ?? "(none)"}`);
    expect(body.code).toBe("NO_FIELDS_TO_UPDATE");
    expect(body.message.length).toBeGreaterThan(0);
  });
});
