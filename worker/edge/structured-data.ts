/**
 * JSON-LD for each page type (schema.org), built from the same content files the pages
 * render, so what search engines read is what visitors see.
 */
import type { Album, BookSeries, CaseStudy, NewsPost } from "#content/types";
import { localizePath, type Locale } from "../contract/locales";
import { localized } from "../contract/localized";
import { SITE_PROFILE } from "../contract/site-profile";
import { productPath, type ProductDetail } from "../contract/shop";

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";
const personRef = (siteUrl: string) => ({ "@id": `${siteUrl}/#person` });
const absolute = (siteUrl: string, path: string) => (path.startsWith("http") ? path : `${siteUrl}${path}`);

export interface Crumb {
  name: string;
  /** Unprefixed site path. */
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, locale: Locale, trail: readonly Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${siteUrl}${localizePath(crumb.path, locale)}`,
    })),
  };
}

/**
 * A series and its books: BookSeries with hasPart, each Book isPartOf the series. The books'
 * curated quotes are not offered as Reviews (decision 050): ratings in structured data come only
 * from readers who own the product, on its La Bodega page.
 */
export function bookSeriesJsonLd(series: BookSeries, siteUrl: string, locale: Locale): JsonLd {
  const seriesUrl = `${siteUrl}${localizePath(series.href, locale)}`;
  const seriesId = `${siteUrl}${series.href}#series`;
  return {
    "@context": CONTEXT,
    "@type": "BookSeries",
    "@id": seriesId,
    name: localized(series.title, locale),
    description: localized(series.summary, locale),
    genre: localized(series.genre, locale),
    audience: { "@type": "PeopleAudience", audienceType: localized(series.audience, locale) },
    url: seriesUrl,
    image: absolute(siteUrl, series.cover.src),
    author: personRef(siteUrl),
    inLanguage: "en",
    hasPart: series.books.map((book) => ({
      "@type": "Book",
      "@id": `${siteUrl}${series.href}#${book.slug}`,
      name: localized(book.title, locale),
      description: localized(book.tagline, locale),
      position: book.numberInSeries,
      isPartOf: { "@id": seriesId },
      author: personRef(siteUrl),
      image: absolute(siteUrl, book.cover.src),
      url: `${seriesUrl}#${book.slug}`,
      inLanguage: "en",
      bookFormat: "https://schema.org/EBook",
      ...(book.published ? { datePublished: book.published } : {}),
      ...(book.pages ? { numberOfPages: book.pages } : {}),
      ...(book.isbn ? { isbn: book.isbn } : {}),
    })),
  };
}

/** An album and its tracks: MusicAlbum with MusicRecording tracks. */
export function musicAlbumJsonLd(album: Album, siteUrl: string, locale: Locale, pagePath: string): JsonLd {
  const byArtist =
    album.artist === SITE_PROFILE.name
      ? personRef(siteUrl)
      : { "@type": "MusicGroup", name: album.artist, founder: personRef(siteUrl) };
  return {
    "@context": CONTEXT,
    "@type": "MusicAlbum",
    "@id": `${siteUrl}${pagePath}#${album.slug}`,
    name: localized(album.title, locale),
    byArtist,
    datePublished: album.released,
    image: absolute(siteUrl, album.cover.src),
    url: `${siteUrl}${localizePath(pagePath, locale)}#${album.slug}`,
    numTracks: album.tracks.length,
    sameAs: album.listenLinks.map((link) => link.href),
    track: album.tracks.map((track, i) => ({
      "@type": "MusicRecording",
      name: localized(track.title, locale),
      duration: track.duration,
      position: i + 1,
      byArtist,
    })),
  };
}

export function newsArticleJsonLd(post: NewsPost, siteUrl: string, locale: Locale): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: localized(post.title, locale),
    description: localized(post.summary, locale),
    datePublished: post.published,
    dateModified: post.updated ?? post.published,
    image: [absolute(siteUrl, post.image.src)],
    author: personRef(siteUrl),
    publisher: personRef(siteUrl),
    inLanguage: locale,
    mainEntityOfPage: `${siteUrl}${localizePath(`/news/${post.slug}`, locale)}`,
  };
}

/** The case studies as CreativeWork entries of one list. */
export function caseStudiesJsonLd(studies: readonly CaseStudy[], siteUrl: string, locale: Locale): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    itemListElement: studies.map((study, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "CreativeWork",
        "@id": `${siteUrl}/success-stories#${study.slug}`,
        name: localized(study.title, locale),
        about: localized(study.sector, locale),
        dateCreated: String(study.year),
        creator: personRef(siteUrl),
        image: absolute(siteUrl, study.image.src),
        url: `${siteUrl}${localizePath("/success-stories", locale)}#${study.slug}`,
      },
    })),
  };
}

const AVAILABILITY = {
  available: "https://schema.org/InStock",
  coming_soon: "https://schema.org/PreOrder",
  sold_out: "https://schema.org/SoldOut",
} as const;

/**
 * A product of La Bodega with its Offer (price in euros, availability) and, only when readers
 * who own it have published reviews, their rating and reviews (decision 050): curated quotes
 * are shown on the page but never offered to search engines as reviews of the product.
 */
export function productJsonLd(product: ProductDetail, siteUrl: string, locale: Locale): JsonLd {
  const url = `${siteUrl}${localizePath(productPath(product), locale)}`;
  const { rating } = product;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.title,
    description: product.description,
    image: absolute(siteUrl, product.cover.src),
    sku: product.slug,
    category: product.kind,
    brand: { "@type": "Brand", name: SITE_PROFILE.name },
    ...(product.workLanguage ? { inLanguage: product.workLanguage } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: (product.priceCents / 100).toFixed(2),
      priceCurrency: product.currency,
      availability: AVAILABILITY[product.status],
      seller: personRef(siteUrl),
    },
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average.toFixed(1),
            ratingCount: rating.count,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: product.readerReviews.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.author || "La Bodega reader" },
            reviewBody: r.quote,
            inLanguage: r.locale,
            ...(r.writtenAt ? { datePublished: r.writtenAt.slice(0, 10) } : {}),
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
