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
    accountMenu: "Account menu for {{name}}",
    profile: "Profile",
    orders: "Orders",
    myComments: "My comments",
    myLikes: "My likes",
    signOut: "Sign out",
    signOutError: "Sign Out Error",
  },
  nav: {
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
    shop: "Shop",
    contact: "Contact",
    downloadCv: "Download CV",
    openMenu: "Open menu",
    closeMenu: "Close menu",
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
    title: "This site is still being built",
    text: "New pages, books and music are arriving over the coming weeks, so a few corners are still taking shape. Have a project, a question or a review copy in mind? I'd love to hear from you.",
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
    newsletterText: "New books, new music and the occasional behind-the-scenes note. No spam.",
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
  contactForm: {
    heading: "Let's Connect",
    intro:
      "A collaboration, a job position, an interview or a book project: tell me what you have in mind and I'll answer within 24 hours.",
    formLabel: "Contact form",
    name: "Name",
    lastName: "Last name",
    email: "Email",
    reason: "Reason for contact",
    reasonPlaceholder: "Select a reason",
    reasons: {
      collaboration: "Collaboration",
      job_position: "Job Position",
      media_opportunity: "Media Opportunity",
      publishing: "Publishing",
      coaching_opportunity: "Coaching Opportunity",
      consulting: "Consulting",
      other: "Other",
    },
    company: "Company",
    message: "Message",
    messagePlaceholder: "Tell me about your project, your timeline and how I can help.",
    privacyBefore: "I have read and accept the",
    privacyLink: "privacy policy",
    stayUpdated: "Keep me updated about new books and music (you'll confirm by email)",
    submit: "Send Message",
    errors: {
      name_required: { title: "Name Required", text: "Please enter your name." },
      email_required: { title: "Email Required", text: "Please enter your email address." },
      email_invalid: { title: "Invalid Email", text: "Please enter a valid email address." },
      reason_required: { title: "Reason Required", text: "Please select a reason for contact." },
      company_required: {
        title: "Company Required",
        text: "Please enter your company name for job position inquiries.",
      },
      privacy_required: { title: "Privacy Policy", text: "Please accept the privacy policy to continue." },
    },
    success: { title: "Message Sent!", text: "Thank you for your message. I'll get back to you soon!" },
    failure: { title: "Submission Failed", text: "Something went wrong. Please try again." },
    tooMany: { title: "Too Many Requests", text: "Please wait before submitting again." },
  },
  leadForm: {
    title: "Contact & Resume Request",
    description:
      "Leave your name and email and my resume downloads straight away. Add a subject and a message if you'd like a reply.",
    fullName: "Full name",
    email: "Email",
    subject: "Subject",
    subjectPlaceholder: "Resume Download Request",
    message: "Message",
    messagePlaceholder: "Requesting resume download",
    submit: "Send and download CV",
    cancel: "Cancel",
    charactersLeft: "{{count}} of {{max}} characters",
    required: { title: "Required Fields Missing", text: "Please enter your name and email address." },
    invalidEmail: { title: "Invalid Email", text: "Please enter a valid email address." },
    success: {
      title: "Thank you!",
      text: "Your request has been sent. You'll receive a confirmation email shortly.",
    },
    tooMany: { title: "Too Many Requests", text: "Please wait before submitting again." },
    failure: { title: "Error", text: "Something went wrong. Please try again." },
  },
  newsletter: {
    heading: "Join the newsletter",
    text: "New books, new music and the occasional behind-the-scenes note, never more than twice a month. No spam, unsubscribe in one click.",
    email: "Email address",
    placeholder: "you@example.com",
    submit: "Subscribe",
    submitting: "Subscribing...",
    emailRequired: { title: "Email Required", text: "Please enter your email address to subscribe." },
    emailInvalid: { title: "Invalid Email", text: "Please enter a valid email address." },
    success: {
      title: "Welcome aboard!",
      text: "Almost there: check your inbox and confirm your subscription to start receiving the newsletter.",
    },
    failure: { title: "Subscription Failed", text: "Something went wrong. Please try again." },
    tooMany: { title: "Too Many Requests", text: "Please wait before subscribing again." },
    confirm: {
      button: "Confirm my subscription",
      working: "Confirming...",
      done: "Your subscription is confirmed. Welcome aboard! A welcome email is on its way.",
      already: "This address is already confirmed. There's nothing else to do.",
    },
    unsubscribe: {
      button: "Unsubscribe",
      working: "Unsubscribing...",
      done: "You've been unsubscribed and won't receive the newsletter any more.",
    },
    link: {
      missing: "This page needs the link from your email. Open it from the email, or subscribe again.",
      expired: "This link has expired. Subscribe again to get a new one.",
      invalid: "This link is not valid. Check that you opened the whole link from the email.",
      failure: "Something went wrong. Please try again.",
      backHome: "Back to the home page",
    },
  },
  excerpt: {
    button: "Read a free excerpt",
    title: "Download a free excerpt",
    description:
      "Enter your name and email and the first chapters of {{title}} download as an EPUB. A copy of the link goes to your inbox.",
    fullName: "Full name",
    email: "Email",
    submit: "Download excerpt",
    processing: "Processing...",
    cancel: "Cancel",
    required: "Please fill in all fields",
    invalidEmail: "Please enter a valid email address.",
    success: "Thank you for your interest! Your download has started.",
    tooMany: "Too many download attempts. Please try again later.",
    failure: "Failed to register download. Please try again.",
    exception: "Something went wrong. Please try again.",
  },
  notFound: {
    heading: "Page not found",
    intro: "The page you were looking for isn't here. It may have moved, or the address may have a typo.",
    backHome: "Back to the home page",
  },
  pages: {
    home: {
      heading: "Stories, soundtracks and strategy",
      intro:
        "I write dark thrillers set in the Caribbean, compose the music that goes with them, and help brands find their voice. Explore the books, listen to the music, or see the work behind the campaigns.",
    },
    about: {
      heading: "About me",
      intro:
        "Novelist, composer, QA analyst and marketer: four crafts that share one habit, paying attention to the details other people skip. This is how they came together.",
    },
    experience: {
      heading: "Career",
      intro:
        "Fifteen years of work across marketing, writing, music and software quality, and more than two hundred brands and projects along the way.",
    },
    experienceDetailed: {
      heading: "Detailed experience",
      intro: "Every role in full: what I was hired to do, how I did it, and the results that followed.",
    },
    marketingDna: {
      heading: "Marketing Writing DNA",
      intro:
        "Good marketing copy is built, not decorated. These are the principles I bring to every brief, from the first headline to the last call to action.",
    },
    references: {
      heading: "References",
      intro: "Clients, editors and colleagues on what it is like to work together, including five video references.",
    },
    portfolioGallery: {
      heading: "Portfolio gallery",
      intro: "A selection of campaigns, slide decks, brand stories and book projects, each with the brief it answered.",
    },
    successStories: {
      heading: "Success stories",
      intro: "Real projects told plainly: the problem, the approach and the result, with the numbers that proved it.",
    },
    books: {
      heading: "Books",
      intro:
        "Two series for two kinds of reader: Mortal Vengeance, a dark psychological thriller for young adults set in the Caribbean, and IMALIVE, a middle-grade adventure coming soon.",
    },
    seriesMortalVengeance: {
      heading: "Mortal Vengeance",
      intro:
        "On a Caribbean island where everyone keeps a secret, one girl's search for the truth turns into something darker. A young-adult psychological thriller series.",
    },
    seriesImalive: {
      heading: "IMALIVE",
      intro:
        "A middle-grade adventure about courage, friendship and the strange things that happen when you start asking questions. Coming soon.",
    },
    music: {
      heading: "Music and soundtracks",
      intro: "Original scores, soundtracks written for the books and playlists for writing, reading and thinking.",
    },
    musicAiArtist: {
      heading: "AI artist",
      intro:
        "An experiment in composition with artificial intelligence as an instrument: what it can do, what it can't, and the music that came out of it.",
    },
    contact: {
      heading: "Contact",
      intro:
        "Collaboration, a job position, media, publishing, coaching or consulting: tell me what you have in mind. I answer within 24 hours.",
    },
    shop: {
      heading: "La Bodega",
      intro:
        "The shop for my ebooks, soundtracks and bundles. Secure payment and instant download, in English, Spanish and Catalan.",
    },
    product: {
      heading: "La Bodega",
      intro: "Digital books and music with secure payment and instant download.",
    },
    cart: {
      heading: "Your cart",
      intro: "The books and music you choose in La Bodega wait for you here until checkout.",
    },
    orderSuccess: {
      heading: "Thank you for your order",
      intro: "Your payment went through. Your downloads are ready in your account.",
    },
    accountProfile: {
      heading: "My account",
      intro: "Your details, password, sessions and personal data.",
    },
    accountOrders: {
      heading: "My orders",
      intro: "Every order you have placed in La Bodega, with its downloads.",
    },
    accountWishlist: {
      heading: "My wishlist",
      intro: "The books and music you have saved for later.",
    },
    accountComments: {
      heading: "My comments",
      intro: "Everything you have written on the site, newest first.",
    },
    accountLikes: {
      heading: "My likes",
      intro: "The books, tracks and posts you have liked.",
    },
    news: {
      heading: "News",
      intro: "Releases, new music, events and notes from my desk.",
    },
    newsPost: {
      heading: "News",
      intro: "A post from the news desk.",
    },
    auth: {
      heading: "Your account",
      intro: "Sign in or create a reader account to keep your orders, wishlist, likes and comments in one place.",
    },
    imageConverter: {
      heading: "Image converter",
      intro: "Resize and convert your images to WebP, JPEG or PNG in the browser. Your files never leave your device.",
    },
    terms: {
      heading: "Terms and conditions",
      intro: "The rules that apply when you use this site and when you buy from La Bodega.",
    },
    privacy: {
      heading: "Privacy policy",
      intro:
        "What this site stores about you, why it stores it, for how long, and how you can see, change or delete it.",
    },
    authConfirm: {
      heading: "Confirm from your email",
      intro: "Links in our emails open this page, so nothing changes until you press the button below.",
    },
    newsletterConfirm: {
      heading: "Confirm your subscription",
      intro: "One click and you're in: new books, new music and notes from my desk, in your inbox.",
    },
    newsletterUnsubscribe: {
      heading: "Unsubscribe from the newsletter",
      intro: "Sorry to see you go. Confirm below and you won't receive the newsletter any more.",
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
