import rosetta from "rosetta";
import { DEFAULT_LOCALE, type Locale } from "#worker/contract/locales";
import type { PartialDictionary, TranslationKey } from "./dictionaries/en";
import { pluralRule } from "#worker/contract/intl-formats";

export type { TranslationKey };
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslateParams) => string;

/** Keys whose entry holds plural forms ({ one, other, … } as Intl.PluralRules names them). */
export type PluralKey = TranslationKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;
export type TranslatePlural = (key: PluralKey, count: number, params?: TranslateParams) => string;

const i18n = rosetta<PartialDictionary>({});
const loaded = new Set<Locale>();

/**
 * Each language loads on demand, English too, so a page carries only the language it shows
 * (docs/decisions/026-text-per-language.md). Spanish and Catalan are complete (a test holds
 * it), so they never need English loaded to fall back on.
 */
const loaders: Record<Locale, () => Promise<PartialDictionary>> = {
  en: () => import("./dictionaries/en").then((m) => m.en),
  es: () => import("./dictionaries/es").then((m) => m.es),
  ca: () => import("./dictionaries/ca").then((m) => m.ca),
};

export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  i18n.set(locale, await loaders[locale]());
  loaded.add(locale);
}

/** For tests: registers a dictionary without loading it. */
export function registerDictionary(locale: Locale, dictionary: PartialDictionary): void {
  i18n.set(locale, dictionary);
  loaded.add(locale);
}

/** Adds a feature's own strings (a top-level namespace) to a language, see lazy-strings.ts. */
export function addStrings(locale: Locale, table: object): void {
  i18n.set(locale, table as PartialDictionary);
}

/** `translate` for keys typed by a feature's own dictionary rather than the main one. */
export function translateFeatureKey(locale: Locale, key: string, params?: TranslateParams): string {
  return lookup(locale, key, params) || key;
}

export function isLocaleLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/**
 * Translates in `locale`; a string missing there falls back to English, and a key missing
 * everywhere shows the key so the gap is visible (the dictionary test forbids it).
 */
export function translate(locale: Locale, key: TranslationKey, params?: TranslateParams): string {
  return lookup(locale, key, params) || key;
}

/** The string in `locale`, else in English, else "". */
function lookup(locale: Locale, key: string, params?: TranslateParams): string {
  return i18n.t(key, params ?? {}, locale) || i18n.t(key, params ?? {}, DEFAULT_LOCALE);
}

/**
 * Picks the plural form for `count` by the language's rules (`one`, `few`, `many`, `other`…),
 * falling back to `other`; `{{count}}` is filled in.
 */
export function translatePlural(locale: Locale, key: PluralKey, count: number, params?: TranslateParams): string {
  return translatePluralKey(locale, key, count, params);
}

/** `translatePlural` for plural keys of a feature's own dictionary (lazy-strings.ts). */
export function translatePluralKey(locale: Locale, key: string, count: number, params?: TranslateParams): string {
  const rules = pluralRule(locale);
  const values = { count, ...params };
  return lookup(locale, `${key}.${rules.select(count)}`, values) || translateFeatureKey(locale, `${key}.other`, values);
}
