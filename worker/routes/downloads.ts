import { Hono } from "hono";
import { z } from "zod";
import { valueOr, AppError, type RefusalAnswers } from "../middleware/errors";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { fileDownloadResponse } from "../services/file-download";
import { fileForDownloadLink, type LinkRefusal } from "../services/lead-capture";
import type { AppEnv } from "../types";
import { logText } from "../services/log-text";

const params = z.object({ kind: z.enum(["resume", "excerpt"]) });
const query = z.object({ token: z.string().min(10, "link_invalid").max(1024, "link_invalid") });

/** A bad download link is forbidden (403); the newsletter's links answer 400 instead. */
const LINK_REFUSALS: RefusalAnswers<LinkRefusal> = {
  expired: ["link_expired", 410, "This download link has expired. Please ask for the file again."],
  invalid: ["link_invalid", 403, "This download link is not valid."],
};

/**
 * The resume and the excerpts, from the private bucket, only with a signed, unexpired link
 * (issued by the forms and the emails). No public bucket, no presigned URL.
 */
export const downloadRoutes = new Hono<AppEnv>().get(
  "/:kind",
  validate("param", params),
  validate("query", query),
  async (c) => {
    const { kind } = c.req.valid("param");
    await enforceRateLimit(c, "file_download");
    const file = valueOr(
      await fileForDownloadLink(c.var.config.signingSecret, kind, c.req.valid("query").token),
      LINK_REFUSALS,
    );
    const res = await fileDownloadResponse(c.env.FILES, file.key, file.fileName, file.type);
    if (!res) {
      console.error(
        `[downloads] missing R2 object ${logText(file.key)}: upload it (README, "Deploying (operator guide)")`,
      );
      throw new AppError("not_found", 404, "This file is not available right now. Please try again later.");
    }
    return res;
  },
);
