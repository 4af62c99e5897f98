import type { Locale } from "#worker/contract/locales";
import type { Leaves, Widen } from "./dictionaries/en";
import { addStrings, translateFeatureKey, translatePluralKey, type TranslateParams } from "./i18n";

type Loaders<D> = { en: () => Promise<D> } & Record<Exclude<Locale, "en">, () => Promise<object>>;
type PluralBase<K> = K extends `${infer Base}.other` ? Base : never;

export interface FeatureTranslate<K extends string> {
  (key: K, params?: TranslateParams): string;
  /** Plural-aware: picks `one`/`other`… for `count` by the language's rules. */
  plural(key: PluralBase<K>, count: number, params?: TranslateParams): string;
  /** For keys built at run time (an error code…): the string, or null when there is none. */
  optional(key: string, params?: TranslateParams): string | null;
}

type Tracked = Promise<void> & { status?: "fulfilled"; value?: void };

/**
 * Strings of a feature that most visitors never open (accounts, comments…), kept out of the
 * main dictionary so they don't weigh on every first load. Each dictionary holds one top-level
 * namespace; it is fetched with the feature, in the visitor's language only (each table is
 * complete, a test holds it), and merged into the shared translator. `useLabels` suspends until the visitor's language is in.
 */
export function lazyStrings<D extends object>(loaders: Loaders<D>) {
  const loading = new Map<Locale, Tracked>();

  function ensure(locale: Locale): Tracked {
    let promise = loading.get(locale);
    if (!promise) {
      promise = loaders[locale]().then((table) => addStrings(locale, table)) as Tracked;
      // React's `use` reads `status`, so a language that is already here never suspends again.
      promise.then(() => void (promise!.status = "fulfilled"));
      loading.set(locale, promise);
    }
    return promise;
  }

  type Key = Leaves<Widen<D>>;
  // One translator per language, so components can list it in effect dependencies.
  const translators = new Map<Locale, FeatureTranslate<Key>>();
  function translatorFor(locale: Locale): FeatureTranslate<Key> {
    let t = translators.get(locale);
    if (t) return t;
    t = ((key: Key, params?: TranslateParams) => translateFeatureKey(locale, key, params)) as FeatureTranslate<Key>;
    t.plural = (key, count, params) => translatePluralKey(locale, key, count, params);
    t.optional = (key, params) => {
      const found = translateFeatureKey(locale, key, params);
      return found === key ? null : found;
    };
    translators.set(locale, t);
    return t;
  }

  return { preload: ensure, translatorFor };
}

/** Strings made by `lazyStrings`; components read them with `useLabels` (labels.ts). */
export type LazyStrings<D extends object> = ReturnType<typeof lazyStrings<D>>;
