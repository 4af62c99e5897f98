import type { ApiErrorBody, ApiErrorCode } from "../../../../worker/contract/api-error";
import type {
  ContactRequestBody,
  ExcerptRequestBody,
  NewsletterRequestBody,
} from "../../../../worker/contract/lead-capture";
import { api } from "../../../lib/api-client";

/** What a form needs to know about a call: its data, or why it failed. */
export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code?: ApiErrorCode; fields?: Record<string, string[]> };

async function settle<T>(call: () => Promise<Response>): Promise<CallResult<T>> {
  try {
    const res = await call();
    const body = (await res.json().catch(() => null)) as ({ data: T } & Partial<ApiErrorBody>) | null;
    if (res.ok && body && "data" in body) return { ok: true, data: body.data };
    return { ok: false, status: res.status, code: body?.error?.code, fields: body?.error?.fields };
  } catch {
    return { ok: false, status: 0 }; // offline or the request never completed
  }
}

export interface FileLink {
  url: string;
  fileName: string;
}

export const sendContactRequest = (json: ContactRequestBody) =>
  settle<{ id: string; download?: FileLink }>(() => api["contact-form-handler"].$post({ json }));

export const subscribeToNewsletter = (json: NewsletterRequestBody) =>
  settle<{ status: "confirmation_sent" }>(() => api["newsletter-subscription"].$post({ json }));

export const registerExcerptDownload = (json: ExcerptRequestBody) =>
  settle<{ download: FileLink }>(() => api["register-excerpt-download"].$post({ json }));

export const confirmNewsletter = (token: string) =>
  settle<{ status: "confirmed" | "already_confirmed" }>(() => api.newsletter.confirm.$post({ query: { token } }));

export const unsubscribeFromNewsletter = (token: string) =>
  settle<{ status: "unsubscribed" }>(() => api.newsletter.unsubscribe.$post({ query: { token } }));

/** Starts a file download in the browser under the given name. */
export function startDownload(link: FileLink): void {
  const a = document.createElement("a");
  a.href = link.url;
  a.download = link.fileName;
  a.rel = "noopener";
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}
