import { PAGE_INTROS } from "#content/page-intros";
import { localized } from "#worker/contract/localized";
import type { Page } from "#worker/contract/pages";
import { useI18n } from "../i18n/i18n-context";

/** A page's heading and introduction in the visitor's language (content/page-intros.ts). */
export function usePageIntro(pageId: Page["id"]): { heading: string; intro: string } {
  const { locale } = useI18n();
  const text = PAGE_INTROS[pageId];
  return { heading: localized(text.heading, locale), intro: localized(text.intro, locale) };
}
