/**
 * Build-time entry (never shipped to browsers): the list of pages to prerender and the
 * renderer, for the `prerenderOpenings` step of vite.config.ts (docs/decisions/012-prerendered-openings.md).
 */
import { LOCALES, localizePath } from "#worker/contract/locales";
import { publicPages } from "#content/public-pages";
import { NOT_FOUND_ADDRESS, notFoundOpeningFile, openingFile } from "#worker/contract/openings";

export { renderOpening } from "./render-page";

/** Every public page in every language, and the not-found page's, with the file its opening goes to. */
export function openingsToRender(now = new Date()): { address: string; file: string }[] {
  return [
    ...publicPages(now).flatMap(({ path }) =>
      LOCALES.map((locale) => ({ address: localizePath(path, locale), file: openingFile(locale, path) })),
    ),
    ...LOCALES.map((locale) => ({
      address: localizePath(NOT_FOUND_ADDRESS, locale),
      file: notFoundOpeningFile(locale),
    })),
  ];
}
