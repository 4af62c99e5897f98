import { and, asc, eq, inArray, lte, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import { EmailSendError, type EmailTransport } from "./transport";

/** An email to be written to the outbox in the same batch as the record it belongs to. */
export interface QueuedEmail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Tries before a row is given up on (about 11 hours with the backoff below). */
export const MAX_SEND_ATTEMPTS = 8;
/** Wait after the nth failed try, in seconds. */
const BACKOFF_SECONDS = [30, 120, 600, 1800, 3600, 10_800, 21_600];
/** A sender owns a claimed row this long; a crashed sender's row is picked up after. */
const CLAIM_MS = 60_000;

export function backoffMs(attempts: number): number {
  return BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length) - 1]! * 1000;
}

/** The insert for one outbox row; run it in the caller's `db.batch` with its record. */
export function enqueueEmail(db: Db, email: QueuedEmail, now: number, id: string = crypto.randomUUID()) {
  return db.insert(emailOutbox).values({
    id,
    kind: email.kind,
    recipient: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    headers: JSON.stringify(email.headers ?? {}),
    status: "pending",
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  });
}

export interface DrainOptions {
  from: string;
  now?: number;
  /** Only these rows (the ones a request just wrote); otherwise every due row. */
  ids?: string[];
  batchSize?: number;
}

export interface DrainReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends what is due. Each row is claimed with one conditional UPDATE first, so the request's
 * `waitUntil` and the cron sweep never send the same row twice; the provider's idempotency key
 * covers the rest (a send that succeeded but whose answer was lost).
 */
export async function drainOutbox(db: Db, transport: EmailTransport, options: DrainOptions): Promise<DrainReport> {
  const start = options.now ?? Date.now();
  const report: DrainReport = { sent: 0, retrying: 0, failed: 0 };
  const dueAt = (now: number) =>
    or(
      and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)),
      and(eq(emailOutbox.status, "sending"), lt(emailOutbox.claimedUntil, now)),
    );
  const due = dueAt(start);
  const candidates = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(options.ids ? and(due, inArray(emailOutbox.id, options.ids)) : due)
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.batchSize ?? 25);

  for (const { id } of candidates) {
    // Sends can take seconds each during an outage: claims and backoffs count from each row's
    // own start (a fixed clock when the caller gives one, as tests do).
    const now = options.now ?? Date.now();
    const [row] = await db
      .update(emailOutbox)
      .set({ status: "sending", claimedUntil: now + CLAIM_MS, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(and(eq(emailOutbox.id, id), dueAt(now)))
      .returning();
    if (!row) continue; // another sender claimed it first
    if (row.attempts > MAX_SEND_ATTEMPTS) {
      // Only reached when senders died mid-send (a failure is counted when it is caught).
      console.error(`[outbox] GAVE UP on ${row.kind}/${row.id} to ${row.recipient}: claimed ${row.attempts - 1} times`);
      await db
        .update(emailOutbox)
        .set({ status: "failed", claimedUntil: null, lastError: row.lastError ?? "sender stopped mid-send" })
        .where(eq(emailOutbox.id, id));
      report.failed++;
      continue;
    }

    try {
      const { providerMessageId } = await transport.send({
        idempotencyKey: `${row.kind}/${row.id}`,
        from: options.from,
        to: row.recipient,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: JSON.parse(row.headers) as Record<string, string>,
      });
      await db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: now,
          claimedUntil: null,
          lastError: null,
          providerMessageId: providerMessageId ?? null,
        })
        .where(eq(emailOutbox.id, id));
      report.sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const permanent = err instanceof EmailSendError && err.permanent;
      if (permanent || row.attempts >= MAX_SEND_ATTEMPTS) {
        // Loud on purpose: a person's message will not arrive without someone acting.
        console.error(
          `[outbox] GAVE UP on ${row.kind}/${row.id} to ${row.recipient} after ${row.attempts} attempt(s): ${message}`,
        );
        await db
          .update(emailOutbox)
          .set({ status: "failed", claimedUntil: null, lastError: message })
          .where(eq(emailOutbox.id, id));
        report.failed++;
      } else {
        console.warn(`[outbox] ${row.kind}/${row.id} attempt ${row.attempts} failed, will retry: ${message}`);
        await db
          .update(emailOutbox)
          .set({
            status: "pending",
            claimedUntil: null,
            lastError: message,
            nextAttemptAt: now + backoffMs(row.attempts),
          })
          .where(eq(emailOutbox.id, id));
        report.retrying++;
      }
    }
  }
  return report;
}

/** A row that has not gone out (yet), as the author sees it. */
export interface UndeliveredEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: "pending" | "sending" | "failed";
  attempts: number;
  lastError: string | null;
  created: string;
  /** When the next try is due; null once given up on. */
  nextAttempt: string | null;
}

/**
 * What has not been delivered, given-up mail first: someone has to act on it (the author, or
 * `node scripts/outbox.mjs retry <id>` once the cause is fixed).
 */
export async function listUndelivered(db: Db, limit = 100): Promise<UndeliveredEmail[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "sending", "failed"]))
    .orderBy(sql`${emailOutbox.status} = 'failed' DESC`, asc(emailOutbox.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.recipient,
    subject: r.subject,
    status: r.status as UndeliveredEmail["status"],
    attempts: r.attempts,
    lastError: r.lastError,
    created: new Date(r.createdAt).toISOString(),
    nextAttempt: r.status === "failed" ? null : new Date(r.nextAttemptAt).toISOString(),
  }));
}
