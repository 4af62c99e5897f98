import { resolve } from "node:path";

/** Environment for quiet, offline wrangler runs that write nothing outside the project. */
export function wranglerEnv(root = process.cwd()) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    XDG_CONFIG_HOME: resolve(root, ".config"),
    CI: "true",
    FORCE_COLOR: "0",
  };
}
