import { optionalLocaleField } from "./locale-field";
import { LEAD_KINDS, LEAD_LIMITS, LEAD_STATES } from "./studio-lead-fields";
import {
  TIME_ID_CURSOR,
  beforeField,
  confirmEmailSchema,
  dayField,
  limitField,
  periodInOrder,
  searchField,
} from "./studio-lists";
import { z } from "./zod";

export * from "./studio-lead-fields";

/**
 * The leads inbox's queries and bodies, checked by the Worker (the authority) and usable by the
 * studio's forms. Issue messages are stable codes, reported per field in the one error shape.
 */

/** Where a page ends: the last lead's `createdAt` and id, as the list's `next` gives it. */
export const LEAD_CURSOR = TIME_ID_CURSOR;

const filterFields = z.object({
  kind: z.enum(LEAD_KINDS, "kind_invalid").optional(),
  locale: optionalLocaleField,
  state: z.enum(LEAD_STATES, "state_invalid").optional(),
  from: dayField("from_invalid").optional(),
  to: dayField("to_invalid").optional(),
  q: searchField(LEAD_LIMITS.q),
});

/** What the list and the CSV export filter on. `to` is inclusive (the whole day, UTC). */
export const leadFiltersSchema = filterFields.refine(...periodInOrder);
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** A page of the list: the filters, where the last page ended, and how many. */
export const leadListQuerySchema = filterFields
  .extend({
    before: beforeField(),
    limit: limitField(LEAD_LIMITS),
  })
  .refine(...periodInOrder);
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** A lead in a path: `/leads/:kind/:id`. */
export const leadParamSchema = z.object({
  kind: z.enum(LEAD_KINDS, "kind_invalid"),
  id: z.uuid("lead_unknown"),
});

/** `PUT /leads/:kind/:id/state`. */
export const leadStateSchema = z.object({ state: z.enum(LEAD_STATES, "state_invalid") });
export type LeadStateBody = z.input<typeof leadStateSchema>;

/** `DELETE /leads/:kind/:id`: the lead's address typed again, so a slip can't erase anyone. */
export const leadDeleteSchema = confirmEmailSchema;
export type LeadDeleteBody = z.input<typeof leadDeleteSchema>;
