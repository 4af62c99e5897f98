import { optionalLocaleField } from "./locale-field";
import { BROADCAST_LIMITS } from "./newsletter-broadcast-fields";
import { SUBSCRIBER_LIMITS, SUBSCRIBER_STATES } from "./studio-newsletter-fields";
import { beforeField, confirmEmailSchema, limitField, searchField } from "./studio-lists";
import { z } from "./zod";

export * from "./studio-newsletter-fields";
export {
  broadcastDraftSchema,
  broadcastIdSchema,
  broadcastTestSchema,
  type BroadcastDraft,
  type BroadcastDraftBody,
  type BroadcastTestBody,
} from "./newsletter-broadcasts";

/**
 * The studio Newsletter section's queries and bodies, checked by the Worker (the authority) and
 * usable by the studio's forms. Issue messages are stable codes, reported per field in the one
 * error shape. The broadcast forms' schemas are newsletter-broadcasts.ts's, re-exported.
 */

/** What the subscribers' list and its CSV export filter on. */
export const subscriberFiltersSchema = z.object({
  state: z.enum(SUBSCRIBER_STATES, "state_invalid").optional(),
  locale: optionalLocaleField,
  /** Part of an address; `%` and `_` are taken literally. */
  q: searchField(SUBSCRIBER_LIMITS.q),
});
export type SubscriberFilters = z.output<typeof subscriberFiltersSchema>;

/** A page of the list: the filters, where the last page ended, and how many. */
export const subscriberListQuerySchema = subscriberFiltersSchema.extend({
  before: beforeField(),
  limit: limitField(SUBSCRIBER_LIMITS),
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

/** A subscriber in a path. */
export const subscriberParamSchema = z.object({ id: z.uuid("subscriber_unknown") });

/** `DELETE …/subscribers/:id`: the subscriber's address typed again, so a slip can't erase anyone. */
export const subscriberDeleteSchema = confirmEmailSchema;
export type SubscriberDeleteBody = z.input<typeof subscriberDeleteSchema>;

/** A page of the broadcasts' list. */
export const broadcastListQuerySchema = z.object({
  before: beforeField(),
  limit: limitField(BROADCAST_LIMITS),
});
export type BroadcastListQuery = z.output<typeof broadcastListQuerySchema>;
