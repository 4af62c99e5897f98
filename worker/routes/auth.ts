import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { requestLocale } from "../auth/create-auth";
import { authFor } from "../middleware/session";
import { emailLinkPageUrl } from "../services/email-links";
import { hasPassword } from "../services/account-data";
import type { AppEnv } from "../types";

/** How recent a sign-in must be to delete an account that has no password to confirm with. */
const DELETE_WITHOUT_PASSWORD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Deleting an account can't be undone, so a session cookie alone must not be enough (sessions
 * stay "fresh" for 30 days, docs/decisions/009-better-auth-setup.md): an account with a password must send it, and one
 * that signs in only through Google or GitHub must have signed in within the last day.
 * Answers in better-auth's own shape and codes.
 */
const guardAccountDeletion = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "POST") return next();
  const viewer = await authFor(c).getSession(c.req.raw.headers);
  if (!viewer) return next(); // better-auth answers 401 itself
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => ({}))) as { password?: unknown };
  const credential = await hasPassword(c.var.db, viewer.user.id);
  if (credential && (typeof body.password !== "string" || body.password === "")) {
    return c.json(
      {
        code: "USER_ALREADY_HAS_PASSWORD",
        message: "User already has a password. Provide that to delete the account.",
      },
      400,
    );
  }
  if (!credential && Date.now() - new Date(viewer.session.createdAt).getTime() > DELETE_WITHOUT_PASSWORD_MAX_AGE_MS) {
    return c.json({ code: "SESSION_NOT_FRESH", message: "Session is not fresh" }, 403);
  }
  return next();
});

/** better-auth's endpoints (`/api/auth/*`); it answers in its own `{ message, code }` shape. */
export const authRoutes = new Hono<AppEnv>()
  .use("/delete-user", guardAccountDeletion)
  // Links in mail sent before the links opened a page: a GET never acts, it opens the page that
  // asks for the press (docs/decisions/017-one-time-links-act-on-a-press.md).
  .get("/verify-email", (c) =>
    c.redirect(emailLinkPageUrl("", requestLocale(c.req.raw), new URL(c.req.url).searchParams), 302),
  )
  .on(["GET", "POST"], "/*", (c) => authFor(c).handler(c.req.raw));

/** Which sign-in methods this deployment offers, so the page shows only working buttons. */
export const authOptionsRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { google, github } = c.var.config.oauth;
  const providers = [...(google ? (["google"] as const) : []), ...(github ? (["github"] as const) : [])];
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: { providers } });
});
