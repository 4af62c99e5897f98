import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it, vi } from "vitest";
import { accountsEn as accountStrings } from "#client/i18n/account-strings/en";
import { en } from "#client/i18n/dictionaries/en";
import { leadCaptureEn as leadEn } from "#client/features/lead-capture/strings/en";
import { newVisitor, settled, useBrowser } from "../support/e2e/browser";
import { recordToasts } from "../support/e2e/toasts";

/*
 * Decision 025 on a slow phone: Chromium's CPU throttled through the DevTools protocol. What a
 * visitor does on a document before its script has started is carried out once it has:
 * presses and `openLeadForm` requests. "Before" is made certain by holding the document's
 * script until the test has acted, and checked: `data-app-ready` is still absent when it acts.
 */

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** The document's script (decision 072), as the build's chunk table names it. */
const ENTRY = (JSON.parse(readFileSync("dist/client/page-chunks.json", "utf8")) as Record<string, string[]>)[
  "document:entry"
]![0]!;

const CPU_SLOWDOWN = 4;
/** A document the Worker draws: a product's. */
const PAGE = "/la-bodega/ebooks/mortal-vengeance-1-ebook";
// Every test here loads a page on a throttled CPU, some twice over.
vi.setConfig({ testTimeout: 60_000 });

/**
 * Counts the dialogs the page opens (`showModal` calls) and records every `openLeadForm` it
 * sends: whether a listener took it (the caller then doesn't fall back) and whether the app was
 * ready at that moment.
 */
function recorder() {
  return `
    if (window === window.top) {
      window.__opened = 0;
      const showModal = HTMLDialogElement.prototype.showModal;
      HTMLDialogElement.prototype.showModal = function () {
        window.__opened++;
        return showModal.call(this);
      };
      window.__sent = [];
      window.__sendLeadRequest = () => {
        const event = new CustomEvent("openLeadForm", { detail: { source: "test" }, cancelable: true });
        const ready = document.documentElement.dataset.appReady === "true";
        window.dispatchEvent(event);
        window.__sent.push({ handled: event.defaultPrevented, ready });
      };
    }
  `;
}

interface Sent {
  handled: boolean;
  ready: boolean;
}
const sent = (page: Page) => page.evaluate(() => (window as unknown as { __sent: Sent[] }).__sent);
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: number }).__opened);
const appReady = (page: Page) => page.evaluate(() => document.documentElement.dataset.appReady === "true");
const waitForApp = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.appReady === "true");

/**
 * A visitor on a slow phone whose app can be held back: `hold()` keeps the entry script from
 * arriving until `release()`.
 */
async function slowVisitor() {
  const { page, problems } = await newVisitor(browser, { waitForApp: false });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.context().addInitScript({ content: recorder() });
  await recordToasts(page);
  let release = () => {};
  let asked = () => {};
  /** Resolves once the page has asked for the held entry: all it can do without the app is done. */
  const entryAsked = new Promise<void>((resolve) => (asked = resolve));
  const hold = async () => {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${baseUrl}${ENTRY}`, async (route) => {
      asked();
      await held;
      await route.continue();
    });
  };
  // `load` waits for the held entry: a test acting early waits for the document's paint instead.
  const open = async (path: string) => {
    // A document's script is deferred, so the held one holds DOMContentLoaded too.
    await page.goto(`${baseUrl}${path}`, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  };
  return { page, problems, hold, release: () => release(), open, entryAsked };
}

/** The lead form is open, once, and stays closed once the visitor closes it. */
async function expectLeadFormOpenedOnce(page: Page) {
  const dialog = page.getByRole("dialog", { name: leadEn.leadForm.title });
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  // A request replayed twice would open it again: wait until the page has done all it meant to.
  await settled(page);
  expect(await dialog.isVisible()).toBe(false);
  expect(await opened(page)).toBe(1);
}

describe("openLeadForm", () => {
  it("sent before the document's script has started opens the dialog exactly once, after it", async () => {
    const { page, problems, open, hold, release, entryAsked } = await slowVisitor();
    await hold();
    await open(PAGE);
    await page.evaluate(() => (window as unknown as { __sendLeadRequest: () => void }).__sendLeadRequest());
    expect(await sent(page)).toEqual([{ handled: true, ready: false }]);
    // Without its app the page can do no more than it has once it waits for the entry.
    await entryAsked;
    expect(await opened(page)).toBe(0);
    release();
    await waitForApp(page);
    await expectLeadFormOpenedOnce(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("sent once the script has started opens the dialog exactly once", async () => {
    const { page, problems, open } = await slowVisitor();
    await open(PAGE);
    await waitForApp(page);
    await page.evaluate(() => (window as unknown as { __sendLeadRequest: () => void }).__sendLeadRequest());
    expect(await sent(page)).toEqual([{ handled: true, ready: true }]);
    await expectLeadFormOpenedOnce(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("controls pressed before the document's script has started", () => {
  for (const [what, name] of [
    ["the CV button", en.nav.downloadCv],
    ["the floating contact button", en.floatingContact.label],
  ] as const) {
    it(`${what} opens the lead form once`, async () => {
      const { page, problems, open, hold, release } = await slowVisitor();
      await hold();
      await open(PAGE);
      const control = page.getByRole("button", { name }).first();
      await control.click();
      expect(await appReady(page)).toBe(false);
      // The press shows it is waiting, and nothing else happened.
      expect(await control.getAttribute("aria-busy")).toBe("true");
      expect(new URL(page.url()).pathname).toBe(PAGE);
      release();
      await waitForApp(page);
      await expectLeadFormOpenedOnce(page);
      expect(await control.getAttribute("aria-busy")).toBeNull();
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it("/auth: Create account pressed the moment it appears switches to the sign-up form", async () => {
    const { page, problems, open } = await slowVisitor();
    // /auth has no opening: its tabs appear with the app's render, which already carries their
    // handlers. This presses "Create account" in the same moment it is put in the document.
    await page.addInitScript({
      content: `
        new MutationObserver((records, observer) => {
          const tab = [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent === ${JSON.stringify(accountStrings.auth.tabs.signUp)});
          if (!tab) return;
          observer.disconnect();
          window.__pressedWhenReady = document.documentElement.dataset.appReady === "true";
          tab.click();
        }).observe(document, { childList: true, subtree: true });
      `,
    });
    // /auth has no opening: its entry and chunks are in the document from the first bytes.
    const auth = await (await page.request.get(`${baseUrl}/auth`)).text();
    expect(auth).toMatch(/<script type="module"[^>]*src="\/assets\//);
    expect(auth).toContain('rel="modulepreload"');
    await open("/auth");
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => "__pressedWhenReady" in window)).toBe(true);
    const tab = page.getByRole("tab", { name: accountStrings.auth.tabs.signUp });
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
    await page.getByRole("heading", { name: accountStrings.auth.headings.signUp }).waitFor();
    expect(new URL(page.url()).search).toBe("?tab=sign-up");
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
