import type { Locale } from "#worker/contract/locales";
import type { ReaderReviewBody } from "#worker/contract/reader-reviews";
import { api } from "../../lib/api-client";
import { settle, unwrap } from "../../lib/call-result";
import { useData } from "../../lib/data-cache";
import { useAuth } from "../../lib/auth/auth-state";

/** Readers' reviews (worker/routes/reviews.ts): the reader's standing, their review, their list. */
export const reviewsApi = {
  standing: (slug: string) => settle(() => api.reviews[":slug"].$get({ param: { slug } })),
  write: (slug: string, json: ReaderReviewBody) => settle(() => api.reviews[":slug"].$post({ param: { slug }, json })),
  edit: (slug: string, json: ReaderReviewBody) => settle(() => api.reviews[":slug"].$put({ param: { slug }, json })),
  remove: (slug: string) => settle(() => api.reviews[":slug"].$delete({ param: { slug } })),
  mine: (locale: Locale) => settle(() => api.reviews.$get({ query: { locale } })),
};

/** Whether the signed-in reader may review `slug`, and their review of it (null key: signed out). */
export function useReviewStanding(slug: string) {
  const { user } = useAuth();
  return useData(user ? ["review-standing", user.id, slug] : null, () => unwrap(reviewsApi.standing(slug)));
}

/** The reader's reviews for their account. */
export function useMyReviews(locale: Locale) {
  const { user } = useAuth();
  return useData(user ? ["my-reviews", user.id, locale] : null, () => unwrap(reviewsApi.mine(locale)));
}
