import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { devMailbox } from "../db/schema";
import { attachmentHead } from "./attachments";
import type { AttachmentRef, EmailTransport, OutgoingEmail } from "./transport";

/** An attachment as the dev mailbox shows it: the reference, and the size the transport read. */
export interface DevMailAttachment extends AttachmentRef {
  size: number;
}

/** D1 binds at most 100 parameters per statement; a mailbox row takes 10. */
const ROWS_PER_INSERT = 10;

/**
 * Local development's transport: mail is stored in D1 and read at `/dev/mail` and
 * `GET /api/dev/mail` instead of leaving the machine.
 */
export function createDevMailboxTransport(db: Db, now: () => number = Date.now, files?: R2Bucket): EmailTransport {
  const row = (email: OutgoingEmail, attachments: DevMailAttachment[] = []) => ({
    id: email.idempotencyKey,
    sender: email.from,
    recipient: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    headers: JSON.stringify(email.headers),
    attachments: JSON.stringify(attachments),
    createdAt: now(),
  });
  /** Reads each attachment as Resend's transport would (refusing what it would refuse); keeps its size. */
  async function attachmentsOf(email: OutgoingEmail): Promise<DevMailAttachment[]> {
    const read: DevMailAttachment[] = [];
    for (const ref of email.attachments ?? []) {
      read.push({ ...ref, size: (await attachmentHead(files, ref)).size });
    }
    return read;
  }
  return {
    name: "dev-mailbox",
    async send(email) {
      // The idempotency key keeps a retried send from storing the mail twice, as Resend would.
      await db
        .insert(devMailbox)
        .values(row(email, await attachmentsOf(email)))
        .onConflictDoNothing();
      return { providerMessageId: email.idempotencyKey };
    },
    // Each email keeps its own key as the row id, so a retried batch stores nobody's mail twice.
    // Batches are newsletters, which attach nothing.
    async sendBatch(batch) {
      const inserts = [];
      for (let i = 0; i < batch.emails.length; i += ROWS_PER_INSERT) {
        inserts.push(
          db
            .insert(devMailbox)
            .values(batch.emails.slice(i, i + ROWS_PER_INSERT).map((email) => row(email)))
            .onConflictDoNothing(),
        );
      }
      if (inserts.length) await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
      return batch.emails.map((email) => ({ sent: true as const, providerMessageId: email.idempotencyKey }));
    },
  };
}

export interface DevMail {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Each with `url`, where the dev mailbox serves the file as it was attached. */
  attachments: Array<DevMailAttachment & { url: string }>;
  created: string;
}

type DevMailRow = typeof devMailbox.$inferSelect;

/** The dev mailbox, newest first. */
export async function listDevMail(db: Db, limit = 100): Promise<DevMail[]> {
  const rows = await db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt), desc(devMailbox.id)).limit(limit);
  return rows.map(toDevMail);
}

/** One mail of the dev mailbox, or null. */
export async function getDevMail(db: Db, id: string): Promise<DevMail | null> {
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id)).limit(1);
  return row ? toDevMail(row) : null;
}

function toDevMail(r: DevMailRow): DevMail {
  return {
    id: r.id,
    from: r.sender,
    to: r.recipient,
    replyTo: r.replyTo,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    headers: JSON.parse(r.headers) as Record<string, string>,
    attachments: (JSON.parse(r.attachments) as DevMailAttachment[]).map((a, i) => ({
      ...a,
      url: `/api/dev/mail/${encodeURIComponent(r.id)}/attachments/${i}`,
    })),
    created: new Date(r.createdAt).toISOString(),
  };
}
