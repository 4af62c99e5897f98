import type { Locale } from "./locales";
import { productPath, type ProductSummary } from "./shop-fields";

/*
 * What a visitor can try before buying (decision 051): the addresses of a product's listening
 * samples and of its sample chapter. Kept out of shop-fields.ts, which the shell's first load
 * carries: only the product page and the sample chapter's page need these.
 */

/** One listening sample, streamed with byte ranges; an id is never reused, so it caches for good. */
export const audioSampleUrl = (slug: string, sampleId: string) =>
  `/api/shop/products/${encodeURIComponent(slug)}/samples/${encodeURIComponent(sampleId)}`;

/** The sample chapter's page (unprefixed): /la-bodega/:category/:slug/sample. */
export const sampleChapterPath = (product: Pick<ProductSummary, "category" | "slug">) =>
  `${productPath(product)}/sample`;

/** The sample chapter's HTML, in `locale` when it exists in it. */
export const sampleChapterApi = (slug: string, locale: Locale) =>
  `/api/shop/products/${encodeURIComponent(slug)}/chapter?locale=${locale}`;

/** A sample chapter as its page shows it: sanitized HTML (headings, paragraphs, emphasis). */
export interface SampleChapter {
  /** The language the chapter is in (the one asked when there is one in it). */
  locale: Locale;
  title: string;
  html: string;
  /** Every language the chapter can be read in. */
  locales: Locale[];
}

const SAMPLE_CHAPTER_TITLE: Record<Locale, string> = {
  en: "Sample chapter: {title}",
  es: "Capítulo de muestra: {title}",
  ca: "Capítol de mostra: {title}",
};

/** The sample chapter page's title, the same in the Worker's head and after a navigation. */
export const sampleChapterTitle = (title: string, locale: Locale) =>
  SAMPLE_CHAPTER_TITLE[locale].replace("{title}", title);
