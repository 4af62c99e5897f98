import type { Locale } from "./locales";

/**
 * Where the build keeps a page's prerendered opening (the HTML React's first render makes,
 * written by the `prerenderOpenings` step of vite.config.ts): one fragment per language and
 * canonical path. The Worker puts it inside #root so the page paints before its JavaScript runs.
 */
export const OPENINGS_DIR = "/_openings";

export function openingFile(locale: Locale, canonicalPath: string): string {
  return `${OPENINGS_DIR}/${locale}${canonicalPath === "/" ? "/index" : canonicalPath}.html`;
}

/**
 * Where the build keeps the stylesheet rules an opening draws with (decision 030): beside the
 * opening, `.css` for `.html`. The Worker inlines these instead of the whole stylesheet.
 */
export function openingStylesPath(openingPath: string): string {
  return openingPath.replace(/\.html$/, ".css");
}
