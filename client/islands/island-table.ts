import type { ComponentProps, ComponentType } from "react";

/**
 * Every island a document can hold, each its own chunk (docs/decisions/072-*.md). The server
 * renders an island's component into the page; the browser loads it from here when the island's
 * moment comes (island-load.ts) and hydrates only that part of the page.
 */
const table = {
  "newsletter-form": () => import("../features/lead-capture/components/newsletter-form").then((m) => m.NewsletterForm),
  "site-search": () => import("../features/search/search-host").then((m) => m.SearchHost),
  "lead-form": () => import("../features/lead-capture/components/lead-form-host").then((m) => m.LeadFormHost),
  "construction-notice": () =>
    import("../features/construction-notice/due-construction-notice").then((m) => m.DueConstructionNotice),
  "page-toaster": () => import("../components/ui/page-toaster").then((m) => m.PageToaster),
  "top-bar-account": () => import("../app/layout/top-bar").then((m) => m.TopBarAccount),
  "embed-player": () => import("../components/ui/embed-player").then((m) => m.EmbedPlayer),
  "item-engagement": () => import("../features/engagement/components/item-engagement").then((m) => m.default),
  "excerpt-download": () =>
    import("../features/lead-capture/components/excerpt-download").then((m) => m.ExcerptDownload),
  "portfolio-filter": () => import("../features/portfolio/components/portfolio-filter").then((m) => m.PortfolioFilter),
  share: () => import("../features/share/deferred-share").then((m) => m.DeferredShare),
  "contact-form": () => import("../features/lead-capture/components/contact-form").then((m) => m.ContactForm),
  "image-converter": () =>
    import("../features/image-converter/components/image-converter").then((m) => m.ImageConverter),
  "series-rating": () => import("../features/home/components/series-rating").then((m) => m.SeriesRating),
  "sample-player": () => import("../components/ui/sample-player").then((m) => m.SamplePlayer),
  "card-purchase": () => import("../features/shop/components/card-purchase").then((m) => m.CardPurchase),
  "product-purchase": () => import("../features/shop/components/product-purchase").then((m) => m.ProductPurchase),
  "chapter-purchase": () => import("../features/shop/components/chapter-purchase").then((m) => m.ChapterPurchase),
  "release-notice-link": () =>
    import("../features/shop/components/release-notice").then((m) => m.ReleaseNoticeFromLink),
  "signed-in-review": () => import("../features/shop/components/owner-review").then((m) => m.SignedInReview),
  "bio-copy": () => import("../features/press/components/bio-copy").then((m) => m.BioCopy),
};

export type IslandName = keyof typeof table;
type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof table)[N]>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;
export const ISLANDS: { [N in IslandName]: () => Promise<ComponentType<IslandProps<N>>> } = table;
