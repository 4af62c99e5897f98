import { LOCALES } from "./locales";
import { STUDIO_ORDER_LIMITS, STUDIO_ORDER_STATES } from "./studio-order-fields";
import { beforeField, dayField, limitField, periodInOrder, searchField } from "./studio-lists";
import { z } from "./zod";

export * from "./studio-order-fields";

/**
 * The studio's order list's query and an order's path, checked by the Worker (the authority).
 * Issue messages are stable codes, reported per field in the one error shape.
 */

const filterFields = z.object({
  state: z.enum(STUDIO_ORDER_STATES, "state_invalid").optional(),
  locale: z.enum(LOCALES, "locale_invalid").optional(),
  /** A product's content id as order lines name it (`product:book-one`). */
  product: z
    .string()
    .regex(/^product:[a-z0-9][a-z0-9-]{0,99}$/, "product_invalid")
    .optional(),
  from: dayField("from_invalid").optional(),
  to: dayField("to_invalid").optional(),
  /** Part of the order's reference (its id) or of the buyer's address. */
  q: searchField(STUDIO_ORDER_LIMITS.q),
});

/** A page of the list: the filters, where the last page ended, and how many. `to` is inclusive. */
export const studioOrderListQuerySchema = filterFields
  .extend({ before: beforeField(), limit: limitField(STUDIO_ORDER_LIMITS) })
  .refine(...periodInOrder);
export type StudioOrderListQuery = z.output<typeof studioOrderListQuerySchema>;

/** An order in a path: `/orders/:id`. */
export const studioOrderParamSchema = z.object({ id: z.uuid("order_unknown") });
