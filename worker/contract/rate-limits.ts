/**
 * Every rate limit the site applies, in one table: `limit` attempts per `windowSeconds`. The
 * Worker counts its own exactly in D1 (a sliding window per name and subject); the `auth_*`
 * rows are better-auth's, counted by better-auth per client address and endpoint.
 */
export interface RateLimitRule {
  /** Attempts allowed inside the window. */
  limit: number;
  windowSeconds: number;
  /**
   * Past the limit, one more attempt after a wait that doubles with each further attempt in
   * the window: `firstSeconds`, then twice that, up to `maxSeconds` (so never locked out for good).
   */
  backoff?: { firstSeconds: number; maxSeconds: number };
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

export const RATE_LIMITS = {
  // Public forms, per client address (an IPv6 client by its /64), before the bot check.
  /** A person writes a few messages at most; more is a script. */
  contact_form: { limit: 5, windowSeconds: 10 * MINUTE },
  /** The resume modal: as many requests as the contact form allows messages. */
  resume_request: { limit: 5, windowSeconds: 10 * MINUTE },
  /** A few tries with typos are human; a list of addresses is not. */
  newsletter_subscription: { limit: 5, windowSeconds: 10 * MINUTE },
  /** "Notify me" on a product page: as the newsletter's form. */
  release_notice: { limit: 5, windowSeconds: 10 * MINUTE },
  /** A reader may want several excerpts; the lead is stored each time, so flooding costs rows. */
  excerpt_download: { limit: 10, windowSeconds: HOUR },
  /** Signed download links: a retry or two per file, not a mirror of the bucket. */
  file_download: { limit: 30, windowSeconds: 10 * MINUTE },
  /** Newsletter confirm links: mail scanners and double clicks, not token guessing. */
  newsletter_link: { limit: 20, windowSeconds: 10 * MINUTE },
  /**
   * The account mails' links (confirm the account, approve or confirm an email change): a
   * press or two per link; the tokens are signed, so this only bounds the work of a flood.
   */
  email_link: { limit: 20, windowSeconds: 10 * MINUTE },
  /** Card testing: a payment page per attempt is what a fraudster needs; a buyer needs a few. */
  checkout: { limit: 10, windowSeconds: 10 * MINUTE },
  /** Asking for a magic link to one's guest orders: a retry or two, not a list of addresses. */
  guest_claim: { limit: 5, windowSeconds: 10 * MINUTE },
  /** A guest trying discount codes in the cart: typos and second thoughts, not guessing codes. */
  code_check: { limit: 20, windowSeconds: 10 * MINUTE },

  // Per signed-in reader, so a stolen or scripted session can't flood anything.
  /** The checkout's limit again per reader, on top of the per-address one above. */
  checkout_reader: { limit: 10, windowSeconds: 10 * MINUTE },
  /** Adding and removing from the cart: quick clicking is fine, a loop is not. */
  cart_change: { limit: 120, windowSeconds: MINUTE },
  /** Liking and unliking: one a second on average. */
  like: { limit: 60, windowSeconds: MINUTE },
  /** Saving and unsaving products: as likes. */
  wishlist: { limit: 60, windowSeconds: MINUTE },
  /** Comments wait for review, so a burst would only bury the operator's queue. */
  comment_post: { limit: 5, windowSeconds: 10 * MINUTE },
  /** Edits and deletions inside the 15-minute edit window. */
  comment_edit: { limit: 20, windowSeconds: 10 * MINUTE },
  /** Writing, editing and deleting product reviews: each write goes back to the author's queue. */
  review_write: { limit: 20, windowSeconds: 10 * MINUTE },
  /** Reports take comments down, so one reader can't report everything at once. */
  comment_report: { limit: 20, windowSeconds: HOUR },
  /** The data export reads every row of the account. */
  data_export: { limit: 5, windowSeconds: HOUR },
  /** Claiming guest orders or a gift with a link: a press or two, not token guessing. */
  claim_link: { limit: 20, windowSeconds: 10 * MINUTE },
  /** A buyer sending a gift's mail again. */
  gift_resend: { limit: 5, windowSeconds: HOUR },
  /** Send to Kindle: each send mails up to 30 MB, and each also counts as a download (decision 056). */
  kindle_send: { limit: 10, windowSeconds: HOUR },
  /** A buyer resending their receipt (per order): a retry after checking the spam folder, not a mailer. */
  receipt_resend: { limit: 3, windowSeconds: HOUR },
  /** "Request more downloads" (decision 057): each one mails the author, so a few an hour. */
  download_request: { limit: 5, windowSeconds: HOUR },
  /** Bursts of purchased-file downloads per reader or receipt link, whichever order they name. */
  order_download: { limit: 60, windowSeconds: 10 * MINUTE },
  /** The studio's "send a test to yourself": a few looks per draft, not a way to mail a list. */
  broadcast_test: { limit: 10, windowSeconds: HOUR },

  // Per email address, so the forms can't be used to mail someone over and over.
  /**
   * Password guessing against one account from many addresses: failed sign-ins per address
   * typed (known or not, so the answer says nothing about who has an account), and every
   * password a signed-in session has checked (changing it, the second factor's keys, deleting the
   * account: decision 060). A success or a password reset clears them.
   */
  sign_in_account: { limit: 5, windowSeconds: DAY, backoff: { firstSeconds: 30, maxSeconds: 15 * MINUTE } },
  /** Newsletter confirmation mails to one address. */
  newsletter_confirmation_mail: { limit: 3, windowSeconds: DAY },
  /** Guest checkouts paying with one address (decision 049), on top of the per-client limit. */
  checkout_guest: { limit: 10, windowSeconds: 10 * MINUTE },
  /** Magic links that claim guest orders, mailed to one address. */
  guest_claim_mail: { limit: 3, windowSeconds: HOUR },
  /**
   * Copies to an address someone typed in (contact confirmations, excerpt links). Past it the
   * record is still stored and the author still notified; only the visitor's copy is skipped.
   */
  visitor_mail: { limit: 5, windowSeconds: DAY },

  // Per account.
  /**
   * Second-factor codes (TOTP and backup codes) typed for one account, at sign-in's code step, at
   * the studio's door and when confirming the enrolment, all in one count taken before the code
   * is checked: exact under concurrency, where better-auth's own lock is read from a row fetched
   * before the check (decision 060). A correct code clears the count.
   */
  second_factor_code: { limit: 5, windowSeconds: HOUR, backoff: { firstSeconds: 60, maxSeconds: 30 * MINUTE } },

  // better-auth, per client address and endpoint.
  /** Any other auth endpoint: generous, readers' pages call a few. */
  auth_default: { limit: 100, windowSeconds: MINUTE },
  /** Password guessing. */
  auth_sign_in: { limit: 5, windowSeconds: MINUTE },
  /** Account creation sends a mail: a few sign-ups, not a list. */
  auth_sign_up: { limit: 5, windowSeconds: MINUTE },
  /** Each one mails a reset link. */
  auth_password_reset: { limit: 5, windowSeconds: 10 * MINUTE },
  /** Each one mails a confirmation link. */
  auth_verification_email: { limit: 5, windowSeconds: 10 * MINUTE },
  /** Guessing the current password through the change form. */
  auth_change_password: { limit: 5, windowSeconds: MINUTE },
  /** Each one mails the current address. */
  auth_change_email: { limit: 5, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The longest window any rule uses: hits older than this can be dropped. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).map((rule) => rule.windowSeconds),
);
