import { app } from "./app";
import { createDb } from "./db/client";
import { pruneRateLimitHits } from "./services/rate-limit";
import type { Bindings } from "./types";

/** Rate-limit hits are kept for a day, longer than any window a rule uses. */
const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

export default {
  fetch: app.fetch,
  /** The cron sweep (wrangler.toml [triggers]): housekeeping now, the outbox later. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(pruneRateLimitHits(createDb(env.DB), RATE_LIMIT_RETENTION_SECONDS).then(() => undefined));
  },
} satisfies ExportedHandler<Bindings>;
