import { joinVerifiedGuestOrders } from "../services/guest-orders";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { twoFactor } from "better-auth/plugins/two-factor";
import { parse } from "hono/utils/cookie";
import type { AppConfig } from "../config";
import { LANGUAGE_COOKIE, isLocale, negotiateLocale, type Locale } from "../contract/locales";
import { PASSWORD_LIMITS } from "../contract/password-rules";
import { RATE_LIMITS, type RateLimitRule } from "../contract/rate-limits";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { sendQueued } from "../email";
import { enqueueEmail } from "../email/outbox";
import { accountEmail, type AccountEmailKind } from "../email/templates";
import { emailLinkPageUrl, isVerifyEmailUrl } from "../services/email-links";
import { recordConversion, sendingPage } from "../services/audience";
import { clearSignInAttempts } from "../services/sign-in-throttle";
import { accountGuards, refuseSuspendedSessions } from "./account-guards";
import { logText } from "../services/log-text";

/** What the auth instance needs from the request (created per request: env and origin vary). */
export interface AuthDeps {
  db: Db;
  config: AppConfig;
  /** The site's origin; links in mail and the trusted origin for the CSRF check. */
  origin: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

const DAY = 24 * 60 * 60;
/** How the studio's entry is named in the author's authenticator app. */
export const STUDIO_TOTP_ISSUER = "La Bodega studio";

/** A rule of the rate-limit table in better-auth's terms. */
const authRule = (rule: RateLimitRule) => ({ window: rule.windowSeconds, max: rule.limit });

/** The outbox's name for each account mail. */
const OUTBOX_KINDS: Record<AccountEmailKind, string> = {
  verify: "account_verification",
  reset: "password_reset",
  change: "email_change_approval",
  newEmail: "email_change_confirmation",
};

/**
 * The part of the instance the Worker uses. Spelled out because the inferred better-auth type
 * can't be named in our emitted declarations (TS2742); widen it as routes need `auth.api`.
 */
export interface SiteAuth {
  handler(request: Request): Promise<Response>;
  /** The signed-in reader behind a request's session cookie, or null. */
  getSession(headers: Headers): Promise<AuthSession | null>;
  /** Queues the confirmation mail for an unconfirmed account again (the studio's readers). */
  sendVerificationEmail(email: string): Promise<void>;
  /**
   * better-auth's own context: its adapter writes through our database hooks, as its endpoints
   * do. The Worker never uses it; test fixtures make readers and sessions with it.
   */
  readonly internals: Promise<AuthInternals>;
}

/** What of better-auth's context a reader made without the sign-up form needs. */
export interface AuthInternals {
  secret: string;
  internalAdapter: {
    createUser(
      user: { email: string; name: string; emailVerified: boolean },
      source: { method: "email-password" },
    ): Promise<{ id: string }>;
    linkAccount(account: { userId: string; providerId: string; accountId: string; password: string }): Promise<unknown>;
    createSession(userId: string): Promise<{ token: string }>;
  };
}

export interface AuthSession {
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    createdAt: Date;
    /** Set once an authenticator app is enrolled (the studio's authors). */
    twoFactorEnabled?: boolean | null;
  };
  session: { id: string; token: string; expiresAt: Date; createdAt: Date };
}

/**
 * better-auth's own limiter says its wait only in `X-Retry-After`; every 429 of the site also
 * carries the standard `Retry-After`, which clients and the site's own code read.
 */
