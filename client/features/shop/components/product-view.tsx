import type { ReactNode } from "react";
import { COVER_SIZES_PAGE } from "#worker/contract/cover-sizes";
import { Link } from "wouter";
import { EXCERPTS, type ExcerptId } from "#worker/contract/lead-capture-fields";
import { formatPrice, type ProductDetail } from "#worker/contract/shop-fields";
import { ChevronLeftIcon } from "#client/components/ui/icons";
import type { SectionTone } from "#client/components/ui/page-section";
import { useI18n } from "#client/i18n/i18n-context";
import { formatDate } from "#client/lib/format";
import { productDataKey } from "../catalogue-api";
import { serverData } from "#client/lib/server-data";
import { ReadFailure } from "./order-parts";
import { ProductCoverImage } from "./product-cover";
import { ReleaseNoticeFromLink } from "./release-notice";
import { ProductPurchase, purchaseProduct } from "./product-purchase";
import { ActingPart } from "#client/islands/island";
import { RELEASE_NOTICE_LINK_PARAM } from "#worker/contract/release-notice-fields";
import { ReaderReviewsSection } from "./reader-reviews";
import { categoryMatches, purchaseState, workLanguageLabel } from "./product-format";
import {
  BehindSection,
  BundleSection,
  DownloadsSection,
  ReviewsSection,
  SampleSection,
  SynopsisSection,
} from "./product-sections";
import { StatusBadge } from "./status-badge";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS, SHOP_PLURALS } from "../labels";

/** The excerpt a product names, if it is one the lead form can send (the operator may type anything). */
export function knownExcerpt(id: string | null): ExcerptId | null {
  return id !== null && Object.hasOwn(EXCERPTS, id) ? (id as ExcerptId) : null;
}

/** What the page adds that belongs to other features: likes and wishlist, the free excerpt, sharing. */
export interface ProductSlots {
  engagement: (product: ProductDetail) => ReactNode;
  excerpt: (excerpt: ExcerptId) => ReactNode;
  share?: (product: ProductDetail) => ReactNode;
  /** In place of the buying actions: the studio's preview, where nothing can be bought yet. */
  purchase?: (product: ProductDetail) => ReactNode;
}

const OPENING = "bg-paper pt-32 pb-16 text-ink";
const WIDTH = "mx-auto max-w-6xl px-4 sm:px-6";
const COLUMNS = "mt-8 grid gap-10 md:grid-cols-[minmax(0,20rem)_1fr] lg:grid-cols-[minmax(0,24rem)_1fr] lg:gap-16";

function BackToStore() {
  const label = useLabels(SHOP_LABELS);
  return (
    <Link
      href="/la-bodega"
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-wine underline-offset-4 hover:text-wine-dark hover:underline"
    >
      <ChevronLeftIcon width="18" height="18" />
      {label("backToStore")}
    </Link>
  );
}

/**
 * /la-bodega/:category/:slug, a document the Worker draws with the product it read from D1
 * (`productDataKey`); `notFound` for a product that doesn't exist or an address whose category
 * isn't the product's. Without a product (D1 could not be read, or the render failed), it says
 * so and offers the same address again: the build draws that page for the Worker to serve.
 */
export function ProductScreen({
  slug,
  category,
  notFound,
  slots,
}: {
  slug: string;
  category: string | undefined;
  notFound: ReactNode;
  slots: ProductSlots;
}) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const product = serverData<ProductDetail | null>(productDataKey(locale, slug));

  if (product === null || (product && !categoryMatches(product, category))) return <>{notFound}</>;
  if (product) return <ProductDetailView product={product} slots={slots} />;
  return (
    <section aria-labelledby="page-heading" className={OPENING}>
      <div className={WIDTH}>
        <BackToStore />
        <ReadFailure heading={label("productError")} className="mt-8" />
      </div>
    </section>
  );
}

