import { env } from "cloudflare:workers";

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

/**
 * Newsletter subscribers written straight into D1, `[email, locale, status]`, signed up and
 * (unless pending) confirmed now through the newsletter form; their ids by address.
 */
export async function insertSubscribers(...rows: Array<[string, string, SubscriberStatus]>) {
  const ids = new Map<string, string>();
  const now = Date.now();
  await env.DB.batch(
    rows.map(([email, locale, status]) => {
      const id = crypto.randomUUID();
      ids.set(email, id);
      return env.DB.prepare(
        `INSERT INTO newsletter_subscribers (id, email, status, locale, consent_at, consent_locale, consent_version, source,
           confirmed_at, unsubscribed_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'newsletter-form/1', 'newsletter_form', ?, ?, ?, ?)`,
      ).bind(
        id,
        email,
        status,
        locale,
        now,
        locale,
        status === "pending" ? null : now,
        status === "unsubscribed" ? now : null,
        now,
        now,
      );
    }),
  );
  return ids;
}

/** Rows outlive a test within a file: a test that counts exactly starts with no newsletter rows. */
export function clearNewsletter() {
  return env.DB.batch(
    ["newsletter_deliveries", "newsletter_broadcasts", "newsletter_subscribers", "email_outbox", "dev_mailbox"].map(
      (t) => env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
}
