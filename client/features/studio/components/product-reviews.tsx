import { useState } from "react";
import type { StudioProductReview, StudioReviewState } from "#worker/contract/studio-product-fields";
import { LoadError } from "#client/components/ui/list-states";
import { notifyError } from "#client/components/ui/toast";
import { useLabels } from "#client/i18n/labels";
import { unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { catalogueStudioApi, forgetCatalogue } from "../catalogue-api";
import { CATALOGUE_LABELS } from "../catalogue-labels";
import { ConfirmDialog, StatusLine, useStatus } from "./moderation-parts";
import { BUTTON_TONES } from "./studio-controls";

const STATE_TONE = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  hidden: "bg-ink/10 text-ink/80",
} as const;

/** A product's reviews: shown, hidden or deleted one by one; the page shows only the shown. */
export function ProductReviews({ slug }: { slug: string }) {
  const label = useLabels(CATALOGUE_LABELS);
  const reviews = useData(`studio/product/${slug}/reviews`, () => unwrap(catalogueStudioApi.reviews(slug)));
  const [working, setWorking] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StudioProductReview | null>(null);
  const [said, say] = useStatus();

  async function setState(review: StudioProductReview, state: StudioReviewState) {
    setWorking(review.id);
    const result = await catalogueStudioApi.setReviewState(slug, review.id, state);
    setWorking(null);
    if (!result.ok) return notifyError(label("actionFailed"));
    forgetCatalogue();
    void reviews.mutate(
      (data) => data && { ...data, reviews: data.reviews.map((r) => (r.id === review.id ? { ...r, state } : r)) },
      { revalidate: false },
    );
    say(label(state === "approved" ? "reviewShown" : "reviewHidden"));
  }
  async function remove(review: StudioProductReview) {
    setWorking(review.id);
    const result = await catalogueStudioApi.deleteReview(slug, review.id);
    setWorking(null);
    setDeleting(null);
    if (!result.ok) return notifyError(label("actionFailed"));
    forgetCatalogue();
    void reviews.mutate((data) => data && { ...data, reviews: data.reviews.filter((r) => r.id !== review.id) }, {
      revalidate: false,
    });
    say(label("reviewDeleted"));
  }

  let body;
  if (reviews.error) body = <LoadError onRetry={() => void reviews.mutate()} />;
  else if (!reviews.data) body = <p role="status">{label("loadingReviews")}</p>;
  else
    body = (
      <>
        {reviews.data.shownFromBook && <p className="text-sm text-ink/75">{label("reviewsFromBook")}</p>}
        {reviews.data.reviews.length === 0 ? (
          <p className="text-ink/75">{label("noReviews")}</p>
        ) : (
          <ul className="space-y-3">
            {reviews.data.reviews.map((review) => (
              <li key={review.id} className="space-y-2 rounded-md p-3 ring-1 ring-ink/10">
                <div className="flex flex-wrap items-center gap-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[review.state]}`}>
                    {label(`review.${review.state}`)}
                  </span>
                  <span className="font-semibold">{review.author}</span>
                  <span className="text-sm text-ink/75">
                    {label("stars", { rating: String(review.rating) })} · {label(`language.${review.locale}`)}
                  </span>
                </div>
                <blockquote lang={review.locale} className="italic">
                  “{review.quote}”
                </blockquote>
                <div role="group" aria-label={review.author} className="flex flex-wrap gap-2">
                  {review.state !== "approved" && (
                    <button
                      type="button"
                      disabled={working !== null}
                      onClick={() => void setState(review, "approved")}
                      className={BUTTON_TONES.primary}
                    >
                      {label("approve")}
                    </button>
                  )}
                  {review.state !== "hidden" && (
                    <button
                      type="button"
                      disabled={working !== null}
                      onClick={() => void setState(review, "hidden")}
                      className={BUTTON_TONES.plain}
                    >
                      {label("hide")}
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={working !== null}
                    onClick={() => setDeleting(review)}
                    className={BUTTON_TONES.danger}
                  >
                    {label("delete")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <section aria-labelledby="product-reviews" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10">
      <h3 id="product-reviews" className="font-display text-xl font-bold">
        {label("reviewsHeading")}
      </h3>
      <StatusLine said={said} />
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={label("deleteReviewTitle")}
        text={deleting ? label("deleteReviewText", { author: deleting.author }) : ""}
        confirmLabel={label("delete")}
        busyLabel={label("working")}
        busy={working !== null}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
