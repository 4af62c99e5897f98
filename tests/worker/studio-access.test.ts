import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseConfig } from "#worker/config";
import { createDb } from "#worker/db/client";
import { STUDIO_IDLE_MS, endIdleStudioSessions, isStudioAuthor } from "#worker/services/studio/studio-access";
import { PASSWORD } from "../support/shared/clients";
import { api, expectError } from "../support/worker/http";
import { authPost, currentUser, sessionCookie, signUpReader } from "../support/worker/session";
import { authenticator, enrol, wrongCode } from "../support/worker/studio";

/**
 * The studio's door (decision 041): only a confirmed account on STUDIO_ADMINS
 * (vitest.config.ts names the test authors), with an authenticator app, in a session that passed
 * its code and has not sat idle for 12 hours.
 */

/** The author's session from the sign-in test, for the idle test after it. */
let signedInAuthor = "";

const access = (cookie: string) => api("/studio/access", { reader: { cookie } });
const auditLog = (cookie: string, query = "") => api(`/studio/audit-log${query}`, { reader: { cookie } });
/** A studio answer's `data`. */
const data = async <T>(res: Response | Promise<Response>) => (await (await res).json<{ data: T }>()).data;
const stageOf = async (cookie: string) => (await data<{ stage: string }>(access(cookie))).stage;

describe("who may knock", () => {
  it("signed out: 401 at the door and inside", async () => {
    await expectError(await api("/studio/access"), 401, "unauthorized");
    await expectError(await api("/studio/audit-log"), 401, "unauthorized");
    await expectError(await api("/studio/audience"), 401, "unauthorized");
  });

  it("a reader not on the list: 403 at the door and inside", async () => {
    const reader = await signUpReader("Rita Reader");
    await expectError(await access(reader.cookie), 403, "forbidden");
    await expectError(await auditLog(reader.cookie), 403, "forbidden");
    await expectError(await api("/studio/audience", { reader }), 403, "forbidden");
  });

  it("the list names confirmed addresses, whatever their case", () => {
    const config = parseConfig({
      ENVIRONMENT: "development",
      SITE_URL: "http://x.test",
      STUDIO_ADMINS: " A@x.test ,b@x.test",
    });
    expect(config.studio.admins).toEqual(["a@x.test", "b@x.test"]);
    const user = { id: "u", email: "a@X.test", emailVerified: true };
    expect(isStudioAuthor(config, user)).toBe(true);
    expect(isStudioAuthor(config, { ...user, emailVerified: false })).toBe(false);
    expect(isStudioAuthor(config, { ...user, email: "c@x.test" })).toBe(false);
  });

  it("unset, the list is the local author on a machine and nobody in production", () => {
    expect(parseConfig({ ENVIRONMENT: "development", SITE_URL: "http://x.test" }).studio.admins).toEqual([
      "author@example.com",
    ]);
    const production = {
      ENVIRONMENT: "production",
      SITE_URL: "https://x.test",
      BETTER_AUTH_SECRET: "x".repeat(32),
      RESEND_API_KEY: "re_x",
      EMAIL_FROM: "A <a@x.test>",
      TURNSTILE_SITE_KEY: "0xa",
      TURNSTILE_SECRET_KEY: "0xb",
      SELLER_NAME: "Adrià Vidal",
      SELLER_TAX_ID: "12345678Z",
      SELLER_ADDRESS: "Carrer de Test 1, 08001 Barcelona",
    };
    expect(parseConfig(production).studio.admins).toEqual([]);
    expect(() => parseConfig({ ...production, STUDIO_ADMINS: "author@example.com" })).toThrow(/local author/);
    expect(() => parseConfig({ ...production, STUDIO_ADMINS: "not an address" })).toThrow(/STUDIO_ADMINS/);
  });
});

