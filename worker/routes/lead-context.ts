import type { Context } from "hono";
import { createDb } from "../db/client";
import { sendQueued } from "../email";
import { siteOrigin } from "../middleware/config";
import type { LeadContext } from "../services/lead-capture";
import type { AppEnv } from "../types";

/** The dependencies lead-capture services take, from the request. */
export function leadContext(c: Context<AppEnv>): LeadContext {
  return { db: createDb(c.env.DB), config: c.var.config, origin: siteOrigin(c), now: Date.now() };
}

/** Sends what the request queued after the response; the cron sweep retries what fails. */
export function sendAfterResponse(c: Context<AppEnv>, ctx: LeadContext, outboxIds: string[]) {
  if (outboxIds.length) c.executionCtx.waitUntil(sendQueued(ctx.config, ctx.db, outboxIds));
}
