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

/** Resend in production, the dev mailbox locally; chosen by configuration, never by editing code. */
export interface EmailTransport {
  readonly name: string;
  /** Resolves with the provider's message id; throws EmailSendError (or anything) on failure. */
  send(email: OutgoingEmail): Promise<{ providerMessageId?: string }>;
}
