import type { EmailLinkBody } from "#worker/contract/email-link-fields";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

/** The press on the account mails' link page: confirms, approves or finishes an email change. */
export const verifyEmailLink = (json: EmailLinkBody) => settle(() => api["email-links"].verify.$post({ json }));
