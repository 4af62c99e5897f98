import { RESEND_API_URL_DEFAULT } from "../config";
import { EmailSendError, type EmailTransport, type OutgoingEmail } from "./transport";

/** Where mail goes unless `RESEND_API_URL` points elsewhere (a fake provider in tests). */
export const RESEND_EMAILS_URL = `${RESEND_API_URL_DEFAULT}/emails`;

/** Statuses worth another try later: timeouts, rate limits, concurrent idempotent requests, 5xx. */
const RETRYABLE = new Set([408, 409, 429]);

/** Resend's REST API through fetch (no SDK needed for one call). */
export function createResendTransport(
  apiKey: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; baseUrl?: string } = {},
): EmailTransport {
  const url = options.baseUrl ? `${options.baseUrl}/emails` : RESEND_EMAILS_URL;
  return {
    name: "resend",
    async send(email: OutgoingEmail) {
      const doFetch = options.fetch ?? fetch;
      let res: Response;
      try {
        res = await doFetch(url, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${apiKey}`,
            "Content-Type": "application/json",
            "Idempotency-Key": email.idempotencyKey,
          },
          body: JSON.stringify({
            from: email.from,
            to: [email.to],
            subject: email.subject,
            text: email.text,
            html: email.html,
            ...(email.replyTo ? { reply_to: email.replyTo } : {}),
            ...(Object.keys(email.headers).length ? { headers: email.headers } : {}),
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new EmailSendError(`Resend unreachable: ${err instanceof Error ? err.message : String(err)}`, false);
      }
      const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string; name?: string };
      if (!res.ok) {
        const permanent = res.status < 500 && !RETRYABLE.has(res.status);
        throw new EmailSendError(
          `Resend answered ${res.status}: ${body.name ?? ""} ${body.message ?? ""}`.trim(),
          permanent,
        );
      }
      return { providerMessageId: body.id };
    },
  };
}
