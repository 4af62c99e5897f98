import type { Locale } from "#worker/contract/locales";
import { numberFormat } from "#worker/contract/intl-formats";
import type { ProductDetail, RatingFigures } from "#worker/contract/shop-fields";
import { PageSection, type SectionTone } from "#client/components/ui/page-section";
import { PercentBar } from "#client/components/ui/percent-bar";
import { REVIEW_LABELS } from "#client/components/ui/review-labels";
import { SignInLink } from "#client/components/ui/sign-in-link";
import { StarRating } from "#client/components/ui/star-rating";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { ActingPart } from "#client/islands/island";
import { formatDate } from "#client/lib/format";
import { REVIEWS_LABELS, REVIEWS_PLURALS } from "../review-labels";
import { SignedInReview } from "./owner-review";

const WRITTEN_IN = { en: "writtenInEn", es: "writtenInEs", ca: "writtenInCa" } as const satisfies Record<
  Locale,
  string
>;

/** Average, count and the 5..1 distribution as a table (the bars are decoration; the figures are text). */
export function RatingFiguresView({ rating }: { rating: RatingFigures }) {
  const { locale } = useI18n();
  const label = useLabels(REVIEWS_LABELS, REVIEWS_PLURALS);
  const percent = numberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const average = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating.average);
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start sm:gap-10" data-rating={rating.average}>
      <div>
        <p className="font-display text-5xl font-bold tabular-nums" data-rating-average="">
          {label("average", { average })}
        </p>
        <StarRating rating={Math.round(rating.average)} className="mt-2 text-ink" />
        <p className="mt-2 text-ink/75" data-rating-count="">
          {label.plural("basedOn", rating.count)}
        </p>
      </div>
      <table className="w-full max-w-md text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink/80">{label("distribution")}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{label("starsColumn")}</th>
            <th scope="col">{label("shareColumn")}</th>
            <th scope="col">{label("countColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {rating.distribution.map((count, index) => {
            const share = rating.count ? count / rating.count : 0;
            return (
              <tr key={index}>
                <th scope="row" className="py-1 pr-3 font-medium whitespace-nowrap">
                  {label.plural("stars", 5 - index)}
                </th>
                <td className="w-full py-1">
                  <span className="flex items-center gap-2">
                    <PercentBar value={share * 100} className="block h-2 flex-1 rounded-full bg-ink/10" />
                    <span className="w-10 text-right tabular-nums">{percent.format(share)}</span>
                  </span>
                </td>
                <td className="py-1 pl-3 text-right tabular-nums">{count}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** How to review, for a visitor who isn't signed in. */
function SignedOutNote() {
  const label = useLabels(REVIEWS_LABELS);
  return (
    // A document's markup is the same for everyone: the stylesheet keeps this quiet while the
    // frame asks who is visiting, and away for a reader who is signed in.
    <p className="rounded-xl bg-white p-5 ring-1 ring-ink/10" data-review-access="signed-out" data-signed-out="">
      {label("signedOut")} <SignInLink>{label("signIn")}</SignInLink>
    </p>
  );
}

/**
 * Who may review: how to sign in, drawn by the server, and the signed-in reader's own panel, an
 * island that loads once the frame knows a reader is signed in.
 */
function ReviewAccess({ product }: { product: ProductDetail }) {
  return (
    <>
      <SignedOutNote />
      <ActingPart
        island="signed-in-review"
        load="personal"
        props={{ product: { slug: product.slug } }}
        component={SignedInReview}
      />
    </>
  );
}

/** One owner's published review on a light band: stars, words as written, name and date. */
function ReaderReviewItem({ review }: { review: ProductDetail["readerReviews"][number] }) {
  const { locale } = useI18n();
  const noted = useLabels(REVIEW_LABELS);
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StarRating rating={review.rating} />
        {review.locale !== locale && (
          <span className="rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-ink/20">
            {noted(WRITTEN_IN[review.locale])}
          </span>
        )}
      </div>
      <blockquote lang={review.locale} className="mt-3 leading-relaxed whitespace-pre-line text-ink/90">
        <p>{review.quote}</p>
      </blockquote>
      <p className="mt-3 text-sm text-ink/75">
        {review.author && <span className="font-semibold text-ink">{review.author}</span>}
        {review.author && review.writtenAt && " · "}
        {review.writtenAt && (
          <time dateTime={review.writtenAt}>{formatDate(review.writtenAt.slice(0, 10), locale)}</time>
        )}
      </p>
    </li>
  );
}

/**
 * Ratings and reviews by the readers who own the product (decision 050): the figures from their
 * published reviews (or none yet), the way to review it, and their reviews.
 */
export function ReaderReviewsSection({
  product,
  tone,
  interactive = true,
}: {
  product: ProductDetail;
  tone: SectionTone;
  /** False in the studio's preview, where the author looks at the page rather than reviews. */
  interactive?: boolean;
}) {
  const label = useLabels(REVIEWS_LABELS);
  return (
    <PageSection id="ratings" heading={label("heading")} tone={tone} spacing="compact">
      <div className="space-y-8">
        {product.rating ? (
          <RatingFiguresView rating={product.rating} />
        ) : (
          <p className="text-lg text-ink/80">{label("noRatings")}</p>
        )}
        {interactive && <ReviewAccess product={product} />}
        {product.readerReviews.length > 0 && (
          <div>
            <h3 className="font-display text-2xl font-bold">{label("readerList")}</h3>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {product.readerReviews.map((review) => (
                <ReaderReviewItem key={review.id} review={review} />
              ))}
            </ul>
          </div>
        )}
      </div>
    </PageSection>
  );
}
