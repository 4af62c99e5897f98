/**
 * The news feed per language (RSS 2.0): /rss.xml, /es/rss.xml, /ca/rss.xml. Items carry the
 * post's title, summary, date and category in the feed's language, newest first.
 */
import { NEWS_POSTS } from "../../client/content/news/posts";
import type { NewsPost } from "../../client/content/types";
import { localizePath, type Locale } from "../contract/locales";
import { localized } from "../contract/localized";
import { SITE_PROFILE } from "../contract/site-profile";
import { escapeHtml as x } from "./head";

export const RSS_TITLES: Record<Locale, string> = {
  en: `${SITE_PROFILE.name} — News`,
  es: `${SITE_PROFILE.name} — Noticias`,
  ca: `${SITE_PROFILE.name} — Notícies`,
};
const RSS_DESCRIPTIONS: Record<Locale, string> = {
  en: "Book releases, new music, events and notes from the desk of Adrià Vidal.",
  es: "Novedades editoriales, música nueva, eventos y apuntes desde el escritorio de Adrià Vidal.",
  ca: "Novetats editorials, música nova, esdeveniments i apunts des de l'escriptori d'Adrià Vidal.",
};
const CATEGORY_NAMES: Record<NewsPost["category"], Record<Locale, string>> = {
  books: { en: "Books", es: "Libros", ca: "Llibres" },
  music: { en: "Music", es: "Música", ca: "Música" },
  events: { en: "Events", es: "Eventos", ca: "Esdeveniments" },
  work: { en: "Work", es: "Trabajo", ca: "Feina" },
  site: { en: "Site news", es: "Novedades del sitio", ca: "Novetats del lloc" },
};

/** RFC 822 date (what RSS wants), at noon UTC so no time zone moves the day. */
function rfc822(date: string): string {
  return new Date(`${date}T12:00:00Z`).toUTCString();
}

/** Posts whose date has come, newest first (a post dated in the future waits for its day). */
export function publishedPosts(now = new Date()): NewsPost[] {
  const today = now.toISOString().slice(0, 10);
  return NEWS_POSTS.filter((post) => post.published <= today).sort((a, b) => b.published.localeCompare(a.published));
}

export function rssXml(siteUrl: string, locale: Locale, now = new Date()): string {
  const posts = publishedPosts(now);
  const self = `${siteUrl}${localizePath("/rss.xml", locale)}`;
  const items = posts.map((post) => {
    const link = `${siteUrl}${localizePath(`/news/${post.slug}`, locale)}`;
    return [
      "<item>",
      `<title>${x(localized(post.title, locale))}</title>`,
      `<link>${x(link)}</link>`,
      `<guid isPermaLink="true">${x(link)}</guid>`,
      `<pubDate>${rfc822(post.published)}</pubDate>`,
      `<category>${x(CATEGORY_NAMES[post.category][locale])}</category>`,
      `<description>${x(localized(post.summary, locale))}</description>`,
      "</item>",
    ].join("");
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>` +
    `<title>${x(RSS_TITLES[locale])}</title>` +
    `<link>${x(siteUrl + localizePath("/news", locale))}</link>` +
    `<description>${x(RSS_DESCRIPTIONS[locale])}</description>` +
    `<language>${locale}</language>` +
    `<atom:link href="${x(self)}" rel="self" type="application/rss+xml"/>` +
    (posts[0] ? `<lastBuildDate>${rfc822(posts[0].updated ?? posts[0].published)}</lastBuildDate>` : "") +
    `\n${items.join("\n")}\n</channel>\n</rss>\n`
  );
}
