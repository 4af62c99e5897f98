import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { createDevMailboxTransport } from "./dev-mailbox-transport";
import { drainOutbox } from "./outbox";
import { createResendTransport } from "./resend-transport";
import type { EmailTransport } from "./transport";
import { logText } from "../services/log-text";

/**
 * Resend when a key is configured, otherwise the local dev mailbox: mail without a key never
 * fails. `files` is the bucket attachments are read from; a mail with attachments sent without
 * it waits for the cron sweep, which has it.
 */
export function createEmailTransport(config: AppConfig, db: Db, files?: R2Bucket): EmailTransport {
  return config.email.resendApiKey
    ? createResendTransport(config.email.resendApiKey, { baseUrl: config.email.resendApiUrl, files })
    : createDevMailboxTransport(db, Date.now, files);
}

/** Sends the rows a request just wrote; whatever fails stays for the cron sweep. */
export async function sendQueued(config: AppConfig, db: Db, ids: string[], files?: R2Bucket): Promise<void> {
  if (ids.length === 0) return;
  try {
    await drainOutbox(db, createEmailTransport(config, db, files), { from: config.email.from, ids });
  } catch (err) {
    console.error(`[outbox] immediate send failed; the cron sweep will retry: ${logText(err)}`);
  }
}
