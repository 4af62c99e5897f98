import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { ZodType } from "zod";
import { requestLocale } from "../auth/create-auth";
import { AUTH_BODY_MAX_BYTES, AUTH_BODY_SCHEMAS } from "../contract/auth-bodies";
import { isJsonContentType } from "../middleware/json-body";
import { bodyText } from "../middleware/request-body";
import { authFor } from "../middleware/session";
import { hasPassword, ownSessionToken } from "../services/account-data";
import { emailLinkPageUrl } from "../services/email-links";
import type { AppEnv } from "../types";

/** Where better-auth is mounted (app.ts routes `/api` then `/auth`). */
const AUTH_BASE_PATH = "/api/auth";

/** better-auth's error shape, which the client's auth calls read (`code` is what it translates). */
const authRefusal = (code: string, message: string) => ({ code, message });

const authBodyLimit = bodyLimit({
  maxSize: AUTH_BODY_MAX_BYTES,
  onError: (c) =>
    c.json(authRefusal("PAYLOAD_TOO_LARGE", `The request body is larger than ${AUTH_BODY_MAX_BYTES / 1024} KB.`), 413),
});

/**
 * Checks the JSON body of every better-auth POST the site knows (contract/auth-bodies.ts) before
 * better-auth or D1 sees it: a wrong type, a missing field or a name with a line break is a 400
 * in better-auth's own `{ code, message }` shape, never a 500 from the database. better-auth is
 * then handed a new request whose body is the parsed one (trimmed name, unknown keys dropped).
 * A path with no schema (an unknown endpoint, the OAuth callback) goes to better-auth as sent.
 */
const validateAuthBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "POST") return next();
  const endpoint = new URL(c.req.url).pathname.slice(AUTH_BASE_PATH.length).replace(/\/+$/, "");
  if (!Object.hasOwn(AUTH_BODY_SCHEMAS, endpoint)) return next();
  const schema: ZodType = AUTH_BODY_SCHEMAS[endpoint as keyof typeof AUTH_BODY_SCHEMAS];
  let refusal: Response | undefined;
  const tooLarge = await authBodyLimit(c, async () => {
    const checked = await checkedAuthRequest(c.req.raw, schema);
    if (checked instanceof Request) c.req.raw = checked;
    else refusal = c.json(checked, checked.code === "UNSUPPORTED_MEDIA_TYPE" ? 415 : 400);
  });
  return tooLarge ?? refusal ?? next();
});

/** The request with its body parsed and re-serialised, or why it is refused. */
async function checkedAuthRequest(raw: Request, schema: ZodType): Promise<Request | { code: string; message: string }> {
  const text = await bodyText(raw);
  if (text !== "" && !isJsonContentType(raw.headers.get("Content-Type"))) {
    return authRefusal("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json.");
  }
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    return authRefusal("VALIDATION_ERROR", "The body is not valid JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // better-auth's own wording: "[body.field] message; …".
    const message = parsed.error.issues
      .map((issue) => `[${["body", ...issue.path.map(String)].join(".")}] ${issue.message}`)
      .join("; ");
    return authRefusal("VALIDATION_ERROR", message);
  }
  const headers = new Headers(raw.headers);
  headers.set("Content-Type", "application/json");
  headers.delete("Content-Length");
  return new Request(raw.url, { method: "POST", headers, body: JSON.stringify(parsed.data) });
}

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

/** better-auth's refusals that carry only a message, and the code the site gives each. */
const CODES_FOR_MESSAGES: Record<string, string> = {
  "No fields to update": "NO_FIELDS_TO_UPDATE",
  "Email is the same": "EMAIL_IS_THE_SAME",
};
/** The code of any other refusal without one: its status, in better-auth's own words. */
const CODES_FOR_STATUSES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  429: "TOO_MANY_REQUESTS",
};

/**
 * Every refusal answers `{ code, message }`, the code being what the client translates: a few of
 * better-auth's refusals carry only a message (an update with nothing to update, a callback URL
 * it doesn't trust), and some nothing at all.
 */
function withCode(body: unknown, status: number): unknown {
  if (status < 400) return body;
  const refusal =
    body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (typeof refusal.code === "string" && refusal.code !== "") return body;
  const message =
    typeof refusal.message === "string" && refusal.message !== "" ? refusal.message : "The request was refused.";
  const code = CODES_FOR_MESSAGES[message] ?? CODES_FOR_STATUSES[status] ?? "INTERNAL_SERVER_ERROR";
  return { ...refusal, code, message };
}

/**
 * Session tokens live only in the HttpOnly cookie: better-auth also puts them in the JSON of
 * sign-in, sign-up, get-session and list-sessions, where any script on the page (or a cache)
 * could read them. Every auth answer is also private and uncacheable, and every refusal has a code.
 */
async function withoutSessionTokens(res: Response): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.set("Cache-Control", "private, no-store");
  const init = { status: res.status, statusText: res.statusText, headers };
  const isJson = (headers.get("Content-Type") ?? "").includes("application/json");
  if (!isJson && res.status < 400) return new Response(res.body, init);
  const body: unknown = isJson ? await res.json().catch(() => undefined) : undefined;
  if (body === undefined && res.status < 400) return new Response(null, init);
  headers.delete("Content-Length");
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(withCode(withoutTokenKeys(body), res.status)), init);
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
  // validateAuthBody has already checked the body against contract/auth-bodies.ts.
  const { id } = (await c.req.raw.json()) as { id: string };
  const token = await ownSessionToken(c.var.db, viewer.user.id, id);
  if (!token) return c.json({ code: "SESSION_NOT_FOUND", message: "You have no session with this id." }, 404);
  const headers = new Headers(c.req.raw.headers);
  headers.delete("Content-Length");
  return auth.handler(new Request(c.req.url, { method: "POST", headers, body: JSON.stringify({ token }) }));
}

/** better-auth's endpoints (`/api/auth/*`); it answers in its own `{ message, code }` shape. */
export const authRoutes = new Hono<AppEnv>()
  .use("*", validateAuthBody)
  .use("/delete-user", guardAccountDeletion)
  // Links in mail sent before the links opened a page: a GET never acts, it opens the page that
  // asks for the press (docs/decisions/022-one-time-links-act-on-a-press.md).
  .get("/verify-email", (c) =>
    c.redirect(emailLinkPageUrl("", requestLocale(c.req.raw), new URL(c.req.url).searchParams), 302),
  )
  .post("/revoke-session", async (c) => withoutSessionTokens(await revokeOwnSession(c)))
  .on(["GET", "POST"], "/*", async (c) => withoutSessionTokens(await authFor(c).handler(c.req.raw)));

/** Which sign-in methods this deployment offers, so the page shows only working buttons. */
export const authOptionsRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { google, github } = c.var.config.oauth;
  const providers = [...(google ? (["google"] as const) : []), ...(github ? (["github"] as const) : [])];
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: { providers } });
});
