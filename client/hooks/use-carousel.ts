import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the visitor asked the system for less motion (live: follows a change of setting). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * State of a looping carousel: the current position, moves that wrap both ways, and an
 * automatic advance every `delay` ms that holds while the pointer is over it or focus is inside
 * it, stops when the visitor pauses it, and never starts under reduced motion unless the
 * visitor presses play.
 */
export function useCarousel({ count, delay }: { count: number; delay: number }) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = playChoice ?? !reducedMotion;
  const held = hovered || focused;

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  // A fresh full delay after every move, whether automatic or chosen.
  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setTimeout(next, delay);
    return () => window.clearTimeout(timer);
  }, [index, playing, held, count, delay, next]);

  return {
    index,
    go,
    next,
    previous,
    playing,
    /** Auto-advance is running right now (playing and not held by hover or focus). */
    rotating: playing && !held,
    togglePlaying: () => setPlayChoice(!playing),
    /** Spread on the carousel's root element. */
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
