/// <reference types="vite/client" />
/**
 * The site search's index (docs/decisions/037-site-search.md), one per language, from the content
 * files: what each book, record, track, post and piece of work is called, what is shown under its
 * title, and the distinct words of its text. Only the language's own text goes in (a reader's
 * review only in the language it was written in), so no index carries another language.
 *
 * Run by the build and the dev server (vite.config.ts, `searchIndexFiles`), which write
 * client/features/search/index/: build output, not in git (decision 064).
 */
import { SERIES } from "#content/books";
import { AI_ARTIST, AIE_EP, SOUNDTRACK } from "#content/music";
import { NEWS_CATEGORIES, NEWS_POSTS } from "#content/news/posts";
import { PAGE_INTROS } from "#content/page-intros";
import { PORTFOLIO_CATEGORIES, PORTFOLIO_ITEMS } from "#content/portfolio";
import { CASE_STUDIES } from "#content/success-stories";
import type { Album, NewsBody, RichText } from "#content/types";
import { localizePath, type Locale } from "#worker/contract/locales";
import { localized, type Localized } from "#worker/contract/localized";
import { searchWords } from "#client/features/search/search-text";
import type { SearchDoc, SearchIndex, SearchKind } from "#client/features/search/search-types";

const BODIES = import.meta.glob<NewsBody>("../../content/news/bodies/*.ts", { eager: true, import: "default" });

function bodyOf(slug: string): NewsBody | undefined {
  return BODIES[`../../content/news/bodies/${slug}.ts`];
}

/** Rich text as plain words: `[label](href)` keeps its label, `*emphasis*` its words. */
function plain(text: string): string {
  return text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\*/g, "");
}

function richText(blocks: RichText | undefined): string {
  return (blocks ?? [])
    .map((block) =>
      block.type === "list"
        ? block.items.join(" ")
        : `${block.text} ${block.type === "quote" ? (block.cite ?? "") : ""}`,
    )
    .join(" ");
}

/** The folded distinct words of a text, one-letter words left out (they would match everything). */
function distinctWords(text: string): string {
  return [...new Set(searchWords(plain(text)).filter((word) => word.length > 1))].join(" ");
}

/** A book's place in its series, before its tagline: the first book is named as its series is. */
const BOOK_NUMBER: Localized = { en: "Book {n}", es: "Libro {n}", ca: "Llibre {n}" };

function makeDoc(
  locale: Locale,
  kind: SearchKind,
  fields: { title: string; subtitle?: string; tags?: string[]; body?: string; path: string },
): SearchDoc {
  return {
    kind,
    title: plain(fields.title),
    subtitle: plain(fields.subtitle ?? ""),
    tags: (fields.tags ?? []).filter(Boolean).join(" · "),
    words: distinctWords(fields.body ?? ""),
    href: localizePath(fields.path, locale),
  };
}

function albumDocs(locale: Locale, album: Album, path: string): SearchDoc[] {
  const l = <T>(value: Localized<T>) => localized(value, locale);
  const title = l(album.title);
  return [
    makeDoc(locale, "music", {
      title,
      subtitle: `${album.artist} · ${album.released.slice(0, 4)}`,
      tags: [album.artist],
      body: `${richText(l(album.description))} ${album.tracks.map((track) => l(track.title)).join(" ")}`,
      path,
    }),
    ...album.tracks.map((track) =>
      makeDoc(locale, "music", {
        title: l(track.title),
        subtitle: title,
        tags: [album.artist],
        body: l(track.description),
        path,
      }),
    ),
  ];
}

/** Every document of `locale`'s index, in the order a tie is shown. */
export function searchDocs(locale: Locale): SearchDoc[] {
  const l = <T>(value: Localized<T>) => localized(value, locale);
  const docs: SearchDoc[] = [];

  for (const series of SERIES) {
    for (const book of series.books) {
      docs.push(
        makeDoc(locale, "books", {
          title: l(book.title),
          subtitle: `${l(BOOK_NUMBER).replace("{n}", String(book.numberInSeries))} · ${l(book.tagline)}`,
          tags: [l(series.title), series.searchTerms ? l(series.searchTerms) : "", l(series.genre)],
          body: `${richText(l(book.synopsis))} ${book.reviews
            .filter((review) => review.locale === locale)
            .map((review) => review.quote)
            .join(" ")}`,
          path: `${series.href}#${book.slug}`,
        }),
      );
    }
    docs.push(
      makeDoc(locale, "books", {
        title: l(series.title),
        subtitle: l(series.summary),
        tags: [series.searchTerms ? l(series.searchTerms) : "", l(series.genre), l(series.audience)],
        body: `${l(series.tagline)} ${richText(l(series.synopsis))} ${richText(l(series.behindTheStory))}`,
        path: series.href,
      }),
    );
  }

  docs.push(...albumDocs(locale, SOUNDTRACK, "/music#soundtrack"));
  docs.push(...albumDocs(locale, AIE_EP, `/music/aie-artist#${AIE_EP.slug}`));
  docs.push(
    makeDoc(locale, "music", {
      title: l(PAGE_INTROS.musicAiArtist.heading),
      subtitle: l(PAGE_INTROS.musicAiArtist.intro),
      tags: ["AIE"],
      body: `${richText(l(AI_ARTIST.intro))} ${AI_ARTIST.sections
        .map((section) => `${l(section.heading)} ${richText(l(section.body))}`)
        .join(" ")}`,
      path: "/music/aie-artist",
    }),
  );

  // Every post, with its date: the browser leaves out those whose day has not come, as the news
  // list does, so a scheduled post appears on its day without a new build.
  for (const post of NEWS_POSTS) {
    docs.push({
      ...makeDoc(locale, "news", {
        title: l(post.title),
        subtitle: l(post.summary),
        tags: [l(NEWS_CATEGORIES[post.category])],
        body: richText(l(bodyOf(post.slug) ?? { en: [] })),
        path: `/news/${post.slug}`,
      }),
      from: post.published,
    });
  }

  for (const item of PORTFOLIO_ITEMS) {
    docs.push(
      makeDoc(locale, "portfolio", {
        title: l(item.title),
        subtitle: l(item.description),
        tags: [l(PORTFOLIO_CATEGORIES[item.category]), item.client, String(item.year)],
        path: `/portfolio-gallery#work-${item.id}`,
      }),
    );
  }
  for (const study of CASE_STUDIES) {
    docs.push(
      makeDoc(locale, "portfolio", {
        title: l(study.title),
        subtitle: `${study.client} · ${l(study.sector)}`,
        tags: [study.client, l(study.sector), String(study.year)],
        body: [study.problem, study.approach, study.result]
          .map((part) => richText(l(part)))
          .concat(study.metrics.map((metric) => l(metric.label)))
          .join(" "),
        path: `/success-stories#${study.slug}`,
      }),
    );
  }
  return docs;
}

export function searchIndex(locale: Locale): SearchIndex {
  return { locale, docs: searchDocs(locale) };
}

/** The index as the build writes it: one document a line, so a content change reads as a small diff. */
export function searchIndexJson(locale: Locale): string {
  const { docs } = searchIndex(locale);
  return `{"locale":${JSON.stringify(locale)},"docs":[\n${docs.map((doc) => JSON.stringify(doc)).join(",\n")}\n]}\n`;
}
