import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";
import { AppError } from "./errors";

/**
 * Whether a request that changes something comes from the site's own pages, judged as
 * better-auth judges its own: the Origin header (or the Referer when a browser sends no
 * Origin) must be the site's; "null" never is. A request with neither is not a browser's
 * cross-site form or fetch (browsers always send Origin on those), so it is let through:
 * mail providers' RFC 8058 one-click unsubscribes come that way. `Sec-Fetch-Site: cross-site`
 * is refused either way.
 */
export function comesFromSite(headers: Headers, siteOrigin: string): boolean {
  if (headers.get("Sec-Fetch-Site") === "cross-site") return false;
  const origin = headers.get("Origin");
  if (origin !== null) return origin === siteOrigin;
  const referer = headers.get("Referer");
  if (referer === null) return true;
  try {
    return new URL(referer).origin === siteOrigin;
  } catch {
    return false;
  }
}

/** A POST from another site's page is a 403 in the one error shape, before anything is read. */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!comesFromSite(c.req.raw.headers, c.var.origin)) {
    throw new AppError("forbidden", 403, "This request must come from the site's own pages.");
  }
  await next();
});
