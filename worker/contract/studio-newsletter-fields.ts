import type { Locale } from "./locales";
import type { NewsletterSource } from "./newsletter-consent";

/**
 * The studio's Newsletter section: subscribers and their consent, without zod, so the
 * studio's screens can draw the lists before they load the schemas. The broadcasts' shapes are
 * newsletter-broadcast-fields.ts's, re-exported here so the section imports one module.
 */

export * from "./newsletter-broadcast-fields";
export { NEWSLETTER_SOURCES, type NewsletterSource } from "./newsletter-consent";

/** `pending` until the address is confirmed by its link; only `confirmed` ones get broadcasts. */
export const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export const SUBSCRIBER_LIMITS = {
  /** Rows per page of the list. */
  pageMax: 100,
  pageDefault: 50,
  /** The search box (part of an address). */
  q: 100,
} as const;

/** What the subscriber agreed to, where and when: their last sign-up's record. */
export interface SubscriberConsent {
  /** When they sent the form (milliseconds). */
  at: number;
  /** The page they sent it from, as their browser gave it; null from the contact form. */
  pageUrl: string | null;
  /** The language of the page, and of the words they read. */
  locale: Locale;
  source: NewsletterSource;
  /** The wording's version (NEWSLETTER_CONSENT_TEXTS); null for sign-ups recorded before versions. */
  version: string | null;
  /** The words themselves in that language; null when the version is unknown. */
  text: string | null;
}

/** One subscriber in the list. */
export interface SubscriberSummary {
  id: string;
  email: string;
  state: SubscriberState;
  /** The language their mail comes in. */
  locale: Locale;
  createdAt: number;
  updatedAt: number;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
  consent: SubscriberConsent;
}

/**
 * A page of subscribers, newest first: pass `next` back as `before` for the following page.
 * `totals` counts every subscriber of the language filtered on (all languages without one) by
 * state, whatever the state filter and the search: the tabs' numbers.
 */
export interface SubscriberPage {
  subscribers: SubscriberSummary[];
  next: string | null;
  totals: Record<SubscriberState, number>;
}

/** `DELETE …/subscribers/:id`: gone for good. */
export interface SubscriberDeleted {
  deleted: true;
  id: string;
}
