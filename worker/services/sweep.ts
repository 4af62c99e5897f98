import type { AppConfig } from "../config";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "../contract/rate-limits";
import type { Db } from "../db/client";
import { createEmailTransport } from "../email";
import { drainOutbox, type DrainReport } from "../email/outbox";
import type { EmailTransport } from "../email/transport";
import { purgeAudienceSecrets } from "./audience";
import { pruneRateLimitHits } from "./rate-limit";

export interface SweepReport {
  outbox: DrainReport;
  /** Rate-limit hits older than the longest window, deleted. */
  prunedRateLimitHits: number;
  /** Past days' audience salts and visitor hashes, deleted (their counts stay). */
  purgedAudience: { salts: number; visitors: number };
}

/**
 * The cron's work, in one place: mail that is due (first sends left over, retries), then
 * housekeeping. The scheduled handler and the development-only `POST /api/dev/sweep` both run
 * exactly this, so what a local run or a test proves is what the cron does.
 */
export async function runSweep(
  config: AppConfig,
  db: Db,
  options: { now?: number; transport?: EmailTransport } = {},
): Promise<SweepReport> {
  const outbox = await drainOutbox(db, options.transport ?? createEmailTransport(config, db), {
    from: config.email.from,
    now: options.now,
  });
  if (outbox.sent + outbox.retrying + outbox.failed > 0) console.log("[outbox] sweep", JSON.stringify(outbox));
  const prunedRateLimitHits = await pruneRateLimitHits(db, LONGEST_RATE_LIMIT_WINDOW_SECONDS, options.now);
  const purgedAudience = await purgeAudienceSecrets(db, options.now);
  return { outbox, prunedRateLimitHits, purgedAudience };
}
