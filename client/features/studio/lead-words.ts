import { DEFAULT_RESUME_MESSAGE, DEFAULT_RESUME_SUBJECT } from "#worker/contract/lead-capture-fields";
import type { LeadKind } from "#worker/contract/studio-leads";

/**
 * What the sender wrote, or null where a resume request was sent with the form's own words
 * (the spec stores "Resume Download Request" and "Requesting resume download" for empty fields):
 * the inbox says so instead of showing them as the sender's.
 */
export function sendersWords(
  kind: LeadKind,
  text: string | null | undefined,
  field: "subject" | "message",
): string | null {
  if (!text) return null;
  if (kind !== "resume") return text;
  return text.trim() === (field === "subject" ? DEFAULT_RESUME_SUBJECT : DEFAULT_RESUME_MESSAGE) ? null : text;
}
