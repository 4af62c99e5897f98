import type { Locale } from "./locales";

/**
 * Reviews by the readers who own a product (decision 050): the limits and shapes the
 * product page, the account and the studio share, with no zod in it.
 */

export const REVIEW_LIMITS = {
  /** Characters (code points) of a review's text, after trimming. */
  minLength: 10,
  maxLength: 2000,
} as const;

export const REVIEW_STATES = ["pending", "approved", "hidden"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The reader's own review of a product, as they see it. */
export interface OwnReview {
  id: string;
  productSlug: string;
  rating: number;
  text: string;
  locale: Locale;
  /** pending: waiting for moderation; approved: published; hidden: not shown. */
  state: ReviewState;
  createdAt: string;
  updatedAt: string;
}

/** Whether the reader may review a product, and their review of it if they wrote one. */
export interface ReviewStanding {
  /** They own the product now (a paid line not refunded; a bundle's items; a claimed gift). */
  owns: boolean;
  review: OwnReview | null;
}

/** One of the reader's reviews in their account, with the product it is about. */
export interface AccountReview extends OwnReview {
  productTitle: string;
  productCategory: string;
}

/** A review in the studio's queue: the reader's email is for the author only. */
export interface StudioQueuedReview {
  id: string;
  productSlug: string;
  productTitle: string;
  author: string;
  readerEmail: string;
  rating: number;
  text: string;
  locale: Locale;
  state: ReviewState;
  createdAt: string;
  updatedAt: string;
  /** Changed by its reader after it was first written. */
  edited: boolean;
}

export interface StudioReviewQueuePage {
  reviews: StudioQueuedReview[];
  /** The keyset cursor of the next page, or null at the end. */
  next: string | null;
}