describe("the author's first visit: enrolment", () => {
  it("without a second factor the door says enrol and nothing inside opens; one code later it does", async () => {
    const author = await signUpReader("Enrolling Author", "author-enrolling@example.com");
    expect(await data(access(author.cookie))).toEqual({
      stage: "enrol",
      name: "Enrolling Author",
      email: "author-enrolling@example.com",
    });
    await expectError(await auditLog(author.cookie), 403, "second_factor_required");

    // The app's key and ten backup codes; a wrong code is refused and changes nothing.
    const enabled = await authPost("/two-factor/enable", { password: PASSWORD }, { cookie: author.cookie });
    const { totpURI, backupCodes } = await enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/La%20Bodega%20studio:author-enrolling%40example\.com\?/);
    expect(backupCodes).toHaveLength(10);
    const app = authenticator(totpURI);
    const wrong = await authPost(
      "/two-factor/verify-totp",
      { code: wrongCode(await app.code()) },
      { cookie: author.cookie },
    );
    expect(wrong.status).toBe(401);
    expect(await stageOf(author.cookie)).toBe("enrol");

    const verified = await authPost("/two-factor/verify-totp", { code: await app.code() }, { cookie: author.cookie });
    expect(verified.status).toBe(200);
    const cookie = sessionCookie(verified);
    expect(await stageOf(cookie)).toBe("in");
    const log = await data<{ entries: { action: string; actorEmail: string; after: unknown }[] }>(auditLog(cookie));
    expect(log.entries[0]).toMatchObject({
      action: "studio.enrolled",
      actorEmail: "author-enrolling@example.com",
      after: { method: "totp" },
    });
  });
});

