import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "#worker/contract/locales";
import { translate, translatePlural, type Translate, type TranslatePlural } from "./i18n";

interface I18nValue {
  locale: Locale;
  t: Translate;
  /** Plural-aware translation: `tn("topBar.cartCount", 3)`. */
  tn: TranslatePlural;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo<I18nValue>(
    () => ({
      locale,
      t: (key, params) => translate(locale, key, params),
      tn: (key, count, params) => translatePlural(locale, key, count, params),
    }),
    [locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used within an I18nProvider");
  return value;
}
