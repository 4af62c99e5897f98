import { z } from "./zod";

/**
 * What the studio's keyset lists share (the leads inbox, the newsletter's subscribers and
 * broadcasts): newest first by (time, id), `next` passed back as `before` for the following
 * page. Issue messages are stable codes, reported per field in the one error shape.
 */

/** Where a page ends: the last row's time in milliseconds and its id, as the list's `next` gives it. */
export const TIME_ID_CURSOR = /^(\d{1,15})\.([0-9A-Za-z-]{1,64})$/;

/** `before`: the cursor of the page before, if any. */
export const beforeField = () => z.string().regex(TIME_ID_CURSOR, "before_invalid").optional();

/** `limit`: rows per page, from the query string. */
export const limitField = (limits: { pageMax: number; pageDefault: number }) =>
  z.coerce
    .number("limit_invalid")
    .int("limit_invalid")
    .min(1, "limit_invalid")
    .max(limits.pageMax, "limit_invalid")
    .default(limits.pageDefault);

/** A day as `YYYY-MM-DD` (UTC) that exists on the calendar. */
export const isDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

/** A period's end (`from`, `to`), reported with `code` when it is not such a day. */
export const dayField = (code: string) => z.string({ error: code }).refine(isDay, code);

/** A period's refinement: `from` no later than `to` (each included), reported on `to`. */
export const periodInOrder: [(f: { from?: string; to?: string }) => boolean, { message: string; path: string[] }] = [
  (f) => !f.from || !f.to || !isDay(f.from) || !isDay(f.to) || f.from <= f.to,
  { message: "period_reversed", path: ["to"] },
];

/** `q`: the search box, trimmed; an empty search is a mistake, not "everything". */
export const searchField = (max: number) => z.string().trim().min(1, "q_empty").max(max, "q_too_long").optional();

/** A body that repeats a record's address, so a slip can't erase anyone (`{ confirm }`). */
export const confirmEmailSchema = z.object({
  confirm: z.string({ error: "confirm_required" }).trim().min(1, "confirm_required").max(320, "confirm_mismatch"),
});
