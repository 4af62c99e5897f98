/*
 * A toast that belongs to the next page (the construction notice's CONTACT ME says so on the
 * contact page): kept for this tab's visit until that page's frame shows it. A document is a
 * new page load, so the toast can't simply wait in memory. No React here: the frame reads it.
 */
const CARRIED_TOAST_KEY = "la-bodega:carried-toast";

export interface CarriedToast {
  title: string;
  text: string;
}

export function carryToast(toast: CarriedToast): void {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage blocked: the page still opens, without the toast.
  }
}

/** The success toast this page last showed, until it leaves the screen. */
let onScreen: { toast: CarriedToast; until: number } | null = null;

/** Notes a success toast shown on this page for `duration` ms (toast.tsx). */
export function noteShownToast(toast: CarriedToast, duration: number): void {
  onScreen = { toast, until: Date.now() + duration };
}

/**
 * Moving on to a document (a new page load) while a success toast is still on screen ("Welcome
 * back!" as sign-in goes home): the toast goes along, so what the visitor did is still confirmed.
 */
export function carryToastOnScreen(): void {
  if (onScreen && Date.now() < onScreen.until) carryToast(onScreen.toast);
  onScreen = null;
}

/** The toast carried to this page, if any (and it is no longer carried). */
export function takeCarriedToast(): CarriedToast | null {
  try {
    const raw = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    const toast = raw ? (JSON.parse(raw) as Partial<CarriedToast>) : null;
    return toast && typeof toast.title === "string" && typeof toast.text === "string"
      ? { title: toast.title, text: toast.text }
      : null;
  } catch {
    return null;
  }
}
