import { Link } from "wouter";
import { productPath } from "#worker/contract/shop-fields";
import { StarRating } from "#client/components/ui/star-rating";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { formatDate } from "#client/lib/format";
import { REVIEWS_LABELS } from "../review-labels";
import { useMyReviews } from "../reviews-api";

const STATE_TONE = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  hidden: "bg-ink/10 text-ink/85",
} as const;

/**
 * The reader's reviews in their library (decision 050): each with its product, stars, state and
 * date; it is changed or deleted on the product's page, where the form is.
 */
export function MyReviews() {
  const { locale } = useI18n();
  const label = useLabels(REVIEWS_LABELS);
  const { data, error, mutate } = useMyReviews(locale);
  let body;
  if (error) {
    body = (
      <p role="alert">
        {label("loadFailed")}{" "}
        <button type="button" onClick={() => void mutate()} className="font-semibold text-wine underline">
          {label("retry")}
        </button>
      </p>
    );
  } else if (!data) {
    body = <p role="status">{label("checking")}</p>;
  } else if (data.length === 0) {
    body = <p className="text-ink/75">{label("accountEmpty")}</p>;
  } else {
    body = (
      <ul className="space-y-4">
        {data.map((review) => (
          <li key={review.id} className="rounded-2xl bg-white p-5 ring-1 ring-ink/10" data-my-review={review.state}>
            <div className="flex flex-wrap items-center gap-3">
              {review.productCategory ? (
                <Link
                  href={`${productPath({ category: review.productCategory, slug: review.productSlug })}#ratings`}
                  className="font-semibold text-wine underline underline-offset-4 hover:no-underline"
                >
                  {review.productTitle}
                </Link>
              ) : (
                <span className="font-semibold">{review.productTitle}</span>
              )}
              <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${STATE_TONE[review.state]}`}>
                {label(`state.${review.state}`)}
              </span>
              <time dateTime={review.updatedAt} className="text-sm text-ink/70">
                {formatDate(review.updatedAt.slice(0, 10), locale)}
              </time>
            </div>
            <StarRating rating={review.rating} className="mt-2" />
            <blockquote lang={review.locale} className="mt-2 whitespace-pre-line text-ink/90">
              <p>{review.text}</p>
            </blockquote>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="my-reviews" className="mt-12">
      <h2 id="my-reviews" className="font-display text-2xl font-bold">
        {label("accountHeading")}
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
