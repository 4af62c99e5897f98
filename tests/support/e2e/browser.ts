import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
// @ts-expect-error plain ESM helper shared with the scripts
import { CHROME_FLAGS, CHROME_PATH } from "#scripts/lib/chromium-flags.mjs";

/** Debian's Chromium, offline: no background requests to hosts this machine can't reach. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH as string, args: CHROME_FLAGS as string[] });
}

/** The file's Chromium, up for its tests: `current` is there from beforeAll on. */
export interface SharedBrowser {
  readonly current: Browser;
}

/**
 * Launches Chromium before the tests of the calling file and closes it after them. Call it at
 * the top level of a test file.
 */
export function useBrowser(): SharedBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get current() {
      if (!browser) throw new Error("Chromium is not up yet: use the browser inside a test or a hook");
      return browser;
    },
  };
}

/**
 * A fresh visitor: own cookies and storage, English browser unless told otherwise. The
 * construction notice (a modal after 30 s on a first visit) is marked as seen, so it can't
 * cover a long flow; `constructionNotice: true` leaves the visitor's memory empty.
 * `waitForApp: false` leaves goto and reload as Playwright has them, for a test that acts
 * before the app has taken over.
 */
export async function newVisitor(
  browser: SharedBrowser,
  {
    constructionNotice = false,
    waitForApp = true,
    ...options
  }: BrowserContextOptions & { constructionNotice?: boolean; waitForApp?: boolean } = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.current.newContext({ locale: "en-US", ...options });
  if (!constructionNotice) {
    await context.addInitScript(() => {
      // Runs in every frame, third-party players included, where storage may be off limits.
      try {
        localStorage.setItem("hasSeenConstructionNotification", "true");
      } catch {
        // not our frame
      }
    });
  }
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false && waitForApp) waitForAppOnLoad(page);
  const problems: string[] = [];
  // Any script error or blocked resource (CSP) on any page fails the flow that caused it.
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  return { page, problems };
}

/**
 * Pages arrive prerendered and the app hydrates them a moment after the load event; a click
 * before that would land on markup that does nothing yet. goto and reload wait for the app
 * (documents that aren't the app, such as feeds, have no #root and don't wait).
 */
function waitForAppOnLoad(page: Page) {
  const ready = () =>
    page.waitForFunction(
      () => !document.getElementById("root") || document.documentElement.dataset.appReady === "true",
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}
