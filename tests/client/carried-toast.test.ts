import { afterEach, describe, expect, it, vi } from "vitest";
import {
  carryToast,
  carryToastOnScreen,
  forgetShownToast,
  noteShownToast,
  takeCarriedToast,
} from "#client/lib/carried-toast";

/**
 * A success toast still on screen goes along to the next document (a new page load); one the
 * page meant for the next page stays the one carried; a closed or stale one does not travel.
 */
describe("a toast carried to the next page", () => {
  const welcome = { title: "Welcome back!", text: "You are signed in." };
  const notice = { title: "Let's connect!", text: "Tell me about your project." };

  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
    carryToastOnScreen(); // forgets what the test left on screen
    sessionStorage.clear();
  });

  it("takes the toast on screen along, once", () => {
    noteShownToast(welcome, 4000);
    carryToastOnScreen();
    expect(takeCarriedToast()).toEqual(welcome);
    expect(takeCarriedToast()).toBeNull();
  });

  it("leaves a toast that has left the screen, or that the visitor closed", () => {
    vi.useFakeTimers();
    noteShownToast(welcome, 4000);
    vi.advanceTimersByTime(4001);
    carryToastOnScreen();
    expect(takeCarriedToast()).toBeNull();

    noteShownToast(welcome, 4000);
    forgetShownToast(welcome);
    carryToastOnScreen();
    expect(takeCarriedToast()).toBeNull();
  });

  it("keeps the toast a page gave the next one, rather than the one on screen", () => {
    carryToast(notice);
    noteShownToast(welcome, 4000);
    carryToastOnScreen();
    expect(takeCarriedToast()).toEqual(notice);
  });

  it("drops a toast whose next page never came", () => {
    vi.useFakeTimers();
    carryToast(notice);
    vi.advanceTimersByTime(31_000);
    expect(takeCarriedToast()).toBeNull();
  });
});
