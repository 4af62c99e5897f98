import { indexablePaths } from "#worker/contract/pages";
import { publishedPosts } from "./news/posts";

/** Every public page (unprefixed) and, for posts, when it last changed. */
export function publicPages(now = new Date()): { path: string; lastmod?: string }[] {
  return [
    ...indexablePaths().map((path) => ({ path })),
    ...publishedPosts(now).map((post) => ({ path: `/news/${post.slug}`, lastmod: post.updated ?? post.published })),
  ];
}
