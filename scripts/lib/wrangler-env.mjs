import { delimiter, resolve } from "node:path";

/**
 * Environment for quiet, offline wrangler runs that write nothing outside the project. The
 * project's own Node (node_modules/.bin/node, an optional dependency on Linux) comes first on
 * the PATH, so `npx wrangler` runs on it even when a script was started with an older `node`.
 */
export function wranglerEnv(root = process.cwd()) {
  return {
    ...process.env,
    PATH: [resolve(root, "node_modules/.bin"), process.env.PATH].filter(Boolean).join(delimiter),
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    XDG_CONFIG_HOME: resolve(root, ".config"),
    CI: "true",
    FORCE_COLOR: "0",
  };
}
