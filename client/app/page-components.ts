import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageId } from "../../worker/contract/pages";

/** One lazily loaded chunk per screen (SPEC.md §2: all pages load on demand). */
export interface PageProps {
  /** Values of the route's `:params`, e.g. category and slug of a product. */
  params: Record<string, string>;
}

export const PAGE_COMPONENTS: Record<PageId, LazyExoticComponent<ComponentType<PageProps>>> = {
  home: lazy(() => import("../pages/home-page")),
  about: lazy(() => import("../pages/about-page")),
  experience: lazy(() => import("../pages/experience-page")),
  experienceDetailed: lazy(() => import("../pages/experience-detailed-page")),
  marketingDna: lazy(() => import("../pages/marketing-dna-page")),
  references: lazy(() => import("../pages/references-page")),
  portfolioGallery: lazy(() => import("../pages/portfolio-gallery-page")),
  successStories: lazy(() => import("../pages/success-stories-page")),
  books: lazy(() => import("../pages/books-page")),
  seriesMortalVengeance: lazy(() => import("../pages/series-mortal-vengeance-page")),
  seriesImalive: lazy(() => import("../pages/series-imalive-page")),
  music: lazy(() => import("../pages/music-page")),
  musicAiArtist: lazy(() => import("../pages/music-ai-artist-page")),
  contact: lazy(() => import("../pages/contact-page")),
  shop: lazy(() => import("../pages/shop-page")),
  product: lazy(() => import("../pages/product-page")),
  cart: lazy(() => import("../pages/cart-page")),
  newsletterConfirm: lazy(() => import("../pages/newsletter-confirm-page")),
  newsletterUnsubscribe: lazy(() => import("../pages/newsletter-unsubscribe-page")),
  orderSuccess: lazy(() => import("../pages/order-success-page")),
  accountProfile: lazy(() => import("../pages/account-profile-page")),
  accountOrders: lazy(() => import("../pages/account-orders-page")),
  accountWishlist: lazy(() => import("../pages/account-wishlist-page")),
  accountComments: lazy(() => import("../pages/account-comments-page")),
  accountLikes: lazy(() => import("../pages/account-likes-page")),
  news: lazy(() => import("../pages/news-page")),
  newsPost: lazy(() => import("../pages/news-post-page")),
  auth: lazy(() => import("../pages/auth-page")),
  imageConverter: lazy(() => import("../pages/image-converter-page")),
  terms: lazy(() => import("../pages/terms-page")),
  privacy: lazy(() => import("../pages/privacy-page")),
  notFound: lazy(() => import("../pages/not-found-page")),
};
