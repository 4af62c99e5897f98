import { Link, useSearch } from "wouter";
import { ContentImage } from "#client/components/ui/content-image";
import { useI18n } from "#client/i18n/i18n-context";
import { localizePath } from "#worker/contract/locales";
import { localized } from "#worker/contract/localized";
import { formatDate } from "#client/lib/format";
import { NEWS_CATEGORIES } from "#content/news/posts";
import { NEWS_LABELS } from "../labels";
import { POSTS_PER_PAGE, publishedPosts } from "../news-posts";
import { useLabels } from "#client/i18n/labels";

/** The current page from `?page=`, kept within range (junk or out-of-range means the nearest page). */
function pageFromSearch(search: string, pages: number): number {
  const value = Number.parseInt(new URLSearchParams(search).get("page") ?? "1", 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), pages) : 1;
}

const pageHref = (page: number) => (page === 1 ? "/news" : `/news?page=${page}`);

/** /news: posts newest first, six a page, with numbered pagination and the feed link. */
export function NewsList() {
  const { locale } = useI18n();
  const posts = publishedPosts();
  const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  const page = pageFromSearch(useSearch(), pages);
  const shown = posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
  const label = useLabels(NEWS_LABELS);
  const category = useLabels(NEWS_CATEGORIES);

  if (posts.length === 0) return <p className="text-ink/75">{label("empty")}</p>;

  return (
    <>
      <ol
        className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="news-list"
        aria-label={label("pageOf", { number: page, total: pages })}
      >
        {shown.map((post, i) => (
          <li key={post.id}>
            <article
              aria-labelledby={`post-${post.slug}`}
              className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/5"
            >
              <ContentImage
                image={post.image}
                priority={page === 1 && i === 0}
                className="aspect-[1200/630] h-auto w-full object-cover"
                decorative
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm text-ink/70">
                  <span className="font-semibold text-wine">{category(post.category)}</span>
                  {" · "}
                  <time dateTime={post.published}>{formatDate(post.published, locale)}</time>
                </p>
                <h2 id={`post-${post.slug}`} className="mt-2 font-display text-xl font-bold text-balance">
                  <Link href={`/news/${post.slug}`} className="hover:text-wine">
                    {localized(post.title, locale)}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-ink/80">{localized(post.summary, locale)}</p>
                <Link
                  href={`/news/${post.slug}`}
                  className="mt-4 font-semibold text-wine underline underline-offset-4 hover:text-wine-dark"
                  aria-hidden="true"
                  tabIndex={-1}
                >
                  {label("readMore")}
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ol>

      {pages > 1 && (
        <nav aria-label={label("pagination")} className="mt-12 flex flex-wrap items-center justify-center gap-2">
          {page > 1 && (
            <Link
              href={pageHref(page - 1)}
              rel="prev"
              className="rounded-full px-4 py-2 font-semibold text-wine ring-1 ring-wine/30 hover:bg-wine hover:text-white"
            >
              {label("previousPage")}
            </Link>
          )}
          <ul className="flex gap-1">
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  href={pageHref(n)}
                  aria-current={n === page ? "page" : undefined}
                  aria-label={label("page", { number: n })}
                  className="inline-flex h-11 min-w-11 items-center justify-center rounded-full font-semibold ring-1 ring-ink/10 hover:bg-paper aria-[current=page]:bg-wine aria-[current=page]:text-white"
                >
                  {n}
                </Link>
              </li>
            ))}
          </ul>
          {page < pages && (
            <Link
              href={pageHref(page + 1)}
              rel="next"
              className="rounded-full px-4 py-2 font-semibold text-wine ring-1 ring-wine/30 hover:bg-wine hover:text-white"
            >
              {label("nextPage")}
            </Link>
          )}
        </nav>
      )}

      <p className="mt-10 text-center">
        <a
          href={localizePath("/rss.xml", locale)}
          className="font-semibold text-wine underline underline-offset-4 hover:text-wine-dark"
        >
          {label("rss")}
        </a>
      </p>
    </>
  );
}
