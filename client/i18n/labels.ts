import { use } from "react";
import { labelsIn, type LabelTable, type Labels, type PluralTable } from "./label-table";
import { useI18n } from "./i18n-context";
import type { FeatureTranslate, LazyStrings } from "./lazy-strings";

export type { LabelTable, Labels, PluralTable };

function isLazy(source: object): source is LazyStrings<object> {
  return "preload" in source && typeof source.preload === "function";
}

/**
 * The one way a feature reads its words in the visitor's language. Given a label table (and
 * its plural table), the words ship with the feature in every language, as they are short;
 * given lazily loaded strings (see lazy-strings.ts), only the visitor's language is fetched,
 * and the component suspends until it is here.
 */
export function useLabels<D extends object>(strings: LazyStrings<D>): FeatureTranslate<LazyKey<D>>;
export function useLabels<T extends LabelTable, P extends PluralTable = Record<never, never>>(
  table: T,
  plurals?: P,
): Labels<T, P>;
export function useLabels(source: object, plurals?: PluralTable): unknown {
  const { locale } = useI18n();
  if (isLazy(source)) {
    // Always through `use`, even when loaded: React must see the same hooks on a replayed
    // render as on the first (it returns at once for a fulfilled promise).
    use(source.preload(locale) as Promise<void>);
    return source.translatorFor(locale);
  }
  return labelsIn(source as LabelTable, plurals, locale);
}

type LazyKey<D extends object> = Parameters<ReturnType<LazyStrings<D>["translatorFor"]>>[0];
