import type { Locale } from "#worker/contract/locales";
import { localized, type Localized } from "#worker/contract/localized";
import { pluralLabel, type PluralForms } from "../lib/plural-label";

/** Fills a label's `{name}` placeholders; an unknown name is left as written. */
export function fillLabel(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

type Values = Readonly<Record<string, string | number>>;

/** A feature's labels, each written in every language side by side; placeholders are `{name}`. */
export type LabelTable = Readonly<Record<string, Localized>>;
/** A feature's plural labels: `one`/`other` forms per language; `{{count}}` is the number. */
export type PluralTable = Readonly<Record<string, Localized<PluralForms>>>;

/** A feature's labels in one language: `label("key", { name })`, `label.plural("key", 3)`. */
export interface Labels<T extends LabelTable, P extends PluralTable> {
  (key: keyof T & string, values?: Values): string;
  /** The form for `count`, with `{name}` placeholders filled from `values` as `label` does. */
  plural(key: keyof P & string, count: number, values?: Values): string;
  locale: Locale;
}

const NO_PLURALS: PluralTable = {};
const made = new WeakMap<object, WeakMap<object, Map<Locale, Labels<LabelTable, PluralTable>>>>();

/**
 * A feature's labels in `locale`, for code that runs outside a component (a toast from a
 * callback). One object per table and language, so components can list it in dependencies.
 */
export function labelsIn<T extends LabelTable, P extends PluralTable = Record<never, never>>(
  table: T,
  plurals: P | undefined,
  locale: Locale,
): Labels<T, P> {
  let forTable = made.get(table);
  if (!forTable) made.set(table, (forTable = new WeakMap()));
  let forPlurals = forTable.get(plurals ?? NO_PLURALS);
  if (!forPlurals) forTable.set(plurals ?? NO_PLURALS, (forPlurals = new Map()));
  let labels = forPlurals.get(locale);
  if (!labels) {
    const label = (key: string, values?: Values) => {
      const text = localized(table[key]!, locale);
      return values ? fillLabel(text, values) : text;
    };
    labels = Object.assign(label, {
      plural: (key: string, count: number, values?: Values) => {
        const text = pluralLabel((plurals ?? NO_PLURALS)[key]!, count, locale);
        return values ? fillLabel(text, values) : text;
      },
      locale,
    });
    forPlurals.set(locale, labels);
  }
  return labels as Labels<T, P>;
}
