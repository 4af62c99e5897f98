/*
 * A toast that belongs to the next page (the construction notice's CONTACT ME says so on the
 * contact page; "Welcome back!" as sign-in goes home): kept for this tab's visit until that
 * page's frame shows it. A document is a new page load, so the toast can't simply wait in
 * memory. No React here: the frame reads it.
 */
const CARRIED_TOAST_KEY = "la-bodega:carried-toast";
/** A toast carried longer ago than this (the next page never came) is left behind. */
const CARRIED_FOR_MS = 30_000;

export interface CarriedToast {
  title: string;
  text: string;
}

/** The success toast this page last showed, until it leaves the screen. */
let onScreen: { toast: CarriedToast; until: number } | null = null;

export function carryToast(toast: CarriedToast): void {
  onScreen = null;
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify({ ...toast, at: Date.now() }));
  } catch {
    // Storage blocked: the page still opens, without the toast.
  }
}

/** Notes a success toast shown on this page for `duration` ms (toast.tsx). */
export function noteShownToast(toast: CarriedToast, duration: number): void {
  onScreen = { toast, until: Date.now() + duration };
}

/** The visitor closed the toast: it no longer goes along. */
export function forgetShownToast(toast: CarriedToast): void {
  if (onScreen?.toast.title === toast.title && onScreen.toast.text === toast.text) onScreen = null;
}

/**
 * Moving on to a document (a new page load) while a success toast is still on screen ("Welcome
 * back!" as sign-in goes home): the toast goes along, so what the visitor did is still confirmed.
 * A toast the page already gave the next one (the construction notice's) stays the one carried.
 */
export function carryToastOnScreen(): void {
  const toast = onScreen && Date.now() < onScreen.until ? onScreen.toast : null;
  onScreen = null;
  try {
    if (toast && sessionStorage.getItem(CARRIED_TOAST_KEY) === null) carryToast(toast);
  } catch {
    // Storage blocked: nothing is carried.
  }
}

/** The toast carried to this page, if any (and it is no longer carried). */
export function takeCarriedToast(): CarriedToast | null {
  try {
    const raw = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    const toast = raw ? (JSON.parse(raw) as Partial<CarriedToast & { at: number }>) : null;
    return toast &&
      typeof toast.title === "string" &&
      typeof toast.text === "string" &&
      typeof toast.at === "number" &&
      Date.now() - toast.at < CARRIED_FOR_MS
      ? { title: toast.title, text: toast.text }
      : null;
  } catch {
    return null;
  }
}
