/**
 * The system Chromium for scripts/audit.mjs, started two ways: through Playwright for axe and
 * the bundle check, and through chrome-launcher (Lighthouse's own launcher, which adds the
 * flags Lighthouse expects) for Lighthouse. Both get a fresh profile and their own process
 * group, and are stopped by the cleanup stack. Never downloads a browser.
 */
import { launch as launchChrome } from "chrome-launcher";
import { chromium } from "playwright-core";
import { stopGroup } from "./local-site.mjs";
import { onCleanup, tempDir, trackGroup } from "./quality-common.mjs";

import { CHROME_FLAGS as BASE_FLAGS, CHROME_PATH } from "./chromium-flags.mjs";

process.env.CHROME_PATH ||= CHROME_PATH;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export { CHROME_PATH };

/** Headless mode is chosen by flag so Lighthouse's and Playwright's browsers match. */
export const CHROME_FLAGS = ["--headless=new", ...BASE_FLAGS];

/**
 * A Playwright browser, launched as a server so its process is known: its group is recorded for
 * the watchdog, and `kill()` ends it even when the browser no longer answers (a hung page).
 * `headless: false` because the headless mode is chosen by the flags above (`--headless=new`);
 * Playwright creates (and removes) a fresh user-data-dir under os.tmpdir(): TMPDIR points into
 * the run dir while it launches, so that dir is marked as this run's and the watchdog removes it
 * if the browser is killed before Playwright can.
 */
export async function launchPlaywright() {
  const previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = tempDir("quality-pw-");
  let server;
  try {
    server = await chromium.launchServer({
      executablePath: CHROME_PATH,
      headless: false,
      args: CHROME_FLAGS,
      // Our own handlers stop everything (the site too), in order.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } finally {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
  }
  const pid = server.process().pid;
  const forget = trackGroup(pid); // Playwright spawns the browser `detached`: pid = group id
  const browser = await chromium.connect(server.wsEndpoint());
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    await Promise.race([browser.close().catch(() => {}), sleep(2000)]);
    await Promise.race([server.close().catch(() => {}), sleep(3000)]);
    await stopGroup(pid, 1000);
    forget();
  };
  onCleanup(kill);
  browser.kill = kill;
  return browser;
}

/** A Chromium with a remote debugging port for Lighthouse's Node API. */
export async function launchForLighthouse() {
  const chrome = await launchChrome({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: tempDir("quality-lh-profile-"),
    // Our own SIGINT handler stops everything (the site too); chrome-launcher's would exit first.
    handleSIGINT: false,
    logLevel: "silent",
  });
  const pid = chrome.pid; // chrome-launcher spawns it `detached`: pid = group id
  const forget = trackGroup(pid);
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    // The whole group (renderers and GPU process too), and only once it is empty is the profile
    // dir removed (Chromium writes to it until it exits).
    await stopGroup(pid, 0);
    forget();
  };
  onCleanup(kill);
  return { port: chrome.port, kill };
}
