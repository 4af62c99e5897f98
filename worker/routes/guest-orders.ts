import { Hono } from "hono";
import { TURNSTILE_ACTIONS } from "../contract/lead-capture";
import { claimLinkRequestSchema, claimTokenSchema, guestOrderQuerySchema, orderParamSchema } from "../contract/orders";
import { sendQueued } from "../email";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit, guardSubmission } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { consumeRateLimit } from "../services/rate-limit";
import { RATE_LIMITS } from "../contract/rate-limits";
import {
  claimWithLink,
  guestOrder,
  sendClaimLink,
  type ClaimRefusal,
  type GuestAccessRefusal,
} from "../services/guest-orders";
import type { AppEnv } from "../types";

const ACCESS_REFUSALS: RefusalAnswers<GuestAccessRefusal> = {
  expired: ["link_expired", 410, "This page's link has expired. Your receipt's links and your library still work."],
  invalid: ["not_found", 404, "There is no such order."],
};

const CLAIM_REFUSALS: RefusalAnswers<ClaimRefusal> = {
  invalid: ["link_invalid", 403, "This link is not valid."],
  expired: ["link_expired", 410, "This link has expired. Ask for a new one."],
  used: ["conflict", 409, "This link has already been used."],
};

/**
 * Guest orders (decision 049): the success page's read with its access token, the magic link's
 * request (to an address only) and its press, which needs an account to join.
 */
export const guestOrderRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get("/:id", validate("param", orderParamSchema), validate("query", guestOrderQuerySchema), async (c) => {
    const { access, locale } = c.req.valid("query");
    const order = valueOr(
      await guestOrder(c.var.db, {
        orderId: c.req.valid("param").id,
        token: access,
        locale,
        secret: c.var.config.signingSecret,
        origin: c.var.origin,
      }),
      ACCESS_REFUSALS,
    );
    return c.json({ data: order });
  })
  // Always the same answer, mailed or not: the form tells no one who bought what.
  .post("/claim-link", jsonFormBody, validate("json", claimLinkRequestSchema), async (c) => {
    const { email, locale, turnstileToken } = c.req.valid("json");
    await guardSubmission(c, TURNSTILE_ACTIONS.guestClaim, turnstileToken);
    const perAddress = await consumeRateLimit(c.var.db, `guest_claim_mail:${email}`, RATE_LIMITS.guest_claim_mail);
    if (perAddress.allowed) {
      const id = await sendClaimLink(c.var.db, { email, locale, origin: c.var.origin });
      if (id) c.executionCtx.waitUntil(sendQueued(c.var.config, c.var.db, [id]));
    }
    return c.json({ data: { requested: true } }, 202);
  })
  .use(loadViewer, signedIn)
  .post("/claim", jsonFormBody, validate("json", claimTokenSchema), async (c) => {
    const { user } = requireViewer(c);
    await enforceRateLimit(c, "claim_link", `user:${user.id}`);
    const claimed = valueOr(await claimWithLink(c.var.db, c.req.valid("json").token, user.id), CLAIM_REFUSALS);
    return c.json({ data: claimed });
  });
