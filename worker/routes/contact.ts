import { Hono } from "hono";
import { TURNSTILE_ACTIONS, contactRequestSchema } from "../contract/lead-capture";
import { countConversion } from "../middleware/audience";
import { jsonFormBody } from "../middleware/json-body";
import { guardSubmission } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { submitContactRequest } from "../services/lead-capture";
import type { AppEnv } from "../types";

/**
 * `contact-form-handler`: the home form (`form: "contact"`) and the Contact &
 * Resume Request modal (`form: "resume"`). Stored and queued before the answer.
 */
export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  jsonFormBody,
  validate("json", contactRequestSchema),
  async (c) => {
    const body = c.req.valid("json");
    await guardSubmission(
      c,
      body.form === "resume" ? TURNSTILE_ACTIONS.resume : TURNSTILE_ACTIONS.contact,
      body.turnstileToken,
    );
    const result = await submitContactRequest(c.var.lead, body);
    c.var.sendAfterResponse(result.outboxIds);
    countConversion(c, body.form, body.locale);
    return c.json({ data: { id: result.id, ...(result.download ? { download: result.download } : {}) } }, 201);
  },
);
