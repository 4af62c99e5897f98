import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { getConfig } from "../config";
import type { AppEnv } from "../types";

/** Parses configuration once per isolate and exposes it on `c.var.config`. */
export const configMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", getConfig(c.env));
  await next();
});

/** Locally the site answers on whatever port it runs; in production URLs use SITE_URL. */
export function siteOrigin(c: Context<AppEnv>): string {
  return c.var.config.isProduction ? c.var.config.siteUrl : new URL(c.req.url).origin;
}
