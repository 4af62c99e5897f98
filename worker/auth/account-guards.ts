import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { AppConfig } from "../config";
import { PASSWORD_POLICY_CODES, type PasswordOwner } from "../contract/password-rules";
import type { Db } from "../db/client";
import { checkNewPassword, type PasswordRefusal } from "../services/password-policy";
import { clearSignInAttempts, consumeSignInAttempt } from "../services/sign-in-throttle";

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

  const before = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
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

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/sign-in/email" || isAPIError(ctx.context.returned)) return;
    const email = text((ctx.body as Record<string, unknown> | undefined)?.email);
    if (email) await clearSignInAttempts(db, email);
  });

  return { before, after };
}
