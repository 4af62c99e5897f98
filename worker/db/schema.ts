import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The source of truth for D1. `npm run db:generate` writes migrations/ from this file;
 * a migration that has landed is never edited.
 */

/**
 * One row per counted attempt (login, form submission, download…) for exact sliding-window
 * limits such as "5 per 600 s" must hold exactly. KV can't count atomically; D1 can.
 */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What is limited and for whom, e.g. `resume_request:ip:203.0.113.7`. */
    key: text("key").notNull(),
    /** Unix time in milliseconds. */
    at: integer("at").notNull(),
  },
  (t) => [index("rate_limit_hits_key_at").on(t.key, t.at)],
);

/**
 * Where a lead stands in the studio's inbox: on the lead's own row rather than in a
 * side table, so the inbox's state filter and its order share one index and a lead deleted for
 * good takes its state with it.
 */
const leadState = {
  state: text("state", { enum: ["new", "answered", "archived"] })
    .notNull()
    .default("new"),
  /** When the author last changed the state; null while it is still `new` from the form. */
  stateChangedAt: integer("state_changed_at"),
};

/** Messages from the home contact form and the Contact & Resume Request modal. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    /** `contact` (home form) or `resume` (the modal). */
    form: text("form", { enum: ["contact", "resume"] }).notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    reason: text("reason"),
    company: text("company"),
    stayUpdated: integer("stay_updated", { mode: "boolean" }).notNull().default(false),
    /** When the sender accepted the privacy policy (home form); null for the modal. */
    privacyAcceptedAt: integer("privacy_accepted_at"),
    locale: text("locale").notNull(),
    createdAt: integer("created_at").notNull(),
    ...leadState,
  },
  // The studio's inbox lists newest first by keyset on (created_at, id), optionally by state.
  (t) => [
    index("contact_messages_created").on(t.createdAt, t.id),
    index("contact_messages_state_created").on(t.state, t.createdAt, t.id),
  ],
);

/**
 * Newsletter subscribers with their consent record. Only `confirmed` rows receive mail
 * (double opt-in); one row per address, whatever happens to it.
 */
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: text("id").primaryKey(),
    /** Lower-cased, trimmed; unique. */
    email: text("email").notNull().unique(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull(),
    locale: text("locale").notNull(),
    /** The page the visitor subscribed on, the time and language of that consent. */
    consentPageUrl: text("consent_page_url"),
    consentAt: integer("consent_at").notNull(),
    consentLocale: text("consent_locale").notNull(),
    /**
     * Which wording the visitor agreed to: a key of NEWSLETTER_CONSENT_TEXTS
     * (worker/contract/newsletter-consent.ts), which keeps every version's words per language.
     * Null for sign-ups recorded before the wording was versioned.
     */
    consentVersion: text("consent_version"),
    /** `newsletter_form` or `contact_form` (its stay-updated box). */
    source: text("source").notNull(),
    confirmedAt: integer("confirmed_at"),
    unsubscribedAt: integer("unsubscribed_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    // The studio's list, newest first by keyset on (created_at, id), optionally by state.
    index("newsletter_subscribers_created").on(t.createdAt, t.id),
    index("newsletter_subscribers_status_created").on(t.status, t.createdAt, t.id),
    // A language's confirmed subscribers in id order (a broadcast's enqueue, its recipient
    // count) and the per-state totals of a language.
    index("newsletter_subscribers_locale_status").on(t.locale, t.status, t.id),
    // "Unsubscribed since" a broadcast started: the few who left, not every recipient.
    index("newsletter_subscribers_unsubscribed").on(t.status, t.unsubscribedAt),
  ],
);

/** People who registered for a free excerpt. */
export const excerptLeads = sqliteTable(
  "excerpt_leads",
  {
    id: text("id").primaryKey(),
    excerptId: text("excerpt_id").notNull(),
    bookTitle: text("book_title").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    createdAt: integer("created_at").notNull(),
    ...leadState,
  },
  (t) => [
    index("excerpt_leads_created").on(t.createdAt, t.id),
    index("excerpt_leads_state_created").on(t.state, t.createdAt, t.id),
  ],
);

/**
 * Every email, written in the same D1 batch as the record it belongs to, so a provider outage delays mail but never loses it.
 * The sender claims due rows, sends them with `Idempotency-Key: <kind>/<id>` and marks them sent;
 * failures come back later with backoff until `failed`.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    /** What the mail is, e.g. `contact_notification`; half of the idempotency key. */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers as a JSON object (List-Unsubscribe…). */
    headers: text("headers").notNull().default("{}"),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    /** A sender that claimed the row owns it until then; after, another may retry it. */
    claimedUntil: integer("claimed_until"),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    createdAt: integer("created_at").notNull(),
    sentAt: integer("sent_at"),
    /**
     * Files sent with the mail, as a JSON array of `{ key, filename, contentType }`: references to
     * R2 objects the transport reads when sending, never the bytes (decision 056).
     */
    attachments: text("attachments"),
  },
  (t) => [
    index("email_outbox_due").on(t.status, t.nextAttemptAt),
    // Every mail to one address, for an erasure (a newsletter subscriber deleted for good).
    index("email_outbox_recipient").on(t.recipient),
  ],
);

