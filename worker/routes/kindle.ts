import { Hono, type Context } from "hono";
import { kindleAddressSchema, kindleSendSchema, MAX_ATTACHMENT_BYTES } from "../contract/delivery";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import {
  deleteKindleAddress,
  kindleSettings,
  saveKindleAddress,
  sendToKindle,
  type KindleRefusal,
} from "../services/kindle";
import type { AppEnv } from "../types";

const MB = (bytes: number) => `${Math.floor(bytes / 1_000_000)} MB`;

const REFUSALS: RefusalAnswers<KindleRefusal> = {
  no_address: ["conflict", 409, "Save your Kindle address first."],
  not_found: ["not_found", 404, "There is no such file in your orders."],
  not_paid: ["forbidden", 403, "This order was refunded, so its files can no longer be sent."],
  limit_reached: [
    "rate_limited",
    429,
    "This file has been downloaded or sent too many times. Please contact us if you need it again.",
  ],
  unsupported_format: ["bad_request", 400, "Only EPUB and PDF files can be sent to a Kindle."],
  too_large: [
    "payload_too_large",
    413,
    `This file is too large to send by email (the limit is ${MB(MAX_ATTACHMENT_BYTES)}). Download it and add it with Amazon's Send to Kindle app instead.`,
  ],
  file_missing: ["service_unavailable", 503, "This file is not available right now. Please try again later."],
};

const settingsOf = (c: Context<AppEnv>, userId: string) => kindleSettings(c.var.db, userId, c.var.config.email.from);

/**
 * Send to Kindle (decision 056): `GET /` the reader's Kindle address and the sender to approve,
 * `PUT /` saves the address, `DELETE /` forgets it, `POST /send` mails one file of their library.
 */
export const kindleRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer, signedIn)
  .get("/", async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: await settingsOf(c, user.id) });
  })
  .put("/", jsonFormBody, validate("json", kindleAddressSchema), async (c) => {
    const { user } = requireViewer(c);
    await saveKindleAddress(c.var.db, user.id, c.req.valid("json").address);
    return c.json({ data: await settingsOf(c, user.id) });
  })
  .delete("/", async (c) => {
    const { user } = requireViewer(c);
    await deleteKindleAddress(c.var.db, user.id);
    return c.json({ data: await settingsOf(c, user.id) });
  })
  .post("/send", jsonFormBody, validate("json", kindleSendSchema), async (c) => {
    const { user } = requireViewer(c);
    await enforceRateLimit(c, "kindle_send", `user:${user.id}`);
    const { orderId, fileId, locale } = c.req.valid("json");
    const sent = valueOr(
      await sendToKindle(c.var.db, c.env.FILES, {
        userId: user.id,
        orderId,
        fileId,
        locale,
        origin: {
          ip: c.req.header("CF-Connecting-IP"),
          country: (c.req.raw.cf as { country?: unknown } | undefined)?.country,
          userAgent: c.req.header("User-Agent"),
        },
      }),
      REFUSALS,
    );
    c.var.sendAfterResponse([sent.outboxId]);
    const { outboxId: _id, ...data } = sent;
    return c.json({ data }, 202);
  });
