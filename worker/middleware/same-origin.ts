import type { HonoRequest } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "./errors";
import type { AppEnv } from "../types";

/** Methods that never change anything, so a cross-site page may send them. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Endpoints that other servers or the browser itself call, never a page of ours: they carry
 * their own proof (a signed payload) or change nothing a reader owns.
 */
const SERVER_TO_SERVER = [
  /** Stripe's webhooks, checked by signature. */
  /^\/api\/payments\/stripe\/webhook$/,
  /** Browsers send violation reports without a page's Origin; they change nothing a reader owns. */
  /^\/api\/csp-report$/,
];

/** Where `List-Unsubscribe` points (worker/services/newsletter-broadcasts.ts, lead-capture.ts, release-notices.ts). */
const ONE_CLICK_UNSUBSCRIBE_PATHS = new Set(["/api/newsletter/unsubscribe", "/api/release-notices/unsubscribe"]);
/** The RFC 8058 body fits in far less; a larger one is not a one-click POST. */
const ONE_CLICK_MAX_BYTES = 2048;

/**
 * An RFC 8058 one-click unsubscribe: a POST to the `List-Unsubscribe` URL whose form body is
 * exactly `List-Unsubscribe=One-Click`. It is exempt from the same-origin rule because the RFC
 * has the mail receiver send it, not our page: from its servers (no Origin, already let through)
 * or from a webmail running in the reader's browser, which carries the webmail's Origin. The
 * signed token in the URL is the whole authorisation (no cookie is read), so another site that
 * posts it can only do what the token's owner asked for. The page's own button (JSON, no such
 * body) stays under the rule.
 */
async function isOneClickUnsubscribe(req: HonoRequest): Promise<boolean> {
  if (req.method !== "POST" || !ONE_CLICK_UNSUBSCRIBE_PATHS.has(req.path)) return false;
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(req.header("Content-Type") ?? "")) {
    return false;
  }
  const length = Number(req.header("Content-Length"));
  if (!(length > 0 && length <= ONE_CLICK_MAX_BYTES)) return false;
  try {
    return (await req.parseBody())["List-Unsubscribe"] === "One-Click";
  } catch {
    return false;
  }
}

/** What `Sec-Fetch-Site` says when the request did not come from another site's page. */
const OWN_SITE = new Set(["same-origin", "none"]);

/**
 * Whether a request comes from the site's own pages, judged as better-auth judges its own: the
 * `Origin` must be the site's (`null` never is); without one, a browser's `Sec-Fetch-Site` must
 * say same-origin (or none: typed in, a bookmark) and a `Referer`, if sent, must be the site's.
 * A request with none of them is not a browser's cross-site form or fetch (browsers always send
 * Origin on those), so it passes: mail providers' RFC 8058 one-click unsubscribes come that way.
 */
export function comesFromSite(headers: Headers, siteOrigin: string): boolean {
  const origin = headers.get("Origin");
  if (origin !== null) return origin === siteOrigin;
  const fetchSite = headers.get("Sec-Fetch-Site");
  if (fetchSite !== null && !OWN_SITE.has(fetchSite)) return false;
  const referer = headers.get("Referer");
  if (referer === null) return true;
  try {
    return new URL(referer).origin === siteOrigin;
  } catch {
    return false;
  }
}

/**
 * Every state-changing `/api` request must come from the site's own pages, as better-auth
 * already demands of its endpoints; anything else is a 403. SameSite=Lax cookies and JSON
 * content types already stand in a forger's way; this makes the rule explicit instead of
 * incidental, and covers the links mailed to readers (their pages' presses) as well.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || SERVER_TO_SERVER.some((path) => path.test(c.req.path))) return next();
  if (await isOneClickUnsubscribe(c.req)) return next();
  if (!comesFromSite(c.req.raw.headers, c.var.origin)) {
    throw new AppError("forbidden", 403, "This request did not come from this site's pages, so it was refused.");
  }
  return next();
});
