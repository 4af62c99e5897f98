import { NOTICE_KEYS, noticeDelay, readVisitMemory, remember, safeStorage } from "./notice-schedule";

/** How often a due notice looks again whether the visitor is free. */
const RECHECK_MS = 1_000;
const ACTIVITY = ["keydown", "pointerdown", "input"] as const;

/**
 * Decides once per page load whether and when the construction notice is due (the spec's
 * schedule), records the visit, and calls `show` once it is due and the visitor is free: not
 * on a page where a task is the point (contact, sign-in, cart, account), not in a field, no
 * typed text waiting in a form, and idle for a moment (visitor-activity.ts, loaded when due);
 * and only while the author has it switched on in the studio (notice-switch.ts, asked when due).
 * Plain script: the app's host and a document's frame both run it. Returns its stop.
 */
export function scheduleConstructionNotice(show: () => void): () => void {
  const local = safeStorage("localStorage");
  const now = Date.now();
  const delay = noticeDelay(readVisitMemory(local), now);
  remember(local, NOTICE_KEYS.lastVisit, String(now));
  if (delay === null) return () => undefined;
  // Loading the page is not activity: a visitor who has done nothing is idle from the start.
  let lastActive = Number.NEGATIVE_INFINITY;
  const active = () => {
    lastActive = Date.now();
  };
  for (const type of ACTIVITY) document.addEventListener(type, active, { capture: true, passive: true });
  let timer = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    for (const type of ACTIVITY) document.removeEventListener(type, active, { capture: true });
  };
  // Whether the author has it switched on, asked once, when it is first due.
  let switchedOn: Promise<boolean> | null = null;
  const whenFree = async () => {
    // If the rules can't load (offline), the notice just doesn't show.
    switchedOn ??= import("./notice-switch").then((m) => m.noticeSwitchedOn()).catch(() => false);
    const [rules, on] = await Promise.all([import("./visitor-activity").catch(() => null), switchedOn]);
    if (stopped) return;
    if (!rules || !on) return stop();
    if (!rules.visitorIsFree(document, window.location.pathname, Date.now() - lastActive)) {
      timer = window.setTimeout(whenFree, RECHECK_MS);
      return;
    }
    remember(local, NOTICE_KEYS.lastShown, String(Date.now()));
    stop();
    show();
  };
  timer = window.setTimeout(whenFree, delay);
  return stop;
}

/** Closing the notice: it is not shown again unless its schedule says so. */
export function rememberNoticeSeen(): void {
  remember(safeStorage("localStorage"), NOTICE_KEYS.hasSeen, "true");
}

/** The session flag: the visitor has moved on from the page they landed on. */
export function rememberVisitorNavigated(): void {
  remember(safeStorage("sessionStorage"), NOTICE_KEYS.hasNavigated, "true");
}
