import { Hono } from "hono";
import { claimTokenSchema, giftParamSchema } from "../contract/orders";
import { sendQueued } from "../email";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { claimGift, giftPreview, resendGift, type GiftClaimRefusal, type GiftResendRefusal } from "../services/gifts";
import type { AppEnv } from "../types";

const CLAIM_REFUSALS: RefusalAnswers<GiftClaimRefusal> = {
  invalid: [
    "link_invalid",
    403,
    "This gift link is not valid. The newest email about the gift has the link that works.",
  ],
  used: ["conflict", 409, "This gift has already been claimed."],
  revoked: ["forbidden", 403, "This gift was refunded and can no longer be claimed."],
};

const RESEND_REFUSALS: RefusalAnswers<GiftResendRefusal> = {
  not_found: ["not_found", 404, "There is no such gift in your orders."],
  not_sent: ["conflict", 409, "This gift's email has not been sent yet: it goes on the day you chose."],
  claimed: ["conflict", 409, "This gift has already been claimed."],
  revoked: ["forbidden", 403, "This gift was refunded."],
};

/**
 * Gifts (decision 049): what a claim link shows, claiming it into the reader's library, and
 * the buyer's "send the email again".
 */
export const giftRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .post("/preview", jsonFormBody, validate("json", claimTokenSchema), async (c) => {
    await enforceRateLimit(c, "claim_link");
    const preview = await giftPreview(c.var.db, c.req.valid("json").token);
    if (!preview) throw new AppError("link_invalid", 403, CLAIM_REFUSALS.invalid[2]);
    return c.json({ data: preview });
  })
  .use(loadViewer, signedIn)
  .post("/claim", jsonFormBody, validate("json", claimTokenSchema), async (c) => {
    const { user } = requireViewer(c);
    await enforceRateLimit(c, "claim_link", `user:${user.id}`);
    return c.json({ data: valueOr(await claimGift(c.var.db, c.req.valid("json").token, user.id), CLAIM_REFUSALS) });
  })
  .post("/:id/resend", validate("param", giftParamSchema), async (c) => {
    const { user } = requireViewer(c);
    await enforceRateLimit(c, "gift_resend", `user:${user.id}`);
    const { outboxId } = valueOr(
      await resendGift(c.var.db, c.req.valid("param").id, user.id, c.var.origin),
      RESEND_REFUSALS,
    );
    c.executionCtx.waitUntil(sendQueued(c.var.config, c.var.db, [outboxId]));
    return c.json({ data: { resent: true } });
  });
