import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { sendQueued } from "../email";
import { paymentProvider } from "../payments";
import type { AppEnv } from "../types";
import { siteOrigin } from "./config";

/**
 * What handlers work with, built once per request from the bindings and the config: the
 * database, the site's origin, the lead-capture context, the payment provider and the mailer.
 * Routes take them from `c.var` instead of assembling them from `c.env` by hand.
 */
export const servicesMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const db = createDb(c.env.DB);
  const config = c.var.config;
  const origin = siteOrigin(c);
  c.set("db", db);
  c.set("origin", origin);
  c.set("lead", { db, config, origin, now: Date.now() });
  c.set("payments", paymentProvider(config, origin));
  // Sends what the request queued after the response; the cron sweep retries what fails.
  c.set("sendAfterResponse", (outboxIds) => {
    if (outboxIds.length) c.executionCtx.waitUntil(sendQueued(config, db, outboxIds, c.env.FILES));
  });
  await next();
});
