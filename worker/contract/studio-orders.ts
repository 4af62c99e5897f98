import { LOCALES } from "./locales";
import { STUDIO_ORDER_LIMITS, STUDIO_ORDER_STATES } from "./studio-order-fields";
import { beforeField, limitField, searchField } from "./studio-lists";
import { z } from "./zod";

export * from "./studio-order-fields";

/**
 * The studio's order list's query and an order's path, checked by the Worker (the authority).
 * Issue messages are stable codes, reported per field in the one error shape.
 */

/** A day as `YYYY-MM-DD` (UTC) that exists on the calendar. */
const day = (code: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, code)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, code);

const filterFields = z.object({
  state: z.enum(STUDIO_ORDER_STATES, "state_invalid").optional(),
  locale: z.enum(LOCALES, "locale_invalid").optional(),
  /** A product's content id as order lines name it (`product:book-one`). */
  product: z
    .string()
    .regex(/^product:[a-z0-9][a-z0-9-]{0,99}$/, "product_invalid")
    .optional(),
  from: day("from_invalid").optional(),
  to: day("to_invalid").optional(),
  /** Part of the order's reference (its id) or of the buyer's address. */
  q: searchField(STUDIO_ORDER_LIMITS.q),
});

/** A page of the list: the filters, where the last page ended, and how many. `to` is inclusive. */
export const studioOrderListQuerySchema = filterFields
  .extend({ before: beforeField(), limit: limitField(STUDIO_ORDER_LIMITS) })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "period_reversed", path: ["to"] });
export type StudioOrderListQuery = z.output<typeof studioOrderListQuerySchema>;

/** An order in a path: `/orders/:id`. */
export const studioOrderParamSchema = z.object({ id: z.uuid("order_unknown") });
