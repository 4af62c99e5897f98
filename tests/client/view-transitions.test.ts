import { describe, expect, it } from "vitest";
import { takesViewTransition } from "#client/lib/view-transitions";

describe("which navigations keep their view transition", () => {
  const here = "https://site.test/la-bodega";

  it("keeps it to the site's pages, in any language, with a query or a fragment", () => {
    for (const url of [
      "/terms",
      "https://site.test/es/la-bodega?category=music#shelves",
      "/ca",
      "/no-such-page",
      "/cart",
    ])
      expect(takesViewTransition(url, here), url).toBe(true);
  });

  it("skips it to what is not one of the site's pages: the API (the local payment page), the dev mailbox, files, another site", () => {
    for (const url of [
      "/api/payments/local/local_cs_123",
      "/api/downloads/abc",
      "/dev/mail",
      "/media/uploads/cover.webp",
      "/rss.xml",
      "https://checkout.stripe.test/pay",
    ])
      expect(takesViewTransition(url, here), url).toBe(false);
  });
});
