/**
 * What a document tells the browser it may fetch ahead (decision 072): the site's pages a
 * visitor is about to follow, prefetched when they point at or touch a link ("moderate"). Sent
 * as a `Speculation-Rules` header naming this file, so no inline script (and no nonce) is needed.
 * Never files (a path with a dot: feeds, downloads), the API, or a link that downloads; nor the
 * language switcher's links, whose answer depends on the choice their press saves (a page
 * fetched before it would still redirect to the browser's language).
 * A prefetched page's view is counted by the page itself when it is shown (the Worker doesn't
 * count a prefetch: `Sec-Purpose`), see client/document/frame.ts.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

export const SPECULATION_RULES = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/api/*", "/dev/*", "/*.*"] } },
          { not: { selector_matches: "[download], [rel~=nofollow], [target=_blank], [hreflang]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The header a document carries. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;
