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
  "author-newsletter@example.com",
  "author-newsletter-unenrolled@example.com",
  "author-broadcasts@example.com",
  "author-broadcasts-unenrolled@example.com",
] as const;
