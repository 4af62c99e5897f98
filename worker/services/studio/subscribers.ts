import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Locale } from "../../contract/locales";
import { newsletterConsentText, type NewsletterSource } from "../../contract/newsletter-consent";
import {
  SUBSCRIBER_STATES,
  type SubscriberFilters,
  type SubscriberListQuery,
  type SubscriberPage,
  type SubscriberState,
  type SubscriberSummary,
} from "../../contract/studio-newsletter";
import type { Db } from "../../db/client";
import { emailOutbox, newsletterDeliveries, newsletterSubscribers } from "../../db/schema";
import { BROADCAST_MAIL_KIND } from "../newsletter-broadcasts";
import { ok, refuse, type Result } from "../result";
import { auditInsert, type AuditActor } from "./audit-log";
import { contains, csvLine, csvStream, isoOrNull, olderThan, pageOf, parseCursor } from "./lists";

/**
 * The studio's newsletter subscribers: the list with its consent records, newest
 * first by keyset on (created_at, id), its CSV export, and erasure for good. A page reads at most
 * a page from the (created_at, id) or (status, created_at, id) index whatever the list holds.
 */

type Statement = BatchItem<"sqlite">;
type Statements = [Statement, ...Statement[]];
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const t = newsletterSubscribers;

/**
 * The conditions of a page. The language is compared through `+locale`, which keeps SQLite off
 * the (locale, status, id) index: that one has no time order, so a page read through it would
 * sort every subscriber of the language first.
 */
function whereOf(filters: SubscriberFilters, before: string | undefined): SQL | undefined {
  const where: SQL[] = [];
  if (filters.state) where.push(eq(t.status, filters.state));
  if (filters.locale) where.push(sql`+${t.locale} = ${filters.locale}`);
  if (filters.q) where.push(contains(filters.q.toLowerCase(), [t.email]));
  const cursor = parseCursor(before);
  if (cursor) where.push(olderThan(t.createdAt, t.id, cursor));
  return and(...where);
}

/** A page's rows, newest first; exported for the test that reads its plan. */
export function subscriberPageQuery(db: Db, filters: SubscriberFilters, before: string | undefined, limit: number) {
  return db.select().from(t).where(whereOf(filters, before)).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
}

async function readPage(db: Db, filters: SubscriberFilters, before: string | undefined, limit: number) {
  // One row more than asked says whether another page follows.
  return pageOf(await subscriberPageQuery(db, filters, before, limit + 1), limit);
}

function summary(row: SubscriberRow): SubscriberSummary {
  return {
    id: row.id,
    email: row.email,
    state: row.status,
    locale: row.locale as Locale,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    confirmedAt: row.confirmedAt,
    unsubscribedAt: row.unsubscribedAt,
    consent: {
      at: row.consentAt,
      pageUrl: row.consentPageUrl,
      locale: row.consentLocale as Locale,
      source: row.source as NewsletterSource,
      version: row.consentVersion,
      text: newsletterConsentText(row.consentVersion, row.consentLocale),
    },
  };
}

/**
 * Subscribers by state: of one language through its (locale, status, id) index, of all through
 * the (status, created_at, id) one. Each is read off its index without touching the table.
 */
async function totalsOf(db: Db, locale: Locale | undefined): Promise<Record<SubscriberState, number>> {
  const rows = await db
    .select({ state: t.status, n: sql<number>`count(*)` })
    .from(t)
    .where(locale ? eq(t.locale, locale) : undefined)
    .groupBy(t.status);
  const totals = Object.fromEntries(SUBSCRIBER_STATES.map((s) => [s, 0])) as Record<SubscriberState, number>;
  for (const r of rows) totals[r.state] = r.n;
  return totals;
}

/** A page of the list, newest first, filtered; `next` is the cursor for the page after. */
export async function listSubscribers(db: Db, query: SubscriberListQuery): Promise<SubscriberPage> {
  const { before, limit, ...filters } = query;
  const [{ rows, next }, totals] = await Promise.all([
    readPage(db, filters, before, limit),
    totalsOf(db, filters.locale),
  ]);
  return { subscribers: rows.map(summary), next, totals };
}

// ---- Erasure --------------------------------------------------------------------------------

/** Newsletter mail of its own (not a broadcast) that holds the address. */
const SUBSCRIBER_MAIL_KINDS = ["newsletter_confirmation", "newsletter_welcome"];

