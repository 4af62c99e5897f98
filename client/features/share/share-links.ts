import { localizePath, type Locale } from "#worker/contract/locales";

/** What a page offers to share: its title and a line about it, in the page's language. */
export interface ShareSubject {
  title: string;
  text: string;
  /** The page's own address, unprefixed (`/news/a-post`); the visitor's language is added. */
  path: string;
}

export const SHARE_NETWORKS = ["email", "x", "facebook", "linkedin", "whatsapp", "bluesky"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareLink {
  network: ShareNetwork;
  href: string;
  /** Every link but email leaves for another site, in a new tab; email opens the mail program. */
  newTab: boolean;
}

/**
 * The page's canonical address in the visitor's language, as the Worker writes it in the
 * head: the site's origin, the language prefix and the unprefixed path, with no query or hash.
 */
export function canonicalUrl(origin: string, path: string, locale: Locale): string {
  return `${origin.replace(/\/+$/, "")}${localizePath(path, locale)}`;
}

// encodeURIComponent rather than URLSearchParams: a space is %20 (mailto: reads "+" as a plus),
// and every reserved character of the page's address and title is escaped.
const q = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");

/**
 * Plain share links, one per network: no script, no iframe, nothing fetched from another host
 * until the visitor follows one. Each network's public share address takes the page's URL (and
 * a text where it has a field for one).
 */
export function shareLinks({ title, text, url }: { title: string; text: string; url: string }): ShareLink[] {
  const line = `${title} ${url}`;
  return [
    { network: "email", href: `mailto:?${q({ subject: title, body: `${text}\n\n${url}` })}`, newTab: false },
    { network: "x", href: `https://twitter.com/intent/tweet?${q({ text: title, url })}`, newTab: true },
    { network: "facebook", href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}`, newTab: true },
    { network: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}`, newTab: true },
    { network: "whatsapp", href: `https://wa.me/?${q({ text: line })}`, newTab: true },
    { network: "bluesky", href: `https://bsky.app/intent/compose?${q({ text: line })}`, newTab: true },
  ];
}
