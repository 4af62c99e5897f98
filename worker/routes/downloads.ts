import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { EXCERPTS, excerptFileName, type ExcerptId } from "../contract/lead-capture";
import { isLocale } from "../contract/locales";
import { AppError, validationHook } from "../middleware/errors";
import { enforceRateLimit } from "../middleware/submission-guard";
import { fileDownloadResponse } from "../services/file-download";
import { TOKEN_PURPOSES, resumeObject } from "../services/lead-capture";
import { verifyToken } from "../services/signed-token";
import type { AppEnv } from "../types";

const params = z.object({ kind: z.enum(["resume", "excerpt"]) });
const query = z.object({ token: z.string().min(10, "link_invalid").max(1024, "link_invalid") });

/**
 * The resume and the excerpts, from the private bucket, only with a signed, unexpired link
 * (issued by the forms and the emails). No public bucket, no presigned URL.
 */
export const downloadRoutes = new Hono<AppEnv>().get(
  "/:kind",
  zValidator("param", params, validationHook),
  zValidator("query", query, validationHook),
  async (c) => {
    const { kind } = c.req.valid("param");
    await enforceRateLimit(c, "file_download");
    const check = await verifyToken(c.var.config.signingSecret, c.req.valid("query").token, TOKEN_PURPOSES[kind]);
    if (!check.valid) {
      throw check.reason === "expired"
        ? new AppError("link_expired", 410, "This download link has expired. Please ask for the file again.")
        : new AppError("link_invalid", 403, "This download link is not valid.");
    }

    let file: { key: string; fileName: string; type: string };
    if (kind === "resume") {
      if (!isLocale(check.subject)) throw new AppError("link_invalid", 403, "This download link is not valid.");
      file = { ...resumeObject(check.subject), type: "application/pdf" };
    } else {
      // Own keys only: a subject such as "constructor" must not reach the prototype.
      const excerpt = Object.hasOwn(EXCERPTS, check.subject) ? EXCERPTS[check.subject as ExcerptId] : undefined;
      if (!excerpt) throw new AppError("link_invalid", 403, "This download link is not valid.");
      file = { key: excerpt.objectKey, fileName: excerptFileName(excerpt.bookTitle), type: "application/epub+zip" };
    }

    const res = await fileDownloadResponse(c.env.FILES, file.key, file.fileName, file.type);
    if (!res) {
      console.error(`[downloads] missing R2 object ${file.key}: upload it (README, "Deploying (operator guide)")`);
      throw new AppError("not_found", 404, "This file is not available right now. Please try again later.");
    }
    return res;
  },
);
