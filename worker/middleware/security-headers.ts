import { createMiddleware } from "hono/factory";
import { createNonce, securityHeaders } from "../edge/security-headers";
import type { AppEnv } from "../types";

/** Sets a fresh CSP nonce for the response and the security headers on whatever it becomes. */
export const securityHeadersMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set("nonce", nonce);
  await next();
  // Responses fetched from the assets binding have immutable headers; copy before setting.
  const res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(securityHeaders(nonce))) res.headers.set(name, value);
  c.res = res;
});