/**
 * Erases a subscriber for good (a GDPR request), once the author has typed the address again,
 * in one transaction (decision 042):
 * - their deliveries of broadcasts still being sent whose batch has not been handed over are
 *   `skipped`, as an unsubscribe before that batch would be;
 * - every outbox row that holds the address goes: confirmation and welcome mail, and broadcast
 *   copies whose delivery has settled (sent, failed, skipped). A copy in a batch the provider
 *   already has (its answer lost, a retry due) must stay the same request for the provider's
 *   idempotency, so it stays until it settles and the sender removes it then;
 * - the subscriber row goes; their delivery rows stay for the broadcasts' counts, holding only a
 *   subscriber id that no longer leads anywhere.
 * A delivery shares its id with its outbox row, so the address's outbox rows (`email_outbox_recipient`)
 * find its deliveries, including any made under an id the row had before a new sign-up.
 * The audit entry keeps what proves the request was honoured: whose address, its language,
 * state and when they consented.
 */
export async function deleteSubscriber(
  db: Db,
  actor: AuditActor,
  target: { id: string; confirm: string },
  now = Date.now(),
): Promise<Result<{ statements: Statements }, "not_found" | "confirm_mismatch">> {
  const row = await db.select().from(t).where(eq(t.id, target.id)).get();
  if (!row) return refuse("not_found");
  if (target.confirm.trim().toLowerCase() !== row.email.trim().toLowerCase()) return refuse("confirm_mismatch");
  const theirs = sql`id IN (SELECT id FROM email_outbox WHERE recipient = ${row.email} AND kind = ${BROADCAST_MAIL_KIND})`;
  const kinds = sql.join(
    SUBSCRIBER_MAIL_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  return ok({
    statements: [
      db
        .update(newsletterDeliveries)
        .set({ state: "skipped", updatedAt: now })
        .where(
          sql`${theirs} AND state = 'queued'
            AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d JOIN email_outbox o ON o.id = d.id
                            WHERE d.broadcast_id = newsletter_deliveries.broadcast_id
                              AND d.state IN ('queued', 'sent', 'failed', 'skipped')
                              AND d.batch = newsletter_deliveries.batch
                              AND (o.attempts > 0 OR o.status <> 'pending'))`,
        ),
      db.delete(emailOutbox).where(
        sql`recipient = ${row.email}
          AND (kind IN (${kinds})
               OR (kind = ${BROADCAST_MAIL_KIND}
                   AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.id = email_outbox.id AND d.state = 'queued')))`,
      ),
      db.delete(t).where(eq(t.id, row.id)),
      auditInsert(
        db,
        actor,
        {
          action: "subscriber.deleted",
          objectType: "newsletter_subscriber",
          objectId: row.id,
          // Who asked to be forgotten is not kept (as for a lead): that one went, when and by whom.
          before: {
            locale: row.locale,
            state: row.status,
            source: row.source,
            consentAt: row.consentAt,
            createdAt: row.createdAt,
          },
        },
        now,
      ),
    ],
  });
}

// ---- The CSV export -------------------------------------------------------------------------

/** Rows per read while the export streams: a few hundred keep each D1 answer small. */
export const EXPORT_PAGE = 500;

export const SUBSCRIBER_CSV_COLUMNS = [
  "id",
  "email",
  "state",
  "locale",
  "created_at",
  "confirmed_at",
  "unsubscribed_at",
  "consent_at",
  "consent_source",
  "consent_page_url",
  "consent_locale",
  "consent_version",
  "consent_text",
] as const;

function subscriberLine(row: SubscriberRow): string {
  const { consent, ...s } = summary(row);
  return csvLine([
    s.id,
    s.email,
    s.state,
    s.locale,
    isoOrNull(s.createdAt),
    isoOrNull(s.confirmedAt),
    isoOrNull(s.unsubscribedAt),
    isoOrNull(consent.at),
    consent.source,
    consent.pageUrl,
    consent.locale,
    consent.version,
    consent.text,
  ]);
}

/** The filtered list as CSV, streamed page by page (`csvStream`). */
export function exportSubscribersCsv(
  db: Db,
  filters: SubscriberFilters,
  pageSize = EXPORT_PAGE,
): ReadableStream<Uint8Array> {
  return csvStream(SUBSCRIBER_CSV_COLUMNS, (before) => readPage(db, filters, before, pageSize), subscriberLine);
}
