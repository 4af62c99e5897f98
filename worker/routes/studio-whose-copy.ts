import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import {
  MARKS_PER_FILE,
  STAMP_MAX_BYTES,
  copyTooLarge,
  whoseCopyFileSchema,
  whoseCopyMarkSchema,
} from "../contract/whose-copy";
import { AppError, fieldErrors } from "../middleware/errors";
import { isJsonContentType, jsonFormBody } from "../middleware/json-body";
import { requireViewer } from "../middleware/session";
import { marksOfCopy, whoseCopy, type CopyFileRefusal } from "../services/studio/whose-copy";
import type { AppEnv } from "../types";

/** Room for the multipart framing around the file (boundaries, headers, the file's name). */
const FORM_FRAMING_BYTES = 64 * 1024;

const tooLarge = () =>
  new AppError(
    "payload_too_large",
    413,
    `The file is larger than ${STAMP_MAX_BYTES / 1024 / 1024} MB; the shop stamps no larger files, so it carries no mark.`,
    { file: ["file_too_large"] },
  );

const fileLimit = bodyLimit({
  maxSize: STAMP_MAX_BYTES + FORM_FRAMING_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

const invalid = (fields: Record<string, string[]>) =>
  new AppError("validation_failed", 400, "Some fields are missing or invalid.", fields);

const FILE_REFUSALS: Record<CopyFileRefusal, string> = {
  not_ebook: "file_not_ebook",
  type_mismatch: "file_type_mismatch",
  unreadable: "file_unreadable",
  too_large_unpacked: "file_archive_too_large",
};

/** What the author gave: a file (multipart, field `file`) or a mark (JSON `{ mark }`). */
type WhoseCopyInput = {
  /** One or the other (the typed client merges a union's members, so both are optional here). */
  in: { form?: { file: File }; json?: { mark: string } };
  /** The body that was not sent is not there. */
  out: { form: { file: File } | undefined; json: { mark: string } | undefined };
};

/**
 * The validator of this one endpoint that takes either body: each is checked by its contract
 * schema (the form's own) and answered in the one error shape; a file is bounded before it is read.
 */
const whoseCopyInput = createMiddleware<AppEnv, string, WhoseCopyInput>(async (c, next) => {
  const type = c.req.header("Content-Type");
  if (isJsonContentType(type)) {
    return jsonFormBody(c, async () => {
      const body: unknown = await c.req.json().catch(() => {
        throw new HTTPException(400, { message: "Malformed JSON in request body" });
      });
      const parsed = whoseCopyMarkSchema.safeParse(body);
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      c.req.addValidatedData("json", parsed.data);
      await next();
    });
  }
  if (/^multipart\/form-data\b/i.test(type ?? "")) {
    return fileLimit(c, async () => {
      const form = await c.req.parseBody().catch(() => {
        throw new HTTPException(400, { message: "Malformed FormData request." });
      });
      const parsed = whoseCopyFileSchema.safeParse(form);
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      if (copyTooLarge(parsed.data.file.size)) throw tooLarge();
      c.req.addValidatedData("form", parsed.data);
      await next();
    });
  }
  throw new AppError(
    "unsupported_media_type",
    415,
    "Send a file as multipart/form-data (field file), or a mark as application/json.",
  );
});

/**
 * "Whose copy?" (decision 054): the order a copy found online, or its mark, was
 * stamped for. Mounted after `studioOnly` (the author, second factor passed); every lookup is
 * audit-logged with its marks. A mark no order has is an answer (`order: null`), not an error.
 */
export const studioWhoseCopyRoutes = new Hono<AppEnv>().post("/", whoseCopyInput, async (c) => {
  const actor = requireViewer(c).user;
  const form = c.req.valid("form");
  if (form) {
    const read = await marksOfCopy(new Uint8Array(await form.file.arrayBuffer()), form.file.type);
    if (!read.ok) throw invalid({ file: [FILE_REFUSALS[read.reason]] });
    const lookup = { source: "file", kind: read.value.kind, marks: read.value.marks.slice(0, MARKS_PER_FILE) } as const;
    return c.json({ data: await whoseCopy(c.var.db, actor, lookup) });
  }
  const { mark } = c.req.valid("json")!;
  return c.json({ data: await whoseCopy(c.var.db, actor, { source: "mark", kind: null, marks: [mark] }) });
});
