/**
 * How every tool here starts Debian's Chromium (/usr/bin/chromium; never a downloaded browser):
 * no background traffic (the machine is offline and refuses it), no GPU, small /dev/shm safe.
 * Shared by the browser tests and the audit script.
 */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

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
