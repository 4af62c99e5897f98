import { NEWS_POSTS } from "../../content/news/posts";
import type { NewsBody, NewsPost } from "../../content/types";
import type { Locale } from "../../../worker/contract/locales";

/** Posts per page of /news. */
export const POSTS_PER_PAGE = 6;

/** Posts whose day has come, newest first (the Worker's feed and sitemap use the same rule). */
export function publishedPosts(now = new Date()): NewsPost[] {
  const today = now.toISOString().slice(0, 10);
  return NEWS_POSTS.filter((post) => post.published <= today).sort((a, b) => b.published.localeCompare(a.published));
}

export function formatPostDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

/** Each post's text is its own chunk, fetched when the post is opened. */
const BODIES = import.meta.glob<NewsBody>("../../content/news/bodies/*.ts", { import: "default" });
const loading = new Map<string, Promise<NewsBody>>();

export function loadPostBody(slug: string): Promise<NewsBody> {
  let body = loading.get(slug);
  if (!body) {
    const load = BODIES[`../../content/news/bodies/${slug}.ts`];
    body = load ? load() : Promise.reject(new Error(`No body for news post ${slug}`));
    loading.set(slug, body);
    // A failed load may be retried on the next visit.
    body.catch(() => loading.delete(slug));
  }
  return body;
}
