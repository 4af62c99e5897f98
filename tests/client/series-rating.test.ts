import { describe, expect, it } from "vitest";
import { MORTAL_VENGEANCE } from "#content/books/mortal-vengeance";
import { seriesProductSlugs } from "#client/features/home/components/series-cards";
import { seriesRating as ratingOf } from "#client/features/home/components/series-rating";

const seriesRating = (series: typeof MORTAL_VENGEANCE, ratings: Parameters<typeof ratingOf>[1]) =>
  ratingOf(seriesProductSlugs(series), ratings);

/** A series card's rating pools its books' products' published reviews, or is none (decision 050). */
describe("a series card's rating", () => {
  it("is none without rated products, and the count-weighted average of those rated", () => {
    expect(seriesRating(MORTAL_VENGEANCE, undefined)).toBeNull();
    expect(seriesRating(MORTAL_VENGEANCE, { "some-other-product": { average: 5, count: 9 } })).toBeNull();
    expect(
      seriesRating(MORTAL_VENGEANCE, {
        "mortal-vengeance-1-ebook": { average: 4, count: 2 },
        "mortal-vengeance-2-ebook": { average: 5, count: 1 },
      }),
    ).toEqual({ average: 4.3, count: 3 });
    expect(seriesRating(MORTAL_VENGEANCE, { "mortal-vengeance-2-ebook": { average: 3.5, count: 2 } })).toEqual({
      average: 3.5,
      count: 2,
    });
  });
});
