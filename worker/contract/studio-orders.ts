import { optionalLocaleField } from "./locale-field";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./secure-input";
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
  locale: optionalLocaleField,
  /** A product's content id as order lines name it (`product:book-one`). */
  product: z
    .string()
    .regex(/^product:[a-z0-9][a-z0-9-]{0,99}$/, "product_invalid")
    .optional(),
  from: dayField("from_invalid").optional(),
  to: dayField("to_invalid").optional(),
  /** Cloudflare's country code at checkout (`ES`), or `unknown`. */
  country: z
    .string()
    .regex(/^(?:[A-Z][A-Z0-9]|unknown)$/, "country_invalid")
    .optional(),
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

/**
 * `POST /orders/:id/refund`. `requestId` is made by the screen when the author opens the refund's
 * confirmation and sent again on a retry: the same id is the same refund, however often it is
 * sent. `lines` absent refunds every line not refunded yet. `amountCents` is the amount the
 * author confirmed, checked against the lines' prices (a stale screen is refused).
 */
export const studioRefundSchema = z.object({
  requestId: z.uuid("request_id_invalid"),
  lines: z
    .array(z.number("line_invalid").int("line_invalid").positive("line_invalid"), "lines_invalid")
    .min(1, "lines_empty")
    .max(100, "lines_invalid")
    .refine((ids) => new Set(ids).size === ids.length, "lines_repeated")
    .optional(),
  amountCents: z.number("amount_invalid").int("amount_invalid").min(0, "amount_invalid"),
  reason: z.string("reason_invalid").trim().max(STUDIO_ORDER_LIMITS.reason, "reason_too_long").optional(),
});
export type StudioRefundBody = z.input<typeof studioRefundSchema>;

/**
 * `POST /orders/:id/receipt`: resend the receipt, to the order's address or a corrected one
 * (which the order then keeps).
 */
export const studioReceiptSchema = z.object({
  email: z
    .string("email_invalid")
    .trim()
    .max(EMAIL_MAX_LENGTH, "email_invalid")
    .regex(EMAIL_PATTERN, "email_invalid")
    .optional(),
});
export type StudioReceiptBody = z.input<typeof studioReceiptSchema>;

/** `POST /orders/:id/grants`: extra downloads for one file the order gives. */
export const studioGrantSchema = z.object({
  fileId: z
    .string("file_invalid")
    .min(1, "file_invalid")
    .max(64, "file_invalid")
    .regex(/^[\w-]+$/, "file_invalid"),
  extra: z
    .number("extra_invalid")
    .int("extra_invalid")
    .min(1, "extra_invalid")
    .max(STUDIO_ORDER_LIMITS.grantMax, "extra_invalid"),
});
export type StudioGrantBody = z.input<typeof studioGrantSchema>;