/** Local development's mail transport: what would have been sent, for `/dev/mail`. */
export const devMailbox = sqliteTable(
  "dev_mailbox",
  {
    id: text("id").primaryKey(),
    sender: text("sender").notNull(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: text("headers").notNull(),
    createdAt: integer("created_at").notNull(),
    /** What was attached, as a JSON array of `{ key, filename, contentType, size }` (the bytes stay in R2). */
    attachments: text("attachments").notNull().default("[]"),
  },
  (t) => [index("dev_mailbox_created").on(t.createdAt)],
);

/*
 * better-auth 1.7.7's tables (docs/research/better-auth-1.7.7.md §2): the export names `user`,
 * `session`, `account`, `verification` and `rateLimit` are what its drizzle adapter looks up.
 * Dates are milliseconds, booleans integers, as its CLI generates them.
 */
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`)
    .$onUpdate(() => new Date());

export const user = sqliteTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    image: text("image"),
    /** better-auth's two-factor plugin: sign-in with a password then asks for the code. */
    twoFactorEnabled: integer("two_factor_enabled", { mode: "boolean" }).default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The studio's moderation: since when the reader may not comment, and since when
     * (and why) the account is suspended: no session can be created for it. Null when not.
     * better-auth doesn't know these columns; the site's own hooks read them.
     */
    commentsBlockedAt: integer("comments_blocked_at"),
    suspendedAt: integer("suspended_at"),
    suspendedReason: text("suspended_reason"),
  },
  // The studio's readers list: newest first by keyset on (joined, id).
  (t) => [index("user_created_idx").on(t.createdAt, t.id)],
);

export const session = sqliteTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /**
     * When this session passed the account's second factor (ms), or null: the factor's secret,
     * its backup codes and turning it off need it (decision 060). Written by the site, not
     * better-auth, which has no such notion.
     */
    secondFactorAt: integer("second_factor_at"),
  },
  (t) => [index("session_userId_idx").on(t.userId)],
);

export const account = sqliteTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
    refreshTokenExpiresAt: integer("refresh_token_expires_at", { mode: "timestamp_ms" }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_userId_idx").on(t.userId)],
);

export const verification = sqliteTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * better-auth's two-factor plugin (TOTP and backup codes, both stored encrypted with the auth
 * secret). Only the studio's authors enrol (docs/decisions/041-studio-access.md).
 */
export const twoFactor = sqliteTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** False between "enable" and the first correct code. */
    verified: integer("verified", { mode: "boolean" }).default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
    /**
     * The newest TOTP time step accepted for the account (decision 060): a code of this step or
     * an older one is refused, so a code is used once. Written by the site, not better-auth.
     */
    lastTotpStep: integer("last_totp_step"),
  },
  (t) => [index("two_factor_secret_idx").on(t.secret), index("two_factor_user_id_idx").on(t.userId)],
);

/** better-auth's own limiter: enabled, and stored in D1 so its counts are exact. */
export const rateLimit = sqliteTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: integer("last_request").notNull(),
});

/**
 * Orders (the shop fills them). `user_id` is set to NULL when the account is deleted,
 * so the order and its sums stay for the books while nothing ties them to a person.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** pending, paid, failed, partly_refunded (some lines or some money back) or refunded (all of it). */
    status: text("status", { enum: ["pending", "paid", "failed", "partly_refunded", "refunded"] })
      .notNull()
      .default("pending"),
    currency: text("currency").notNull().default("EUR"),
    totalCents: integer("total_cents").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who pays: `stripe` or the offline `local` test provider. */
    provider: text("provider"),
    /** The provider's checkout session; a webhook finds the order by it. */
    providerSessionId: text("provider_session_id"),
    /** The provider's payment (Stripe payment intent), which refunds name. */
    providerPaymentId: text("provider_payment_id"),
    /** The buyer's language for the receipt and the success page. */
    locale: text("locale", { enum: ["en", "es", "ca"] })
      .notNull()
      .default("en"),
    /** Where the receipt goes (the account's address when the order was placed). */
    email: text("email"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    /** The latest refund that succeeded (each refund's own day is on `order_refunds`). */
    refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
    /** The sum of the order's succeeded refunds, always recomputed from `order_refunds` (decision 044). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Cloudflare's `request.cf.country` at checkout (ISO 3166 code), or `unknown`. */
    country: text("country").notNull().default("unknown"),
    /** The discount code used (as the buyer typed it, uppercased), and what it took off. */
    discountCode: text("discount_code"),
    discountCents: integer("discount_cents").notNull().default(0),
    /**
     * Placed without an account. A guest order has no `user_id` until it is claimed;
     * a NULL `user_id` without this flag still means "the account was deleted".
     */
    guest: integer("guest", { mode: "boolean" }).notNull().default(false),
    /** When a guest order joined an account (magic link, or sign-in with the verified address). */
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("orders_user_id_idx").on(t.userId, t.createdAt),
    // Guest orders waiting for their address to claim them.
    index("orders_guest_email_idx").on(t.guest, t.email),
    uniqueIndex("orders_provider_session_idx").on(t.provider, t.providerSessionId),
    index("orders_provider_payment_idx").on(t.provider, t.providerPaymentId),
    // The studio's sales: payments and refunds by the day they happened.
    index("orders_paid_at_idx").on(t.paidAt, t.id),
    index("orders_refunded_at_idx").on(t.refundedAt),
    // The studio's list, newest first by keyset, whole or by state.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

/**
 * Magic links that bring a guest's orders into an account: single-use, expiring,
 * stored only as the SHA-256 of the token the mail carries.
 */
export const guestClaimLinks = sqliteTable(
  "guest_claim_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The address the link was sent to, lower case: it claims that address's guest orders. */
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("guest_claim_links_email_idx").on(t.email)],
);

/**
 * A product bought for someone else: one per gift order. The buyer owns nothing;
 * the recipient owns it once claimed, for as long as the order's line is paid and not refunded.
 */
export const gifts = sqliteTable(
  "gifts",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productSlug: text("product_slug").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    message: text("message").notNull().default(""),
    /** The day (UTC, YYYY-MM-DD) the sweep sends the gift's mail. */
    deliverOn: text("deliver_on").notNull(),
    /** The language of the recipient's mail, chosen by the buyer. */
    locale: text("locale", { enum: ["en", "es", "ca"] })
      .notNull()
      .default("en"),
    /** Who the gift says it is from (the buyer's name as typed, or their account name). */
    fromName: text("from_name").notNull().default(""),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** How many times the mail was sent (the first by the sweep, then the buyer's resends). */
    sends: integer("sends").notNull().default(0),
    /** SHA-256 of the claim link's token; a resend replaces it, so only the newest link works. */
    claimTokenHash: text("claim_token_hash"),
    claimedBy: text("claimed_by").references(() => user.id, { onDelete: "set null" }),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("gifts_order_idx").on(t.orderId),
    uniqueIndex("gifts_claim_token_idx").on(t.claimTokenHash),
    index("gifts_due_idx").on(t.sentAt, t.deliverOn),
    index("gifts_claimed_by_idx").on(t.claimedBy),
  ],
);

/** What an order bought, with the price paid at the time. */
export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The product's content id (`product:…`). */
    productId: text("product_id").notNull(),
    title: text("title").notNull(),
    /** What was charged for the line, after any discount code (refunds give back this). */
    priceCents: integer("price_cents").notNull(),
    /** The line's price before the discount code (the chosen amount for pay-what-you-want). */
    listCents: integer("list_cents"),
    /** The refund that claimed this line (pending or done); cleared again if that refund failed. */
    refundId: text("refund_id"),
    /** When the line's refund succeeded: from then on it gives no downloads. */
    refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
    /** A pre-order's promised release day (the product's `released_on` when it was ordered). */
    preorderOn: text("preorder_on"),
    /** When the pre-order's release email was queued (once; its outbox id is derived from the line). */
    releaseMailedAt: integer("release_mailed_at"),
  },
  (t) => [
    index("order_items_order_id_idx").on(t.orderId),
    // The studio's filter by product.
    index("order_items_product_idx").on(t.productId, t.orderId),
    // Pre-order lines still owed their release email.
    index("order_items_preorder_idx").on(t.releaseMailedAt, t.preorderOn),
  ],
);

/** One like per reader per item: the primary key is the rule. */
export const likes = sqliteTable(
  "likes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index("likes_item_id_idx").on(t.itemId)],
);

export const wishlistItems = sqliteTable(
  "wishlist_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/**
 * Reader comments, plain text. `status`: a reader's first comment waits as `pending` until the
 * operator approves it (scripts/moderate-comments.mjs); `hidden` is a comment taken down,
 * by the operator or by enough reports (counted live from `comment_reports`, so a reporter
 * deleting their account can't leave a stale count behind).
 */
export const comments = sqliteTable(
  "comments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "approved", "hidden"] }).notNull(),
    createdAt: createdAt(),
    editedAt: integer("edited_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("comments_item_status_idx").on(t.itemId, t.status, t.createdAt),
    index("comments_user_id_idx").on(t.userId, t.createdAt),
    // The studio's moderation queue: pending comments newest first, by keyset on (created, id).
    index("comments_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

/** Who reported which comment; one report per reader per comment. */
export const commentReports = sqliteTable(
  "comment_reports",
  {
    commentId: text("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

// ---------------------------------------------------------------------------------------------
// La Bodega: the catalogue. Operators change it with SQL (docs/operator-shop.md);
// every text has one row per language and English is required (the fallback).

/** A shelf of the shop: ebooks, music, bundles. */
export const shopCategories = sqliteTable("shop_categories", {
  slug: text("slug").primaryKey(),
  position: integer("position").notNull().default(0),
});

export const shopCategoryTexts = sqliteTable(
  "shop_category_texts",
  {
    categorySlug: text("category_slug")
      .notNull()
      .references(() => shopCategories.slug, { onDelete: "cascade" }),
    locale: text("locale", { enum: ["en", "es", "ca"] }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.categorySlug, t.locale] })],
);

/**
 * A product. Its engagement id (likes, wishlist) is `product:<slug>`. Status: `draft` is
 * hidden, `coming_soon` is shown but can't be bought, `available` is for sale, `sold_out` is
 * shown but can't be bought (limited editions).
 */
export const products = sqliteTable(
  "products",
  {
    slug: text("slug").primaryKey(),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => shopCategories.slug),
    kind: text("kind", { enum: ["ebook", "album", "track", "bundle"] }).notNull(),
    status: text("status", { enum: ["draft", "coming_soon", "available", "sold_out"] })
      .notNull()
      .default("draft"),
    /** What the buyer downloads, as shown: "EPUB · PDF", "MP3 320 kbps · FLAC". */
    format: text("format").notNull(),
    /** Language of the work (en, es, ca…); null for instrumental music. */
    workLanguage: text("work_language"),
    /** The price; for pay-what-you-want (`min_price_cents` set) the suggested amount. */
    priceCents: integer("price_cents").notNull(),
    /**
     * Pay what you want (decision 048): the least a buyer may pay, 0 for a free
     * product; null for a fixed price.
     */
    minPriceCents: integer("min_price_cents"),
    currency: text("currency").notNull().default("EUR"),
    /** A public image path (client/public) with its intrinsic size. */
    coverPath: text("cover_path").notNull(),
    coverWidth: integer("cover_width").notNull(),
    coverHeight: integer("cover_height").notNull(),
    /**
     * The cover in several widths for `srcset` (uploaded from the studio, decision 046): JSON
     * `[{ "src", "width" }]`, narrowest first; null for a single image (`cover_path`).
     */
    coverSizes: text("cover_sizes"),
    /** The book series or album it belongs to, for links back to its page (`mortal-vengeance`). */
    series: text("series"),
    /** The free excerpt of a book (the lead-capture excerpt id), if there is one. */
    excerptId: text("excerpt_id"),
    releasedOn: text("released_on"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When the author took it out of the shop for good (decision 045): a retired
     * product is not shown, listed or sold, but its rows stay, so past buyers' library and
     * downloads keep working. Its status stays what it was, so putting it back is one change.
     */
    retiredAt: integer("retired_at", { mode: "timestamp_ms" }),
    /**
     * Takes pre-orders (decision 052): while coming soon with a release date ahead, it
     * can be paid for now; its files wait for the release day, when the cron puts it on sale.
     */
    preorders: integer("preorders", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    index("products_category_idx").on(t.categorySlug, t.status, t.position),
    // The studio's list, newest first by keyset, whole or by status, shelf or kind.
    index("products_created_idx").on(t.createdAt, t.slug),
    index("products_status_created_idx").on(t.status, t.createdAt, t.slug),
    index("products_shelf_created_idx").on(t.categorySlug, t.createdAt, t.slug),
    index("products_kind_created_idx").on(t.kind, t.createdAt, t.slug),
  ],
);

export const productTexts = sqliteTable(
  "product_texts",
  {
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    locale: text("locale", { enum: ["en", "es", "ca"] }).notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    /** One or two sentences for the shop's cards. */
    description: text("description").notNull(),
    /** Paragraphs separated by a blank line. */
    synopsis: text("synopsis").notNull().default(""),
    behindTheStory: text("behind_the_story").notNull().default(""),
    coverAlt: text("cover_alt").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.productSlug, t.locale] })],
);

/** The files a purchase gives, private in R2 and streamed after an entitlement check. */
export const productFiles = sqliteTable(
  "product_files",
  {
    id: text("id").primaryKey(),
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    r2Key: text("r2_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** What the download button says, e.g. "EPUB" or "FLAC (ZIP)". */
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
    /**
     * A generated stand-in (the local seed's placeholder book or WAV), not the real work: the
     * catalogue check warns while a product on sale gives one, and fails against production.
     * `scripts/shop.mjs add-file` records a real file with false.
     */
    standIn: integer("stand_in", { mode: "boolean" }).notNull().default(false),
    /**
     * File versions (decision 046). The columns above are the newest version, the one
     * new buyers get; `version` counts replacements. `released_at` (ms) is when it went on sale:
     * 0 for a file recorded before versions existed. `all_buyers`: the author published it to
     * past buyers too; until then an order paid before `released_at` keeps the version it bought
     * (kept in `product_file_versions`).
     */
    version: integer("version").notNull().default(1),
    releasedAt: integer("released_at").notNull().default(0),
    allBuyers: integer("all_buyers", { mode: "boolean" }).notNull().default(true),
    /** Taken from new sales at this time (ms); orders paid before it keep the file. */
    removedAt: integer("removed_at"),
    /**
     * What the download contains, shown before buying (decision 051): the format
     * inside ("EPUB 3", "WAV 16-bit/44.1 kHz"), an audio file's bitrate and length, an ebook's
     * pages and words. Null when unknown or not the file's kind; the current version's facts.
     */
    format: text("format"),
    bitrateKbps: integer("bitrate_kbps"),
    durationSeconds: integer("duration_seconds"),
    pageCount: integer("page_count"),
    wordCount: integer("word_count"),
    /**
     * What changed in this version, for its owners (decision 057): JSON `{en, es, ca}`,
     * written when the version is published to past buyers; null for a first version.
     */
    changeNote: text("change_note"),
    /** Owners' update emails for this version still to be queued (a run that stopped resumes). */
    updateMailPending: integer("update_mail_pending", { mode: "boolean" }).notNull().default(false),
    /**
     * Albums in one download (decision 055): what the file is in its product (a
     * `track`, the `cover` art, the `booklet`) and, for a track, its format group ("MP3 320",
     * "FLAC"). Each group with tracks is offered as one streamed ZIP with the cover and booklet
     * (those without a group go in every group's ZIP). Null: a file on its own.
     */
    role: text("role", { enum: ["track", "cover", "booklet"] }),
    formatGroup: text("format_group"),
  },
  (t) => [index("product_files_product_idx").on(t.productSlug, t.position)],
);

/**
 * What a visitor can try before buying (decision 051), public in R2: `audio`, a
 * short listening sample (an album has one per track, a track one), streamed with byte
 * ranges; `chapter`, an ebook's sample chapter in one language (an EPUB, whose first chapter
 * in the spine is shown, or an XHTML/HTML file), read as a page of the site.
 */
export const productSamples = sqliteTable(
  "product_samples",
  {
    id: text("id").primaryKey(),
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["audio", "chapter"] }).notNull(),
    /** A chapter's language; null for audio. */
    locale: text("locale", { enum: ["en", "es", "ca"] }),
    /** The track's (or chapter's) title, as written. */
    title: text("title").notNull(),
    /**
     * A listening sample's title in Spanish and Catalan, where it differs (a track's translated
     * name): JSON `{ "es"?, "ca"? }`, null for none; a page in a language without one shows `title`.
     */
    titles: text("titles"),
    /** An audio sample's length, shown before anything is loaded. */
    durationSeconds: integer("duration_seconds"),
    r2Key: text("r2_key").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("product_samples_product_idx").on(t.productSlug, t.kind, t.position),
    uniqueIndex("product_samples_chapter_locale_idx")
      .on(t.productSlug, t.locale)
      .where(sql`${t.kind} = 'chapter'`),
  ],
);

/**
 * A file's superseded versions, kept (row and R2 object) while a past order may still be given
 * one: an order paid before a newer version was released, and no newer version published to
 * all buyers. Publishing a version to past buyers deletes the versions before it.
 */
export const productFileVersions = sqliteTable(
  "product_file_versions",
  {
    fileId: text("file_id")
      .notNull()
      .references(() => productFiles.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    r2Key: text("r2_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    releasedAt: integer("released_at").notNull(),
    allBuyers: integer("all_buyers", { mode: "boolean" }).notNull(),
    supersededAt: integer("superseded_at").notNull(),
    /** The version's "what changed" note as it was published (decision 057). */
    changeNote: text("change_note"),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.version] })],
);

/**
 * Uploads from the studio in progress (decision 046): an R2 multipart upload and what
 * it is for. The sweep aborts one idle for a day and deletes its row; a completed one is deleted
 * when it is recorded (a cover's images stay until the cover is set).
 */
export const studioUploads = sqliteTable(
  "studio_uploads",
  {
    id: text("id").primaryKey(),
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    /**
     * `file`: a file buyers download; `cover`: one size of the product's cover image; `sample`:
     * a public sample waiting to be recorded (decision 058; no CHECK in SQL, so no migration).
     */
    purpose: text("purpose", { enum: ["file", "cover", "sample"] }).notNull(),
    /** The file a `file` upload replaces, or null for a new file. */
    replacesFileId: text("replaces_file_id"),
    label: text("label"),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    partSize: integer("part_size").notNull(),
    /** A cover image's pixel size. */
    width: integer("width"),
    height: integer("height"),
    r2Key: text("r2_key").notNull(),
    r2UploadId: text("r2_upload_id").notNull(),
    /** `uploading`, then `completed` (a cover image waiting to be set as the cover). */
    state: text("state", { enum: ["uploading", "completed"] })
      .notNull()
      .default("uploading"),
    createdAt: integer("created_at").notNull(),
    /** The last part or call; the sweep measures idleness from here. */
    touchedAt: integer("touched_at").notNull(),
  },
  (t) => [index("studio_uploads_touched_idx").on(t.touchedAt)],
);

/** The parts of an upload R2 has accepted, with the etag completing it needs. */
export const studioUploadParts = sqliteTable(
  "studio_upload_parts",
  {
    uploadId: text("upload_id")
      .notNull()
      .references(() => studioUploads.id, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    etag: text("etag").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

/** What a bundle contains; buying it gives the files of each item. */
export const bundleItems = sqliteTable(
  "bundle_items",
  {
    bundleSlug: text("bundle_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleSlug, t.productSlug] })],
);

/**
 * Readers' reviews shown on a product's page, in the language they were written in. A book's
 * product shows its book's reviews from content/books/ instead, so rows for it are not read
 * (decision 035).
 */
export const productReviews = sqliteTable(
  "product_reviews",
  {
    id: text("id").primaryKey(),
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    locale: text("locale", { enum: ["en", "es", "ca"] }).notNull(),
    author: text("author").notNull(),
    rating: integer("rating").notNull(),
    quote: text("quote").notNull(),
    position: integer("position").notNull().default(0),
    /**
     * The studio's moderation: only `approved` reviews show on the product's page;
     * `pending` and `hidden` ones never do. Rows written before moderation were shown, so they
     * start approved.
     */
    state: text("state", { enum: ["pending", "approved", "hidden"] })
      .notNull()
      .default("approved"),
    /**
     * The reader who owns the product and wrote this review (decision 050); null for
     * the rows written before, which are curated quotes: shown, never counted in the rating.
     * An owner's review is written pending and goes back to pending when they edit it.
     */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** When the owner wrote it, and last changed its words or stars (null for curated rows). */
    createdAt: integer("created_at", { mode: "timestamp_ms" }),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("product_reviews_product_idx").on(t.productSlug, t.position),
    // One review per reader per product (NULLs, the curated rows, are distinct in SQLite).
    uniqueIndex("product_reviews_owner_idx").on(t.productSlug, t.userId),
    index("product_reviews_user_idx").on(t.userId, t.updatedAt),
    // The studio's queue: a state's reviews newest first, by keyset on (updated, id).
    index("product_reviews_state_updated_idx").on(t.state, t.updatedAt, t.id),
  ],
);

/**
 * A product's former slugs (decision 045): when the author renames a product, every
 * row naming it moves to the new slug in one batch, and the old slug stays here so its old
 * addresses (the product's page in every language, the shop API) answer with a 301 to the new
 * one. A slug here is taken: no other product may use it.
 */
export const productSlugRedirects = sqliteTable(
  "product_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_slug_redirects_product_idx").on(t.productSlug)],
);

/**
 * A signed-in reader's cart: one row per product (digital goods, one of each). Prices are not
 * kept here; they are read from `products` whenever the cart is shown or paid.
 */
export const cartItems = sqliteTable(
  "cart_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    /** The amount chosen for a pay-what-you-want product; ignored for a fixed price. */
    amountCents: integer("amount_cents"),
    addedAt: integer("added_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productSlug] })],
);

/**
 * Discount codes (decision 048): a percent or an amount off, for every product or
 * the ones named, within a window, up to `max_uses` in all and once per reader. `uses` counts
 * the held uses (rows of `discount_code_uses`); it only moves by a conditional UPDATE.
 */
export const discountCodes = sqliteTable(
  "discount_codes",
  {
    id: text("id").primaryKey(),
    /** Uppercase letters, digits, hyphens; matched case-blind (stored uppercased). */
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "amount"] }).notNull(),
    /** 1–100 for a percent, cents for an amount. */
    value: integer("value").notNull(),
    /** JSON array of product slugs, or null for every product. */
    productSlugs: text("product_slugs"),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }),
    /** Null: no limit in all. */
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    disabledAt: integer("disabled_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("discount_codes_code_idx").on(t.code), index("discount_codes_created_idx").on(t.createdAt, t.id)],
);

/**
 * A held use of a code: one per order, one per account and one per address per code (the unique
 * indexes are the "once per reader" rule). Deleted again when its order fails or expires.
 */
export const discountCodeUses = sqliteTable(
  "discount_code_uses",
  {
    orderId: text("order_id").primaryKey(),
    codeId: text("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    /** Lowercased. */
    email: text("email").notNull(),
    heldAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_code_uses_user_idx").on(t.codeId, t.userId),
    uniqueIndex("discount_code_uses_email_idx").on(t.codeId, t.email),
  ],
);

/**
 * Every payment event the Worker has acted on, by the provider's event id: a replayed or
 * duplicated webhook finds its row and changes nothing (idempotent fulfilment).
 */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    orderId: text("order_id"),
    receivedAt: createdAt(),
  },
  // An order's events, for the studio's order page.
  (t) => [index("payment_events_order_idx").on(t.orderId, t.receivedAt)],
);

/**
 * Refunds, like a bank's back office (decision 044): a refund the studio asks for is written here
 * (`pending`) before the provider is called, and its id is the provider's idempotency key and
 * travels in the provider's metadata, so a retry or the webhook finds the same row. A refund made
 * in the provider's own dashboard arrives by webhook and is recorded with `origin = provider`.
 */
export const orderRefunds = sqliteTable(
  "order_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's refund (`re_…`), once it answered. */
    providerRefundId: text("provider_refund_id"),
    /** `studio`: asked for in the studio; `provider`: made in the provider's dashboard. */
    origin: text("origin", { enum: ["studio", "provider"] }).notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The order lines it refunds (JSON array of ids); empty for an amount the provider refunded alone. */
    lineIds: text("line_ids").notNull().default("[]"),
    reason: text("reason"),
    /** Who asked (the studio's author); null for a dashboard refund. */
    actorEmail: text("actor_email"),
    lastError: text("last_error"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    /** When it succeeded: the day the sales count it on. */
    refundedAt: integer("refunded_at"),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("order_refunds_provider_idx").on(t.provider, t.providerRefundId),
    index("order_refunds_refunded_at_idx").on(t.refundedAt),
  ],
);

/** Downloads of one file of one order, counted atomically against a generous limit. */
export const downloadCounts = sqliteTable(
  "download_counts",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fileId: text("file_id").notNull(),
    count: integer("count").notNull().default(0),
    /** Extra downloads the studio granted on top of the limit (audited there). */
    extra: integer("extra").notNull().default(0),
    lastAt: integer("last_at", { mode: "timestamp_ms" }),
    /**
     * The newest version of the file this order downloaded (decision 057): a download of a newer
     * version after a counted one is free once, and the library marks a newer version "new".
     */
    seenVersion: integer("seen_version").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.fileId] })],
);

/**
 * Each download of a purchased file, so the studio can see when and from where a
 * purchase's files were fetched and flag a link shared publicly. Never the IP address: only its
 * network (IPv4 /24, IPv6 /48), Cloudflare's country and the device class the user agent names.
 * The sweep deletes rows older than `DOWNLOAD_LOG_DAYS` (the privacy policy says 90 days).
 */
export const downloadLog = sqliteTable(
  "download_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fileId: text("file_id").notNull(),
    /** Milliseconds. */
    at: integer("at").notNull(),
    /** ISO 3166 code from Cloudflare, or `unknown`. */
    country: text("country").notNull(),
    /** `203.0.113.0/24`, `2001:db8:1::/48`, or `unknown`. */
    network: text("network").notNull(),
    device: text("device", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
  },
  (t) => [index("download_log_order_at").on(t.orderId, t.at), index("download_log_at").on(t.at)],
);

/* ---------- The studio (docs/decisions/041-studio-access.md) ---------- */

/**
 * Sessions that passed the second factor for the studio, and when they last did something
 * there: a session idle in the studio for 12 hours is signed out. One row per better-auth
 * session; it goes with the session.
 */
export const studioSessions = sqliteTable("studio_sessions", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => session.id, { onDelete: "cascade" }),
  userId: text("user_id").notNull(),
  verifiedAt: integer("verified_at").notNull(),
  lastActiveAt: integer("last_active_at").notNull(),
});

/**
 * Everything the studio changed: who, when, what, on which object, and before/after where it
 * fits (JSON). Written in the same D1 batch as the change; nothing in the studio edits it.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at").notNull(),
    /** The author's account id and address at the time (the address stays if the account goes). */
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** What was done, e.g. `lead.mark_answered`, `studio.enrol`. */
    action: text("action").notNull(),
    /** The kind and id of what it was done to, e.g. `contact_message` / `…`. */
    objectType: text("object_type"),
    objectId: text("object_id"),
    before: text("before"),
    after: text("after"),
  },
  // Pages are read by id (keyset); a filter by action or object reads its own index in id order.
  (t) => [index("audit_log_action").on(t.action, t.id), index("audit_log_object").on(t.objectType, t.objectId, t.id)],
);

/* ─────────────────────────────────────────────────────────────────────────────────────────────
 * Newsletter broadcasts (decision 040). One issue per language, written in the studio,
 * sent to the confirmed subscribers of that language through the outbox in batches.
 * ───────────────────────────────────────────────────────────────────────────────────────────── */

/**
 * A broadcast: a draft the author edits, then `sending` (content frozen) and `sent`. A send that
 * delivers nothing at all comes back to `draft` with `last_error`, so nothing written is lost.
 */
export const newsletterBroadcasts = sqliteTable(
  "newsletter_broadcasts",
  {
    id: text("id").primaryKey(),
    locale: text("locale", { enum: ["en", "es", "ca"] }).notNull(),
    subject: text("subject").notNull(),
    /** What the author wrote. */
    markdown: text("markdown").notNull(),
    /** The Markdown rendered and sanitised, rewritten on every save. */
    html: text("html").notNull(),
    status: text("status", { enum: ["draft", "sending", "sent"] })
      .notNull()
      .default("draft"),
    /** Why the last send failed or delivered less than everything; null when it did not. */
    lastError: text("last_error"),
    /**
     * The whole email (template, footer, the site's origin) frozen when sending starts, with
     * `UNSUBSCRIBE_TOKEN_SLOT` where each recipient's signed token goes: every retry of a batch
     * sends the same bytes, as the provider's idempotency needs.
     */
    emailHtml: text("email_html"),
    emailText: text("email_text"),
    emailHeaders: text("email_headers"),
    /** Subscribers are enqueued in id order in chunks; the last id done and how many so far. */
    enqueueCursor: text("enqueue_cursor"),
    enqueued: integer("enqueued").notNull().default(0),
    /** Set when every confirmed subscriber of the language has a delivery row. */
    enqueuedAt: integer("enqueued_at"),
    createdBy: text("created_by").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    /** When sending started (the "unsubscribed since" line) and when the last delivery settled. */
    startedAt: integer("started_at"),
    sentAt: integer("sent_at"),
    /**
     * The deliveries by state once the broadcast is `sent`: they never change after that, so
     * the studio's list shows them without counting every delivery of every broadcast.
     */
    sentCount: integer("sent_count"),
    failedCount: integer("failed_count"),
    skippedCount: integer("skipped_count"),
  },
  (t) => [
    index("newsletter_broadcasts_status").on(t.status, t.updatedAt),
    // The studio's list, newest first by keyset on (created_at, id).
    index("newsletter_broadcasts_created").on(t.createdAt, t.id),
  ],
);

/**
 * One row per broadcast × subscriber (unique), created when sending starts, with the same id as
 * its `email_outbox` row. `batch` groups up to 100 deliveries into one provider call; `state`
 * mirrors the outbox row (`skipped`: unsubscribed before its batch was first handed over).
 */
export const newsletterDeliveries = sqliteTable(
  "newsletter_deliveries",
  {
    id: text("id").primaryKey(),
    broadcastId: text("broadcast_id")
      .notNull()
      .references(() => newsletterBroadcasts.id, { onDelete: "cascade" }),
    subscriberId: text("subscriber_id").notNull(),
    batch: integer("batch").notNull(),
    state: text("state", { enum: ["queued", "sent", "failed", "skipped"] })
      .notNull()
      .default("queued"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_once").on(t.broadcastId, t.subscriberId),
    index("newsletter_deliveries_state").on(t.broadcastId, t.state, t.batch),
  ],
);

// ---------------------------------------------------------------------------------------------
// Audience, without cookies (docs/decisions/039-audience-without-cookies.md). Only counts are
// kept: no IP, no user agent, no cookie. The salt and the visitor hashes of a day exist only to
// count that day's unique visitors; the sweep deletes them once the day is over.

/**
 * Page views per day (UTC, `YYYY-MM-DD`) × page × language × referring site × country × device
 * class. Each view upserts one row (`views = views + 1`); the key is also the index the studio's
 * period queries range over (day first).
 */
export const audienceViews = sqliteTable(
  "audience_views",
  {
    day: text("day").notNull(),
    /** The page's canonical address without the language prefix (`/books`, `/news/a-post`). */
    path: text("path").notNull(),
    language: text("language", { enum: ["en", "es", "ca"] }).notNull(),
    /** Another site's host (`www.` dropped) that linked here; empty for none or the site itself. */
    referrerHost: text("referrer_host").notNull().default(""),
    /** ISO 3166 code from Cloudflare, or `unknown`. */
    country: text("country").notNull(),
    device: text("device", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.language, t.referrerHost, t.country, t.device] })],
);

/** Totals per day for the plot: views, and unique visitors counted through the day's hashes. */
export const audienceDays = sqliteTable("audience_days", {
  day: text("day").primaryKey(),
  views: integer("views").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
});

/** One random salt per day, created by the day's first view and deleted after the day. */
export const audienceSalts = sqliteTable("audience_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * The day's visitor hashes (SHA-256 of the day's salt, IP, user agent, day and site, cut to
 * 128 bits): a set that only tells whether a visitor was already counted today. Deleted with
 * the day's salt, leaving only `audience_days.visitors`.
 */
export const audienceVisitors = sqliteTable(
  "audience_visitors",
  {
    day: text("day").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/**
 * Sign-ups (newsletter, reader account) and leads (contact, resume request, excerpt) per day,
 * per page they were sent from (empty path when the browser did not say), per language.
 */
export const audienceConversions = sqliteTable(
  "audience_conversions",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    language: text("language", { enum: ["en", "es", "ca"] }).notNull(),
    form: text("form", { enum: ["newsletter", "account", "contact", "resume", "excerpt"] }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.language, t.form] })],
);

/**
 * The VAT of a paid order (decision 053): where it was supplied, on what evidence, and
 * under which scheme. Written once, when the payment is reported (the billing country is only
 * known then); prices are tax-inclusive, so VAT is carved out of what was paid, never added.
 */
export const orderTaxes = sqliteTable("order_taxes", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** domestic (Spain), oss (another member state), reverse_charge (an EU business), outside_eu. */
  scheme: text("scheme", { enum: ["domestic", "oss", "reverse_charge", "outside_eu"] }).notNull(),
  /** The country of supply (ISO 3166), whose rates apply. */
  country: text("country").notNull(),
  /** The location evidence: Cloudflare's country of the checkout, the payment's billing and card countries. */
  ipCountry: text("ip_country"),
  billingCountry: text("billing_country"),
  cardCountry: text("card_country"),
  /** agree (two or more pieces name the country), single, conflict (kept for review), none. */
  evidence: text("evidence", { enum: ["agree", "single", "conflict", "none"] }).notNull(),
  /** The VAT number the buyer gave, as given; reverse charge only when `taxIdCheck` is `valid`. */
  taxId: text("tax_id"),
  /**
   * The number's check when the payment landed (decision 061): valid, invalid, unavailable (the
   * register did not answer), country_mismatch (not the billing country's), malformed. Null:
   * no number given, or recorded before numbers were checked.
   */
  taxIdCheck: text("tax_id_check", {
    enum: ["valid", "invalid", "unavailable", "country_mismatch", "malformed"],
  }),
  /** Who answered: vies, vies_local (the local stand-in), stripe (its verification), shop (shape, country). */
  taxIdCheckedBy: text("tax_id_checked_by", { enum: ["vies", "vies_local", "stripe", "shop"] }),
  taxIdCheckedAt: integer("tax_id_checked_at", { mode: "timestamp_ms" }),
  /** The answer as given (VIES's verdict and request date or error code, Stripe's status). */
  taxIdAnswer: text("tax_id_answer"),
  /** Who computed it: the rate table (`local`) or Stripe Tax. */
  source: text("source", { enum: ["rate_table", "stripe_tax"] }).notNull(),
  vatCents: integer("vat_cents").notNull(),
  /** What the provider computed, when it did (Stripe Tax), to spot a disagreement. */
  providerVatCents: integer("provider_vat_cents"),
  decidedAt: integer("decided_at", { mode: "timestamp_ms" }).notNull(),
});

/** An order line's VAT, one row per rate (a mixed bundle has an e-book part and a music part). */
export const orderVatLines = sqliteTable(
  "order_vat_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["ebook", "digital"] }).notNull(),
    /** Basis points: 2100 = 21 %. */
    rateBp: integer("rate_bp").notNull(),
    grossCents: integer("gross_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
  },
  (t) => [
    index("order_vat_lines_order_idx").on(t.orderId),
    // One row per line and kind: a replayed settlement inserts nothing.
    uniqueIndex("order_vat_lines_item_kind_idx").on(t.orderItemId, t.kind),
  ],
);

/**
 * Invoices, numbered without gaps in one series per calendar year (`2026-000001`): a number is
 * taken in the same statement that writes the invoice, and only for a paid order, so a number is
 * never skipped or used twice (decision 053). The document is a snapshot: what the invoice said
 * when issued stays what it says.
 */
export const invoices = sqliteTable(
  "invoices",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "restrict" }),
    series: text("series").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
    /** The invoice's content as issued (JSON: seller, buyer, lines, totals). */
    document: text("document").notNull(),
  },
  (t) => [uniqueIndex("invoices_series_seq_idx").on(t.series, t.seq), uniqueIndex("invoices_number_idx").on(t.number)],
);

/**
 * Credit notes (corrective invoices, Spain's "facturas rectificativas"): one per refund of an
 * invoiced sale, numbered without gaps in their own series per calendar year of the refund
 * (`R2026-000001`), taken in the statement that writes the note, as invoices' numbers are
 * (decision 062). The document is a snapshot with the negative amounts per line and rate; the
 * OSS report reads its refunds from these documents, so the two can't disagree.
 */
export const creditNotes = sqliteTable(
  "credit_notes",
  {
    refundId: text("refund_id")
      .primaryKey()
      .references(() => orderRefunds.id, { onDelete: "restrict" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** The invoice it corrects. */
    invoiceNumber: text("invoice_number")
      .notNull()
      .references(() => invoices.number, { onDelete: "restrict" }),
    series: text("series").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    /** When the refund succeeded (ms): the quarter and the day it counts in. */
    refundedAt: integer("refunded_at").notNull(),
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }).notNull(),
    /** The note's content as issued (JSON: the invoice corrected, seller, buyer, negative lines and totals). */
    document: text("document").notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_series_seq_idx").on(t.series, t.seq),
    uniqueIndex("credit_notes_number_idx").on(t.number),
    index("credit_notes_order_idx").on(t.orderId),
    index("credit_notes_refunded_at_idx").on(t.refundedAt),
  ],
);

/**
 * "Notify me" sign-ups for a product that is not out yet (decision 052): double
 * opt-in per product and address, in the visitor's language. When the product becomes
 * available, each confirmed row gets one release email: its outbox row's id is
 * `release_notice:<id>`, so a run that stopped half way and runs again never queues a second.
 */
export const releaseSignups = sqliteTable(
  "release_signups",
  {
    /** The links' subject; a new confirmation mail gives a pending row a new id. */
    id: text("id").primaryKey(),
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade" }),
    /** Lower-cased, trimmed. */
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull(),
    locale: text("locale", { enum: ["en", "es", "ca"] }).notNull(),
    /** The consent record: the page, the time and the wording's version the visitor agreed to. */
    consentPageUrl: text("consent_page_url"),
    consentAt: integer("consent_at").notNull(),
    consentVersion: text("consent_version").notNull(),
    confirmedAt: integer("confirmed_at"),
    unsubscribedAt: integer("unsubscribed_at"),
    /** When its release email was queued; null until then. */
    notifiedAt: integer("notified_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("release_signups_product_email").on(t.productSlug, t.email),
    // A product's confirmed sign-ups still waiting (the release run, the sweep, the studio's counts).
    index("release_signups_waiting").on(t.status, t.notifiedAt, t.productSlug),
  ],
);

/**
 * A reader's Send-to-Kindle address (decision 056): saved once, used by the library's
 * "Send to Kindle"; one per account, gone with the account.
 */
export const kindleAddresses = sqliteTable("kindle_addresses", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Lower-cased; ends in @kindle.com or @free.kindle.com. */
  address: text("address").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/**
 * Readers who agreed to one email when a file they own gets a new version (decision
 * 057): opt-in from the library, off by default; the row is the consent record, deleting it
 * withdraws it. Guests get no update emails (they never agreed to any).
 */
export const fileUpdateConsents = sqliteTable("file_update_consents", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** The language of the emails: the library's when the reader agreed. */
  locale: text("locale", { enum: ["en", "es", "ca"] }).notNull(),
  consentAt: integer("consent_at").notNull(),
  consentVersion: text("consent_version").notNull(),
});

/**
 * "Request more downloads" (decision 057): an owner at a file's download limit asks
 * the author, who grants it from the studio in one click. One open request per order and file.
 */
export const downloadRequests = sqliteTable(
  "download_requests",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fileId: text("file_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "granted"] })
      .notNull()
      .default("open"),
    createdAt: integer("created_at").notNull(),
    grantedAt: integer("granted_at"),
    grantedBy: text("granted_by"),
  },
  (t) => [
    uniqueIndex("download_requests_open_idx")
      .on(t.orderId, t.fileId)
      .where(sql`${t.status} = 'open'`),
    // The studio's list, newest first by keyset, by status.
    index("download_requests_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

/**
 * Buyer-stamped ebooks (decision 054): one opaque mark per order, written into the
 * metadata and the ex-libris page of every EPUB and PDF the order downloads. Random, so a file
 * found in the wild says nothing about its buyer until it is looked up here; never the email.
 */
export const copyMarks = sqliteTable(
  "copy_marks",
  {
    mark: text("mark").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    /** When the sweep deleted the refunded order's stamped copies (the mark stays, for lookups). */
    stampsClearedAt: integer("stamps_cleared_at"),
  },
  (t) => [uniqueIndex("copy_marks_order_idx").on(t.orderId)],
);

/**
 * The site's settings the author changes from the studio without a deploy (the construction
 * notice): one row per setting, its value as JSON, who changed it last and when. A setting
 * without a row has its default (site-settings service); every change has its audit entry.
 */
export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at").notNull(),
  updatedBy: text("updated_by"),
});
