import { Hono } from "hono";
import { emailLinkSchema } from "../contract/email-link-fields";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { authFor } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { redeemEmailLink, type EmailLinkRefusal } from "../services/email-links";
import type { AppEnv } from "../types";

/** As the newsletter's links: a wrong link is a bad request, an old one is gone (410). */
const LINK_REFUSALS: RefusalAnswers<EmailLinkRefusal> = {
  invalid: ["link_invalid", 400, "This link is not valid."],
  expired: ["link_expired", 410, "This link has expired. Ask for a new one."],
  other_account: ["conflict", 409, "This browser is signed in to another account. Sign out and open the link again."],
  too_many: ["rate_limited", 429, "Too many requests. Please wait before trying again."],
};

/**
 * The account mails' links (`/auth/confirm?token=…`) open a page whose button POSTs here; only
 * this press confirms an account or approves or confirms an email change
 * (docs/decisions/022-one-time-links-act-on-a-press.md).
 */
export const emailLinkRoutes = new Hono<AppEnv>().post(
  "/verify",
  jsonFormBody,
  validate("json", emailLinkSchema),
  async (c) => {
    await enforceRateLimit(c, "email_link");
    const { token, callbackURL } = c.req.valid("json");
    const done = valueOr(
      await redeemEmailLink(authFor(c), { token, callbackURL, origin: c.var.origin, headers: c.req.raw.headers }),
      LINK_REFUSALS,
    );
    for (const cookie of done.setCookies) c.header("Set-Cookie", cookie, { append: true });
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: { kind: done.kind, signedIn: done.signedIn } }, 200);
  },
);