describe("later visits", () => {
  it("sign-in asks for the code, and a session that passed it is in the studio at once", async () => {
    const author = await signUpReader("Returning Author", "author-returning@example.com");
    const { app } = await enrol(author);

    const signIn = await authPost("/sign-in/email", { email: author.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect(signIn.headers.getSetCookie().some((c) => /^better-auth\.session_token=[^;]+/.test(c))).toBe(false);
    const challenge = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.two_factor="))!
      .split(";")[0]!;

    const passed = await authPost("/two-factor/verify-totp", { code: await app.code() }, { cookie: challenge });
    expect(passed.status).toBe(200);
    const cookie = sessionCookie(passed);
    expect(await stageOf(cookie)).toBe("in");
    expect((await auditLog(cookie)).status).toBe(200);
    signedInAuthor = cookie;
  });

  it("the audit log pages newest first, filters, and refuses a malformed page", async () => {
    const values = Array.from(
      { length: 120 },
      (_, i) => `(${i + 1}, 'seed@example.com', 'test.page_${i % 2}', 'thing', '${i}')`,
    );
    await env.DB.prepare(
      `INSERT INTO audit_log (at, actor_email, action, object_type, object_id) VALUES ${values.join(",")}`,
    ).run();
    type Page = { entries: { id: number; action: string }[]; next: number | null };
    const first = await data<Page>(auditLog(signedInAuthor, "?limit=50"));
    expect(first.entries).toHaveLength(50);
    const ids = first.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await data<Page>(auditLog(signedInAuthor, `?limit=50&before=${first.next}`));
    expect(second.entries[0]!.id).toBeLessThan(ids.at(-1)!);
    const odd = await data<Page>(auditLog(signedInAuthor, "?action=test.page_1&limit=100"));
    expect(odd.entries).toHaveLength(60);
    expect(odd.entries.every((e) => e.action === "test.page_1")).toBe(true);
    for (const bad of ["?limit=0", "?limit=101", "?before=abc", "?action="]) {
      await expectError(await auditLog(signedInAuthor, bad), 400, "validation_failed");
    }
  });

  it("the audience report answers a period of 7, 30, 90 or 365 days and nothing else", async () => {
    type Report = { period: number; daily: unknown[]; totals: { views: number } };
    const month = await data<Report>(api("/studio/audience", { reader: { cookie: signedInAuthor } }));
    expect(month.period).toBe(30);
    expect(month.daily).toHaveLength(30);
    const week = await data<Report>(api("/studio/audience?period=7", { reader: { cookie: signedInAuthor } }));
    expect(week.daily).toHaveLength(7);
    for (const bad of ["?period=14", "?period=abc", "?period=0"]) {
      await expectError(
        await api(`/studio/audience${bad}`, { reader: { cookie: signedInAuthor } }),
        400,
        "validation_failed",
      );
    }
  });

  it("a session that has not passed the code is asked for it; a backup code works once", async () => {
    const author = await signUpReader("Backup Author", "author-backup@example.com");
    // Signed in on a second device before the app was enrolled on the first: the enrolment
    // signs it out (decision 060).
    const before = sessionCookie(await authPost("/sign-in/email", { email: author.email, password: PASSWORD }));
    const { backupCodes } = await enrol(author);
    expect(await currentUser(before)).toBeNull();

    // A session that never passed the code, as an OAuth sign-in leaves one: signed in with a
    // backup code, then the marks of passing forgotten.
    const challenge = (await authPost("/sign-in/email", { email: author.email, password: PASSWORD })).headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.two_factor="))!
      .split(";")[0]!;
    const other = sessionCookie(
      await authPost("/two-factor/verify-backup-code", { code: backupCodes[9] }, { cookie: challenge }),
    );
    await env.DB.prepare("DELETE FROM studio_sessions WHERE user_id = ?").bind(author.id).run();
    await env.DB.prepare("UPDATE session SET second_factor_at = NULL WHERE user_id = ?").bind(author.id).run();

    expect(await stageOf(other)).toBe("verify");
    await expectError(await auditLog(other), 403, "second_factor_required");

    const used = await authPost("/two-factor/verify-backup-code", { code: backupCodes[0] }, { cookie: other });
    expect(used.status).toBe(200);
    expect(await stageOf(other)).toBe("in");
    const again = await authPost("/two-factor/verify-backup-code", { code: backupCodes[0] }, { cookie: other });
    expect(again.status).toBe(401);

    const log = await data<{ entries: { after: unknown }[] }>(auditLog(other, "?action=studio.entered"));
    expect(log.entries[0]!.after).toEqual({ method: "backup_code" });
  });

  it("codes typed in a session are limited per account: a stolen session can't run through them", async () => {
    const author = await signUpReader("Idle Author", "author-idle@example.com");
    const { app } = await enrol(author);
    const other = sessionCookie(
      await authPost("/sign-in/email", { email: author.email, password: PASSWORD }).then(async (res) => {
        const challenge = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.two_factor="))!;
        return authPost("/two-factor/verify-totp", { code: await app.code() }, { cookie: challenge.split(";")[0]! });
      }),
    );
    // A fresh session of the author's that hasn't passed a code: delete its studio row.
    const user = await currentUser(other);
    await env.DB.prepare("DELETE FROM studio_sessions WHERE user_id = ?").bind(user!.id).run();

    const wrong = wrongCode(await app.codeAt(app.lastStep()));
    for (let i = 0; i < 5; i++) {
      expect((await authPost("/two-factor/verify-totp", { code: wrong }, { cookie: other })).status).toBe(401);
    }
    // The right code of a step not yet used waits too.
    const right = await app.codeAt(app.lastStep() + 1);
    const limited = await authPost("/two-factor/verify-totp", { code: right }, { cookie: other });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: "TOO_MANY_CODE_ATTEMPTS" });
  });

  it("12 hours idle in the studio ends the session itself, at the door or by the sweep", async () => {
    const sessionOf = async (cookie: string) => {
      const user = await currentUser(cookie);
      return env.DB.prepare("SELECT session_id AS id FROM studio_sessions WHERE user_id = ? ORDER BY verified_at DESC")
        .bind(user!.id)
        .first<{ id: string }>();
    };
    const idle = async (id: string) =>
      env.DB.prepare("UPDATE studio_sessions SET last_active_at = ? WHERE session_id = ?")
        .bind(Date.now() - STUDIO_IDLE_MS - 1000, id)
        .run();

    // Eleven hours are fine, and the visit counts as activity.
    const row = (await sessionOf(signedInAuthor))!;
    await env.DB.prepare("UPDATE studio_sessions SET last_active_at = ? WHERE session_id = ?")
      .bind(Date.now() - 11 * 60 * 60 * 1000, row.id)
      .run();
    expect((await auditLog(signedInAuthor)).status).toBe(200);
    await idle(row.id);
    await expectError(await auditLog(signedInAuthor), 401, "unauthorized");
    expect(await currentUser(signedInAuthor)).toBeNull();

    // The sweep ends the ones nobody comes back to.
    const author = await signUpReader("Sweep Author", "author-sweep@example.com");
    await env.DB.prepare(
      "INSERT INTO studio_sessions (session_id, user_id, verified_at, last_active_at) SELECT id, user_id, 0, ? FROM session WHERE user_id = ?",
    )
      .bind(Date.now() - STUDIO_IDLE_MS - 1000, author.id)
      .run();
    expect(await endIdleStudioSessions(createDb(env.DB))).toBe(1);
    expect(await currentUser(author.cookie)).toBeNull();
  });
});
