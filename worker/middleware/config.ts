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

/**
 * Development-only tools (the dev mailbox) answer only in development *and* on a loopback host,
 * so a worker deployed without `--env production` by mistake still doesn't expose them.
 */
export function isLocalDevelopment(c: Context<AppEnv>): boolean {
  const host = new URL(c.req.url).hostname;
  return c.var.config.environment === "development" && ["127.0.0.1", "localhost", "[::1]"].includes(host);
}
