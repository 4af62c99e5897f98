import { Hono } from "hono";
import { TURNSTILE_ACTIONS, excerptRequestSchema } from "../contract/lead-capture";
import { countConversion } from "../middleware/audience";
import { jsonFormBody } from "../middleware/json-body";
import { guardSubmission } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { registerExcerptDownload } from "../services/lead-capture";
import type { AppEnv } from "../types";

/** `register-excerpt-download`: the lead first, then a signed link to the EPUB. */
export const excerptRoutes = new Hono<AppEnv>().post(
  "/",
  jsonFormBody,
  validate("json", excerptRequestSchema),
  async (c) => {
    const body = c.req.valid("json");
    await guardSubmission(c, TURNSTILE_ACTIONS.excerpt, body.turnstileToken);
    const result = await registerExcerptDownload(c.var.lead, body);
    c.var.sendAfterResponse(result.outboxIds);
    countConversion(c, "excerpt", body.locale);
    return c.json({ data: { download: result.download } }, 201);
  },
);
