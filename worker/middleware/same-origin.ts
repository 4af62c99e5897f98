import { createMiddleware } from "hono/factory";
import { AppError } from "./errors";
import type { AppEnv } from "../types";

/** Methods that never change anything, so a cross-site page may send them. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Endpoints that other servers call, never a reader's browser: they carry their own proof
 * (a signed payload or a signed token) and no Origin of ours.
 */
const SERVER_TO_SERVER = [
  /** Stripe's webhooks, checked by signature. */
  /^\/api\/payments\/stripe\/webhook$/,
  /** RFC 8058 one-click unsubscribes, POSTed by mail providers with the signed token. */
  /^\/api\/newsletter\/unsubscribe$/,
  /** Browsers send violation reports without a page's Origin; they change nothing a reader owns. */
  /^\/api\/csp-report$/,
];

/** What `Sec-Fetch-Site` says when the request did not come from another site's page. */
const OWN_SITE = new Set(["same-origin", "none"]);

/**
 * Every state-changing `/api` request must come from the site's own pages, as better-auth
 * already demands of its endpoints: a foreign `Origin` (or `null`), or a browser's
 * `Sec-Fetch-Site: cross-site`/`same-site` when no Origin is sent, is refused with 403.
 * SameSite=Lax cookies and JSON content types already stand in a forger's way; this makes the
 * rule explicit instead of incidental. Clients that are not browsers send neither header and
 * pass, because forging a request needs a victim's browser.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || SERVER_TO_SERVER.some((path) => path.test(c.req.path))) return next();
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const foreign = origin !== undefined ? origin !== c.var.origin : fetchSite !== undefined && !OWN_SITE.has(fetchSite);
  if (foreign) {
    throw new AppError("forbidden", 403, "This request did not come from this site's pages, so it was refused.");
  }
  return next();
});
