import { app } from "./app";
import { getConfig } from "./config";
import { createDb } from "./db/client";
import { runSweep } from "./services/sweep";
import type { Bindings } from "./types";

export default {
  fetch: app.fetch,
  /** The cron sweep (wrangler.toml [triggers]); locally, `POST /api/dev/sweep` runs the same. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runSweep(getConfig(env), createDb(env.DB), { bucket: env.FILES }).then(() => undefined));
  },
} satisfies ExportedHandler<Bindings>;
