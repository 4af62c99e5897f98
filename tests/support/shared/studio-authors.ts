/** The addresses the worker tests' STUDIO_ADMINS names (vitest.config.ts): one per scenario. */
export const STUDIO_TEST_AUTHORS = [
  "author-returning@example.com",
  "author-enrolling@example.com",
  "author-idle@example.com",
  "author-backup@example.com",
  "author-moderation@example.com",
  "author-moderation-other@example.com",
  "author-moderation-unenrolled@example.com",
  "author-leads@example.com",
  "author-leads-unenrolled@example.com",
  "author-fuzz@example.com",
  "author-figures@example.com",
  "author-figures-unenrolled@example.com",
  "author-newsletter@example.com",
  "author-newsletter-unenrolled@example.com",
  "author-broadcasts@example.com",
  "author-broadcasts-unenrolled@example.com",
  "author-sales@example.com",
  "author-sales-unenrolled@example.com",
  "author-orders@example.com",
  "author-orders-unenrolled@example.com",
  "author-catalogue@example.com",
  "author-catalogue-unenrolled@example.com",
  "author-order-actions@example.com",
  "author-order-actions-unenrolled@example.com",
  "author-files@example.com",
  "author-files-unenrolled@example.com",
  "author-albums@example.com",
  "author-vat@example.com",
  "author-releases@example.com",
  "author-releases-unenrolled@example.com",
  "author-reviews@example.com",
  "author-reviews-unenrolled@example.com",
  "author-codes@example.com",
  "author-codes-unenrolled@example.com",
] as const;

/**
 * The browser tests' authors besides the seeded one: the e2e site's STUDIO_ADMINS names them
 * (tests/setup/e2e-global-setup.ts), one per test file, so no file depends on another's enrolment.
 */
export const STUDIO_E2E_AUTHORS = {
  leads: "author-leads-e2e@example.com",
  moderation: "author-moderation-e2e@example.com",
  newsletter: "author-newsletter-e2e@example.com",
  orders: "author-orders-e2e@example.com",
  catalogue: "author-catalogue-e2e@example.com",
  releases: "author-releases-e2e@example.com",
  reviews: "author-reviews-e2e@example.com",
  codes: "author-codes-e2e@example.com",
} as const;
