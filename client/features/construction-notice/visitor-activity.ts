import { splitLocale } from "#worker/contract/locales";
import { matchPage, type PageId } from "#worker/contract/pages";

/**
 * When the construction notice may interrupt. The spec's schedule says when it is due; these
 * rules keep it from taking a visitor's focus mid-task: it waits until they are idle outside any
 * form, and never opens on the pages where a task is the point of the visit.
 */

/** Pages where the notice never opens: writing to me, signing in, buying, the account area. */
const TASK_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  "contact",
  "cart",
  "orderSuccess",
  "claim",
  "auth",
  "authConfirm",
  "newsletterConfirm",
  "newsletterUnsubscribe",
  "accountProfile",
  "accountOrders",
  "accountWishlist",
  "accountComments",
  "accountLikes",
]);

/** Whether `pathname` (with or without a language prefix) is a page the notice stays off. */
export function isTaskPage(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  // The operator's studio: the notice is for visitors.
  if (path === "/studio" || path.startsWith("/studio/")) return true;
  const id = matchPage(path)?.page.id;
  return id !== undefined && TASK_PAGES.has(id);
}

/** How long the visitor must have done nothing (no key, press or typing) before it opens. */
export const IDLE_BEFORE_NOTICE_MS = 3_000;

const FIELD = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";
/** Fields whose value is something typed (not a choice from a list). */
const TEXT_FIELD =
  "textarea, input:not([type]), input[type=text], input[type=email], input[type=search], input[type=tel], input[type=url], input[type=number], input[type=password]";

/**
 * Whether the visitor is in a field, or a field holds text. React keeps a field's value
 * attribute in step with what is typed, so typed text can't be told from a prefilled value: a
 * field that isn't empty counts as unsent typing (at worst the notice waits on that page).
 * A form that was sent clears its fields; one that closed is no longer in the document.
 */
export function visitorIsFillingIn(doc: Document): boolean {
  if (doc.activeElement?.matches(FIELD)) return true;
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELD))
    if (!field.disabled && field.value.trim() !== "") return true;
  return false;
}

/** Whether the notice may open now: not on a task page, not mid-form, and the visitor idle for a moment. */
export function visitorIsFree(doc: Document, pathname: string, idleMs: number): boolean {
  return !isTaskPage(pathname) && !visitorIsFillingIn(doc) && idleMs >= IDLE_BEFORE_NOTICE_MS;
}
