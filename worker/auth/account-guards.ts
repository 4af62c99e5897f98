import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { AppConfig } from "../config";
import { PASSWORD_POLICY_CODES, type PasswordOwner } from "../contract/password-rules";
import type { Db } from "../db/client";
import { checkNewPassword, type PasswordRefusal } from "../services/password-policy";
import { clearSignInAttempts, consumeSignInAttempt } from "../services/sign-in-throttle";
import { RATE_LIMITS } from "../contract/rate-limits";
import { twoFactor } from "../db/schema";
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
/** The per-account count of codes typed (rate-limits.ts). */
const codeKey = (userId: string) => `second_factor_code:user:${userId}`;

/**
 * Hooks around better-auth's endpoints for what it doesn't do itself
 * (docs/decisions/021-password-policy-and-sign-in-backoff.md): the password policy on sign-up,
 * password change and reset, and the per-account limit on sign-in, whose slot a successful
 * sign-in gives back. They run after better-auth's per-address limiter and before its body
 * validation, so they read the body defensively and leave anything malformed to it.
 */
export function accountGuards({ db, config }: { db: Db; config: AppConfig }) {
  async function enforcePolicy(password: unknown, owner: PasswordOwner) {
    if (typeof password !== "string") return;
    const verdict = await checkNewPassword(password, owner, { breachCheck: config.passwords.breachCheck });
    if (!verdict.ok) throw new APIError("BAD_REQUEST", PASSWORD_REFUSALS[verdict.reason]);
  }

  /** Requests whose code confirms an enrolment (read before, used after better-auth's work). */
  const enrolling = new WeakSet<object>();

  const before = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (CODE_PATHS.has(ctx.path)) {
      // Sign-in's code step (no session yet) is counted and locked by better-auth itself.
      const session = await getSessionFromCtx(ctx);
      if (!session) return;
      const attempt = await consumeRateLimit(db, codeKey(session.user.id), RATE_LIMITS.second_factor_code);
      if (!attempt.allowed) {
        const wait = String(attempt.retryAfterSeconds);
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { code: "TOO_MANY_CODE_ATTEMPTS", message: "Too many codes tried. Please wait before trying again." },
          { "Retry-After": wait, "X-Retry-After": wait },
        );
      }
      const pending = await db
        .select({ id: twoFactor.id })
        .from(twoFactor)
        .where(and(eq(twoFactor.userId, session.user.id), eq(twoFactor.verified, false)))
        .get();
      if (pending && ctx.request) enrolling.add(ctx.request);
      return;
    }
    switch (ctx.path) {
      case "/sign-in/email": {
        const email = text(body.email);
        if (!email) return;
        const attempt = await consumeSignInAttempt(db, email);
        if (attempt.allowed) return;
        const wait = String(attempt.retryAfterSeconds);
        throw new APIError(
          "TOO_MANY_REQUESTS",
          {
            code: "TOO_MANY_SIGN_IN_ATTEMPTS",
            message: "Too many sign-in attempts for this account. Please try again later.",
          },
          { "Retry-After": wait, "X-Retry-After": wait },
        );
      }
      case "/sign-up/email":
        return enforcePolicy(body.password, { email: text(body.email), name: text(body.name) });
      case "/change-password": {
        // Without a session the endpoint answers 401 itself.
        const session = await getSessionFromCtx(ctx);
        if (session) await enforcePolicy(body.newPassword, session.user);
        return;
      }
      case "/reset-password": {
        // Looked up, not consumed: a refused password leaves the link usable for another try.
        const token = text(body.token) ?? text(ctx.query?.token);
        const verification = token
          ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
          : null;
        const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
        return enforcePolicy(body.newPassword, user ?? {});
      }
    }
  });

  /**
   * A code that passed marks the session as having passed the second factor, for the studio
   * (docs/decisions/041-studio-access.md): whether it was typed at sign-in or at the studio's
   * door, and whether better-auth kept the session or issued a new one.
   */
  async function codePassed(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
    const passed = ctx.context.newSession ?? (await getSessionFromCtx(ctx));
    if (!passed) return;
    const user = passed.user as StudioCandidate;
    await clearRateLimit(db, codeKey(user.id));
    if (!isStudioAuthor(config, user)) return;
    const firstCode = ctx.request ? enrolling.has(ctx.request) : false;
    const action = firstCode ? "studio.enrolled" : "studio.entered";
    const method = ctx.path.endsWith("backup-code") ? "backup_code" : "totp";
    await db.batch([
      markStudioSession(db, passed.session.id, user.id),
      auditInsert(db, user, { action, objectType: "account", objectId: user.id, after: { method } }),
    ]);
  }

  const after = createAuthMiddleware(async (ctx) => {
    if (isAPIError(ctx.context.returned)) return;
    if (CODE_PATHS.has(ctx.path)) return codePassed(ctx);
    if (ctx.path === "/two-factor/disable") {
      const session = ctx.context.newSession;
      if (session && isStudioAuthor(config, session.user as StudioCandidate)) {
        await auditInsert(db, session.user, {
          action: "studio.authenticator_removed",
          objectType: "account",
          objectId: session.user.id,
        });
      }
      return;
    }
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
 * No session for a suspended account (the studio's readers, issue 19): better-auth creates
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
