/**
 * English strings: the source of truth and the fallback for every other language.
 * Placeholders use rosetta's {{name}} syntax.
 */
export const en = {
  common: {
    loading: "Loading...",
    skipToContent: "Skip to main content",
    close: "Close",
    newWindow: "(opens in a new tab)",
    notifications: "Notifications",
    closeNotification: "Close notification",
  },
  language: {
    label: "Language",
    current: "Current language: {{name}}",
  },
  topBar: {
    label: "Account and language",
    cart: "Cart",
    cartCount: { one: "Cart: {{count}} item", other: "Cart: {{count}} items" },
    wishlist: "Wishlist",
    wishlistCount: { one: "Wishlist: {{count}} item", other: "Wishlist: {{count}} items" },
    signIn: "Sign in",
    myAccount: "My Account",
    accountMenu: "My Account ({{name}})",
    profile: "Profile",
    orders: "Orders",
    myComments: "My comments",
    myLikes: "My likes",
    signOut: "Sign out",
    signOutError: "Sign Out Error",
  },
  nav: {
    studio: "Studio",
    viewSite: "View the site",
    signedOut: "Signed out",
    signedOutDescription: "You have been successfully signed out.",
    label: "Main navigation",
    home: "Home",
    books: "Books",
    booksMenu: "Books menu",
    allBooks: "All books",
    mortalVengeance: "Mortal Vengeance series",
    imalive: "IMALIVE series",
    music: "Music",
    musicMenu: "Music menu",
    musicOverview: "Music overview",
    aiArtist: "AI artist",
    portfolio: "Portfolio",
    portfolioMenu: "Portfolio menu",
    gallery: "Portfolio gallery",
    successStories: "Success stories",
    about: "About",
    aboutMenu: "About menu",
    biography: "Biography",
    career: "Career",
    marketingDna: "Marketing DNA",
    references: "References",
    news: "News",
    imageConverter: "Image converter",
    press: "Press kit",
    shop: "Shop",
    contact: "Contact",
    downloadCv: "Download CV",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    search: "Search",
    brandHome: "{{name}}, home page",
  },
  carousel: {
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause automatic slide show",
    play: "Start automatic slide show",
    slide: "Slide {{number}} of {{total}}",
    goTo: "Show slide {{number}}: {{title}}",
    choose: "Choose a slide",
  },
  embed: {
    play: "Play {{title}}",
    notice: "Plays from {{provider}}. It loads only when you press play.",
    open: "Open on {{provider}}",
  },
  rating: {
    stars: "Rated {{rating}} out of 5",
  },
  constructionNotice: {
    title: "New things are on the way",
    text: "New books, music and pages are arriving over the coming weeks. Have a project, a question or a review copy in mind? I'd love to hear from you.",
    contactMe: "CONTACT ME",
    continue: "Continue Browsing",
    toastTitle: "Let's connect!",
    toastText: "Redirecting you to the contact page...",
  },
  floatingContact: {
    label: "Contact me or request my CV",
  },
  footer: {
    tagline: "Writer, composer, QA analyst and marketer. Stories, soundtracks and campaigns with a point of view.",
    social: "Follow",
    instagram: "Instagram",
    linkedin: "LinkedIn",
    slideshare: "SlideShare",
    email: "Email",
    stores: "Find my work",
    amazon: "Amazon books",
    spotify: "Spotify",
    goodreads: "Goodreads",
    quickLinks: "Quick links",
    legal: "Legal",
    terms: "Terms and conditions",
    privacy: "Privacy policy",
    sitemap: "Sitemap",
    related: "Elsewhere",
    medium: "Writing on Medium",
    bandcamp: "Music on Bandcamp",
    newsletterHeading: "Newsletter",
    rights: "© {{year}} {{name}}. All rights reserved.",
  },
  forms: {
    requiredMark: "required",
    sending: "Sending...",
    processing: "Processing...",
    botCheckNotReady: { title: "Error", text: "The security check is not ready. Please try again." },
    botCheckFailed: { title: "Security check failed", text: "Please reload the page and try again." },
    botCheckNotice: "Protected by Cloudflare Turnstile, an invisible check that keeps bots out.",
    secureInput: {
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
      url: "Please enter a valid URL starting with http:// or https://",
      textSanitized: "Input contained potentially dangerous content and was sanitized.",
      textareaSanitized: "Content contained potentially dangerous elements and was sanitized.",
    },
  },
} as const;

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every dictionary follows; other languages may leave keys out. */
export type Dictionary = Widen<typeof en>;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type PartialDictionary = DeepPartial<Dictionary>;

export type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every key the code may translate, e.g. "nav.home". */
export type TranslationKey = Leaves<Dictionary>;
