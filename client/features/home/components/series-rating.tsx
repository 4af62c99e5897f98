import { StarRating } from "#client/components/ui/star-rating";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { api } from "#client/lib/api-client";
import { settle, unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { numberFormat } from "#worker/contract/intl-formats";
import type { RatingBrief } from "#worker/contract/shop-fields";
import { SERIES_RATING_PLURALS } from "../rating-labels";

/**
 * A series' rating from its books' La Bodega products (decision 050): their readers' published
 * reviews pooled, or null when none has any. Never a figure the site made up.
 */
export function seriesRating(
  productSlugs: readonly string[],
  ratings: Readonly<Record<string, RatingBrief>> | undefined,
): RatingBrief | null {
  let count = 0;
  let sum = 0;
  for (const slug of productSlugs) {
    const rating = ratings?.[slug];
    if (!rating) continue;
    count += rating.count;
    sum += rating.average * rating.count;
  }
  return count ? { average: Math.round((sum / count) * 10) / 10, count } : null;
}

/**
 * A series card's rating, over its cover: it appears on hover and keyboard focus of the card,
 * and is always in the card's accessible text. An island (it asks the shop for every rated
 * product's figures, one small cached answer); nothing shows until there is a rating.
 */
export function SeriesRating({ productSlugs }: { productSlugs: readonly string[] }) {
  const { locale } = useI18n();
  const plural = useLabels({}, SERIES_RATING_PLURALS).plural;
  const ratings = useData("shop-ratings", () => unwrap(settle(() => api.shop.ratings.$get()))).data;
  const rating = seriesRating(productSlugs, ratings);
  if (!rating) return null;
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink/70 px-4 text-center text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none">
      <span aria-hidden="true">
        <StarRating rating={Math.round(rating.average)} />
      </span>
      <span className="text-sm font-semibold" data-series-rating={rating.average}>
        {plural("rated", rating.count).replace("{average}", numberFormat(locale).format(rating.average))}
      </span>
    </div>
  );
}
