import { splitLocale } from "#worker/contract/locales";
import { isDocumentPage, matchPage } from "#worker/contract/pages";
import { carryToastOnScreen } from "./carried-toast";

/** Whether an address of this site is a document's (decision 072): reaching it loads a page. */
export function isDocumentAddress(url: URL): boolean {
  if (url.origin !== window.location.origin) return false;
  return isDocumentPage(matchPage(splitLocale(url.pathname).path)?.page.id ?? "notFound");
}

/**
 * Loads another page as a new document. A success toast still on screen goes along when that
 * page is a document, whose frame shows it ("Welcome back!" as sign-in goes home); an app page
 * shows its own.
 */
export function loadAddress(url: URL, replace = false): void {
  if (isDocumentAddress(url)) carryToastOnScreen();
  if (replace) window.location.replace(url.href);
  else window.location.assign(url.href);
}
