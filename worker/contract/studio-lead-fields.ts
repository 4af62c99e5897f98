import type { Locale } from "./locales";

/**
 * The studio's leads inbox: the kinds, states and shapes, without zod, so the
 * studio's screens can draw the list without loading the validation library.
 */

/** A contact message from the home form, a resume request from the modal, an excerpt registration. */
export const LEAD_KINDS = ["contact", "resume", "excerpt"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATES = ["new", "answered", "archived"] as const;
export type LeadState = (typeof LEAD_STATES)[number];

export const LEAD_LIMITS = {
  /** Rows per page of the inbox. */
  pageMax: 100,
  pageDefault: 50,
  /** The search box. */
  q: 100,
  /** Characters of the message the list shows before the author opens the lead. */
  preview: 160,
} as const;

/** One lead in the inbox's list. */
export interface LeadSummary {
  kind: LeadKind;
  id: string;
  name: string;
  email: string;
  locale: Locale;
  state: LeadState;
  stateChangedAt: number | null;
  createdAt: number;
  /** The message's subject, or the book's title for an excerpt registration. */
  subject: string;
  /** The start of the message; empty for an excerpt registration. */
  preview: string;
}

/** A page of the inbox, newest first: pass `next` back as `before` for the following page. */
export interface LeadPage {
  leads: LeadSummary[];
  next: string | null;
}

/** One lead opened whole, with the reply as a `mailto:` URL for the author's mail client. */
export interface LeadDetail extends Omit<LeadSummary, "preview"> {
  message: string | null;
  reason: string | null;
  company: string | null;
  stayUpdated: boolean | null;
  excerptId: string | null;
  replyUrl: string;
}
