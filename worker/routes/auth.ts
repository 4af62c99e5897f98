import { Hono } from "hono";
import { authFor } from "../middleware/session";
import type { AppEnv } from "../types";

/** better-auth's endpoints (`/api/auth/*`); it answers in its own `{ message, code }` shape. */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", (c) => authFor(c).handler(c.req.raw));

/** Which sign-in methods this deployment offers, so the page shows only working buttons. */
export const authOptionsRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { google, github } = c.var.config.oauth;
  const providers = [...(google ? (["google"] as const) : []), ...(github ? (["github"] as const) : [])];
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: { providers } });
});
