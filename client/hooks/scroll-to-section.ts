import { revealAll } from "../components/ui/progressive";

/** How long a page may take to put the section on screen (lazy chunks, progressive sections). */
const WAIT_MS = 5000;

/**
 * Goes to the element `id` once it exists, rendering every progressive section first (the
 * target may be one of them). Returns a stop for a page left before then.
 */
export function scrollToSection(id: string): () => void {
  revealAll();
  const go = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView();
    return true;
  };
  if (go()) return () => undefined;
  const observer = new MutationObserver(() => go() && stop());
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
