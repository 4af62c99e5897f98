/**
 * A file sent with an email, by reference: the outbox keeps the R2 key and the transport reads
 * the object when it sends (decision 056), so no file ever sits in D1.
 */
export interface AttachmentRef {
  key: string;
  filename: string;
  contentType: string;
}

/** One email as a transport sends it. */
export interface OutgoingEmail {
  /** `<kind>/<id>`: the provider drops a second send with the same key. */
  idempotencyKey: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments?: AttachmentRef[];
}

/** A failed send: `permanent` failures (a rejected address…) are not retried. */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "EmailSendError";
  }
}

/** Up to `MAX_BATCH_EMAILS` emails handed over in one call, under one idempotency key. */
export interface OutgoingBatch {
  /** The whole call's key: the same key with the same emails is the same call, sent once. */
  idempotencyKey: string;
  emails: OutgoingEmail[];
}

/** What became of one email of a batch the provider answered. */
export type BatchEmailOutcome = { sent: true; providerMessageId?: string } | { sent: false; error: string };

/** Resend's batch endpoint takes at most 100 emails per call. */
export const MAX_BATCH_EMAILS = 100;

/** Resend in production, the dev mailbox locally; chosen by configuration, never by editing code. */
export interface EmailTransport {
  readonly name: string;
  /** Resolves with the provider's message id; throws EmailSendError (or anything) on failure. */
  send(email: OutgoingEmail): Promise<{ providerMessageId?: string }>;
  /**
   * Hands a batch over in one call and resolves with one outcome per email, in order (a refused
   * email is refused for good: the provider said why). Throws EmailSendError when the call as a
   * whole failed or its answer was lost: then nothing is known about any email of it. A transport
   * without it gets each email of a batch by `send`, under the email's own key.
   */
  sendBatch?(batch: OutgoingBatch): Promise<BatchEmailOutcome[]>;
}
