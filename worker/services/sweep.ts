import type { AppConfig } from "../config";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "../contract/rate-limits";
import type { Db } from "../db/client";
import { createEmailTransport } from "../email";
import { drainOutbox, type DrainReport } from "../email/outbox";
import type { EmailTransport } from "../email/transport";
import { purgeAudienceSecrets } from "./audience";
import { releaseStaleCodeUses } from "./discount-codes";
import { pruneClaimLinks } from "./guest-orders";
import { sendDueGifts } from "./gifts";
import { pruneDownloadLog } from "./download-log";
import { sendBroadcastBatches, type NewsletterSendReport } from "./newsletter-delivery";
import { pruneRateLimitHits } from "./rate-limit";
import { queueReleaseNotices, releaseDuePreorders } from "./release-notices";
import { queueFileUpdateMails } from "./file-updates";
import { endIdleStudioSessions } from "./studio/studio-access";
import { sweepAbandonedUploads } from "./studio/uploads";
import { clearRefundedStamps } from "./stamping/stamped-copies";
import { logText } from "./log-text";

export interface SweepReport {
  outbox: DrainReport;
  /** Newsletter broadcasts: batches handed over, deliveries settled, broadcasts finished. */
  newsletter: NewsletterSendReport;
  /** Rate-limit hits older than the longest window, deleted. */
  prunedRateLimitHits: number;
  /** Studio sessions idle past 12 hours, signed out. */
  endedStudioSessions: number;
  /** Past days' audience salts and visitor hashes, deleted (their counts stay). */
  purgedAudience: { salts: number; visitors: number };
  /** Download log entries past the privacy policy's 90 days, deleted. */
  prunedDownloadLog: number;
  /** Studio uploads idle past a day: R2 multipart uploads aborted, rows deleted. */
  abandonedUploads: number;
  /** Pre-order products whose release day came: put on sale (decision 052). */
  released: string[];
  /** Release emails queued: "notify me" sign-ups and pre-order buyers (a product made available outside the studio, a run cut short). */
  releaseNotices: number;
  preorderEmails: number;
  /** Discount code uses given back: their orders failed or their payment pages expired (decision 048). */
  releasedCodeUses: number;
  /** Gifts whose day came: their mails' outbox ids (sent by this same sweep). */
  gifts: string[];
  /** Guest orders' magic links spent or expired past a day, deleted. */
  prunedClaimLinks: number;
  /** Refunded orders whose stamped ebooks were deleted from R2 (decision 054). */
  clearedStamps: number;
}

/**
 * The cron's work, in one place: release notices still owed (decision 052), mail that is due
 * (first sends left over, retries), the newsletter broadcasts being sent (an interrupted send
 * continues here), then housekeeping.
 * The scheduled handler and the development-only `POST /api/dev/sweep` both run exactly this, so what a local run or a test proves is what the cron does.
 */
export async function runSweep(
  config: AppConfig,
  db: Db,
  /** `origin`: the site's address for links in mail (a local run's own port); SITE_URL otherwise. */
  options: { now?: number; transport?: EmailTransport; bucket?: R2Bucket; origin?: string } = {},
): Promise<SweepReport> {
  const transport = options.transport ?? createEmailTransport(config, db, options.bucket);
  // Release day first, then the emails it and any other release owe, so this run's drain sends them.
  const now = options.now ?? Date.now();
  const released = await releaseDuePreorders(db, now);
  const { queued: releaseNotices, preorders: preorderEmails } = await queueReleaseNotices({
    db,
    config,
    origin: config.siteUrl,
    now,
  });
  if (released.length + releaseNotices + preorderEmails > 0)
    console.log(`[releases] sweep ${logText({ released, releaseNotices, preorderEmails })}`);
  // Update emails a publish left unqueued (a run that stopped half way), before the drain (decision 057).
  const fileUpdates = await queueFileUpdateMails({ db, config, origin: options.origin ?? config.siteUrl, now });
  if (fileUpdates.queued > 0) console.log(`[file-updates] sweep ${logText({ queued: fileUpdates.queued })}`);
  // Before the outbox drains, so a gift due today leaves in this sweep.
  const gifts = await sendDueGifts(db, options.origin ?? config.siteUrl, options.now);
  const outbox = await drainOutbox(db, transport, { from: config.email.from, now: options.now });
  if (outbox.sent + outbox.retrying + outbox.failed > 0) console.log(`[outbox] sweep ${logText(outbox)}`);
  const newsletter = await sendBroadcastBatches({ db, config, transport }, { now: options.now });
  if (newsletter.batches + newsletter.settled.length > 0) console.log(`[newsletter] sweep ${logText(newsletter)}`);
  const prunedRateLimitHits = await pruneRateLimitHits(db, LONGEST_RATE_LIMIT_WINDOW_SECONDS, options.now);
  const purgedAudience = await purgeAudienceSecrets(db, options.now);
  const endedStudioSessions = await endIdleStudioSessions(db, options.now);
  const prunedDownloadLog = await pruneDownloadLog(db, options.now);
  const releasedCodeUses = await releaseStaleCodeUses(db, options.now);
  // Without the bucket (a caller that has none) the rows wait for the cron, which passes it.
  const prunedClaimLinks = await pruneClaimLinks(db, options.now);
  const abandonedUploads = options.bucket ? await sweepAbandonedUploads(db, options.bucket, options.now) : 0;
  const clearedStamps = options.bucket ? await clearRefundedStamps(db, options.bucket, options.now) : 0;
  return {
    outbox,
    newsletter,
    prunedRateLimitHits,
    purgedAudience,
    endedStudioSessions,
    prunedDownloadLog,
    abandonedUploads,
    released,
    releaseNotices,
    preorderEmails,
    releasedCodeUses,
    gifts,
    prunedClaimLinks,
    clearedStamps,
  };
}
