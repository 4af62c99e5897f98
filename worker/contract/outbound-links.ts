/**
 * The shapes of the addresses the site links out to, per service: what an address must look like
 * to be able to lead to a page of that service. Offline, a shape is all that can be checked (the
 * ids inside could still be wrong); an address of a service not named here is not checked.
 */

/** What is wrong with an outbound address, or what it is short of. */
export type LinkShapeFinding = "not_https" | "shape" | "search";

interface ServiceShape {
  service: string;
  hosts: readonly string[];
  /** Path and query of an address that leads to one page of the service. */
  page: readonly RegExp[];
  /** An address that leads to the service's search: it works, but isn't the author's own page. */
  search?: RegExp;
}

const SPOTIFY_ID = "[A-Za-z0-9]{22}";
const YOUTUBE_ID = "[\\w-]{11}";

export const LINK_SHAPES: readonly ServiceShape[] = [
  {
    service: "Spotify",
    hosts: ["open.spotify.com"],
    page: [new RegExp(`^/(embed/)?(artist|album|track|playlist|show|episode)/${SPOTIFY_ID}/?$`)],
    search: /^\/search\/[^/]+(\/(artists|albums|tracks))?\/?$/,
  },
  {
    service: "Goodreads",
    hosts: ["www.goodreads.com", "goodreads.com"],
    page: [/^\/(author|book)\/show\/\d+([.-][\w.-]+)?\/?$/],
    search: /^\/search\?q=[^&]+(&search_type=\w+)?$/,
  },
  {
    service: "YouTube",
    hosts: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "youtu.be"],
    page: [
      new RegExp(`^/watch\\?v=${YOUTUBE_ID}$`),
      new RegExp(`^/embed/${YOUTUBE_ID}$`),
      new RegExp(`^/${YOUTUBE_ID}$`),
      /^\/playlist\?list=[\w-]{10,}$/,
      /^\/@[\w.-]{3,30}\/?$/,
    ],
  },
  {
    service: "Apple Music",
    hosts: ["music.apple.com"],
    page: [/^\/([a-z]{2}\/)?(album|artist|playlist)\/[\w-]+\/(pl\.)?[\w]+$/],
  },
  {
    service: "Apple Books",
    hosts: ["books.apple.com"],
    page: [/^\/([a-z]{2}\/)?(book|author|audiobook)\/[\w-]+\/id\d+$/],
  },
  {
    service: "Amazon",
    hosts: ["www.amazon.com", "amazon.com", "www.amazon.es", "www.amazon.co.uk"],
    page: [
      /^\/(dp|gp\/product)\/[A-Z0-9]{10}\/?$/,
      /^\/author\/[\w.-]+\/?$/,
      /^\/stores\/[\w-]+\/author\/[A-Z0-9]{10}$/,
    ],
  },
  {
    service: "Kobo",
    hosts: ["www.kobo.com", "kobo.com"],
    page: [/^\/([a-z]{2}\/[a-z]{2}\/)?(ebook|audiobook|author)\/[\w-]+\/?$/],
  },
  {
    service: "Bandcamp",
    hosts: [],
    page: [/^\/?$/, /^\/(album|track)\/[\w-]+\/?$/],
  },
  { service: "Instagram", hosts: ["www.instagram.com", "instagram.com"], page: [/^\/[A-Za-z0-9._]{1,30}\/?$/] },
  { service: "LinkedIn", hosts: ["www.linkedin.com", "linkedin.com"], page: [/^\/(in|company)\/[\w-]{3,100}\/?$/] },
  {
    service: "SlideShare",
    hosts: ["www.slideshare.net", "slideshare.net"],
    page: [/^\/[\w-]+\/?$/, /^\/[\w-]+\/[\w-]+\/?$/, /^\/slideshow\/embed_code\/key\/\w+$/],
  },
  { service: "Medium", hosts: ["medium.com"], page: [/^\/@[\w.]+\/?$/, /^\/@[\w.]+\/[\w-]+$/] },
];

/** The service an address is of, by its host (Bandcamp's artists have a host each). */
export function linkService(url: URL): ServiceShape | undefined {
  if (url.hostname.endsWith(".bandcamp.com")) return LINK_SHAPES.find((s) => s.service === "Bandcamp");
  return LINK_SHAPES.find((s) => s.hosts.includes(url.hostname));
}

/**
 * What is wrong with an outbound address, with the service it is of; null when its shape is a
 * page's of its service or its service isn't one named here.
 */
export function linkShapeFinding(address: string): { service: string; finding: LinkShapeFinding } | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { service: "", finding: "shape" };
  }
  const shape = linkService(url);
  if (!shape) return null;
  if (url.protocol !== "https:") return { service: shape.service, finding: "not_https" };
  const rest = url.pathname + url.search;
  if (shape.page.some((pattern) => pattern.test(rest))) return null;
  if (shape.search?.test(rest)) return { service: shape.service, finding: "search" };
  return { service: shape.service, finding: "shape" };
}
