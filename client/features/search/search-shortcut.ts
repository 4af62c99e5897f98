/** Whether a key press is typing: `/` there is a character, not the shortcut. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * Whether a key press asks for the site search: `/`, Ctrl+K or ⌘K, outside a field and when no
 * other modal (a form, the notice) has the keyboard. Plain script: a document's frame reads it
 * before the search's code is here.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
  const k = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey;
  return (slash || k) && !event.defaultPrevented && !document.querySelector("dialog[open]");
}

/** Window event that opens the site search on a document (its island listens). */
export const OPEN_SITE_SEARCH_EVENT = "openSiteSearch";
