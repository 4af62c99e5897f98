import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { TURNSTILE_ACTIONS, excerptRequestSchema } from "../contract/lead-capture";
import { validationHook } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { guardSubmission } from "../middleware/submission-guard";
import { registerExcerptDownload } from "../services/lead-capture";
import type { AppEnv } from "../types";
import { leadContext, sendAfterResponse } from "./lead-context";

/** `register-excerpt-download` (SPEC.md §7): the lead first, then a signed link to the EPUB. */
export const excerptRoutes = new Hono<AppEnv>().post(
  "/",
  jsonFormBody,
  zValidator("json", excerptRequestSchema, validationHook),
  async (c) => {
    const body = c.req.valid("json");
    await guardSubmission(c, TURNSTILE_ACTIONS.excerpt, body.turnstileToken);
    const ctx = leadContext(c);
    const result = await registerExcerptDownload(ctx, body);
    sendAfterResponse(c, ctx, result.outboxIds);
    return c.json({ data: { download: result.download } }, 201);
  },
);
