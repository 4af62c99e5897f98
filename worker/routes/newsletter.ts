import { Hono } from "hono";
import { TURNSTILE_ACTIONS, newsletterRequestSchema, newsletterTokenSchema } from "../contract/lead-capture";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { countConversion } from "../middleware/audience";
import { jsonFormBody } from "../middleware/json-body";
import { enforceRateLimit, guardSubmission } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import {
  confirmNewsletter,
  subscribeToNewsletter,
  unsubscribeNewsletter,
  type LinkRefusal,
} from "../services/lead-capture";
import type { AppEnv } from "../types";

/** A bad newsletter link is a bad request (400); the download links answer 403 instead. */
const LINK_REFUSALS: RefusalAnswers<LinkRefusal> = {
  expired: ["link_expired", 410, "This link has expired. Subscribe again to get a new one."],
  invalid: ["link_invalid", 400, "This link is not valid."],
};

/**
 * Double opt-in newsletter (`newsletter-subscription`). Links in emails open a page
 * (GET) whose button POSTs here, so mail scanners that follow links change nothing. The
 * unsubscribe endpoint also takes RFC 8058 one-click POSTs from mail clients.
 */
export const newsletterRoutes = new Hono<AppEnv>()
  .post("/newsletter-subscription", jsonFormBody, validate("json", newsletterRequestSchema), async (c) => {
    const body = c.req.valid("json");
    await guardSubmission(c, TURNSTILE_ACTIONS.newsletter, body.turnstileToken);
    const { outboxIds } = await subscribeToNewsletter(c.var.lead, {
      email: body.email,
      locale: body.locale,
      pageUrl: body.page_url,
    });
    c.var.sendAfterResponse(outboxIds);
    countConversion(c, "newsletter", body.locale, body.page_url);
    // The same answer whether the address is new, pending or already confirmed.
    return c.json({ data: { status: "confirmation_sent" as const } }, 202);
  })
  .post("/newsletter/confirm", validate("query", newsletterTokenSchema), async (c) => {
    await enforceRateLimit(c, "newsletter_link");
    const { status, outboxIds } = valueOr(
      await confirmNewsletter(c.var.lead, c.req.valid("query").token),
      LINK_REFUSALS,
    );
    c.var.sendAfterResponse(outboxIds);
    return c.json({ data: { status } }, 200);
  })
  // Another site's page can't press it either; mail providers' one-click POSTs carry no Origin.
  .post("/newsletter/unsubscribe", validate("query", newsletterTokenSchema), async (c) => {
    // No per-IP limit: mail providers send one-click unsubscribes from shared addresses, and the
    // signed token already says who may do this.
    const { status } = valueOr(await unsubscribeNewsletter(c.var.lead, c.req.valid("query").token), LINK_REFUSALS);
    return c.json({ data: { status } }, 200);
  });
