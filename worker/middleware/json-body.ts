import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "./errors";
import type { AppEnv } from "../types";

/**
 * Form bodies are small; anything bigger is refused before it is read. 32 KB leaves room for a
 * 5,000-character message written entirely in 4-byte characters (emoji), plus the other fields.
 */
export const FORM_BODY_MAX_BYTES = 32 * 1024;

const limit = bodyLimit({
  maxSize: FORM_BODY_MAX_BYTES,
  onError: () => {
    throw new AppError("payload_too_large", 413, `The request body is larger than ${FORM_BODY_MAX_BYTES / 1024} KB.`);
  },
});

/** Whether a Content-Type header names JSON (`application/json` or a `+json` type). */
export function isJsonContentType(header: string | null | undefined): boolean {
  const type = (header ?? "").split(";")[0]!.trim();
  return /^application\/([\w.-]+\+)?json$/i.test(type);
}

/** A JSON form submission: JSON content type and a bounded body. */
export const jsonFormBody = createMiddleware<AppEnv>(async (c, next) => {
  if (!isJsonContentType(c.req.header("Content-Type"))) {
    throw new AppError("unsupported_media_type", 415, "Send the form as application/json.");
  }
  return limit(c, next);
});
