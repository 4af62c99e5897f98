import type { ReactNode } from "react";
import { SERIES } from "#content/books";
import { LANGUAGES_SPOKEN } from "#content/languages";
import { AIE_EP, SOUNDTRACK } from "#content/music";
import { PRESS_FACTS } from "#content/press";
import type { IsoDate } from "#content/types";
import { localized } from "#worker/contract/localized";
import { SITE_PROFILE } from "#worker/contract/site-profile";
import { ExternalLink } from "#client/components/ui/link-list";
import { useLabels } from "#client/i18n/labels";
import { formatDate } from "#client/lib/format";
import { useHref } from "#client/lib/use-href";
import { PRESS_LABELS } from "../labels";
import { Link } from "wouter";

/** Brand names as each brand writes them, in every language. */
const LINKS = [
  { name: "Instagram", href: SITE_PROFILE.social.instagram },
  { name: "LinkedIn", href: SITE_PROFILE.social.linkedin },
  { name: "Amazon", href: SITE_PROFILE.stores.amazon },
  { name: "Goodreads", href: SITE_PROFILE.stores.goodreads },
  { name: "Spotify", href: SITE_PROFILE.stores.spotify },
  { name: "Bandcamp", href: SITE_PROFILE.related.bandcamp },
] as const;

const isOut = (date: IsoDate | undefined) => date !== undefined && date <= new Date().toISOString().slice(0, 10);

// The first row has no rule above it. Said with a prop rather than an arbitrary `[&>div]` variant,
// which the prerendered opening's own rules don't carry (decision 030).
function Row({ term, first = false, children }: { term: string; first?: boolean; children: ReactNode }) {
  return (
    <div className={`grid gap-1 py-4 sm:grid-cols-[12rem_1fr] sm:gap-6 ${first ? "" : "border-t border-ink/10"}`}>
      <dt className="font-semibold text-ink/75">{term}</dt>
      <dd className="text-ink/90">{children}</dd>
    </div>
  );
}

/**
 * The facts a journalist checks, drawn from the content files the rest of the site shows (the
 * series, the albums, the languages, the profile's links), so they never disagree with it.
 */
export function FactSheet() {
  const label = useLabels(PRESS_LABELS);
  const { locale } = label;
  const href = useHref();
  const text = (value: Parameters<typeof localized<string>>[0]) => localized(value, locale);
  return (
    <dl className="rounded-2xl bg-white px-6 shadow-sm ring-1 ring-ink/5 sm:px-8">
      <Row term={label("name")} first>
        {SITE_PROFILE.name}
      </Row>
      <Row term={label("roles")}>{text(PRESS_FACTS.roles)}</Row>
      <Row term={label("born")}>{text(PRESS_FACTS.born)}</Row>
      <Row term={label("basedIn")}>{text(PRESS_FACTS.basedIn)}</Row>
      <Row term={label("languages")}>
        <ul className="space-y-1">
          {LANGUAGES_SPOKEN.map((language) => (
            <li key={language.name.en}>
              {text(language.name)} <span className="text-ink/70">({text(language.level)})</span>
            </li>
          ))}
        </ul>
      </Row>
      <Row term={label("books")}>
        <ul className="space-y-4">
          {SERIES.map((series) => (
            <li key={series.id}>
              <Link href={href(series.href)} className="font-semibold underline underline-offset-4 hover:text-wine">
                {text(series.title)}
              </Link>
              <span className="text-ink/70"> · {text(series.genre)}</span>
              <ul className="mt-1 space-y-1">
                {series.books.map((book) => (
                  <li key={book.id}>
                    <cite className="not-italic">{text(book.title)}</cite>
                    <span className="text-ink/70">
                      {" "}
                      · {bookLine(label, book.numberInSeries, book.published, book.pages, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Row>
      <Row term={label("music")}>
        <ul className="space-y-1">
          {[SOUNDTRACK, AIE_EP].map((album) => (
            <li key={album.id}>
              <cite className="not-italic">{text(album.title)}</cite>
              <span className="text-ink/70">
                {" "}
                · {label("albumLine", { artist: album.artist, date: formatDate(album.released, locale) })}
              </span>
            </li>
          ))}
        </ul>
      </Row>
      <Row term={label("links")}>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {LINKS.map((link) => (
            <li key={link.name}>
              <ExternalLink
                href={link.href}
                className="inline-flex min-h-6 items-center gap-1 font-medium underline underline-offset-4 hover:text-wine"
              >
                {link.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Row>
    </dl>
  );
}

function bookLine(
  label: ReturnType<typeof useLabels<typeof PRESS_LABELS>>,
  number: number,
  published: IsoDate | undefined,
  pages: number | undefined,
  locale: Parameters<typeof formatDate>[1],
): string {
  if (!published) return label("bookSoon", { number });
  const date = formatDate(published, locale);
  if (!isOut(published) || pages === undefined) return label("bookComing", { number, date });
  return label("bookLine", { number, date, pages });
}
