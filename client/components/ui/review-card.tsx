import type { Locale } from "#worker/contract/locales";
import { useI18n } from "../../i18n/i18n-context";
import { useLabels } from "../../i18n/labels";
import { REVIEW_LABELS } from "./review-labels";
import { StarRating } from "./star-rating";

/** The label that names each language a review can be written in. */
const WRITTEN_IN = { en: "writtenInEn", es: "writtenInEs", ca: "writtenInCa" } as const satisfies Record<
  Locale,
  string
>;

/** Quotation marks as the page's language prints them. */
const QUOTE_MARKS: Record<Locale, [string, string]> = { en: ["“", "”"], es: ["«", "»"], ca: ["«", "»"] };

export interface ReviewCardProps {
  rating: number;
  /** As the reader wrote it, never translated. */
  quote: string;
  /** The language the quote is written in. */
  lang: Locale;
  author: string;
  /** Where the reader left it, when known. */
  source?: string | undefined;
}

/**
 * One reader's review on a dark band: stars, the quote in the language it was written in (marked
 * with `lang`, so a screen reader reads it in that language's voice) and, when that is not the
 * page's language, a small note saying which it is.
 */
export function ReviewCard({ rating, quote, lang, author, source }: ReviewCardProps) {
  const { locale } = useI18n();
  const label = useLabels(REVIEW_LABELS);
  const [open, close] = QUOTE_MARKS[locale];
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StarRating rating={rating} />
        {lang !== locale && (
          <span
            data-review-language={lang}
            className="rounded-full px-2.5 py-0.5 text-xs font-semibold text-white/85 ring-1 ring-white/25"
          >
            {label(WRITTEN_IN[lang])}
          </span>
        )}
      </div>
      <blockquote lang={lang} className="mt-4 flex-1 leading-relaxed text-white/90">
        <p>
          {open}
          {quote}
          {close}
        </p>
      </blockquote>
      <figcaption className="mt-5 text-sm">
        <span className="font-semibold text-white">{author}</span>
        {source && <span className="text-white/80"> {label("on", { source })}</span>}
      </figcaption>
    </figure>
  );
}

/** Reviews side by side: two columns on tablets, three (four when there are four) on wide screens. */
export function ReviewGrid({
  reviews,
  className = "",
}: {
  reviews: readonly (ReviewCardProps & { key: string })[];
  className?: string;
}) {
  return (
    <ul
      className={`grid gap-6 md:grid-cols-2 ${reviews.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3"} ${className}`}
    >
      {reviews.map(({ key, ...review }) => (
        <li key={key}>
          <ReviewCard {...review} />
        </li>
      ))}
    </ul>
  );
}
