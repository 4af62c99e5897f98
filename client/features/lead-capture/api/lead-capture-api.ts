import type {
  ContactRequestBody,
  ExcerptRequestBody,
  NewsletterRequestBody,
} from "../../../../worker/contract/lead-capture";
import { api } from "../../../lib/api-client";
import { settle, type CallResult } from "../../../lib/call-result";
import { downloadUrl } from "../../../lib/download";

export type { CallResult };

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
  downloadUrl(link.url, link.fileName);
}
