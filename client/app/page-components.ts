import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageId } from "../../worker/contract/pages";
import type { PageProps } from "../lib/page-props";

/** One lazily loaded chunk per screen: every page loads on demand, none with the entry. */
type PageModule = { default: ComponentType<PageProps> };

const PAGE_LOADERS: Record<PageId, () => Promise<PageModule>> = {
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
  shop: () => import("../pages/shop-page"),
  product: () => import("../pages/product-page"),
  cart: () => import("../pages/cart-page"),
  newsletterConfirm: () => import("../pages/newsletter-confirm-page"),
  newsletterUnsubscribe: () => import("../pages/newsletter-unsubscribe-page"),
  orderSuccess: () => import("../pages/order-success-page"),
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
  notFound: () => import("../pages/not-found-page"),
};

const LAZY_PAGES = Object.fromEntries(Object.entries(PAGE_LOADERS).map(([id, load]) => [id, lazy(load)])) as Record<
  PageId,
  LazyExoticComponent<ComponentType<PageProps>>
>;

/** Pages whose module is already here, so their first render need not suspend. */
const loadedPages = new Map<PageId, ComponentType<PageProps>>();

/**
 * Fetches a page's module ahead of its first render. The app awaits the arrival page before it
 * mounts, so the first commit is the whole page and replaces the Worker's prerendered opening
 * in one paint instead of flashing a loading state.
 */
export async function loadPage(id: PageId): Promise<void> {
  if (loadedPages.has(id)) return;
  const page = await PAGE_LOADERS[id]();
  loadedPages.set(id, page.default);
}

/** The screen for a page: the loaded module when it is here, otherwise a lazy one. */
export function pageComponent(id: PageId): ComponentType<PageProps> {
  return loadedPages.get(id) ?? LAZY_PAGES[id];
}
