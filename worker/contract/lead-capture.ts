import { z } from "./zod";
import {
  CONTACT_REASONS,
  DEFAULT_CONTACT_MESSAGE,
  DEFAULT_RESUME_MESSAGE,
  DEFAULT_RESUME_SUBJECT,
  EXCERPT_IDS,
  LIMITS,
} from "./lead-capture-fields";
import { localeOrDefaultField } from "./locale-field";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  TEXT_MAX_LENGTH,
  hasVisibleText,
  sanitizeText,
  sanitizeTextarea,
} from "./secure-input";

/**
 * The lead-capture forms' schemas, shared by the forms, which use them for
 * the spec's toasts in the spec's order, and by the Worker, which is the authority.
 *
 * Issue messages are stable codes (`name_required`…): the client turns them into translated
 * toasts, and the API reports them per field in the one error shape.
 */

export * from "./lead-capture-fields";

/** Single-line text: neutralised and cut (secure input rules), then checked. */
const text = (max: number = TEXT_MAX_LENGTH, missing?: string) =>
  z.string(missing ? { error: missing } : undefined).overwrite((v) => sanitizeText(v, max).value);
const textarea = (max: number) => z.string().overwrite((v) => sanitizeTextarea(v, max).value);

/** Both codes can fire for "": whoever shows one toast picks the first in check order. */
const email = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? "email_required" : "email_invalid"),
  })
  .trim()
  .min(1, "email_required")
  .max(EMAIL_MAX_LENGTH, "email_invalid")
  .regex(EMAIL_PATTERN, "email_invalid");

/** Optional here: a missing token is the bot check's refusal (403), not a field error (400). */
const turnstileToken = z.string({ error: "bot_check_invalid" }).max(LIMITS.token, "bot_check_invalid").optional();

/** Company is required only for job-position enquiries; checked even when other fields fail. */
const companyForJobPosition = { message: "company_required", path: ["company"], when: () => true };
function hasCompanyWhenNeeded(value: unknown): boolean {
  const { reason, company } = (value ?? {}) as { reason?: unknown; company?: unknown };
  return reason !== "job_position" || (typeof company === "string" && hasVisibleText(company));
}

/** The home "Let's Connect" form as the visitor fills it in. */
export const homeContactFormSchema = z
  .object({
    name: text(LIMITS.name, "name_required").refine(hasVisibleText, "name_required"),
    lastName: text(LIMITS.lastName),
    email,
    reason: z.string().refine((v) => (CONTACT_REASONS as readonly string[]).includes(v), "reason_required"),
    company: text(LIMITS.company),
    message: textarea(LIMITS.contactMessage),
    privacyPolicy: z.boolean().refine((v) => v, "privacy_required"),
    stayUpdated: z.boolean(),
  })
  .refine(hasCompanyWhenNeeded, companyForJobPosition);
export type HomeContactFormValues = z.input<typeof homeContactFormSchema>;

/** Body of `contact-form-handler` for the home form. */
export const homeContactRequestSchema = z
  .object({
    form: z.literal("contact"),
    fullName: text(LIMITS.fullName * 2 + 1, "name_required").refine(hasVisibleText, "name_required"),
    email,
    reason: z.enum(CONTACT_REASONS, "reason_required"),
    company: text(LIMITS.company).default(""),
    subject: text(LIMITS.subject).optional(),
    message: textarea(LIMITS.contactMessage)
      .default("")
      .transform((v) => v || DEFAULT_CONTACT_MESSAGE),
    privacyPolicy: z.literal(true, "privacy_required"),
    stayUpdated: z.boolean().default(false),
    turnstileToken,
    locale: localeOrDefaultField,
  })
  .refine(hasCompanyWhenNeeded, companyForJobPosition);

/** Body of `contact-form-handler` for the Contact & Resume Request modal. */
export const resumeRequestSchema = z.object({
  form: z.literal("resume"),
  fullName: text(LIMITS.fullName, "name_required").refine(hasVisibleText, "name_required"),
  email,
  subject: text(LIMITS.subject)
    .default("")
    .transform((v) => v || DEFAULT_RESUME_SUBJECT),
  message: textarea(LIMITS.resumeMessage)
    .default("")
    .transform((v) => v || DEFAULT_RESUME_MESSAGE),
  turnstileToken,
  locale: localeOrDefaultField,
});

/** The contact and resume modal's own check: name and email present. */
export const resumeFormSchema = resumeRequestSchema.pick({ fullName: true, email: true });

export const contactRequestSchema = z.discriminatedUnion("form", [homeContactRequestSchema, resumeRequestSchema]);
export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactRequestBody = z.input<typeof contactRequestSchema>;

const pageUrl = z.url({ protocol: /^https?$/, message: "page_url_invalid" }).max(LIMITS.pageUrl, "page_url_invalid");

/** Body of `newsletter-subscription`; the token is Turnstile's bot check. */
export const newsletterRequestSchema = z.object({
  email,
  page_url: pageUrl.optional(),
  timestamp: z.iso.datetime({ offset: true, message: "timestamp_invalid" }).optional(),
  turnstileToken,
  locale: localeOrDefaultField,
});
export type NewsletterRequestBody = z.input<typeof newsletterRequestSchema>;

/** The newsletter's own check, for its two toasts. */
export const newsletterFormSchema = z.object({ email });

/** Body of `register-excerpt-download`. */
export const excerptRequestSchema = z.object({
  email,
  fullName: text(LIMITS.fullName, "name_required").refine(hasVisibleText, "name_required"),
  bookTitle: text(LIMITS.bookTitle).optional(),
  excerptFile: z.enum(EXCERPT_IDS, "excerpt_unknown"),
  turnstileToken,
  locale: localeOrDefaultField,
});
export type ExcerptRequestBody = z.input<typeof excerptRequestSchema>;

/** The dialog's own check: both fields filled ("Please fill in all fields"). */
export const excerptFormSchema = z.object({
  fullName: z.string().trim().min(1, "fields_required"),
  email: z.string().trim().min(1, "fields_required"),
});

/** Newsletter confirm and unsubscribe links carry a signed token. */
export const newsletterTokenSchema = z.object({ token: z.string().min(10).max(512) });
