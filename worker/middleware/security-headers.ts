import { createMiddleware } from "hono/factory";
import { createNonce, securityHeaders } from "../edge/security-headers";
import type { AppEnv } from "../types";

/** Sets a fresh CSP nonce for the response and the security headers on whatever it becomes. */
export const securityHeadersMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set("nonce", nonce);
  await next();
  const headers = Object.entries(securityHeaders(nonce));
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    // Responses straight from the assets binding have immutable headers: copy, then set.
    const res = new Response(c.res.body, c.res);
    for (const [name, value] of headers) res.headers.set(name, value);
    c.res = res;
  }
});
