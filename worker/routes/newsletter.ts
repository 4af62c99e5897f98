import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { TURNSTILE_ACTIONS, newsletterRequestSchema, newsletterTokenSchema } from "../contract/lead-capture";
import { AppError, validationHook } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { enforceRateLimit, guardSubmission } from "../middleware/submission-guard";
import {
  confirmNewsletter,
  subscribeToNewsletter,
  unsubscribeNewsletter,
  type LinkOutcome,
} from "../services/lead-capture";
import type { AppEnv } from "../types";
import { leadContext, sendAfterResponse } from "./lead-context";

function linkError(outcome: Extract<LinkOutcome<unknown>, { ok: false }>): never {
  if (outcome.reason === "expired") {
    throw new AppError("link_expired", 410, "This link has expired. Subscribe again to get a new one.");
  }
  throw new AppError("link_invalid", 400, "This link is not valid.");
}

/**
 * Double opt-in newsletter (SPEC.md §7 `newsletter-subscription`). Links in emails open a page
 * (GET) whose button POSTs here, so mail scanners that follow links change nothing. The
 * unsubscribe endpoint also takes RFC 8058 one-click POSTs from mail clients.
 */
export const newsletterRoutes = new Hono<AppEnv>()
  .post(
    "/newsletter-subscription",
    jsonFormBody,
    zValidator("json", newsletterRequestSchema, validationHook),
    async (c) => {
      const body = c.req.valid("json");
      await guardSubmission(c, TURNSTILE_ACTIONS.newsletter, body.turnstileToken);
      const ctx = leadContext(c);
      const { outboxIds } = await subscribeToNewsletter(ctx, {
        email: body.email,
        locale: body.locale,
        pageUrl: body.page_url,
      });
      sendAfterResponse(c, ctx, outboxIds);
      // The same answer whether the address is new, pending or already confirmed.
      return c.json({ data: { status: "confirmation_sent" as const } }, 202);
    },
  )
  .post("/newsletter/confirm", zValidator("query", newsletterTokenSchema, validationHook), async (c) => {
    await enforceRateLimit(c, "newsletter_link");
    const ctx = leadContext(c);
    const outcome = await confirmNewsletter(ctx, c.req.valid("query").token);
    if (!outcome.ok) linkError(outcome);
    sendAfterResponse(c, ctx, outcome.value.outboxIds);
    return c.json({ data: { status: outcome.value.status } }, 200);
  })
  .post("/newsletter/unsubscribe", zValidator("query", newsletterTokenSchema, validationHook), async (c) => {
    // No per-IP limit: mail providers send one-click unsubscribes from shared addresses, and the
    // signed token already says who may do this.
    const outcome = await unsubscribeNewsletter(leadContext(c), c.req.valid("query").token);
    if (!outcome.ok) linkError(outcome);
    return c.json({ data: { status: outcome.value.status } }, 200);
  });
