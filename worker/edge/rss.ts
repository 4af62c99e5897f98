/**
 * The news feed per language (RSS 2.0): /rss.xml, /es/rss.xml, /ca/rss.xml. Items carry the
 * post's title, summary, date and category in the feed's language, newest first.
 */
import { NEWS_CATEGORIES, publishedPosts } from "#content/news/posts";
import { localizePath, type Locale } from "../contract/locales";
import { localized } from "../contract/localized";
import { pageMeta } from "../contract/page-meta";
import { SITE_PROFILE } from "../contract/site-profile";
import { escapeHtml as x } from "../contract/html-escape";

export const RSS_TITLES: Record<Locale, string> = {
  en: `${SITE_PROFILE.name} — News`,
  es: `${SITE_PROFILE.name} — Noticias`,
  ca: `${SITE_PROFILE.name} — Notícies`,
};

/** RFC 822 date (what RSS wants), at noon UTC so no time zone moves the day. */
function rfc822(date: string): string {
  return new Date(`${date}T12:00:00Z`).toUTCString();
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
      `<category>${x(localized(NEWS_CATEGORIES[post.category], locale))}</category>`,
      `<description>${x(localized(post.summary, locale))}</description>`,
      "</item>",
    ].join("");
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>` +
    `<title>${x(RSS_TITLES[locale])}</title>` +
    `<link>${x(siteUrl + localizePath("/news", locale))}</link>` +
    `<description>${x(pageMeta("news", locale).description)}</description>` +
    `<language>${locale}</language>` +
    `<atom:link href="${x(self)}" rel="self" type="application/rss+xml"/>` +
    (posts[0] ? `<lastBuildDate>${rfc822(posts[0].updated ?? posts[0].published)}</lastBuildDate>` : "") +
    `\n${items.join("\n")}\n</channel>\n</rss>\n`
  );
}
