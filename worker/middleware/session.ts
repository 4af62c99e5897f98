import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { createAuth, type AuthSession, type SiteAuth } from "../auth/create-auth";
import type { AppEnv } from "../types";
import { AppError } from "./errors";

/** better-auth for this request (its origin and secrets come from the request's env). */
export function authFor(c: Context<AppEnv>): SiteAuth {
  return createAuth({
    db: c.var.db,
    config: c.var.config,
    origin: c.var.origin,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
}

/** better-auth's session cookie (`__Secure-` prefixed over https). */
const SESSION_COOKIE = "better-auth.session_token=";

/**
 * The signed-in reader behind the request's session cookie, or null. Visitors without the
 * cookie (most readers of like counts and comments) skip building better-auth.
 */
export async function sessionOf(c: Context<AppEnv>): Promise<AuthSession | null> {
  const signedInMaybe = c.req.header("Cookie")?.includes(SESSION_COOKIE) ?? false;
  return signedInMaybe ? authFor(c).getSession(c.req.raw.headers) : null;
}

/** Reads the session cookie once; `c.var.viewer` is the signed-in reader or null. */
export const loadViewer = createMiddleware<AppEnv>(async (c, next) => {
  c.set("viewer", await sessionOf(c));
  await next();
});

/** The signed-in reader, or a 401 in the one error shape. */
export function requireViewer(c: Context<AppEnv>): AuthSession {
  const viewer = c.get("viewer");
  if (!viewer) throw new AppError("unauthorized", 401, "Please sign in to do this.");
  return viewer;
}

/**
 * For routes that need a reader: a visitor gets the 401 before anything else is checked, so
 * validation never tells an anonymous client more than "sign in".
 */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireViewer(c);
  await next();
});

/** Answers that depend on who asks never sit in a shared cache. */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
});
