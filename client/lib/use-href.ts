import { localizePath } from "#worker/contract/locales";
import { useI18n } from "../i18n/i18n-context";

/**
 * Turns an unprefixed path into a link target for wouter. Inside the /es or /ca base, "/"
 * would become "/es/"; the home page is addressed absolutely ("~/es") to keep one URL per page.
 */
export function useHref(): (path: string) => string {
  const { locale } = useI18n();
  return (path) => (path === "/" ? `~${localizePath("/", locale)}` : path);
}
