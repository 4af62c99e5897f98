import type { Locale } from "./locales";

/**
 * The newsletter broadcasts' fixed values and shapes, without zod, so the studio can draw its
 * screens before it loads the schemas (newsletter-broadcasts.ts) on a form's first focus.
 */

export const BROADCAST_LIMITS = {
  /** Longer subjects are cut by mail clients anyway. */
  subject: 150,
  /** Markdown characters: a long essay; Gmail clips messages past about 100 KB of HTML. */
  markdown: 50_000,
  /** Broadcasts per page of the studio's list. */
  pageMax: 50,
  pageDefault: 20,
} as const;

/** `draft` → `sending` → `sent`; a send that delivers nothing comes back to `draft` with its error. */
export const BROADCAST_STATUSES = ["draft", "sending", "sent"] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** A broadcast as the studio lists and edits it. */
export interface BroadcastView {
  id: string;
  locale: Locale;
  subject: string;
  markdown: string;
  status: BroadcastStatus;
  lastError: string | null;
  createdBy: string;
  created: string;
  updated: string;
  started: string | null;
  sent: string | null;
}

/** The progress bar while sending: every delivery is in exactly one of the four states. */
export interface BroadcastProgress {
  status: BroadcastStatus;
  /** Deliveries created so far; final once `enqueued` is true. */
  total: number;
  enqueued: boolean;
  queued: number;
  sent: number;
  failed: number;
  /** Unsubscribed (or no longer confirmed) before their batch was handed over: nothing sent. */
  skipped: number;
}

/** The figures beside a sent broadcast. */
export interface BroadcastCounts {
  sent: number;
  failed: number;
  /** Recipients of this broadcast who have unsubscribed since it started sending. */
  unsubscribedSince: number;
}

/** What the subscriber will get, for the preview. */
export interface BroadcastPreview {
  subject: string;
  html: string;
  text: string;
}

/** A broadcast in the studio's list: without its Markdown, with its figures once it has started. */
export interface BroadcastSummary extends Omit<BroadcastView, "markdown"> {
  /** Sent, failed and unsubscribed since it started; null for a draft. */
  counts: BroadcastCounts | null;
  /** The progress bar of one that is sending; null otherwise. */
  progress: BroadcastProgress | null;
}

/** A page of broadcasts, newest first: pass `next` back as `before` for the following page. */
export interface BroadcastPage {
  broadcasts: BroadcastSummary[];
  next: string | null;
}

/** One broadcast opened whole: its progress and figures, and whom a send would reach now. */
export interface BroadcastDetail extends BroadcastView {
  progress: BroadcastProgress;
  /** Null for a draft. */
  counts: BroadcastCounts | null;
  /** Confirmed subscribers of its language right now: "will go to N confirmed subscribers". */
  recipients: number;
}

/** `POST …/broadcasts/:id/test`: the test is queued for the address. */
export interface BroadcastTestQueued {
  to: string;
}
