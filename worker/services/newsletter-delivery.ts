import { eq } from "drizzle-orm";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { newsletterBroadcasts } from "../db/schema";
import { claimBatchStatement, sendClaimedBatch, type ClaimedRow } from "../email/outbox";
import type { EmailTransport, OutgoingEmail } from "../email/transport";
import {
  BROADCAST_MAIL_KIND,
  emailFor,
  enqueueBroadcast,
  frozenEmailOf,
  unsubscribeToken,
  type FrozenEmail,
} from "./newsletter-broadcasts";
import { logText } from "./log-text";

/**
 * Hands sending broadcasts over to the provider, a batch (up to 100 deliveries, fixed when they
 * were enqueued) per call, and settles broadcasts whose deliveries have all settled.
 *
 * Exactly once (decision 040):
 * - A batch is claimed with one conditional UPDATE of its outbox rows, so two senders never
 *   hold the same batch; a sender that dies leaves a claim that runs out after a minute.
 * - Its members are fixed before its first claim: subscribers no longer confirmed are skipped
 *   (their outbox row removed) in the same transaction as that first claim, never after, so
 *   every later try of the batch sends exactly the same emails.
 * - The call's idempotency key is derived from the broadcast and the claimed delivery ids, and
 *   each email's bytes from frozen content and a deterministic token: a retry after a lost
 *   answer is the same request under the same key, which the provider answers without sending.
 * - Rows of a batch settle together (sent, refused, or back to pending with the backoff), so a
 *   retry never misses anyone still due nor includes anyone already settled.
 */

export interface NewsletterSendReport {
  batches: number;
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
  /** Broadcasts that settled in this run: sent, or back to draft with their error. */
  settled: Array<{ id: string; status: "sent" | "draft" }>;
}

export interface NewsletterSendDeps {
  db: Db;
  config: AppConfig;
  transport: EmailTransport;
}

/** Every delivery state, so a batch's rows are found through the (broadcast, state, batch) index. */
const EVERY_STATE = "('queued', 'sent', 'failed', 'skipped')";

/** The sweep's default: 50 calls (5,000 emails) per run keeps well inside a cron's subrequests. */
const MAX_BATCHES_PER_RUN = 50;
/**
 * Between two batch calls: Resend allows 2 requests a second per team by default, shared with
 * the site's other mail. A 429 would be retried, but each costs one of the rows' tries.
 */
const CALL_INTERVAL_MS = 550;

