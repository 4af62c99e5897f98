import { lazy } from "react";
import type { PageProps } from "../lib/page-props";
import { isContentItemId } from "#worker/contract/content-items";
import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { NewsPostArticle, findPublishedPost } from "../features/news/components/news-post";
import { DeferredShare } from "../features/share/deferred-share";
import { useI18n } from "../i18n/i18n-context";
import { localized } from "#worker/contract/localized";

const NotFoundPage = lazy(() => import("./not-found-page"));

export default function NewsPostPage({ params }: PageProps) {
  const { locale } = useI18n();
  const post = params.slug ? findPublishedPost(params.slug) : undefined;
  // Reached by a link inside the app; a first load of an unknown slug is already a 404.
  if (!post) return <NotFoundPage />;
  // Every post is registered in content-items (a test holds them in step); the guard keeps
  // an unregistered one readable, just without likes and comments.
  return (
    <NewsPostArticle
      post={post}
      share={
        <DeferredShare
          title={localized(post.title, locale)}
          text={localized(post.summary, locale)}
          path={`/news/${post.slug}`}
        />
      }
      engagement={isContentItemId(post.id) && <DeferredEngagement itemId={post.id} comments />}
    />
  );
}
