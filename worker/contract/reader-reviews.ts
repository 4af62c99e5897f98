import { z } from "./zod";
import { localeField, localeOrDefaultField } from "./locale-field";
import { characterCount } from "./engagement-fields";
import { REVIEW_LIMITS, REVIEW_STATES } from "./reader-review-fields";
import { sanitizeTextarea } from "./secure-input";
import { SLUG_PATTERN } from "./shop-fields";
import { beforeField, limitField } from "./studio-lists";

export * from "./reader-review-fields";

/** A review's stars: a whole number from 1 to 5. */
export const reviewRatingSchema = z
  .number({ error: "rating_invalid" })
  .int("rating_invalid")
  .min(1, "rating_invalid")
  .max(5, "rating_invalid");

/** A review's text: plain text, line breaks kept, REVIEW_LIMITS characters once trimmed. */
export const reviewTextSchema = z
  .string({ error: "review_required" })
  .overwrite((v) => sanitizeTextarea(v, REVIEW_LIMITS.maxLength + 1).value.trim())
  .refine((v) => characterCount(v) >= REVIEW_LIMITS.minLength, "review_too_short")
  .refine((v) => characterCount(v) <= REVIEW_LIMITS.maxLength, "review_too_long");

export const readerReviewBodySchema = z.object({
  rating: reviewRatingSchema,
  text: reviewTextSchema,
  /** The language the review is written in (shown with it, never translated). */
  locale: localeField,
});
export type ReaderReviewBody = z.input<typeof readerReviewBodySchema>;

export const reviewProductParamSchema = z.object({
  slug: z.string().max(80, "unknown_product").regex(SLUG_PATTERN, "unknown_product"),
});

export const reviewAccountQuerySchema = z.object({
  locale: localeOrDefaultField,
});

/** The studio's review queue: one state's owner reviews, newest change first, by keyset. */
export const studioReviewQueueQuerySchema = z.object({
  state: z.enum(REVIEW_STATES, { error: "unknown_state" }).default("pending"),
  before: beforeField(),
  limit: limitField({ pageMax: 100, pageDefault: 25 }),
});
