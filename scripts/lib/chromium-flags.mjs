import { existsSync } from "node:fs";

/**
 * How every tool here starts Debian's Chromium (never a downloaded browser): no background
 * traffic (the machine is offline and refuses it), no GPU, small /dev/shm safe. Shared by the
 * browser tests, the audit script and the generators.
 */

/** The whole browser (package chromium): what the audit measures pages in, as a visitor has it. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell) when it
 * is there, the same Blink and V8 without the browser's windowing layer, which is what
 * Playwright runs headless tests in by default. The same tests took about a quarter less time
 * in it, most of it the browser process's own work. `CHROME_PATH` set by hand wins; without the
 * shell, the whole browser.
 */
export const TEST_CHROME_PATH =
  process.env.CHROME_PATH ||
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROME_PATH);

export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];
