/**
 * The frame's rules that both of its drivers follow: the app's React frame (header.tsx,
 * nav-dropdown.tsx, floating-contact.tsx) and a document's plain script (client/document/frame.ts).
 * No React here, so the document's script carries only this.
 */

/** The header leaves its transparent state once the page has scrolled 50 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

/** Dropdowns close 200 ms after the pointer leaves, not at once. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/**
 * Tells `onChange` whether a phone reader is reading down the page (the floating contact steps
 * aside then, and comes back when they scroll up or reach the top). Returns its stop.
 */
export function watchReadingDown(onChange: (readingDown: boolean) => void): () => void {
  let last = window.scrollY;
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const y = window.scrollY;
      // A few pixels of jitter (a bounce, the address bar) is not a change of direction.
      if (Math.abs(y - last) < 8) return;
      onChange(y > last && y > 120);
      last = y;
    });
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.removeEventListener("scroll", onScroll);
    cancelAnimationFrame(frame);
  };
}
