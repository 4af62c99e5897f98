/**
 * How wide the pages show a cover, for `sizes` beside a cover's `srcset`: the product page's
 * column (its preload in the head says the same, so the browser fetches one image), a card of
 * the shop's grid, and a thumbnail of at most 6rem everywhere else. A module of its own, not
 * in shop-fields (which the frame's first load holds): a page's code carries only the one it uses.
 */
export const COVER_SIZES_PAGE = "(min-width: 1024px) 24rem, (min-width: 768px) 20rem, 16rem";
export const COVER_SIZES_CARD = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw";
export const COVER_SIZES_THUMBNAIL = "6rem";
