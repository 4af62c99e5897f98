import { RESEND_API_URL_DEFAULT } from "../config";
import { attachmentBodies } from "./attachments";
import {
  EmailSendError,
  type BatchEmailOutcome,
  type EmailTransport,
  type OutgoingBatch,
  type OutgoingEmail,
} from "./transport";

/** Where mail goes unless `RESEND_API_URL` points elsewhere (a fake provider in tests). */
export const RESEND_EMAILS_URL = `${RESEND_API_URL_DEFAULT}/emails`;

/** Statuses worth another try later: timeouts, rate limits, concurrent idempotent requests, 5xx. */
const RETRYABLE = new Set([408, 409, 429]);

/** One email as Resend's `/emails` and `/emails/batch` take it. */
function resendEmail(email: OutgoingEmail) {
  return {
    from: email.from,
    to: [email.to],
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo ? { reply_to: email.replyTo } : {}),
    ...(Object.keys(email.headers).length ? { headers: email.headers } : {}),
  };
}

/** Resend's REST API through fetch (no SDK needed for two calls). */
export function createResendTransport(
  apiKey: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; baseUrl?: string; files?: R2Bucket } = {},
): EmailTransport {
  const base = options.baseUrl ?? RESEND_API_URL_DEFAULT;

  /** One POST; a network error, a timeout or a refusal is an EmailSendError, the answer's body otherwise. */
  async function post<T>(
    path: string,
    idempotencyKey: string,
    body: unknown,
    headers: Record<string, string> = {},
    timeoutMs = options.timeoutMs ?? 10_000,
  ) {
    const doFetch = options.fetch ?? fetch;
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": idempotencyKey,
          ...headers,
        },
        body: body instanceof ReadableStream ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new EmailSendError(`Resend unreachable: ${err instanceof Error ? err.message : String(err)}`, false);
    }
    const answer = (await res.json().catch(() => ({}))) as T & { message?: string; name?: string };
    if (!res.ok) {
      const permanent = res.status < 500 && !RETRYABLE.has(res.status);
      throw new EmailSendError(
        `Resend answered ${res.status}: ${answer.name ?? ""} ${answer.message ?? ""}`.trim(),
        permanent,
      );
    }
    return answer;
  }

  return {
    name: "resend",
    async send(email) {
      if (email.attachments?.length) {
        // A file of up to 30 MB goes up as base64 inside the JSON, streamed from R2 as it is
        // encoded: the Worker never holds the file (its memory is 128 MB). Uploads take longer.
        const body = await attachmentBodies(options.files, resendEmail(email), email.attachments);
        const answer = await post<{ id?: string }>("/emails", email.idempotencyKey, body, {}, 120_000);
        return { providerMessageId: answer.id };
      }
      const body = await post<{ id?: string }>("/emails", email.idempotencyKey, resendEmail(email));
      return { providerMessageId: body.id };
    },

    /**
     * `POST /emails/batch` in permissive validation: the valid emails are sent and each invalid
     * one comes back in `errors` with its index, so one bad address doesn't hold back 99 others.
     * `data` lists the created emails' ids in request order, skipping the refused ones. Resend
     * answers a repeated key with the same emails by the first call's answer and sends nothing
     * again (for 24 hours), so a retry after a lost answer is safe.
     */
    async sendBatch(batch: OutgoingBatch): Promise<BatchEmailOutcome[]> {
      const body = await post<{ data?: Array<{ id?: string }>; errors?: Array<{ index?: number; message?: string }> }>(
        "/emails/batch",
        batch.idempotencyKey,
        batch.emails.map(resendEmail),
        { "x-batch-validation": "permissive" },
      );
      const refused = new Map<number, string>();
      for (const e of body.errors ?? []) {
        if (typeof e.index === "number") refused.set(e.index, `Resend refused it: ${e.message ?? "invalid"}`);
      }
      const ids = (body.data ?? []).map((d) => d.id);
      let next = 0;
      return batch.emails.map((_, index): BatchEmailOutcome => {
        const error = refused.get(index);
        if (error !== undefined) return { sent: false, error };
        return { sent: true, providerMessageId: ids[next++] };
      });
    },
  };
}
