/**
 * When the construction notice appears. Pure, so the rules are tested
 * without a browser; the host reads and writes the visit memory around it.
 */

/** Browser storage keys of the visit memory; hasNavigated lives in sessionStorage (one tab's visit). */
export const NOTICE_KEYS = {
  lastVisit: "lastVisit",
  hasSeen: "hasSeenConstructionNotification",
  lastShown: "lastNotificationShown",
  hasNavigated: "hasNavigated",
} as const;

const HOUR = 60 * 60 * 1000;
export const NOTICE_TIMING = {
  /** A returning visitor counts as "back after a while" after this long away. */
  returningAfterMs: 7 * 24 * HOUR,
  /** A notice shown longer ago than this may be shown again. */
  reshowAfterMs: 24 * HOUR,
  firstVisitDelayMs: 30_000,
  returningDelayMs: 2_000,
  reshowDelayMs: 1_000,
} as const;

export interface VisitMemory {
  lastVisit: number | null;
  hasSeen: boolean;
  lastShown: number | null;
}

/**
 * Milliseconds until the notice shows on this page load, or null for no notice:
 * (c) a notice shown more than 24 h ago → 1 s; otherwise, never dismissed and
 * (a) first visit ever → 30 s, or (b) last visit more than 7 days ago → 2 s.
 */
export function noticeDelay(memory: VisitMemory, now: number): number | null {
  if (memory.lastShown !== null && now - memory.lastShown > NOTICE_TIMING.reshowAfterMs)
    return NOTICE_TIMING.reshowDelayMs;
  if (memory.hasSeen) return null;
  if (memory.lastVisit === null) return NOTICE_TIMING.firstVisitDelayMs;
  if (now - memory.lastVisit > NOTICE_TIMING.returningAfterMs) return NOTICE_TIMING.returningDelayMs;
  return null;
}

/** Reads the visit memory; storage that is unavailable (privacy modes) reads as a first visit. */
export function readVisitMemory(storage: Storage | null): VisitMemory {
  const number = (key: string) => {
    const value = Number(storage?.getItem(key) ?? Number.NaN);
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return {
    lastVisit: number(NOTICE_KEYS.lastVisit),
    hasSeen: storage?.getItem(NOTICE_KEYS.hasSeen) === "true",
    lastShown: number(NOTICE_KEYS.lastShown),
  };
}

export function safeStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

export function remember(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // full or blocked storage: the notice just may show again
  }
}
