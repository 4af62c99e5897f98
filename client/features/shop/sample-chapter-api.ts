import type { Locale } from "#worker/contract/locales";

/** Where the Worker puts the sample chapter it draws the chapter's page with (server-data.ts). */
export function chapterDataKey(locale: Locale, slug: string): string {
  return `shop-chapter:${locale}:${slug}`;
}
