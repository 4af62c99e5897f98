import type { ReactNode } from "react";
import { Link } from "wouter";
import { formatPrice, productPath, type ProductDetail } from "#worker/contract/shop-fields";
import { listFormat } from "#worker/contract/intl-formats";
import { FileIcon } from "./shop-icons";
import { PageSection, type SectionTone } from "#client/components/ui/page-section";
import { ReviewGrid } from "#client/components/ui/review-card";
import { useI18n } from "#client/i18n/i18n-context";
import { ProductCoverImage } from "./product-cover";
import { formatFileSize } from "#client/lib/format";
import { bundleSaving } from "./product-format";
import { StatusBadge } from "./status-badge";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS, SHOP_PLURALS } from "../labels";
import { durationClock, SAMPLE_LABELS, SAMPLE_PLURALS } from "../samples-labels";
import { sampleChapterPath } from "#worker/contract/shop-samples";
import { AlbumFormats } from "./album-formats";
import type { ProductFileFacts } from "#worker/contract/shop-fields";
import { ProductSamples } from "./product-samples";

const isMusic = (product: Pick<ProductDetail, "kind">) => product.kind === "album" || product.kind === "track";

/** The operator's paragraphs, as written. */
function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-pretty text-ink/85">
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}

/** The full synopsis (a book's) or what the music is (an album's or a track's). */
export function SynopsisSection({ product, tone }: { product: ProductDetail; tone: SectionTone }) {
  const label = useLabels(SHOP_LABELS);
  if (product.synopsis.length === 0) return null;
  return (
    <PageSection
      id="synopsis"
      heading={label(isMusic(product) ? "aboutMusic" : "synopsis")}
      tone={tone}
      width="narrow"
      spacing="compact"
    >
      <Paragraphs paragraphs={product.synopsis} />
    </PageSection>
  );
}

/** The author's notes on how the work came to be. */
export function BehindSection({ product, tone }: { product: ProductDetail; tone: SectionTone }) {
  const label = useLabels(SHOP_LABELS);
  if (product.behindTheStory.length === 0) return null;
  return (
    <PageSection
      id="behind-the-story"
      heading={label(isMusic(product) ? "behindTheMusic" : "behindTheStory")}
      tone={tone}
      width="narrow"
      spacing="compact"
    >
      <Paragraphs paragraphs={product.behindTheStory} />
    </PageSection>
  );
}

/**
 * Readers' (or listeners') reviews quoted by the author: rating, quote in its own language, who
 * wrote it and where. Said to be quoted (from where, when known), so they never read as this
 * site's ratings, which the section below counts from its own owners' reviews.
 */
export function ReviewsSection({ product }: { product: ProductDetail }) {
  const label = useLabels(SHOP_LABELS);
  const { locale } = useI18n();
  if (product.reviews.length === 0) return null;
  const sources = [...new Set(product.reviews.flatMap((review) => (review.source ? [review.source] : [])))].sort(
    (a, b) => a.localeCompare(b, locale),
  );
  return (
    <PageSection
      id="reviews"
      heading={label(isMusic(product) ? "listenerReviews" : "readerReviews")}
      intro={sources.length ? label("quotedFrom", { sources: listFormat(locale).format(sources) }) : label("quoted")}
      tone="wine"
      spacing="compact"
    >
      <ReviewGrid
        reviews={product.reviews.map((review) => ({
          key: review.id,
          rating: review.rating,
          quote: review.quote,
          lang: review.locale,
          author: review.author,
          source: review.source,
        }))}
      />
    </PageSection>
  );
}

type FactLabels = ReturnType<typeof useLabels<typeof SAMPLE_LABELS, typeof SAMPLE_PLURALS>>;

/** What one download contains, as short facts: its format, bitrate and length, pages, words. */
function contentsOf(file: ProductFileFacts, facts: FactLabels): string[] {
  return [
    file.format,
    file.bitrateKbps === null ? null : facts("bitrate", { kbps: file.bitrateKbps }),
    file.durationSeconds === null ? null : facts("length", { time: durationClock(file.durationSeconds) }),
    file.pageCount === null ? null : facts.plural("pages", file.pageCount),
    file.wordCount === null ? null : facts.plural("words", file.wordCount),
  ].filter((fact): fact is string => fact !== null && fact !== "");
}

/**
 * What a purchase downloads, before buying: each file's label, what it contains (format,
 * bitrate and length for audio, pages or words for a book) and size; a bundle's come from
 * what it includes.
 */
