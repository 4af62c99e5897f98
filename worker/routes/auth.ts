import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { authFor } from "../middleware/session";
import { hasPassword, ownSessionToken } from "../services/account-data";
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

/**
 * A confirmation link that is expired or broken makes better-auth redirect to its callback
 * ("/") with `?error=CODE`, where nothing explains it. Send the reader to the sign-in tab
 * instead, which says what happened and lets an unconfirmed reader ask for a new link.
 */
function explainLinkError(res: Response): Response {
  const location = res.headers.get("Location");
  if (res.status !== 302 || !location) return res;
  const code = new URL(location, "http://site.invalid").searchParams.get("error");
  if (!code) return res;
  const headers = new Headers(res.headers);
  headers.set("Location", `/auth?${new URLSearchParams({ tab: "sign-in", linkError: code })}`);
  return new Response(null, { status: 302, headers });
}

/** A copy of a JSON value with every `token` key left out, at any depth. */
function withoutTokenKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokenKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, inner]) => [key, withoutTokenKeys(inner)]),
  );
}

/**
 * Session tokens live only in the HttpOnly cookie: better-auth also puts them in the JSON of
 * sign-in, sign-up, get-session and list-sessions, where any script on the page (or a cache)
 * could read them. Every auth answer is also private and uncacheable.
 */
async function withoutSessionTokens(res: Response): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.set("Cache-Control", "private, no-store");
  const init = { status: res.status, statusText: res.statusText, headers };
  if (!(headers.get("Content-Type") ?? "").includes("application/json")) return new Response(res.body, init);
  const body: unknown = await res.json().catch(() => undefined);
  if (body === undefined) return new Response(null, init);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(withoutTokenKeys(body)), init);
}

/**
 * Revoking one session names it by id (the account page never sees tokens). Only the reader's
 * own sessions can be named: any other id is a 404, where better-auth would answer 200 for a
 * token that is not the reader's and do nothing.
 */
async function revokeOwnSession(c: Context<AppEnv>): Promise<Response> {
  const auth = authFor(c);
  const viewer = await auth.getSession(c.req.raw.headers);
  if (!viewer) return c.json({ code: "UNAUTHORIZED", message: "Unauthorized" }, 401); // better-auth's own answer
  const body = (await c.req.raw.json().catch(() => null)) as { id?: unknown } | null;
  const id = body !== null && typeof body === "object" && typeof body.id === "string" ? body.id : "";
  if (id === "" || id.length > 100) {
    return c.json({ code: "VALIDATION_ERROR", message: "Name the session to sign out by its id." }, 400);
  }
  const token = await ownSessionToken(c.var.db, viewer.user.id, id);
  if (!token) return c.json({ code: "SESSION_NOT_FOUND", message: "You have no session with this id." }, 404);
  const headers = new Headers(c.req.raw.headers);
  headers.delete("Content-Length");
  return auth.handler(new Request(c.req.url, { method: "POST", headers, body: JSON.stringify({ token }) }));
}

/** better-auth's endpoints (`/api/auth/*`); it answers in its own `{ message, code }` shape. */
export const authRoutes = new Hono<AppEnv>()
  .use("/delete-user", guardAccountDeletion)
  .get("/verify-email", async (c) => explainLinkError(await authFor(c).handler(c.req.raw)))
  .post("/revoke-session", async (c) => withoutSessionTokens(await revokeOwnSession(c)))
  .on(["GET", "POST"], "/*", async (c) => withoutSessionTokens(await authFor(c).handler(c.req.raw)));

/** Which sign-in methods this deployment offers, so the page shows only working buttons. */
export const authOptionsRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { google, github } = c.var.config.oauth;
  const providers = [...(google ? (["google"] as const) : []), ...(github ? (["github"] as const) : [])];
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: { providers } });
});
