import { normalizeMark } from "./copy-mark-format.mjs";
import type { StudioOrderState } from "./studio-order-fields";
import { z } from "./zod";

/**
 * "Whose copy?" (decision 054): the author gives a copy found online, or its mark, and
 * the studio answers which order it was stamped for. The form and the Worker check with these
 * schemas; the Worker is the authority. Issue messages are stable codes, reported per field.
 */

/**
 * The largest copy the studio reads: the largest the shop stamps (larger files reach buyers
 * unstamped, so they carry no mark), and what a 128 MB Worker holds with pdf-lib's objects.
 */
export const STAMP_MAX_BYTES = 40 * 1024 * 1024;

/**
 * The most marks one file is looked up by. The shop writes one; a file carrying more was made
 * by hand, and D1 binds at most 100 values a query.
 */
export const MARKS_PER_FILE = 20;

/** Whether a file is past what the studio reads (answered 413 by the Worker). */
export const copyTooLarge = (sizeBytes: number) => sizeBytes > STAMP_MAX_BYTES;

/** A mark as typed or pasted (any case, with or without dashes or its `urn:` prefix), in its stored form. */
export const markField = z
  .string({ error: "mark_required" })
  .trim()
  .min(1, "mark_required")
  .max(100, "mark_invalid")
  .transform((value, ctx) => {
    const mark = normalizeMark(value);
    if (mark) return mark;
    ctx.addIssue({ code: "custom", message: "mark_invalid" });
    return z.NEVER;
  });

/** `POST /api/studio/whose-copy` as JSON: a mark. */
export const whoseCopyMarkSchema = z.object({ mark: markField });

/** `POST /api/studio/whose-copy` as multipart: the file, whose bytes say what it is. */
export const whoseCopyFileSchema = z.object({
  file: z.file("file_required").min(1, "file_empty"),
});

/** The order a mark belongs to, as the studio shows it. */
export interface WhoseCopyOrder {
  id: string;
  reference: string;
  status: StudioOrderState;
  paidAt: number | null;
  gift: boolean;
  guest: boolean;
  /** The holder as the stamp names them: a gift's claimer or recipient, else the account; null for none. */
  holder: string | null;
  /** When the order's first copy was stamped (the mark was made). */
  firstStampedAt: number;
}

/** One mark looked up: its order, or null when no order has it (forged, or another shop's). */
export interface WhoseCopyMatch {
  mark: string;
  order: WhoseCopyOrder | null;
}

export interface WhoseCopyAnswer {
  /** What was looked up: a file (with what it was) or a typed mark. */
  source: "file" | "mark";
  kind: "epub" | "pdf" | null;
  /** Empty for a file that carries no mark: not stamped by the shop, or the mark was removed. */
  marks: WhoseCopyMatch[];
}
