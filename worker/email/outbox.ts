import { and, asc, eq, inArray, lte, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import {
  EmailSendError,
  type AttachmentRef,
  type BatchEmailOutcome,
  type EmailTransport,
  type OutgoingEmail,
} from "./transport";
import { logText } from "../services/log-text";

/** An email to be written to the outbox in the same batch as the record it belongs to. */
export interface QueuedEmail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** R2 objects to attach; the row stores only their references. */
  attachments?: AttachmentRef[];
}

/** Tries before a row is given up on (about 11 hours with the backoff below). */
export const MAX_SEND_ATTEMPTS = 8;
/** Wait after the nth failed try, in seconds. */
const BACKOFF_SECONDS = [30, 120, 600, 1800, 3600, 10_800, 21_600];
/** A sender owns a claimed row this long; a crashed sender's row is picked up after. */
const CLAIM_MS = 60_000;

/**
 * Kinds a sender of their own hands over in batches (services/newsletter-delivery.ts), never
 * one by one here: a batch's rows must always travel together under the batch's key.
 */
export const BATCHED_KINDS = ["newsletter_broadcast"];

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
    attachments: email.attachments?.length ? JSON.stringify(email.attachments) : null,
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
  const due = and(dueAt(start), notInArray(emailOutbox.kind, BATCHED_KINDS));
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
      console.error(
        `[outbox] GAVE UP on ${logText(row.kind)}/${logText(row.id)} to ${logText(row.recipient)}: claimed ${row.attempts - 1} times`,
      );
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
        ...(row.attachments ? { attachments: JSON.parse(row.attachments) as AttachmentRef[] } : {}),
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
          `[outbox] GAVE UP on ${logText(row.kind)}/${logText(row.id)} to ${logText(row.recipient)} after ${row.attempts} attempt(s): ${logText(message)}`,
        );
        await db
          .update(emailOutbox)
          .set({ status: "failed", claimedUntil: null, lastError: message })
          .where(eq(emailOutbox.id, id));
        report.failed++;
      } else {
        console.warn(
          `[outbox] ${logText(row.kind)}/${logText(row.id)} attempt ${row.attempts} failed, will retry: ${logText(message)}`,
        );
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

/**
 * Due now: pending and its time has come, or claimed by a sender whose claim ran out. For rows
 * named by id: the unary `+` keeps SQLite on the primary key instead of scanning every pending
 * row through the status index (50,000 of them during a large broadcast).
 */
const DUE_BY_ID_SQL = `((+status = 'pending' AND +next_attempt_at <= ?1) OR (+status = 'sending' AND +claimed_until < ?1))`;

/** A row claimed for a batch: what the sender needs to build and settle its email. */
export interface ClaimedRow {
  id: string;
  kind: string;
  recipient: string;
  attempts: number;
  lastError: string | null;
  /** The claim's own mark: settling touches the row only while it still carries it. */
  claimedUntil: number;
}

/**
 * The statement that claims the due rows among `ids` for one batch, for the caller's D1 batch
 * (a caller may first drop rows that must not go, in the same transaction). One conditional
 * UPDATE: of two senders, only one gets the rows. The ids travel as one JSON parameter (D1
 * binds at most 100 per statement).
 */
export function claimBatchStatement(db: Db, ids: string[], now: number): D1PreparedStatement {
  return db.$client
    .prepare(
      `UPDATE email_outbox SET status = 'sending', claimed_until = ?2, attempts = attempts + 1
       WHERE id IN (SELECT value FROM json_each(?3)) AND ${DUE_BY_ID_SQL}
       RETURNING id, kind, recipient, attempts, last_error AS lastError, claimed_until AS claimedUntil`,
    )
    .bind(now, now + CLAIM_MS, JSON.stringify(ids));
}

export interface BatchReport {
  sent: number;
  retrying: number;
  failed: number;
  /** The rows' error when the call as a whole was refused for good (a bad key, a bad sender). */
  refusedWhole?: string;
}

type RowOutcome = { sent: true; providerMessageId?: string } | { sent: false; error: string; retry: boolean };

/**
 * Hands claimed rows over as one batch under `idempotencyKey` and settles each row: sent,
 * refused for good (`failed`), or back to `pending` with the backoff when the call failed or its
 * answer was lost. The rows move together, so a retry sends exactly the same emails under the
 * same key and the provider sends none of them twice. `alsoRun(ids)` adds the caller's own
 * statements (its delivery records) to the same D1 transaction as the rows' new state.
 */
export async function sendClaimedBatch(
  db: Db,
  transport: EmailTransport,
  batch: {
    idempotencyKey: string;
    rows: Array<{ row: ClaimedRow; email: OutgoingEmail }>;
    now: number;
    alsoRun?: (ids: string[]) => D1PreparedStatement[];
  },
): Promise<BatchReport> {
  const { rows, now } = batch;
  const claimedUntil = rows[0]?.row.claimedUntil ?? 0;
  const attempts = Math.max(0, ...rows.map((r) => r.row.attempts));
  const report: BatchReport = { sent: 0, retrying: 0, failed: 0 };
  let outcomes: RowOutcome[];
  if (attempts > MAX_SEND_ATTEMPTS) {
    // Only reached when senders died mid-send (a failure is counted when it is caught).
    outcomes = rows.map(({ row }) => ({
      sent: false,
      error: row.lastError ?? "sender stopped mid-send",
      retry: false,
    }));
  } else {
    try {
      outcomes = transport.sendBatch
        ? await transport
            .sendBatch({ idempotencyKey: batch.idempotencyKey, emails: rows.map((r) => r.email) })
            .then((answers: BatchEmailOutcome[]) => answers.map((a) => (a.sent ? a : { ...a, retry: false })))
        : await sendOneByOne(
            transport,
            rows.map((r) => r.email),
          );
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const permanent = err instanceof EmailSendError && err.permanent;
      if (permanent) report.refusedWhole = error;
      outcomes = rows.map(() => ({ sent: false, error, retry: !permanent }));
    }
  }

  const sent: Record<string, string | null> = {};
  const failed: Record<string, string> = {};
  const retrying: Record<string, string> = {};
  rows.forEach(({ row }, i) => {
    const outcome = outcomes[i] ?? { sent: false, error: "the provider did not answer for it", retry: true };
    if (outcome.sent) sent[row.id] = outcome.providerMessageId ?? null;
    else (outcome.retry && attempts < MAX_SEND_ATTEMPTS ? retrying : failed)[row.id] = outcome.error;
  });
  report.sent = Object.keys(sent).length;
  report.failed = Object.keys(failed).length;
  report.retrying = Object.keys(retrying).length;
  if (report.failed) {
    // Loud on purpose: these people will not get this mail without someone acting.
    console.error(
      `[outbox] GAVE UP on ${report.failed} of batch ${logText(batch.idempotencyKey)} after ${attempts} attempt(s): ${logText(Object.values(failed)[0])}`,
    );
  }
  if (report.retrying) {
    console.warn(
      `[outbox] batch ${logText(batch.idempotencyKey)} attempt ${attempts} failed, will retry: ${logText(Object.values(retrying)[0])}`,
    );
  }

  // Each settle touches only rows still claimed, so a sender whose claim ran out settles nothing.
  const d1 = db.$client;
  const settle = (set: string, values: Record<string, string | null>, ...binds: unknown[]) =>
    d1
      .prepare(
        `UPDATE email_outbox SET ${set}, claimed_until = NULL
         WHERE id IN (SELECT key FROM json_each(?1)) AND +status = 'sending' AND +claimed_until = ?2`,
      )
      .bind(JSON.stringify(values), claimedUntil, ...binds);
  const fromJson = "(SELECT value FROM json_each(?1) WHERE key = email_outbox.id)";
  await d1.batch([
    settle(`status = 'sent', sent_at = ?3, last_error = NULL, provider_message_id = ${fromJson}`, sent, now),
    settle(`status = 'failed', last_error = ${fromJson}`, failed),
    settle(
      `status = 'pending', next_attempt_at = ?3, last_error = ${fromJson}`,
      retrying,
      now + backoffMs(attempts || 1),
    ),
    ...(batch.alsoRun?.(rows.map((r) => r.row.id)) ?? []),
  ]);
  return report;
}

/** A transport without a batch call: each email alone, under its own key. */
async function sendOneByOne(transport: EmailTransport, emails: OutgoingEmail[]): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = [];
  for (const email of emails) {
    try {
      outcomes.push({ sent: true, ...(await transport.send(email)) });
    } catch (err) {
      const permanent = err instanceof EmailSendError && err.permanent;
      outcomes.push({ sent: false, error: err instanceof Error ? err.message : String(err), retry: !permanent });
    }
  }
  return outcomes;
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
