import type { ComponentType } from "react";
import type { PageId } from "#worker/contract/pages";
import type { PageProps } from "../lib/page-props";

export type PageModule = {
  default: ComponentType<PageProps>;
};

/**
 * One lazily loaded chunk per screen. This table, with the list of files each screen needs that
 * the bundler writes beside it, is only needed to move to another page: it is its own chunk,
 * loaded when the visitor heads for a link or navigates (page-components.ts).
 */
export const PAGE_LOADERS: Record<PageId, () => Promise<PageModule>> = {
  home: () => import("../pages/home-page"),
  about: () => import("../pages/about-page"),
  experience: () => import("../pages/experience-page"),
  experienceDetailed: () => import("../pages/experience-detailed-page"),
  marketingDna: () => import("../pages/marketing-dna-page"),
  references: () => import("../pages/references-page"),
  portfolioGallery: () => import("../pages/portfolio-gallery-page"),
  successStories: () => import("../pages/success-stories-page"),
  books: () => import("../pages/books-page"),
  seriesMortalVengeance: () => import("../pages/series-mortal-vengeance-page"),
  seriesImalive: () => import("../pages/series-imalive-page"),
  music: () => import("../pages/music-page"),
  musicAiArtist: () => import("../pages/music-ai-artist-page"),
  contact: () => import("../pages/contact-page"),
  press: () => import("../pages/press-page"),
  shop: () => import("../pages/shop-page"),
  product: () => import("../pages/product-page"),
  sampleChapter: () => import("../pages/sample-chapter-page"),
  cart: () => import("../pages/cart-page"),
  newsletterConfirm: () => import("../pages/newsletter-confirm-page"),
  newsletterUnsubscribe: () => import("../pages/newsletter-unsubscribe-page"),
  orderSuccess: () => import("../pages/order-success-page"),
  claim: () => import("../pages/claim-page"),
  accountProfile: () => import("../pages/account-profile-page"),
  accountOrders: () => import("../pages/account-orders-page"),
  accountWishlist: () => import("../pages/account-wishlist-page"),
  accountComments: () => import("../pages/account-comments-page"),
  accountLikes: () => import("../pages/account-likes-page"),
  news: () => import("../pages/news-page"),
  newsPost: () => import("../pages/news-post-page"),
  auth: () => import("../pages/auth-page"),
  authConfirm: () => import("../pages/auth-confirm-page"),
  imageConverter: () => import("../pages/image-converter-page"),
  terms: () => import("../pages/terms-page"),
  privacy: () => import("../pages/privacy-page"),
  studio: () => import("../pages/studio-page"),
  notFound: () => import("../pages/not-found-page"),
};
