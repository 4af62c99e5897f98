import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from "playwright-core";
import { afterAll, beforeAll, onTestFailed } from "vitest";
// @ts-expect-error plain ESM helper shared with the scripts
import { CHROME_FLAGS, TEST_CHROME_PATH } from "#scripts/lib/chromium-flags.mjs";

/** Debian's headless Chromium, offline: no background requests to hosts this machine can't reach. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROME_PATH as string, args: CHROME_FLAGS as string[] });
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
  const problems: string[] = [];
  const page = await preparedPage(context, problems, options.javaScriptEnabled !== false && waitForApp);
  reportOnFailure(page, problems);
  return { page, problems };
}

/** How many of a visitor's latest API answers a failed test shows. */
const API_CALLS_SHOWN = 40;

/**
 * When the test that made this visitor fails, its report says what the visitor's pages went
 * through: their latest API calls with their statuses, and the problems recorded so far. A
 * failure that shows only on a loaded machine can then be read from one run's output.
 */
function reportOnFailure(page: Page, problems: string[]) {
  const calls: string[] = [];
  const started = Date.now();
  page.context().on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/")) return;
    const at = ((Date.now() - started) / 1000).toFixed(1);
    calls.push(`${at} s ${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
    if (calls.length > API_CALLS_SHOWN) calls.shift();
  });
  try {
    onTestFailed(() => {
      console.error(
        [
          `The visitor's latest API calls (${page.url()}):`,
          ...calls,
          problems.length ? `Problems: ${problems.join(" | ")}` : "No problems recorded.",
        ].join("\n  "),
      );
    });
  } catch {
    // A visitor made in a hook, outside a test, has no test to report with.
  }
}

/** What every page of a visitor has: its requests followed, its problems recorded, goto waiting for the app. */
const visitorPages = new WeakMap<Page, { problems: string[]; waitForApp: boolean }>();

async function preparedPage(context: BrowserContext, problems: string[], waitForApp: boolean): Promise<Page> {
  const page = await context.newPage();
  visitorPages.set(page, { problems, waitForApp });
  trackRequests(page);
  if (waitForApp) waitForAppOnLoad(page);
  // Any script error or blocked resource (CSP) on any page fails the flow that caused it.
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  return page;
}

/**
 * Checks every one of `items` in `tabs` tabs of the visitor at once: its page and more like it
 * (same cookies and storage, same init scripts, problems in the same list), each tab taking the
 * next item as it is done. A sweep of many addresses then no longer waits on one page load
 * after another. `prepare` runs once on each tab before its first item (listeners, routes).
 */
export async function sweep<T>(
  page: Page,
  items: readonly T[],
  check: (tab: Page, item: T) => Promise<void>,
  { tabs = 3, prepare }: { tabs?: number; prepare?: (tab: Page) => unknown } = {},
): Promise<void> {
  const like = visitorPages.get(page);
  if (!like) throw new Error("sweep() needs a page from newVisitor");
  const extra = await Promise.all(
    Array.from({ length: Math.min(tabs, items.length) - 1 }, () =>
      preparedPage(page.context(), like.problems, like.waitForApp),
    ),
  );
  let next = 0;
  let failed = false;
  try {
    await Promise.all(
      [page, ...extra].map(async (tab) => {
        await prepare?.(tab);
        while (!failed && next < items.length) {
          const item = items[next++]!;
          try {
            await check(tab, item);
          } catch (error) {
            failed = true;
            throw error;
          }
        }
      }),
    );
  } finally {
    await Promise.all(extra.map((tab) => tab.close()));
  }
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

/** Requests of each visitor's page still on their way, and how many it has started. */
const traffic = new WeakMap<Page, { pending: Set<Request>; started: number }>();

function trackRequests(page: Page) {
  const seen = { pending: new Set<Request>(), started: 0 };
  traffic.set(page, seen);
  page.on("request", (request) => {
    // A new document: what the old one had on its way is dropped with it, and Chromium may
    // report no end for it.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.pending.clear();
    seen.pending.add(request);
    seen.started++;
  });
  page.on("requestfinished", (request) => seen.pending.delete(request));
  page.on("requestfailed", (request) => seen.pending.delete(request));
}

/**
 * Waits until the page has done what it was going to do on its own: no request of its own on
 * the way, and its main thread idle twice in a row without starting another. What follows
 * hydration (deferred parts on the browser's idle moment, their chunks, their API answers, the
 * renders they cause) has then happened, so a check that nothing (else) happens can be made.
 * Only for a page from newVisitor with JavaScript on; a request the test holds keeps it busy.
 */
export async function settled(page: Page, { timeout = 15_000 } = {}): Promise<void> {
  const seen = traffic.get(page);
  if (!seen) throw new Error("settled() follows the requests of a page from newVisitor only");
  const deadline = Date.now() + timeout;
  for (let quiet = 0; quiet < 2;) {
    if (Date.now() > deadline)
      throw new Error(
        `The page was still busy after ${timeout} ms: ${[...seen.pending].map((r) => r.url()).join(", ")}`,
      );
    if (seen.pending.size) {
      quiet = 0;
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    const started = seen.started;
    // An idle moment, a task (a render an idle callback scheduled runs as one) and another idle
    // moment: what the page queued meanwhile has run, and a request it started is seen.
    await page.evaluate(async () => {
      const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }));
      await idle();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await idle();
    });
    quiet = seen.pending.size === 0 && seen.started === started ? quiet + 1 : 0;
  }
}

/**
 * Holds back the islands' code (the hydration runtime every island loads first) until the
 * returned `release` is called: what a visitor does meanwhile lands on the server's markup.
 */
export async function holdIslandCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-island-/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
