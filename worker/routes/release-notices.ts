import { Hono } from "hono";
import { releaseNoticeRequestSchema, releaseNoticeTokenSchema } from "../contract/release-notices";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { enforceRateLimit, guardSubmission } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import type { LinkRefusal } from "../services/lead-capture";
import {
  confirmReleaseSignUp,
  signUpForRelease,
  unsubscribeReleaseSignUp,
  type SignUpRefusal,
} from "../services/release-notices";
import type { AppEnv } from "../types";

const LINK_REFUSALS: RefusalAnswers<LinkRefusal> = {
  expired: ["link_expired", 410, "This link has expired. Sign up again on the product's page to get a new one."],
  invalid: ["link_invalid", 400, "This link is not valid."],
};
const SIGN_UP_REFUSALS: RefusalAnswers<SignUpRefusal> = {
  not_found: ["not_found", 404, "There is no such product."],
  released: ["conflict", 409, "This product is already out: it can be bought now."],
};

/**
 * "Notify me" for a product that is not out yet (decision 052). The emails' links open the
 * product's page, whose button POSTs here, so mail scanners that follow links change nothing;
 * the unsubscribe endpoint also takes RFC 8058 one-click POSTs from mail clients.
 */
export const releaseNoticeRoutes = new Hono<AppEnv>()
  .post("/", jsonFormBody, validate("json", releaseNoticeRequestSchema), async (c) => {
    const body = c.req.valid("json");
    await guardSubmission(c, "release_notice", body.turnstileToken);
    const { outboxIds } = valueOr(
      await signUpForRelease(c.var.lead, {
        product: body.product,
        email: body.email,
        locale: body.locale,
        pageUrl: body.page_url ?? null,
      }),
      SIGN_UP_REFUSALS,
    );
    c.var.sendAfterResponse(outboxIds);
    // The same answer whether the address is new, pending or already confirmed.
    return c.json({ data: { status: "confirmation_sent" as const } }, 202);
  })
  .post("/confirm", validate("query", releaseNoticeTokenSchema), async (c) => {
    await enforceRateLimit(c, "newsletter_link");
    const { status } = valueOr(await confirmReleaseSignUp(c.var.lead, c.req.valid("query").token), LINK_REFUSALS);
    return c.json({ data: { status } }, 200);
  })
  .post("/unsubscribe", validate("query", releaseNoticeTokenSchema), async (c) => {
    // No per-IP limit, as the newsletter's: the signed token already says who may do this.
    const { status } = valueOr(await unsubscribeReleaseSignUp(c.var.lead, c.req.valid("query").token), LINK_REFUSALS);
    return c.json({ data: { status } }, 200);
  });
