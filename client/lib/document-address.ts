import { splitLocale } from "#worker/contract/locales";
import { isDocumentPage, matchPage } from "#worker/contract/pages";

/** Whether an address of this site is a document's (decision 072): reaching it loads a page. */
export function isDocumentAddress(url: URL): boolean {
  if (url.origin !== window.location.origin) return false;
  return isDocumentPage(matchPage(splitLocale(url.pathname).path)?.page.id ?? "notFound");
}