interface SendingBroadcast {
  id: string;
  done: number | null;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * One run: enqueues what a start left, sends due batches of every sending broadcast (oldest
 * first), then settles the broadcasts that are done. The cron sweep runs it; so may a studio
 * route in `waitUntil` right after `startBroadcast`.
 */
export async function sendBroadcastBatches(
  deps: NewsletterSendDeps,
  options: { now?: number; maxBatches?: number; broadcastId?: string; callIntervalMs?: number } = {},
): Promise<NewsletterSendReport> {
  const { db } = deps;
  const d1 = db.$client;
  const clock = () => options.now ?? Date.now();
  const report: NewsletterSendReport = { batches: 0, sent: 0, retrying: 0, failed: 0, skipped: 0, settled: [] };
  let budget = options.maxBatches ?? MAX_BATCHES_PER_RUN;
  const frozenEmails = new Map<string, FrozenEmail>();
  const interval = options.callIntervalMs ?? CALL_INTERVAL_MS;
  let lastCall = -Infinity;

  const { results: sending } = await d1
    .prepare(
      `SELECT id, enqueued_at AS done FROM newsletter_broadcasts
       WHERE status = 'sending' AND (?1 IS NULL OR id = ?1) ORDER BY started_at`,
    )
    .bind(options.broadcastId ?? null)
    .all<SendingBroadcast>();

  for (const b of sending) {
    if (b.done === null) await enqueueBroadcast(db, b.id, clock());
    // A call refused as a whole stops this broadcast for the run: its retries would be refused too.
    batches: while (budget > 0) {
      const now = clock();
      const { results: due } = await d1
        .prepare(
          `SELECT DISTINCT d.batch FROM newsletter_deliveries d JOIN email_outbox o ON o.id = d.id
           WHERE d.broadcast_id = ?1 AND d.state = 'queued'
             AND ((o.status = 'pending' AND o.next_attempt_at <= ?2) OR (o.status = 'sending' AND o.claimed_until < ?2))
           ORDER BY d.batch LIMIT ?3`,
        )
        .bind(b.id, now, budget)
        .all<{ batch: number }>();
      if (due.length === 0) break;
      for (const { batch } of due) {
        budget--;
        const wait = lastCall + interval - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lastCall = Date.now();
        const outcome = await sendBatch(deps, b.id, batch, clock());
        if (outcome === "stopped") break batches;
      }
    }
    const settled = await settleIfDone(db, b.id, clock());
    if (settled) report.settled.push({ id: b.id, status: settled });
  }
  return report;

  /** The broadcast's frozen email, read once per run. */
  async function frozenEmail(broadcastId: string): Promise<FrozenEmail> {
    let email = frozenEmails.get(broadcastId);
    if (!email) {
      const [row] = await db.select().from(newsletterBroadcasts).where(eq(newsletterBroadcasts.id, broadcastId));
      email = frozenEmailOf({ origin: deps.config.siteUrl }, row!);
      frozenEmails.set(broadcastId, email);
    }
    return email;
  }

  async function sendBatch(deps: NewsletterSendDeps, broadcastId: string, batch: number, now: number) {
    const { results: members } = await d1
      .prepare(
        "SELECT id, subscriber_id AS subscriberId FROM newsletter_deliveries WHERE broadcast_id = ? AND state = 'queued' AND batch = ?",
      )
      .bind(broadcastId, batch)
      .all<{ id: string; subscriberId: string }>();
    if (members.length === 0) return "empty";
    const inBatch = "broadcast_id = ?1 AND batch = ?2";
    const [skipped, , claim] = await d1.batch<ClaimedRow>([
      // Before the batch's first claim only: once handed over, its members never change.
      d1
        .prepare(
          `UPDATE newsletter_deliveries SET state = 'skipped', updated_at = ?3
           WHERE ${inBatch} AND state = 'queued'
             AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers s
                             WHERE s.id = newsletter_deliveries.subscriber_id AND s.status = 'confirmed')
             AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d JOIN email_outbox o ON o.id = d.id
                             WHERE d.broadcast_id = ?1 AND d.state IN ${EVERY_STATE} AND d.batch = ?2
                               AND (o.attempts > 0 OR o.status <> 'pending'))`,
        )
        .bind(broadcastId, batch, now),
      d1
        .prepare(
          `DELETE FROM email_outbox WHERE +status = 'pending' AND attempts = 0
           AND id IN (SELECT id FROM newsletter_deliveries WHERE ${inBatch} AND state = 'skipped')`,
        )
        .bind(broadcastId, batch),
      claimBatchStatement(
        db,
        members.map((m) => m.id),
        now,
      ),
    ]);
    report.skipped += skipped?.meta.changes ?? 0;
    const claimed = (claim?.results ?? []).sort((a, b) => (a.id < b.id ? -1 : 1));
    if (claimed.length === 0) return "taken";

    const frozen = await frozenEmail(broadcastId);
    const subscriberOf = new Map(members.map((m) => [m.id, m.subscriberId]));
    const rows: Array<{ row: ClaimedRow; email: OutgoingEmail }> = [];
    for (const r of claimed) {
      const email = emailFor(frozen, await unsubscribeToken(deps.config.signingSecret, subscriberOf.get(r.id)!));
      rows.push({
        row: r,
        email: { idempotencyKey: `${r.kind}/${r.id}`, from: deps.config.email.from, to: r.recipient, ...email },
      });
    }
    const key = `${BROADCAST_MAIL_KIND}/${broadcastId}/${(await sha256Hex(claimed.map((r) => r.id).join(","))).slice(0, 32)}`;
    const result = await sendClaimedBatch(db, deps.transport, {
      idempotencyKey: key,
      rows,
      now,
      // The delivery rows follow their outbox rows, in the same transaction.
      alsoRun: (ids) => [
        d1
          .prepare(
            `UPDATE newsletter_deliveries
             SET state = coalesce((SELECT CASE o.status WHEN 'sent' THEN 'sent' WHEN 'failed' THEN 'failed' END
                                   FROM email_outbox o WHERE o.id = newsletter_deliveries.id), state),
                 updated_at = ?2
             WHERE id IN (SELECT value FROM json_each(?1))`,
          )
          .bind(JSON.stringify(ids), now),
        // A subscriber erased while their batch was in the provider's hands kept its outbox row
        // (the retry had to be the same request); once settled, the address goes with it
        // (decision 042). The delivery stays, anonymous, for the counts.
        d1
          .prepare(
            `DELETE FROM email_outbox
             WHERE id IN (SELECT value FROM json_each(?1)) AND +status IN ('sent', 'failed')
               AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
                               WHERE d.id = email_outbox.id)`,
          )
          .bind(JSON.stringify(ids)),
      ],
    });
    report.batches++;
    report.sent += result.sent;
    report.retrying += result.retrying;
    report.failed += result.failed;
    if (result.refusedWhole) {
      // Refused as a whole (a bad key, an unverified sender): every other batch would be too.
      // What was never handed over fails now with the same error, and the broadcast settles.
      const [failed] = await d1.batch([
        d1
          .prepare(
            `UPDATE email_outbox SET status = 'failed', last_error = ?2
             WHERE status = 'pending' AND attempts = 0
               AND id IN (SELECT id FROM newsletter_deliveries WHERE broadcast_id = ?1 AND state = 'queued')`,
          )
          .bind(broadcastId, result.refusedWhole),
        d1
          .prepare(
            `UPDATE newsletter_deliveries SET state = 'failed', updated_at = ?2
             WHERE broadcast_id = ?1 AND state = 'queued'
               AND id IN (SELECT id FROM email_outbox WHERE status = 'failed' AND attempts = 0)`,
          )
          .bind(broadcastId, now),
        d1
          .prepare("UPDATE newsletter_broadcasts SET enqueued_at = coalesce(enqueued_at, ?2) WHERE id = ?1")
          .bind(broadcastId, now),
      ]);
      report.failed += failed?.meta.changes ?? 0;
      return "stopped";
    }
    return "sent";
  }
}

/**
 * A sending broadcast whose subscribers are all enqueued and whose deliveries have all settled
 * becomes `sent` (with a note when some failed), or, when nothing at all was delivered, goes
 * back to `draft` with the error: its deliveries are removed so it can be edited and sent again.
 */
async function settleIfDone(db: Db, id: string, now: number): Promise<"sent" | "draft" | null> {
  const d1 = db.$client;
  const b = await d1
    .prepare(
      `SELECT enqueued_at AS done,
              EXISTS (SELECT 1 FROM newsletter_deliveries WHERE broadcast_id = ?1 AND state = 'queued') AS open,
              (SELECT count(*) FROM newsletter_deliveries WHERE broadcast_id = ?1 AND state = 'sent') AS sent,
              (SELECT count(*) FROM newsletter_deliveries WHERE broadcast_id = ?1 AND state = 'failed') AS failed,
              (SELECT count(*) FROM newsletter_deliveries WHERE broadcast_id = ?1 AND state = 'skipped') AS skipped
       FROM newsletter_broadcasts WHERE id = ?1 AND status = 'sending'`,
    )
    .bind(id)
    .first<{ done: number | null; open: number; sent: number; failed: number; skipped: number }>();
  if (!b || b.done === null || b.open) return null;
  const firstError = await d1
    .prepare(
      `SELECT o.last_error FROM newsletter_deliveries d JOIN email_outbox o ON o.id = d.id
       WHERE d.broadcast_id = ? AND d.state = 'failed' AND o.last_error IS NOT NULL LIMIT 1`,
    )
    .bind(id)
    .first<string>("last_error");

  if (b.sent > 0) {
    // Settled for good: the counts are kept on the row, so the studio's list needn't count again.
    await d1
      .prepare(
        `UPDATE newsletter_broadcasts
         SET status = 'sent', sent_at = ?2, updated_at = ?2, last_error = ?3, sent_count = ?4, failed_count = ?5, skipped_count = ?6
         WHERE id = ?1 AND status = 'sending'`,
      )
      .bind(
        id,
        now,
        b.failed ? `${b.failed} failed: ${firstError ?? "unknown error"}` : null,
        b.sent,
        b.failed,
        b.skipped,
      )
      .run();
    return "sent";
  }

  const error = firstError ?? (b.failed ? "Every message failed." : "No confirmed subscriber was left to send to.");
  // Nothing went out: the deliveries go (in chunks, each its outbox rows first), then the draft
  // comes back with its error and may be edited and sent again.
  for (;;) {
    const chunk = "SELECT id FROM newsletter_deliveries WHERE broadcast_id = ?1 ORDER BY id LIMIT 1000";
    const [, removed] = await d1.batch([
      d1.prepare(`DELETE FROM email_outbox WHERE id IN (${chunk})`).bind(id),
      d1.prepare(`DELETE FROM newsletter_deliveries WHERE id IN (${chunk})`).bind(id),
    ]);
    if (!removed?.meta.changes) break;
  }
  await d1
    .prepare(
      `UPDATE newsletter_broadcasts
       SET status = 'draft', last_error = ?3, email_html = NULL, email_text = NULL, email_headers = NULL,
           enqueue_cursor = NULL, enqueued = 0, enqueued_at = NULL, updated_at = ?2
       WHERE id = ?1 AND status = 'sending'`,
    )
    .bind(id, now, error)
    .run();
  console.error(`[newsletter] broadcast ${logText(id)} delivered nothing and is a draft again: ${logText(error)}`);
  return "draft";
}
