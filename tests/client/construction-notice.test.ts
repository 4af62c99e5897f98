import { describe, expect, it } from "vitest";
import {
  NOTICE_KEYS,
  NOTICE_TIMING,
  noticeDelay,
  readVisitMemory,
} from "#client/features/construction-notice/notice-schedule";
import {
  IDLE_BEFORE_NOTICE_MS,
  isTaskPage,
  visitorIsFillingIn,
  visitorIsFree,
} from "#client/features/construction-notice/visitor-activity";

const NOW = Date.UTC(2026, 10, 21, 12);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("construction notice schedule", () => {
  it("(a) a first visit ever, never dismissed: after 30 s", () => {
    expect(noticeDelay({ lastVisit: null, hasSeen: false, lastShown: null }, NOW)).toBe(30_000);
  });

  it("(b) a returning visitor who never dismissed it and was away more than 7 days: after 2 s", () => {
    expect(noticeDelay({ lastVisit: NOW - 7 * DAY - 1, hasSeen: false, lastShown: null }, NOW)).toBe(2_000);
    // Exactly 7 days, or less, is not "more than 7 days".
    expect(noticeDelay({ lastVisit: NOW - 7 * DAY, hasSeen: false, lastShown: null }, NOW)).toBeNull();
    expect(noticeDelay({ lastVisit: NOW - HOUR, hasSeen: false, lastShown: null }, NOW)).toBeNull();
  });

  it("(c) a notice shown more than 24 h ago: after 1 s, even when it was dismissed", () => {
    expect(noticeDelay({ lastVisit: NOW - HOUR, hasSeen: true, lastShown: NOW - DAY - 1 }, NOW)).toBe(1_000);
    expect(noticeDelay({ lastVisit: null, hasSeen: false, lastShown: NOW - 2 * DAY }, NOW)).toBe(1_000);
  });

  it("nothing for a visitor who dismissed it, or saw it within 24 h", () => {
    expect(noticeDelay({ lastVisit: null, hasSeen: true, lastShown: null }, NOW)).toBeNull();
    expect(noticeDelay({ lastVisit: NOW - 30 * DAY, hasSeen: true, lastShown: NOW - DAY }, NOW)).toBeNull();
    expect(noticeDelay({ lastVisit: NOW - 30 * DAY, hasSeen: false, lastShown: NOW - HOUR }, NOW)).toBe(2_000);
  });

  it("uses the spec's constants and storage keys", () => {
    expect(NOTICE_TIMING).toMatchObject({
      returningAfterMs: 7 * DAY,
      reshowAfterMs: DAY,
      firstVisitDelayMs: 30_000,
      returningDelayMs: 2_000,
      reshowDelayMs: 1_000,
    });
    expect(Object.values(NOTICE_KEYS)).toEqual([
      "lastVisit",
      "hasSeenConstructionNotification",
      "lastNotificationShown",
      "hasNavigated",
    ]);
  });

  it("reads the visit memory, treating junk and missing storage as a first visit", () => {
    const store = new Map<string, string>([
      ["lastVisit", String(NOW - DAY)],
      ["hasSeenConstructionNotification", "true"],
      ["lastNotificationShown", "not a time"],
    ]);
    const storage = { getItem: (key: string) => store.get(key) ?? null } as Storage;
    expect(readVisitMemory(storage)).toEqual({ lastVisit: NOW - DAY, hasSeen: true, lastShown: null });
    expect(readVisitMemory(null)).toEqual({ lastVisit: null, hasSeen: false, lastShown: null });
  });
});

describe("when a due notice may open", () => {
  it("never on a page where a task is the point: contact, sign-in, cart, account, studio; in every language", () => {
    for (const path of [
      "/contact",
      "/es/contact",
      "/ca/contact",
      "/auth",
      "/cart",
      "/order-success",
      "/account/orders",
      "/ca/account",
      "/studio",
      "/es/studio/orders",
    ])
      expect(isTaskPage(path), path).toBe(true);
    for (const path of [
      "/",
      "/es",
      "/books",
      "/ca/la-bodega",
      "/la-bodega/ebooks/mortal-vengeance-1-ebook",
      "/news/x",
      "/this-page-does-not-exist",
      "/studios",
    ])
      expect(isTaskPage(path), path).toBe(false);
  });

  function formWith(html: string) {
    document.body.innerHTML = `<form>${html}</form><button id="outside">Outside</button>`;
    return document.querySelector("form")!;
  }

  it("not while a field has focus, nor while a field holds text; an emptied or sent form frees the visitor", () => {
    const form = formWith(
      '<input name="email" type="email"><textarea name="message"></textarea><input type="checkbox" checked>',
    );
    const [email, message] = [form.querySelector("input")!, form.querySelector("textarea")!];
    const outside = document.getElementById("outside")!;
    expect(visitorIsFillingIn(document)).toBe(false);
    email.focus();
    expect(visitorIsFillingIn(document)).toBe(true);
    email.value = "reader@example";
    outside.focus();
    // Out of the field, but what was typed is still waiting to be sent.
    expect(visitorIsFillingIn(document)).toBe(true);
    email.value = "   ";
    expect(visitorIsFillingIn(document)).toBe(false);
    message.value = "Hello";
    expect(visitorIsFillingIn(document)).toBe(true);
    // A form that goes away takes its typing with it (a closed page or dialog).
    form.remove();
    expect(visitorIsFillingIn(document)).toBe(false);
  });

  it("opens only off task pages, out of forms, and after a moment of idleness", () => {
    formWith('<input name="q">');
    expect(visitorIsFree(document, "/books", IDLE_BEFORE_NOTICE_MS)).toBe(true);
    expect(visitorIsFree(document, "/books", Number.POSITIVE_INFINITY)).toBe(true);
    expect(visitorIsFree(document, "/books", IDLE_BEFORE_NOTICE_MS - 1)).toBe(false);
    expect(visitorIsFree(document, "/es/contact", Number.POSITIVE_INFINITY)).toBe(false);
    document.querySelector("input")!.value = "epub";
    expect(visitorIsFree(document, "/books", Number.POSITIVE_INFINITY)).toBe(false);
  });
});
