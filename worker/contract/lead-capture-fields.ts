/**
 * The lead-capture forms' fixed values (reasons, limits, excerpts, bot-check actions), without
 * zod, so the browser can render the forms without loading the schemas until they are used.
 */
import { TEXTAREA_MAX_LENGTH } from "./secure-input";

export const CONTACT_REASONS = [
  "collaboration",
  "job_position",
  "media_opportunity",
  "publishing",
  "coaching_opportunity",
  "consulting",
  "other",
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** English labels, used where the author reads them (the subject of the notification). */
export const CONTACT_REASON_LABELS: Record<ContactReason, string> = {
  collaboration: "Collaboration",
  job_position: "Job Position",
  media_opportunity: "Media Opportunity",
  publishing: "Publishing",
  coaching_opportunity: "Coaching Opportunity",
  consulting: "Consulting",
  other: "Other",
};

export const LIMITS = {
  fullName: 100,
  name: 100,
  lastName: 100,
  company: 200,
  subject: 200,
  resumeMessage: 1000,
  contactMessage: TEXTAREA_MAX_LENGTH,
  bookTitle: 200,
  token: 2048,
  pageUrl: 2048,
} as const;

export const DEFAULT_CONTACT_MESSAGE = "No message provided";
export const DEFAULT_RESUME_SUBJECT = "Resume Download Request";
export const DEFAULT_RESUME_MESSAGE = "Requesting resume download";

/** Validation codes, in the order the home contact form checks them (the first failing one is shown). */
export const CONTACT_FORM_CHECK_ORDER = [
  "name_required",
  "email_required",
  "email_invalid",
  "reason_required",
  "company_required",
  "privacy_required",
] as const;
export type ContactFormCheck = (typeof CONTACT_FORM_CHECK_ORDER)[number];

/** "Job Position — Acme": the reason, then a dash and the company when there is one. */
export function contactSubject(reason: ContactReason, company: string): string {
  const label = CONTACT_REASON_LABELS[reason];
  return company.trim() ? `${label} - ${company.trim()}` : label;
}

/** Free excerpts that can be registered for; the key is what the form sends as `excerptFile`. */
export const EXCERPTS = {
  "mortal-vengeance-book-1": {
    bookTitle: "Mortal Vengeance",
    objectKey: "excerpts/mortal-vengeance-book-1.epub",
  },
} as const;
export type ExcerptId = keyof typeof EXCERPTS;
export const EXCERPT_IDS = Object.keys(EXCERPTS) as [ExcerptId, ...ExcerptId[]];

/** The name an excerpt downloads as: `<book title> excerpt.epub`. */
export function excerptFileName(bookTitle: string): string {
  return `${bookTitle} excerpt.epub`;
}

/** Turnstile actions, one per form (checked by the server against the token). */
export const TURNSTILE_ACTIONS = {
  contact: "contact_form",
  resume: "resume_request",
  newsletter: "newsletter_subscription",
  excerpt: "excerpt_download",
  checkout: "checkout",
  guestClaim: "guest_claim",
} as const;
/** "Notify me" (release-notice-fields.ts) names its action there, so this shell module doesn't grow. */
export type TurnstileAction = (typeof TURNSTILE_ACTIONS)[keyof typeof TURNSTILE_ACTIONS] | "release_notice";

/** Whose first failing check, in `order`, to show; undefined when all pass. */
export function firstIssue<T extends string>(
  issues: ReadonlyArray<{ message: string }>,
  order: readonly T[],
): T | undefined {
  const found = new Set(issues.map((i) => i.message));
  return order.find((code) => found.has(code));
}
