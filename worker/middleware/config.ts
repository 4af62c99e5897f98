import { createMiddleware } from "hono/factory";
import { getConfig } from "../config";
import type { AppEnv } from "../types";

/** Parses configuration once per isolate and exposes it on `c.var.config`. */
export const configMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", getConfig(c.env));
  await next();
});
