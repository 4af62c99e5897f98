/**
 * A carousel the server drew whole, driven by plain script (docs/decisions/073-plain-script-behaviours.md):
 * the WAI-ARIA carousel pattern over the server's markup. It advances every `data-carousel` ms,
 * wrapping both ways, with a fresh full wait after every move; hover or focus inside holds it;
 * the pause control stops it; under reduced motion it starts paused until the visitor presses play.
 *
 * The markup it reads (client/features/home/components/carousel-controls.tsx draws it):
 * - the root: `data-carousel` (the delay), `data-carousel-mode` (`fade`: one item at a time;
 *   `run`: items in order from the current one, as many as the width's styles show);
 * - `data-carousel-live`: the region announced when the visitor moves it;
 * - `data-carousel-item` on each item; `data-carousel-step="previous|next"`, `data-carousel-go="i"`
 *   and `data-carousel-toggle` (with `data-label-play` and `data-label-pause`) on the controls.
 * It writes `data-index` and `data-playing` on the root and the items' state; the styles read them.
 */

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function startCarousel(root: HTMLElement): void {
  const delay = Number(root.dataset.carousel);
  const fade = root.dataset.carouselMode !== "run";
  const live = root.querySelector<HTMLElement>("[data-carousel-live]");
  const items = [...root.querySelectorAll<HTMLElement>("[data-carousel-item]")];
  const dots = [...root.querySelectorAll<HTMLElement>("[data-carousel-go]")];
  const toggles = [...root.querySelectorAll<HTMLElement>("[data-carousel-toggle]")];
  const count = items.length;
  const motion = window.matchMedia(REDUCED_MOTION);

  let index = 0;
  let playChoice: boolean | null = null;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;
  let scheduledFor = "";

  const playing = () => playChoice ?? !motion.matches;

  const draw = () => {
    const rotating = playing() && !hovered && !focused;
    root.dataset.index = String(index);
    root.dataset.playing = String(playing());
    live?.setAttribute("aria-live", rotating ? "off" : "polite");
    items.forEach((item, i) => {
      if (fade) {
        const active = i === index;
        item.dataset.active = String(active);
        item.setAttribute("aria-hidden", String(!active));
        item.inert = !active;
      } else {
        item.dataset.position = String((i - index + count) % count);
      }
    });
    // In a run, reading order follows what the eye sees: the current item first. The items are
    // turned round by moving as few as the move takes (one for a step), so a live region
    // announces the quote that came into view, not every quote shown.
    if (!fade && live) {
      const shift = [...live.children].indexOf(items[index]!);
      if (shift > 0 && shift <= count / 2) for (let k = 0; k < shift; k++) live.append(live.firstElementChild!);
      else if (shift > 0) for (let k = shift; k < count; k++) live.prepend(live.lastElementChild!);
    }
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    for (const toggle of toggles) {
      const label = playing() ? toggle.dataset.labelPause : toggle.dataset.labelPlay;
      if (label) toggle.setAttribute("aria-label", label);
    }
    // A fresh full wait whenever the position, the play state or the hold changes, as the
    // visitor sees it: not on changes that leave all three as they were.
    const state = `${index}:${rotating}`;
    if (state === scheduledFor) return;
    scheduledFor = state;
    window.clearTimeout(timer);
    if (rotating && count > 1) timer = window.setTimeout(() => go(index + 1), delay);
  };

  const go = (to: number) => {
    index = ((to % count) + count) % count;
    draw();
  };

  root.addEventListener("click", (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>("button") : null;
    if (!control || !root.contains(control)) return;
    if (control.dataset.carouselStep) go(index + (control.dataset.carouselStep === "previous" ? -1 : 1));
    else if (control.dataset.carouselGo !== undefined) go(Number(control.dataset.carouselGo));
    else if (control.hasAttribute("data-carousel-toggle")) {
      playChoice = !playing();
      draw();
    }
  });
  root.addEventListener("mouseenter", () => {
    hovered = true;
    draw();
  });
  root.addEventListener("mouseleave", () => {
    hovered = false;
    draw();
  });
  root.addEventListener("focusin", () => {
    focused = true;
    draw();
  });
  root.addEventListener("focusout", (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    draw();
  });
  // A slide's video plays unless the visitor asked for less motion (the server can't know).
  const videos = () =>
    root.querySelectorAll<HTMLVideoElement>("video[data-autoplay]").forEach((video) => {
      if (motion.matches) video.pause();
      else void video.play().catch(() => undefined);
    });
  // Follows a change of the system's setting until the visitor has chosen.
  motion.addEventListener("change", () => {
    videos();
    draw();
  });
  videos();
  // Already under the pointer, or focused, when the script arrives.
  hovered = root.matches(":hover");
  focused = root.matches(":focus-within");
  draw();
}
