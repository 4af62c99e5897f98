import type { Locale } from "#worker/contract/locales";
import { SLUG_PATTERN } from "#worker/contract/shop-fields";
import type { SampleChapter } from "#worker/contract/shop-samples";
import { api } from "../../lib/api-client";
import { dataOrThrow, settle } from "../../lib/call-result";
import { useData } from "../../lib/data-cache";

const fetchChapter = async (locale: Locale, slug: string): Promise<SampleChapter | null> => {
  if (slug.length > 80 || !SLUG_PATTERN.test(slug)) return null;
  const result = await settle(() => api.shop.products[":slug"].chapter.$get({ param: { slug }, query: { locale } }));
  // No chapter (or no such book) is an answer to keep, not an error to retry.
  if (!result.ok && result.status === 404) return null;
  return dataOrThrow(result);
};

/** A book's sample chapter in `locale` (or the language it exists in); null when it has none. */
export function useSampleChapter(slug: string, locale: Locale) {
  const { data, error, isValidating, mutate } = useData<SampleChapter | null>(["shop-chapter", locale, slug], () =>
    fetchChapter(locale, slug),
  );
  return { chapter: data, error, retrying: isValidating, retry: () => void mutate() };
}