export function DownloadsSection({ product, tone }: { product: ProductDetail; tone: SectionTone }) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const facts = useLabels(SAMPLE_LABELS, SAMPLE_PLURALS);
  if (product.files.length === 0) return null;
  return (
    <PageSection
      id="downloads"
      heading={label("downloads")}
      intro={label("downloadsIntro")}
      tone={tone}
      width="narrow"
      spacing="compact"
    >
      <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10">
        <table className="w-full text-left">
          <thead className="sr-only">
            <tr>
              <th scope="col">{label("file")}</th>
              <th scope="col">{facts("contents")}</th>
              <th scope="col">{label("size")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {product.files.map((file, index) => (
              <tr key={`${file.label}-${index}`}>
                <th scope="row" className="px-5 py-4 font-semibold">
                  <span className="inline-flex items-center gap-3">
                    {/* A file, not a button: nothing here downloads before the purchase. */}
                    <FileIcon className="shrink-0 text-ink/55" />
                    {file.label}
                  </span>
                </th>
                <td className="px-5 py-4 text-ink/80">{contentsOf(file, facts).join(" · ")}</td>
                <td className="px-5 py-4 text-right text-ink/75 tabular-nums">
                  {formatFileSize(file.sizeBytes, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* A bundle lists its items' files together: their albums are offered on their own pages. */}
      {product.kind !== "bundle" && <AlbumFormats files={product.files} />}
    </PageSection>
  );
}

/** A bundle's contents as small linked cards, and what it saves against buying them one by one. */
export function BundleSection({ product, tone }: { product: ProductDetail; tone: SectionTone }) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const plural = label.plural;
  if (product.includes.length === 0) return null;
  const saving = bundleSaving(product, locale);
  return (
    <PageSection
      id="bundle"
      heading={label("bundleContents")}
      intro={`${plural("includes", product.includes.length)}. ${label("bundleDownloads")}`}
      tone={tone}
      spacing="compact"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {product.includes.map((item) => (
          <li key={item.slug}>
            <article className="relative flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 hover:shadow-md motion-safe:transition-shadow">
              <div className="flex h-24 w-24 shrink-0 items-center justify-center">
                <ProductCoverImage cover={item.cover} decorative className="max-h-24 w-auto max-w-24 rounded shadow" />
              </div>
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-[0.16em] text-wine uppercase">
                  {label(`kind.${item.kind}`)}
                </p>
                <h3 className="mt-1 font-display text-lg leading-snug font-bold">
                  <Link
                    href={productPath(item)}
                    className="stretched-link after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-wine"
                  >
                    {item.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-ink/70">{item.subtitle}</p>
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-semibold tabular-nums">
                  <span className="sr-only">{label("price")}: </span>
                  {formatPrice(item.priceCents, item.currency, locale)}
                  <StatusBadge status={item.status} className="px-2 py-0.5 text-xs" />
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {saving && <p className="mt-6 text-lg font-semibold text-wine">{label("bundleSaving", saving)}</p>}
    </PageSection>
  );
}

/**
 * Something to try first: the listening samples of music (their players load with the first
 * product that has some, and fetch nothing before play), a book's sample chapter to read on its
 * own page, and/or a book's free excerpt (`excerpt`, the page's gated download, since the lead
 * form belongs to another feature).
 */
export function SampleSection({
  product,
  excerpt,
  tone,
}: {
  product: ProductDetail;
  excerpt: ReactNode;
  tone: SectionTone;
}) {
  const label = useLabels(SHOP_LABELS);
  const samples = useLabels(SAMPLE_LABELS);
  const listen = product.samples.length > 0;
  const read = product.sampleChapterLocales.length > 0;
  if (!listen && !read && !excerpt) return null;
  return (
    <PageSection
      id="sample"
      heading={listen ? samples("listenHeading") : read ? samples("readHeading") : label("excerptHeading")}
      intro={listen ? samples("listenNote") : read ? samples("readText") : label("excerptText")}
      tone={tone}
      width="narrow"
      spacing="compact"
    >
      {listen && <ProductSamples product={product} />}
      {read && (
        <p className={listen ? "mt-8" : ""}>
          <Link
            href={sampleChapterPath(product)}
            className="inline-flex min-h-11 items-center rounded-full bg-wine px-6 py-3 font-semibold text-white hover:bg-wine-dark motion-safe:transition-colors"
          >
            {samples("readLink")}
          </Link>
        </p>
      )}
      {excerpt && (listen || read) && <p className="mt-8 text-lg text-ink/75">{label("excerptText")}</p>}
      {excerpt && <div className={listen || read ? "mt-4" : ""}>{excerpt}</div>}
    </PageSection>
  );
}
