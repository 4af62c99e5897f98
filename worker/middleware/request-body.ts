import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

/**
 * The most a refused request's leftover body is read for: the largest body Cloudflare passes to
 * a Worker (100 MB on the Free and Pro plans), so in production every body is read to its end.
 * Locally, a body declared longer is left untouched and one of unknown length is cancelled past
 * it; nothing sends such bodies to this site.
 */
export const UNREAD_BODY_DRAIN_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Reads whatever request body the answer left unread (a refusal before parsing, a route that
 * takes no body, a one-click unsubscribe form), once, for every request.
 *
 * Why: under `wrangler dev` an unread body leaves the local proxy's connection with bytes
 * nobody consumed, and the next request on it hangs or fails ("Cannot reconstruct a Request
 * with a used body", "Your worker restarted mid-request"); reading the body to its end is what
 * cures it (docs/decisions/017-request-bodies-are-always-read.md). A body read in part and then
 * cancelled hangs the next request on that keep-alive connection too, and one left untouched
 * makes workerd reset the connection or answer 503 (both measured, decision 063), so the drain
 * reads to the end whatever the size, up to what Cloudflare would ever deliver. Reading costs
 * the time the bytes take to arrive, not memory: each chunk is dropped as it comes. Production
 * is unaffected either way; this keeps local runs and tests honest.
 */
export const drainUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed || body.locked) return;
  if (Number(c.req.header("Content-Length") ?? 0) > UNREAD_BODY_DRAIN_MAX_BYTES) return;
  const reader = body.getReader();
  try {
    let read = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > UNREAD_BODY_DRAIN_MAX_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // A client that went away mid-body: nothing left to protect.
  } finally {
    reader.releaseLock();
  }
});

/**
 * A body as UTF-8 text whatever its content type says (JSON under `application/csp-report`, a
 * webhook's exact bytes, a form sent where JSON belongs). `Request.text()` does the same but
 * makes workerd log a warning for every type it does not consider text.
 */
export async function bodyText(request: Request): Promise<string> {
  return new TextDecoder().decode(await request.arrayBuffer());
}
