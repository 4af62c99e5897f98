import { z } from "./zod";
import { localeField } from "./locale-field";
import { BROADCAST_LIMITS } from "./newsletter-broadcast-fields";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, hasVisibleText } from "./secure-input";

/**
 * The studio's broadcast forms, shared by the form (its toasts) and the Worker (the authority).
 * Issue messages are stable codes, reported per field in the one error shape.
 */

export * from "./newsletter-broadcast-fields";

/** Line breaks or control characters in a subject could forge mail headers. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const HEADER_BREAKERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** A draft as the author saves it (create and update take the whole draft). */
export const broadcastDraftSchema = z.object({
  locale: localeField,
  subject: z
    .string({ error: "subject_required" })
    .trim()
    .min(1, "subject_required")
    .max(BROADCAST_LIMITS.subject, "subject_too_long")
    .refine((v) => !HEADER_BREAKERS.test(v), "subject_invalid")
    .refine(hasVisibleText, "subject_required"),
  markdown: z
    .string({ error: "body_required" })
    .max(BROADCAST_LIMITS.markdown, "body_too_long")
    .refine(hasVisibleText, "body_required"),
});
export type BroadcastDraft = z.output<typeof broadcastDraftSchema>;
export type BroadcastDraftBody = z.input<typeof broadcastDraftSchema>;

/** "Send a test to yourself": one address. */
export const broadcastTestSchema = z.object({
  email: z
    .string({ error: "email_required" })
    .trim()
    .min(1, "email_required")
    .max(EMAIL_MAX_LENGTH, "email_invalid")
    .regex(EMAIL_PATTERN, "email_invalid"),
});
export type BroadcastTestBody = z.input<typeof broadcastTestSchema>;

/** A broadcast in a path. */
export const broadcastIdSchema = z.object({ id: z.uuid("broadcast_unknown") });
