import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import type { AppConfig } from "../config";
import { PASSWORD_POLICY_CODES, type PasswordOwner } from "../contract/password-rules";
import type { Db } from "../db/client";
import { checkNewPassword, type PasswordRefusal } from "../services/password-policy";
import { clearSignInAttempts, consumeSignInAttempt } from "../services/sign-in-throttle";
import { RATE_LIMITS } from "../contract/rate-limits";
import { twoFactor } from "../db/schema";
import {
  endOtherSessions,
  markSecondFactorPassed,
  passedSecondFactor,
  takeTotpStep,
  totpStepOf,
} from "../services/second-factor";
import { clearRateLimit, consumeRateLimit } from "../services/rate-limit";
import { auditInsert } from "../services/studio/audit-log";
import { isSuspended } from "../services/studio/readers";
import { isStudioAuthor, markStudioSession, type StudioCandidate } from "../services/studio/studio-access";
import { and, eq } from "drizzle-orm";

/** better-auth's answer to each refused password: its `{ code, message }` shape, status 400. */
const PASSWORD_REFUSALS: Record<PasswordRefusal, { code: string; message: string }> = {
  too_common: {
    code: PASSWORD_POLICY_CODES.tooCommon,
    message: "This password is too common or too easy to guess. Choose another.",
  },
  personal: {
    code: PASSWORD_POLICY_CODES.personal,
    message: "Your password must not contain your email address or your name.",
  },
  breached: {
    code: PASSWORD_POLICY_CODES.breached,
    message: "This password has appeared in a data breach. Choose another.",
  },
};

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** better-auth's endpoints that take a second-factor code. */
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
/** The per-account count of codes typed (rate-limits.ts), at sign-in and in a session alike. */
const codeKey = (userId: string) => `second_factor_code:user:${userId}`;
/** better-auth's cookie naming a sign-in that waits for its code (its plugin's TWO_FACTOR_COOKIE_NAME). */
const CHALLENGE_COOKIE = "two_factor";

/** The endpoints that hand out or remove the second factor: only a session that passed it. */
const KEY_PATHS = new Set(["/two-factor/get-totp-uri", "/two-factor/generate-backup-codes", "/two-factor/disable"]);

/** Every endpoint besides sign-in that checks the account's password, and its body's field. */
const PASSWORD_FIELDS: Record<string, string> = {
  "/two-factor/get-totp-uri": "password",
  "/two-factor/generate-backup-codes": "password",
  "/two-factor/enable": "password",
  "/two-factor/disable": "password",
  "/change-password": "currentPassword",
  "/verify-password": "password",
  "/delete-user": "password",
};

/** The studio's audit action for each change to its keys that better-auth makes. */
const KEY_ACTIONS: Record<string, string> = {
  "/two-factor/enable": "studio.enrolment_started",
  "/two-factor/get-totp-uri": "studio.secret_read",
  "/two-factor/generate-backup-codes": "studio.backup_codes_renewed",
  "/two-factor/disable": "studio.authenticator_removed",
  "/change-password": "studio.password_changed",
  "/reset-password": "studio.password_changed",
};

/** Everything the per-account sign-in limit answers, wherever a password is checked. */
function tooManySignIns(retryAfterSeconds: number) {
  const wait = String(retryAfterSeconds);
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "TOO_MANY_SIGN_IN_ATTEMPTS",
      message: "Too many sign-in attempts for this account. Please try again later.",
    },
    { "Retry-After": wait, "X-Retry-After": wait },
  );
}

/** A used or replayed code is answered like a wrong one: better-auth's own answer. */
const INVALID_CODE = { code: "INVALID_CODE", message: "Invalid code" } as const;

export const SECOND_FACTOR_REQUIRED = {
  code: "SECOND_FACTOR_REQUIRED",
  message: "Enter the code from your authenticator app first.",
} as const;

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Hooks around better-auth's endpoints for what it doesn't do itself
 * (docs/decisions/021-password-policy-and-sign-in-backoff.md, 041, 060): the password policy on
 * sign-up, password change and reset; the per-account limit on every endpoint that checks a
 * password, whose slot a success gives back; the per-account count of second-factor codes and a
 * TOTP step used once; the factor's keys only for a session that passed it; the audit of every
 * change to a studio author's keys. They run after better-auth's per-address limiter and before
 * its body validation, so they read the body defensively and leave anything malformed to it.
 */
