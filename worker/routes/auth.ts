import { Hono } from "hono";
import { createAuth } from "../auth/create-auth";
import { createDb } from "../db/client";
import { siteOrigin } from "../middleware/config";
import type { AppEnv } from "../types";

/** better-auth's endpoints (`/api/auth/*`); it answers in its own `{ message, code }` shape. */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", (c) =>
  createAuth({
    db: createDb(c.env.DB),
    config: c.var.config,
    origin: siteOrigin(c),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  }).handler(c.req.raw),
);
