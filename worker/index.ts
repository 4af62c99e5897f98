import { app } from "./app";
import { getConfig } from "./config";
import { createDb } from "./db/client";
import { createEmailTransport } from "./email";
import { drainOutbox } from "./email/outbox";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "./contract/rate-limits";
import { pruneRateLimitHits } from "./services/rate-limit";
import type { Bindings } from "./types";

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
        await pruneRateLimitHits(db, LONGEST_RATE_LIMIT_WINDOW_SECONDS);
      })(),
    );
  },
} satisfies ExportedHandler<Bindings>;
