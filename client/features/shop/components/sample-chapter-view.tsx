import type { ReactNode } from "react";
import { Link } from "wouter";
import { productPath, type ProductDetail } from "#worker/contract/shop-fields";
import type { SampleChapter } from "#worker/contract/shop-samples";
import { ChevronLeftIcon } from "#client/components/ui/icons";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { ActingPart } from "#client/islands/island";
import { serverData } from "#client/lib/server-data";
import { productDataKey } from "../catalogue-api";
import { SAMPLE_LABELS } from "../samples-labels";
import { chapterDataKey } from "../sample-chapter-api";
import { ReadFailure } from "./order-parts";
import { ChapterPurchase } from "./chapter-purchase";
import { ProductCoverImage } from "./product-cover";
import { categoryMatches, languageName } from "./product-format";
import { purchaseProduct } from "./product-purchase";

const OPENING = "bg-paper pt-32 pb-20 text-ink";
const WIDTH = "mx-auto max-w-3xl px-4 sm:px-6";

/** The chapter's own typography: a book's page, readable at any width (the HTML is the Worker's, sanitized). */
const CHAPTER_TEXT = [
  "font-serif text-lg leading-relaxed text-ink/90 sm:text-xl",
  "[&_h2]:mt-2 [&_h2]:mb-8 [&_h2]:text-center [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:leading-tight",
  "[&_h3]:mt-8 [&_h3]:mb-4 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:font-bold",
  "[&_p+p]:indent-8 [&_p]:text-pretty [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-wine/40 [&_blockquote]:pl-4",
  "[&_hr]:my-10 [&_hr]:border-ink/20 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6",
].join(" ");

function BackTo({ product }: { product: Pick<ProductDetail, "category" | "slug" | "title"> }) {
  const label = useLabels(SAMPLE_LABELS);
  return (
    <Link
      href={productPath(product)}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-wine underline-offset-4 hover:text-wine-dark hover:underline"
    >
      <ChevronLeftIcon width="18" height="18" />
      {label("backToProduct", { title: product.title })}
    </Link>
  );
}

/** Buying from the chapter's page: an island, as what it says depends on the visitor's cart. */
function BuyCall({ product }: { product: ProductDetail }) {
  return (
    <ActingPart
      island="chapter-purchase"
      load="personal"
      props={{ product: { ...purchaseProduct(product), category: product.category } }}
      component={ChapterPurchase}
    />
  );
}

/**
 * /la-bodega/:category/:slug/sample, a document the Worker draws with the book and its chapter
 * read from D1 and R2: an ebook's sample chapter to read, free and without signing up, in the
 * visitor's language when it exists in it, with the book's buying actions before and after.
 * `notFound` for a product that isn't on that shelf. Without the book or its chapter (they could
 * not be read), it says so and offers the same address again.
 */
export function SampleChapterScreen({
  slug,
  category,
  notFound,
}: {
  slug: string;
  category: string | undefined;
  notFound: ReactNode;
}) {
  const { locale } = useI18n();
  const label = useLabels(SAMPLE_LABELS);
  const product = serverData<ProductDetail>(productDataKey(locale, slug));
  const chapter = serverData<SampleChapter>(chapterDataKey(locale, slug));

  if (product && !categoryMatches(product, category)) return <>{notFound}</>;
  if (product && chapter) return <SampleChapterView product={product} chapter={chapter} />;
  return (
    <section aria-labelledby="page-heading" className={OPENING}>
      <div className={WIDTH}>
        <ReadFailure heading={label("chapterError")} />
      </div>
    </section>
  );
}

function SampleChapterView({ product, chapter }: { product: ProductDetail; chapter: SampleChapter }) {
  const { locale } = useI18n();
  const label = useLabels(SAMPLE_LABELS);
  return (
    <article aria-labelledby="page-heading" className={OPENING} data-sample-chapter={product.slug}>
      <div className={WIDTH}>
        <BackTo product={product} />
        <header className="mt-8 flex items-center gap-6">
          <ProductCoverImage
            cover={product.cover}
            decorative
            className="hidden h-32 w-auto rounded shadow-lg sm:block"
          />
          <div>
            <p className="text-sm font-semibold tracking-[0.18em] text-wine uppercase">{label("chapterEyebrow")}</p>
            <h1 id="page-heading" className="mt-2 font-display text-4xl leading-tight font-bold text-balance">
              {product.title}
            </h1>
            <p className="mt-2 font-display text-xl text-ink/80 italic">{product.subtitle}</p>
          </div>
        </header>
        <div className="mt-6">
          <BuyCall product={product} />
        </div>
        {chapter.locale !== locale && (
          <p className="mt-6 rounded-xl bg-white p-4 text-ink/80 ring-1 ring-ink/10">
            {label("chapterInOther", { language: languageName(chapter.locale, locale) })}
          </p>
        )}
        <div
          lang={chapter.locale}
          className={`mt-10 rounded-2xl bg-white px-6 py-10 shadow-sm ring-1 ring-ink/10 sm:px-12 ${CHAPTER_TEXT}`}
          // Sanitized by the Worker (headings, paragraphs, emphasis, lists; no attributes).
          dangerouslySetInnerHTML={{ __html: chapter.html }}
        />
        <aside aria-labelledby="keep-reading" className="mt-10 rounded-2xl bg-ink p-8 text-white">
          <h2 id="keep-reading" className="font-display text-2xl font-bold">
            {product.title}
          </h2>
          <p className="mt-3 text-lg text-white/85">{label("chapterEnd")}</p>
          <div className="mt-6">
            <BuyCall product={product} />
          </div>
        </aside>
      </div>
    </article>
  );
}
