/**
 * Who the site belongs to. One place for the author's public identity, so the real author
 * changes it here and every page, head tag and JSON-LD block follows.
 */
export const SITE_PROFILE = {
  name: "Adrià Vidal",
  siteName: "Adrià Vidal — Writer, Composer & Marketer",
  jobTitles: ["Writer", "Composer", "QA Analyst", "Marketing Strategist"],
  email: "hello@adriavidal.com",
  image: "/og-default.jpg",
  twitterHandle: "@adriavidal",
  social: {
    instagram: "https://www.instagram.com/adriavidal.author",
    linkedin: "https://www.linkedin.com/in/adriavidal",
    slideshare: "https://www.slideshare.net/adriavidal",
  },
  stores: {
    amazon: "https://www.amazon.com/author/adriavidal",
    spotify: "https://open.spotify.com/artist/adriavidal",
    goodreads: "https://www.goodreads.com/adriavidal",
  },
  related: {
    medium: "https://medium.com/@adriavidal",
    bandcamp: "https://adriavidal.bandcamp.com",
  },
} as const;
