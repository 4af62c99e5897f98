import type { TranslationKey } from "../i18n/i18n";
import { SITE_PROFILE } from "#worker/contract/site-profile";

export interface NavLink {
  labelKey: TranslationKey;
  href: string;
}

export interface NavItem extends NavLink {
  /** Name of the submenu toggle, for screen readers. */
  menuKey?: TranslationKey;
  children?: NavLink[];
}

/** The main header's menus. Paths are unprefixed. */
export const MAIN_NAV: NavItem[] = [
  { labelKey: "nav.home", href: "/" },
  {
    labelKey: "nav.books",
    href: "/books",
    menuKey: "nav.booksMenu",
    children: [
      { labelKey: "nav.mortalVengeance", href: "/series/mortal-vengeance" },
      { labelKey: "nav.imalive", href: "/series/imalive" },
    ],
  },
  {
    labelKey: "nav.music",
    href: "/music",
    menuKey: "nav.musicMenu",
    children: [
      { labelKey: "nav.musicOverview", href: "/music" },
      { labelKey: "nav.aiArtist", href: "/music/aie-artist" },
    ],
  },
  {
    labelKey: "nav.portfolio",
    href: "/portfolio-gallery",
    menuKey: "nav.portfolioMenu",
    children: [
      { labelKey: "nav.gallery", href: "/portfolio-gallery" },
      { labelKey: "nav.successStories", href: "/success-stories" },
      { labelKey: "nav.imageConverter", href: "/image-converter" },
    ],
  },
  {
    labelKey: "nav.about",
    href: "/about",
    menuKey: "nav.aboutMenu",
    children: [
      { labelKey: "nav.biography", href: "/about" },
      { labelKey: "nav.career", href: "/experience" },
      { labelKey: "nav.marketingDna", href: "/marketing-dna" },
      { labelKey: "nav.references", href: "/experience/references" },
      { labelKey: "nav.news", href: "/news" },
    ],
  },
  { labelKey: "nav.shop", href: "/la-bodega" },
  { labelKey: "nav.contact", href: "/contact" },
];

export interface ExternalLink {
  labelKey: TranslationKey;
  href: string;
}

/** The footer's link groups. */
export const FOOTER = {
  social: [
    { labelKey: "footer.instagram", href: SITE_PROFILE.social.instagram },
    { labelKey: "footer.linkedin", href: SITE_PROFILE.social.linkedin },
    { labelKey: "footer.slideshare", href: SITE_PROFILE.social.slideshare },
    { labelKey: "footer.email", href: `mailto:${SITE_PROFILE.email}` },
  ] satisfies ExternalLink[],
  stores: [
    { labelKey: "footer.amazon", href: SITE_PROFILE.stores.amazon },
    { labelKey: "footer.spotify", href: SITE_PROFILE.stores.spotify },
    { labelKey: "footer.goodreads", href: SITE_PROFILE.stores.goodreads },
  ] satisfies ExternalLink[],
  quickLinks: [
    { labelKey: "nav.about", href: "/about" },
    { labelKey: "nav.books", href: "/books" },
    { labelKey: "nav.music", href: "/music" },
    { labelKey: "nav.gallery", href: "/portfolio-gallery" },
    { labelKey: "nav.shop", href: "/la-bodega" },
    { labelKey: "nav.news", href: "/news" },
    { labelKey: "nav.imageConverter", href: "/image-converter" },
    { labelKey: "nav.contact", href: "/contact" },
    { labelKey: "nav.press", href: "/press" },
  ] satisfies NavLink[],
  legal: [
    { labelKey: "footer.terms", href: "/terms" },
    { labelKey: "footer.privacy", href: "/privacy" },
  ] satisfies NavLink[],
  related: [
    { labelKey: "footer.medium", href: SITE_PROFILE.related.medium },
    { labelKey: "footer.bandcamp", href: SITE_PROFILE.related.bandcamp },
  ] satisfies ExternalLink[],
};