/** One product in full: the opening (cover, facts, price, purchase), then its sections. */
export function ProductDetailView({
  product,
  slots,
  headingId = "page-heading",
}: {
  product: ProductDetail;
  slots: ProductSlots;
  /** The title's id: the studio's preview draws the page inside its own, which has the page's heading. */
  headingId?: string;
}) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const plural = label.plural;
  const { purchasable } = purchaseState(product);
  const language = workLanguageLabel(product.workLanguage, locale);
  const excerptId = knownExcerpt(product.excerptId);
  const excerpt = excerptId ? slots.excerpt(excerptId) : null;

  // Light bands alternate between the sections a product has; the reviews are always the dark one.
  const bands: ((tone: SectionTone) => ReactNode)[] = [];
  if (product.synopsis.length > 0)
    bands.push((tone) => <SynopsisSection key="synopsis" product={product} tone={tone} />);
  if (product.samples.length > 0 || product.sampleChapterLocales.length > 0 || excerpt)
    bands.push((tone) => <SampleSection key="sample" product={product} excerpt={excerpt} tone={tone} />);
  if (product.includes.length > 0) bands.push((tone) => <BundleSection key="bundle" product={product} tone={tone} />);
  if (product.files.length > 0)
    bands.push((tone) => <DownloadsSection key="downloads" product={product} tone={tone} />);
  const afterReviews: ((tone: SectionTone) => ReactNode)[] = [];
  if (product.behindTheStory.length > 0)
    afterReviews.push((tone) => <BehindSection key="behind" product={product} tone={tone} />);

  // The ratings follow the quotes' dark band, or take the tone after the last light one.
  const ratingsTone: SectionTone = product.reviews.length > 0 || bands.length % 2 === 1 ? "paper" : "white";

  return (
    <article aria-labelledby={headingId} data-product={product.slug}>
      <div className={OPENING}>
        <div className={WIDTH}>
          <BackToStore />
          {/* A "notify me" email's link (?notice=confirm&token=…) opens its panel here. */}
          {!slots.purchase && (
            <ActingPart
              island="release-notice-link"
              load="linked"
              linkedBy={RELEASE_NOTICE_LINK_PARAM}
              props={{}}
              component={ReleaseNoticeFromLink}
            />
          )}
          <div className={COLUMNS}>
            <div className="relative self-start justify-self-center md:sticky md:top-28">
              <ProductCoverImage
                cover={product.cover}
                priority
                sizes={COVER_SIZES_PAGE}
                className={`h-auto w-56 rounded-lg shadow-2xl shadow-ink/30 ring-1 ring-ink/10 sm:w-64 md:w-full ${purchasable ? "" : "saturate-50"}`}
              />
              <StatusBadge status={product.status} className="absolute -top-3 -left-3" />
            </div>
            <div>
              <p className="text-sm font-semibold tracking-[0.18em] text-wine uppercase">
                {label(`kind.${product.kind}`)}
              </p>
              <h1
                id={headingId}
                className="mt-3 font-display text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl"
              >
                {product.title}
              </h1>
              <p className="mt-3 font-display text-xl text-ink/85 italic sm:text-2xl">{product.subtitle}</p>
              <p className="mt-6 text-lg leading-relaxed text-pretty text-ink/85">{product.description}</p>

              <dl className="mt-8 grid grid-cols-2 gap-4 rounded-xl bg-white p-5 text-sm ring-1 ring-ink/10 sm:grid-cols-3">
                <div>
                  <dt className="font-semibold text-ink/70">{label("format")}</dt>
                  <dd className="mt-1 font-medium">{product.format}</dd>
                </div>
                {language && (
                  <div>
                    <dt className="font-semibold text-ink/70">{label("language")}</dt>
                    <dd className="mt-1 font-medium">{language}</dd>
                  </div>
                )}
                {product.releasedOn && product.status !== "coming_soon" && (
                  <div>
                    <dt className="font-semibold text-ink/70">{label("released")}</dt>
                    <dd className="mt-1 font-medium">
                      <time dateTime={product.releasedOn}>{formatDate(product.releasedOn, locale)}</time>
                    </dd>
                  </div>
                )}
                {product.includes.length > 0 && (
                  <div>
                    <dt className="font-semibold text-ink/70">{label("kind.bundle")}</dt>
                    <dd className="mt-1 font-medium">
                      <a href="#bundle" className="text-wine underline underline-offset-2 hover:text-wine-dark">
                        {plural("includes", product.includes.length)}
                      </a>
                    </dd>
                  </div>
                )}
              </dl>

              <p className={`mt-8 font-display text-4xl font-bold tabular-nums ${purchasable ? "" : "text-ink/60"}`}>
                <span className="sr-only">{label("price")}: </span>
                {formatPrice(product.priceCents, product.currency, locale)}
              </p>
              <p className="mt-1 text-sm text-ink/70">{label("vatIncluded")}</p>

              {slots.purchase ? (
                <div className="mt-6">{slots.purchase(product)}</div>
              ) : (
                <ActingPart
                  island="product-purchase"
                  load="personal"
                  props={{ product: purchaseProduct(product) }}
                  component={ProductPurchase}
                />
              )}

              <div className="mt-8">{slots.engagement(product)}</div>
              {slots.share && <div className="mt-8">{slots.share(product)}</div>}
            </div>
          </div>
        </div>
      </div>
      {bands.map((band, index) => band(index % 2 === 0 ? "white" : "paper"))}
      <ReviewsSection product={product} />
      <ReaderReviewsSection product={product} tone={ratingsTone} interactive={!slots.purchase} />
      {afterReviews.map((band) => band(ratingsTone === "paper" ? "white" : "paper"))}
    </article>
  );
}
