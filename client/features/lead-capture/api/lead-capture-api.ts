import type { ContactRequestBody, ExcerptRequestBody, NewsletterRequestBody } from "#worker/contract/lead-capture";
import { api } from "#client/lib/api-client";
import { settle, type CallResult, type DataOf } from "#client/lib/call-result";
import { downloadUrl } from "#client/lib/download";

export type { CallResult };

/** A file to download, as the excerpt and résumé answers name it. */
type FileLink = NonNullable<
  DataOf<Awaited<ReturnType<(typeof api)["register-excerpt-download"]["$post"]>>>
>["download"];

export const sendContactRequest = (json: ContactRequestBody) =>
  settle(() => api["contact-form-handler"].$post({ json }));

export const subscribeToNewsletter = (json: NewsletterRequestBody) =>
  settle(() => api["newsletter-subscription"].$post({ json }));

export const registerExcerptDownload = (json: ExcerptRequestBody) =>
  settle(() => api["register-excerpt-download"].$post({ json }));

export const confirmNewsletter = (token: string) => settle(() => api.newsletter.confirm.$post({ query: { token } }));

export const unsubscribeFromNewsletter = (token: string) =>
  settle(() => api.newsletter.unsubscribe.$post({ query: { token } }));

/** Starts a file download in the browser under the given name. */
export function startDownload(link: FileLink): void {
  downloadUrl(link.url, link.fileName);
}
