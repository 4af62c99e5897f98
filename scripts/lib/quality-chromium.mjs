/**
 * The system Chromium for scripts/audit.mjs, started two ways: through Playwright for axe and
 * the bundle check, and through chrome-launcher (Lighthouse's own launcher, which adds the
 * flags Lighthouse expects) for Lighthouse. Both get a fresh profile and their own process
 * group, and are stopped by the cleanup stack. Never downloads a browser.
 */
import { launch as launchChrome } from "chrome-launcher";
import { chromium } from "playwright-core";
import { onCleanup, tempDir } from "./quality-common.mjs";

import { CHROME_FLAGS as BASE_FLAGS, CHROME_PATH } from "./chromium-flags.mjs";

process.env.CHROME_PATH ||= CHROME_PATH;
export { CHROME_PATH };

/** Headless mode is chosen by flag so Lighthouse's and Playwright's browsers match. */
export const CHROME_FLAGS = ["--headless=new", ...BASE_FLAGS];

/**
 * A Playwright browser. `headless: false` because the headless mode is chosen by the flags
 * above (`--headless=new`); Playwright itself creates (and removes) a fresh user-data-dir.
 */
export async function launchPlaywright() {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: false, args: CHROME_FLAGS });
  onCleanup(() => browser.close().catch(() => {}));
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
  const closed = new Promise((done) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) done();
    else chrome.process.once("close", done);
  });
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    chrome.kill(); // SIGKILLs chrome-launcher's detached process group
    // Wait for the exit before the profile dir is removed (Chromium writes to it until then).
    await Promise.race([closed, new Promise((r) => setTimeout(r, 3000))]);
  };
  onCleanup(kill);
  return { port: chrome.port, kill };
}
