import { Hono } from "hono";
import { receiptParamSchema, receiptQuerySchema, receiptResendSchema } from "../contract/delivery";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { buildReceipt } from "../services/receipts";
import {
  receiptDeliveries,
  receiptDelivery,
  resendReceiptForBuyer,
  type ReceiptResendRefusal,
} from "../services/receipt-delivery";
import type { AppEnv } from "../types";

const NO_ORDER = "There is no such order.";

const REFUSALS: RefusalAnswers<ReceiptResendRefusal> = {
  no_address: ["validation_failed", 400, "Give the address the receipt should go to."],
  not_found: ["not_found", 404, NO_ORDER],
  not_paid: ["conflict", 409, "Only a paid order has a receipt to send."],
  sign_in_to_correct: ["forbidden", 403, "Sign in to your account to change where the receipt goes."],
};

/**
 * The buyer's receipt (decision 056): `GET /` where each of the reader's receipts went (masked),
 * `GET /:id` one order's (a guest with `?access=`), `POST /:id/resend` sends it again, to a
 * corrected address when a signed-in buyer gives `email`. Another reader's order is a 404.
 */
export const receiptRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer)
  .get("/", signedIn, async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: { receipts: await receiptDeliveries(c.var.db, user.id) } });
  })
  .get("/:id", validate("param", receiptParamSchema), validate("query", receiptQuerySchema), async (c) => {
    const delivery = await receiptDelivery(
      c.var.db,
      c.req.valid("param").id,
      { user: c.var.viewer?.user ?? null, access: c.req.valid("query").access },
      c.var.config.signingSecret,
    );
    if (!delivery) throw new AppError("not_found", 404, NO_ORDER);
    return c.json({ data: delivery });
  })
  .post(
    "/:id/resend",
    validate("param", receiptParamSchema),
    jsonFormBody,
    validate("json", receiptResendSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { access, email } = c.req.valid("json");
      const db = c.var.db;
      const { signingSecret } = c.var.config;
      const asker = { user: c.var.viewer?.user ?? null, access };
      // Owner first, so a stranger's presses never spend the buyer's resends.
      if (!(await receiptDelivery(db, id, asker, signingSecret))) throw new AppError("not_found", 404, NO_ORDER);
      await enforceRateLimit(c, "receipt_resend", `order:${id}`);
      const result = await resendReceiptForBuyer(db, { orderId: id, asker, secret: signingSecret, email }, (orderId) =>
        buildReceipt(db, orderId, signingSecret, c.var.origin),
      );
      if (!result.ok && result.reason === "no_address")
        throw new AppError("validation_failed", 400, "Give the address the receipt should go to.", {
          email: ["email_required"],
        });
      const { outboxId, delivery } = valueOr(result, REFUSALS);
      c.var.sendAfterResponse([outboxId]);
      return c.json({ data: delivery }, 202);
    },
  );