function withRetryAfter(res: Response): Response {
  const wait = res.headers.get("X-Retry-After");
  if (res.status !== 429 || !wait || res.headers.has("Retry-After")) return res;
  const headers = new Headers(res.headers);
  headers.set("Retry-After", wait);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/** The reader's language for their account mail: their explicit choice, then the browser's. */
export function requestLocale(request: Request | undefined): Locale {
  const saved = parse(request?.headers.get("Cookie") ?? "", LANGUAGE_COOKIE)[LANGUAGE_COOKIE];
  if (isLocale(saved)) return saved;
  return negotiateLocale(request?.headers.get("Accept-Language") ?? undefined) ?? "en";
}

/**
 * better-auth on D1 through drizzle, mounted at /api/auth (docs/research/better-auth-1.7.7.md).
 * Its verification and reset mails go through our outbox like every other email.
 */
export function createAuth({ db, config, origin, waitUntil }: AuthDeps): SiteAuth {
  async function mail(
    kind: AccountEmailKind,
    to: string,
    data: { name: string; url: string; newEmail?: string },
    request?: Request,
  ) {
    const id = crypto.randomUUID();
    // The language of the page the reader asked from (a sign-up on /ca is in Catalan, whatever
    // the browser's own), then their saved choice, then the browser's.
    const locale = sendingPage(request?.headers.get("Referer"), origin).language ?? requestLocale(request);
    // better-auth's verify-email link acts on GET; the mail links to the page that asks for a
    // press instead (services/email-links.ts). The reset link only opens a form and stays.
    const url = isVerifyEmailUrl(data.url)
      ? emailLinkPageUrl(origin, locale, new URL(data.url).searchParams)
      : data.url;
    const rendered = accountEmail(kind, locale, { ...data, url });
    await db.batch([enqueueEmail(db, { kind: OUTBOX_KINDS[kind], to, ...rendered }, Date.now(), id)]);
    waitUntil(sendQueued(config, db, [id]));
  }

  const { google, github } = config.oauth;
  const auth = betterAuth({
    appName: "La Bodega",
    database: drizzleAdapter(db, { provider: "sqlite", schema }),
    secret: config.authSecret,
    baseURL: origin,
    basePath: "/api/auth",
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    // Its log quotes what a request sent (an untrusted redirectTo): one line each, escaped.
    logger: {
      log: (level, message, ...args: unknown[]) =>
        console[level](`[auth] ${[message, ...args].map((value) => logText(value)).join(" ")}`),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // No composition rules: length is what makes a password strong.
      minPasswordLength: PASSWORD_LIMITS.min,
      maxPasswordLength: PASSWORD_LIMITS.max,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, url }, request) => mail("reset", user.email, { name: user.name, url }, request),
      // Whoever reset the password holds the mailbox: guesses by others no longer hold them back.
      onPasswordReset: ({ user }) => clearSignInAttempts(db, user.email),
    },
    // The password policy and the per-account sign-in limit (account-guards.ts).
    hooks: accountGuards({ db, config }),
    // A new account is a sign-up for the audience figures, counted for the page it was made on.
    // Only a created user counts: a sign-up with a known address answers alike and creates none.
    databaseHooks: {
      // A suspended account gets no session, however it signs in (account-guards.ts).
      session: {
        create: {
          before: refuseSuspendedSessions(db),
          // A verified address brings along the guest orders placed with it (decision 049).
          after: async (session) => {
            await joinVerifiedGuestOrders(db, session.userId).catch((error: unknown) =>
              console.error(`[guest-orders] not joined at sign-in: ${logText(error)}`),
            );
          },
        },
      },
      user: {
        create: {
          after: async (_user, context) => {
            const request = context?.request;
            const page = sendingPage(request?.headers.get("Referer"), origin);
            const language = page.language ?? requestLocale(request);
            const counting = recordConversion(db, { now: Date.now(), form: "account", path: page.path, language });
            waitUntil(
              counting.catch((error: unknown) => console.error(`[audience] sign-up not counted: ${logText(error)}`)),
            );
          },
        },
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      // A verified reader getting this is confirming a new address (an email change, whose
      // `user.email` is already the new one); anyone else is confirming a new account.
      sendVerificationEmail: ({ user, url }, request) =>
        mail(user.emailVerified ? "newEmail" : "verify", user.email, { name: user.name, url }, request),
    },
    socialProviders: {
      ...(google ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } } : {}),
      ...(github ? { github: { clientId: github.clientId, clientSecret: github.clientSecret } } : {}),
    },
    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY,
      // Listing and revoking sessions from the account area must work for the session's life.
      freshAge: 30 * DAY,
    },
    // workerd has no NODE_ENV, so better-auth can't tell it's production: enable explicitly.
    rateLimit: {
      enabled: true,
      storage: "database",
      ...authRule(RATE_LIMITS.auth_default),
      customRules: {
        "/sign-in/email": authRule(RATE_LIMITS.auth_sign_in),
        "/sign-up/email": authRule(RATE_LIMITS.auth_sign_up),
        "/request-password-reset": authRule(RATE_LIMITS.auth_password_reset),
        "/send-verification-email": authRule(RATE_LIMITS.auth_verification_email),
        "/change-password": authRule(RATE_LIMITS.auth_change_password),
        "/change-email": authRule(RATE_LIMITS.auth_change_email),
        // Every page load asks who is signed in; many readers can share one address (an office,
        // a mobile carrier), and a limit would only cost a D1 write per page. Session tokens
        // are 32 random characters, so guessing them through this endpoint is hopeless anyway.
        "/get-session": false,
      },
    },
    user: {
      deleteUser: { enabled: true },
      // The current address approves first, so a stolen session can't move the account away.
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: ({ user, newEmail, url }, request) =>
          mail("change", user.email, { name: user.name, url, newEmail }, request),
      },
    },
    // The studio's second factor (docs/decisions/041-studio-access.md): an authenticator app
    // (TOTP) with backup codes. An enrolled account is asked for a code at sign-in too.
    plugins: [twoFactor({ issuer: STUDIO_TOTP_ISSUER, backupCodeOptions: { amount: 10, length: 10 } })],
    advanced: {
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      // Mail and other follow-up work run after the response (also evens out sign-up timing).
      backgroundTasks: { handler: waitUntil },
    },
  });
  return {
    handler: async (request) => withRetryAfter(await auth.handler(request)),
    getSession: (headers) => auth.api.getSession({ headers }),
    sendVerificationEmail: async (email) => {
      await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/" } });
    },
    internals: auth.$context,
  };
}
