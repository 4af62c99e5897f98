import type { NewsBody } from "#content/types";

export { publishedPosts } from "#content/news/posts";

/** Posts per page of /news. */
export const POSTS_PER_PAGE = 6;

/** Each post's text is its own chunk, fetched when the post is opened. */
const BODIES = import.meta.glob<NewsBody>("../../../content/news/bodies/*.ts", { import: "default" });
const loading = new Map<string, Promise<NewsBody>>();

export function loadPostBody(slug: string): Promise<NewsBody> {
  let body = loading.get(slug);
  if (!body) {
    const load = BODIES[`../../../content/news/bodies/${slug}.ts`];
    body = load ? load() : Promise.reject(new Error(`No body for news post ${slug}`));
    loading.set(slug, body);
    // A failed load may be retried on the next visit.
    body.catch(() => loading.delete(slug));
  }
  return body;
}
