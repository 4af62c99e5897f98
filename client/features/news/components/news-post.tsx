import { Suspense, use, type ReactNode } from "react";
import { Link } from "wouter";
import { ContentImage } from "#client/components/ui/content-image";
import { RichText } from "#client/components/ui/rich-text";
import type { NewsPost as Post } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { formatDate } from "#client/lib/format";
import { NEWS_CATEGORIES } from "#content/news/posts";
import { NEWS_LABELS } from "../labels";
import { loadPostBody, publishedPosts } from "../news-posts";
import { useLabels } from "#client/i18n/labels";

export function findPublishedPost(slug: string): Post | undefined {
  return publishedPosts().find((post) => post.slug === slug);
}

function PostBody({ slug }: { slug: string }) {
  const { locale } = useI18n();
  const body = use(loadPostBody(slug));
  return <RichText blocks={localized(body, locale)} className="text-lg text-ink/90" />;
}

/**
 * One news post: its picture, title, date and text, then the share control and the reader's
 * likes and comments (passed in by the page) and the neighbouring posts.
 */
export function NewsPostArticle({ post, share, engagement }: { post: Post; share?: ReactNode; engagement: ReactNode }) {
  const { locale } = useI18n();
  const label = useLabels(NEWS_LABELS);
  const category = useLabels(NEWS_CATEGORIES);
  const title = localized(post.title, locale);
  const posts = publishedPosts();
  const at = posts.findIndex((p) => p.id === post.id);
  const newer = posts[at - 1];
  const older = posts[at + 1];

  return (
    <article aria-labelledby="page-heading" className="bg-paper pt-32 pb-20 text-ink">
      <div className="mx-auto max-w-3xl px-4">
        <Link href="/news" className="font-semibold text-wine underline underline-offset-4 hover:text-wine-dark">
          ← {label("backToNews")}
        </Link>
        <p className="mt-8 text-sm text-ink/70">
          <span className="font-semibold text-wine">{category(post.category)}</span>
          {" · "}
          <time dateTime={post.published}>{formatDate(post.published, locale)}</time>
          {post.updated && (
            <>
              {" · "}
              {label("updated", { date: formatDate(post.updated, locale) })}
            </>
          )}
        </p>
        <h1 id="page-heading" className="mt-3 font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 text-xl leading-relaxed text-pretty text-ink/80">{localized(post.summary, locale)}</p>
        <ContentImage
          image={post.image}
          priority
          className="mt-10 aspect-[1200/630] h-auto w-full rounded-2xl object-cover shadow-md"
        />
        <div className="mt-10">
          <Suspense
            fallback={
              <p role="status" className="text-ink/70">
                {label("loadingPost")}
              </p>
            }
          >
            <PostBody slug={post.slug} />
          </Suspense>
        </div>
        {share && <div className="mt-12">{share}</div>}
        <div className="mt-12">{engagement}</div>
        {(newer || older) && (
          <nav aria-label={label("backToNews")} className="mt-12 grid gap-4 border-t border-ink/10 pt-8 sm:grid-cols-2">
            {newer ? (
              <Link
                href={`/news/${newer.slug}`}
                rel="prev"
                className="rounded-xl bg-white p-4 ring-1 ring-ink/5 hover:ring-wine"
              >
                <span className="block text-sm text-ink/70">{label("newer")}</span>
                <span className="mt-1 block font-semibold">{localized(newer.title, locale)}</span>
              </Link>
            ) : (
              <span />
            )}
            {older && (
              <Link
                href={`/news/${older.slug}`}
                rel="next"
                className="rounded-xl bg-white p-4 text-right ring-1 ring-ink/5 hover:ring-wine"
              >
                <span className="block text-sm text-ink/70">{label("older")}</span>
                <span className="mt-1 block font-semibold">{localized(older.title, locale)}</span>
              </Link>
            )}
          </nav>
        )}
      </div>
    </article>
  );
}
