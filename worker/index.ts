import { app } from "./app";
import { getConfig } from "./config";
import { createDb } from "./db/client";
import { createEmailTransport } from "./email";
import { drainOutbox } from "./email/outbox";
import { pruneRateLimitHits } from "./services/rate-limit";
import type { Bindings } from "./types";

/** Rate-limit hits are kept for a day, longer than any window a rule uses. */
const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

export default {
  fetch: app.fetch,
  /** The cron sweep (wrangler.toml [triggers]): mail that is due (retries), then housekeeping. */
  async scheduled(_controller, env, ctx) {
    const config = getConfig(env);
    const db = createDb(env.DB);
    ctx.waitUntil(
      (async () => {
        const report = await drainOutbox(db, createEmailTransport(config, db), { from: config.email.from });
        if (report.sent + report.retrying + report.failed > 0) console.log("[outbox] sweep", JSON.stringify(report));
        await pruneRateLimitHits(db, RATE_LIMIT_RETENTION_SECONDS);
      })(),
    );
  },
} satisfies ExportedHandler<Bindings>;