export function accountGuards({ db, config }: { db: Db; config: AppConfig }) {
  async function enforcePolicy(password: unknown, owner: PasswordOwner) {
    if (typeof password !== "string") return;
    const verdict = await checkNewPassword(password, owner, { breachCheck: config.passwords.breachCheck });
    if (!verdict.ok) throw new APIError("BAD_REQUEST", PASSWORD_REFUSALS[verdict.reason]);
  }

  /** Requests whose code confirms an enrolment (read before, used after better-auth's work). */
  const enrolling = new WeakSet<object>();
  /** The account each request acts on, read before better-auth's work (its session may be gone after). */
  const actingFor = new WeakMap<object, StudioCandidate>();
  /** Requests that took a slot of an account's sign-in limit (by its address), given back on success. */
  const passwordCounted = new WeakMap<object, string>();

  /** The request's session, looked up once however many of the guards below ask for it. */
  const sessions = new WeakMap<AuthContext, ReturnType<typeof getSessionFromCtx>>();
  function sessionOf(ctx: AuthContext) {
    let session = sessions.get(ctx);
    if (!session) {
      session = getSessionFromCtx(ctx);
      sessions.set(ctx, session);
    }
    return session;
  }

  /** The account a sign-in's code step is for: its challenge cookie names it. */
  async function challengedUserId(ctx: AuthContext): Promise<string | null> {
    const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!identifier) return null;
    const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
    return challenge?.value ?? null;
  }

  /**
   * A TOTP code is taken for its step before better-auth checks it: a step once accepted, or an
   * older one, is refused as a wrong code (a code seen over a shoulder or relayed by a phishing
   * proxy is spent). A code matching no step is left to better-auth, which refuses it.
   */
  async function takeStep(ctx: AuthContext, userId: string, code: unknown) {
    if (typeof code !== "string") return;
    const row = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId)).get();
    if (!row) return;
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
    const step = await totpStepOf(secret, code);
    if (step === null) return;
    if (!(await takeTotpStep(db, userId, step))) throw new APIError("UNAUTHORIZED", INVALID_CODE);
  }

  /**
   * Every code typed counts per account, at sign-in's step and in a session alike, before it is
   * checked: an exact count under concurrency, which better-auth's own lock (read from a row
   * fetched before the check) is not. A correct code clears it.
   */
  async function guardCode(ctx: AuthContext, body: Record<string, unknown>) {
    const session = await sessionOf(ctx);
    const userId = session?.user.id ?? (await challengedUserId(ctx));
    if (!userId) return; // better-auth answers the missing challenge itself
    const attempt = await consumeRateLimit(db, codeKey(userId), RATE_LIMITS.second_factor_code);
    if (!attempt.allowed) {
      const wait = String(attempt.retryAfterSeconds);
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { code: "TOO_MANY_CODE_ATTEMPTS", message: "Too many codes tried. Please wait before trying again." },
        { "Retry-After": wait, "X-Retry-After": wait },
      );
    }
    if (session && ctx.request) {
      const pending = await db
        .select({ id: twoFactor.id })
        .from(twoFactor)
        .where(and(eq(twoFactor.userId, session.user.id), eq(twoFactor.verified, false)))
        .get();
      if (pending) enrolling.add(ctx.request);
    }
    if (ctx.path === "/two-factor/verify-totp") await takeStep(ctx, userId, body.code);
  }

  /** The factor's secret, backup codes and removal: not for a session that never passed it. */
  async function requirePassedFactor(ctx: AuthContext) {
    const session = await sessionOf(ctx);
    if (!session?.user.twoFactorEnabled) return; // signed out: better-auth answers 401 itself
    if (!(await passedSecondFactor(db, session.session.id))) throw new APIError("FORBIDDEN", SECOND_FACTOR_REQUIRED);
  }

  /**
   * A password checked by a signed-in session takes a slot of the account's sign-in limit first,
   * exactly as sign-in does: guessing through these endpoints adds up with guessing at sign-in.
   */
  async function countPassword(ctx: AuthContext, password: unknown) {
    if (typeof password !== "string" || password === "") return; // better-auth checks nothing
    const session = await sessionOf(ctx);
    if (!session) return;
    const attempt = await consumeSignInAttempt(db, session.user.email);
    if (!attempt.allowed) throw tooManySignIns(attempt.retryAfterSeconds);
    if (ctx.request) passwordCounted.set(ctx.request, session.user.email);
  }

  const before = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (CODE_PATHS.has(ctx.path)) return guardCode(ctx, body);
    if (KEY_PATHS.has(ctx.path)) await requirePassedFactor(ctx);
    switch (ctx.path) {
      case "/sign-in/email": {
        const email = text(body.email);
        if (!email) return;
        const attempt = await consumeSignInAttempt(db, email);
        if (attempt.allowed) return;
        throw tooManySignIns(attempt.retryAfterSeconds);
      }
      case "/sign-up/email":
        return enforcePolicy(body.password, { email: text(body.email), name: text(body.name) });
      case "/change-password": {
        // Without a session the endpoint answers 401 itself. A refused new password checks no
        // current one, so it takes no slot of the limit below.
        const session = await sessionOf(ctx);
        if (session) await enforcePolicy(body.newPassword, session.user);
        break;
      }
      case "/reset-password": {
        // Looked up, not consumed: a refused password leaves the link usable for another try.
        const token = text(body.token) ?? text(ctx.query?.token);
        const verification = token
          ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
          : null;
        const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
        await enforcePolicy(body.newPassword, user ?? {});
        if (user && ctx.request) actingFor.set(ctx.request, user as StudioCandidate);
        return;
      }
    }
    const field = PASSWORD_FIELDS[ctx.path];
    if (field) await countPassword(ctx, body[field]);
    if (Object.hasOwn(KEY_ACTIONS, ctx.path) && ctx.request) {
      const session = await sessionOf(ctx);
      if (session) actingFor.set(ctx.request, session.user as StudioCandidate);
    }
  });

  /**
   * A code that passed marks the session as having passed the second factor: for the account's
   * keys, and for the studio (docs/decisions/041-studio-access.md), whether it was typed at
   * sign-in or at the studio's door, and whether better-auth kept the session or issued a new
   * one. The first code of an enrolment also signs the account out everywhere else: a session
   * opened before the factor existed never passed it.
   */
  async function codePassed(ctx: AuthContext) {
    const passed = ctx.context.newSession ?? (await getSessionFromCtx(ctx));
    if (!passed) return;
    const user = passed.user as StudioCandidate;
    await clearRateLimit(db, codeKey(user.id));
    const firstCode = ctx.request ? enrolling.has(ctx.request) : false;
    const marks = [
      markSecondFactorPassed(db, passed.session.id),
      ...(firstCode ? [endOtherSessions(db, user.id, passed.session.id)] : []),
    ] as const;
    if (!isStudioAuthor(config, user)) {
      await db.batch(marks);
      return;
    }
    const action = firstCode ? "studio.enrolled" : "studio.entered";
    const method = ctx.path.endsWith("backup-code") ? "backup_code" : "totp";
    await db.batch([
      ...marks,
      markStudioSession(db, passed.session.id, user.id),
      auditInsert(db, user, { action, objectType: "account", objectId: user.id, after: { method } }),
    ]);
  }

  /** The audit entry of a change better-auth made to a studio author's keys. */
  async function auditKeyChange(ctx: AuthContext) {
    const user = ctx.request ? actingFor.get(ctx.request) : undefined;
    if (!user || !isStudioAuthor(config, user)) return;
    const after = ctx.path === "/reset-password" ? { method: "reset_link" } : undefined;
    await db.batch([
      auditInsert(db, user, { action: KEY_ACTIONS[ctx.path]!, objectType: "account", objectId: user.id, after }),
    ]);
  }

  const after = createAuthMiddleware(async (ctx) => {
    if (isAPIError(ctx.context.returned)) return;
    if (CODE_PATHS.has(ctx.path)) return codePassed(ctx);
    const counted = ctx.request ? passwordCounted.get(ctx.request) : undefined;
    if (counted) await clearSignInAttempts(db, counted);
    if (Object.hasOwn(KEY_ACTIONS, ctx.path)) await auditKeyChange(ctx);
    if (ctx.path !== "/sign-in/email") return;
    const email = text((ctx.body as Record<string, unknown> | undefined)?.email);
    if (email) await clearSignInAttempts(db, email);
  });

  return { before, after };
}

/** What a suspended account is told at sign-in, whichever way it signs in. */
export const ACCOUNT_SUSPENDED = {
  code: "ACCOUNT_SUSPENDED",
  message: "This account has been suspended. If you think this is a mistake, write to the site's author.",
} as const;

/**
 * No session for a suspended account (the studio's Readers section suspends accounts): better-auth creates
 * every session through this hook, so it holds for the password sign-in (after the password
 * was checked, so the refusal tells nothing to someone who only knows the address), social
 * sign-in, sign-in after confirming an address, and the second factor's step. The sessions the
 * account had were deleted with the suspension.
 */
export function refuseSuspendedSessions(db: Db) {
  return async (session: { userId: string }) => {
    if (await isSuspended(db, session.userId)) throw new APIError("FORBIDDEN", ACCOUNT_SUSPENDED);
  };
}
