/**
 * Who the site belongs to: the author's public identity, links and contact address, so the
 * real author changes them here and every page, head tag and JSON-LD block follows. No text in
 * any language lives here, so the header and footer that read it carry none (the bio, photo
 * and claims, written in every language, are in author-profile.ts; decision 026).
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
  // Spotify's and Goodreads' pages are known by an id (open.spotify.com/artist/<22 characters>,
  // goodreads.com/author/show/<number>), not by a name: until the author's are written here, the
  // links are those services' searches for the name, which lead to them; the launch check lists
  // them, and a search is not claimed as the author's identity in the pages' structured data.
  stores: {
    amazon: "https://www.amazon.com/author/adriavidal",
    spotify: "https://open.spotify.com/search/Adri%C3%A0%20Vidal/artists",
    goodreads: "https://www.goodreads.com/search?q=Adri%C3%A0+Vidal&search_type=books",
  },
  related: {
    medium: "https://medium.com/@adriavidal",
    bandcamp: "https://adriavidal.bandcamp.com",
  },
} as const;

/** A page's <title>: its own title, then the site's name. */
export function titleWithSiteName(title: string): string {
  return `${title} | ${SITE_PROFILE.name}`;
}

/** The contact promise: every message is answered within a day. */
export const RESPONSE_TIME_HOURS = 24;
