import { and, desc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { localizePath, type Locale } from "../contract/locales";
import type {
  BroadcastCounts,
  BroadcastDetail,
  BroadcastDraft,
  BroadcastPage,
  BroadcastPreview,
  BroadcastProgress,
  BroadcastSummary,
  BroadcastView,
} from "../contract/newsletter-broadcasts";
import type { Db } from "../db/client";
import { newsletterBroadcasts } from "../db/schema";
import { enqueueEmail } from "../email/outbox";
import { newsletterBroadcastEmail } from "../email/templates";
import { MAX_BATCH_EMAILS } from "../email/transport";
import { htmlToText } from "./html-to-text";
import { TOKEN_PURPOSES, type LeadContext } from "./lead-capture";
import { ok, refuse, type Result } from "./result";
import { signToken } from "./signed-token";
import { olderThan, pageOf, parseCursor } from "./studio/lists";

/**
 * Newsletter broadcasts (decision 040): drafts, the preview, a test to one address, and the start
 * of a send, which freezes the email and gives every confirmed subscriber of the broadcast's
 * language one delivery row and one outbox row. services/newsletter-delivery.ts hands those over
 * in batches. Plain functions for the studio's routes; no Hono in here.
 */

/** What the broadcast services take: the lead-capture context (database, config, origin, clock). */
export type BroadcastContext = LeadContext;

type BroadcastRow = typeof newsletterBroadcasts.$inferSelect;

export type BroadcastRefusal = "not_found" | "not_draft" | "body_empty" | "no_recipients";

export type Statement = BatchItem<"sqlite">;

/**
 * Statements a caller adds to a change's own D1 transaction, right after the change: the
 * studio's audit entry, given what the broadcast was and becomes (null where it was not or is
 * no more). Where the change is conditional in SQL (a draft is updated only while it is still a
 * draft), an entry guarded by `changes()` (`auditInsertIfChanged`) is written only if it happened.
 */
export type AlongWith = (change: { before: BroadcastView | null; after: BroadcastView | null }) => Statement[];

/** The change, then what the caller adds, as one transaction; the change's own result. */
async function runWith<T extends Statement>(db: Db, change: T, along: Statement[] = []) {
  const [result] = await db.batch([change, ...along]);
  return result;
}

/** Where each recipient's signed unsubscribe token goes in the frozen email. */
export const UNSUBSCRIBE_TOKEN_SLOT = "{{unsubscribe-token}}";

/** The kinds of outbox rows a broadcast writes; the first is also half of each batch's key. */
export const BROADCAST_MAIL_KIND = "newsletter_broadcast";
export const BROADCAST_TEST_KIND = "newsletter_test";

/** Subscribers enqueued per D1 transaction: a multiple of the batch size, so no batch straddles two. */
const ENQUEUE_CHUNK = 20 * MAX_BATCH_EMAILS;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

type ViewedRow = Pick<
  BroadcastRow,
  | "id"
  | "locale"
  | "subject"
  | "markdown"
  | "status"
  | "lastError"
  | "createdBy"
  | "createdAt"
  | "updatedAt"
  | "startedAt"
  | "sentAt"
>;

function toView(row: ViewedRow): BroadcastView {
  return {
    id: row.id,
    locale: row.locale,
    subject: row.subject,
    markdown: row.markdown,
    status: row.status,
    lastError: row.lastError,
    createdBy: row.createdBy,
    created: iso(row.createdAt)!,
    updated: iso(row.updatedAt)!,
    started: iso(row.startedAt),
    sent: iso(row.sentAt),
  };
}

/**
 * The Markdown rendered and sanitised, or a refusal when nothing visible is left of it. The
 * renderer (marked, sanitize-html and its parsers) loads when a broadcast is written, not with
 * every request the Worker starts for.
 */
async function renderedBody(markdown: string): Promise<Result<string, "body_empty">> {
  const { renderBroadcastMarkdown } = await import("./broadcast-content");
  const { html, text } = renderBroadcastMarkdown(markdown);
  // An image alone is content; script alone sanitises to nothing.
  if (!text.trim() && !/<img\b/.test(html)) return refuse("body_empty");
  return ok(html);
}

async function findBroadcast(db: Db, id: string): Promise<BroadcastRow | undefined> {
  const [row] = await db.select().from(newsletterBroadcasts).where(eq(newsletterBroadcasts.id, id)).limit(1);
  return row;
}

export async function getBroadcast(ctx: BroadcastContext, id: string): Promise<BroadcastView | null> {
  const row = await findBroadcast(ctx.db, id);
  return row ? toView(row) : null;
}

/**
 * The studio's list: newest first by keyset on (created, id), a page at a time, without the
 * Markdown. A sent broadcast's figures are its settled counts (one row each); the few that are
 * sending count their deliveries.
 */
export async function listBroadcasts(
  ctx: BroadcastContext,
  page: { limit: number; before?: string },
): Promise<BroadcastPage> {
  const cursor = parseCursor(page.before);
  const t = newsletterBroadcasts;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(cursor ? olderThan(t.createdAt, t.id, cursor) : undefined)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit + 1);
  const { rows: kept, next } = pageOf(rows, page.limit);
  const broadcasts = await Promise.all(
    kept.map(async (row): Promise<BroadcastSummary> => {
      const { markdown: _markdown, ...view } = toView(row);
      const progress = row.status === "draft" ? null : await progressOf(ctx.db, row);
      return {
        ...view,
        counts: progress && (await countsOf(ctx.db, row, progress)),
        progress: row.status === "sending" ? progress : null,
      };
    }),
  );
  return { broadcasts, next };
}

/** Confirmed subscribers of a language now: whom a send would reach (`newsletter_subscribers_locale_status`). */
export async function recipientCount(db: Db, locale: Locale): Promise<number> {
  const n = await db.$client
    .prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE locale = ? AND status = 'confirmed'")
    .bind(locale)
    .first<number>("n");
  return n ?? 0;
}

/** One broadcast whole, with its progress, its figures once started, and its recipients now. */
export async function broadcastDetail(ctx: BroadcastContext, id: string): Promise<BroadcastDetail | null> {
  const row = await findBroadcast(ctx.db, id);
  if (!row) return null;
  const progress = await progressOf(ctx.db, row);
  return {
    ...toView(row),
    progress,
    counts: row.status === "draft" ? null : await countsOf(ctx.db, row, progress),
    recipients: await recipientCount(ctx.db, row.locale),
  };
}

/** A new draft by `createdBy` (the author's user id or address). */
export async function createBroadcastDraft(
  ctx: BroadcastContext,
  createdBy: string,
  input: BroadcastDraft,
  along?: AlongWith,
): Promise<Result<BroadcastView, "body_empty">> {
  const html = await renderedBody(input.markdown);
  if (!html.ok) return html;
  const values = {
    id: crypto.randomUUID(),
    locale: input.locale,
    subject: input.subject,
    markdown: input.markdown,
    html: html.value,
    status: "draft" as const,
    lastError: null,
    createdBy,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    startedAt: null,
    sentAt: null,
  };
  const view = toView(values);
  await runWith(ctx.db, ctx.db.insert(newsletterBroadcasts).values(values), along?.({ before: null, after: view }));
  return ok(view);
}

/** Rewrites a draft; a broadcast that is sending or sent is frozen. */
export async function updateBroadcastDraft(
  ctx: BroadcastContext,
  id: string,
  input: BroadcastDraft,
  along?: AlongWith,
): Promise<Result<BroadcastView, "not_found" | "not_draft" | "body_empty">> {
  const row = await findBroadcast(ctx.db, id);
  if (!row) return refuse("not_found");
  if (row.status !== "draft") return refuse("not_draft");
  const html = await renderedBody(input.markdown);
  if (!html.ok) return html;
  const changes = { locale: input.locale, subject: input.subject, markdown: input.markdown, updatedAt: ctx.now };
  const after = toView({ ...row, ...changes });
  const updated = await runWith(
    ctx.db,
    ctx.db
      .update(newsletterBroadcasts)
      .set({ ...changes, html: html.value })
      // Only a draft: a send started meanwhile froze it.
      .where(and(eq(newsletterBroadcasts.id, id), eq(newsletterBroadcasts.status, "draft")))
      .returning({ id: newsletterBroadcasts.id }),
    along?.({ before: toView(row), after }),
  );
  if (updated.length) return ok(after);
  return refuse((await findBroadcast(ctx.db, id)) ? "not_draft" : "not_found");
}

/** Deletes a draft (a draft has no deliveries: a failed send's are removed when it comes back). */
export async function deleteBroadcastDraft(
  ctx: BroadcastContext,
  id: string,
  along?: AlongWith,
): Promise<Result<undefined, "not_found" | "not_draft">> {
  const row = await findBroadcast(ctx.db, id);
  if (!row) return refuse("not_found");
  if (row.status !== "draft") return refuse("not_draft");
  const deleted = await runWith(
    ctx.db,
    ctx.db
      .delete(newsletterBroadcasts)
      .where(and(eq(newsletterBroadcasts.id, id), eq(newsletterBroadcasts.status, "draft")))
      .returning({ id: newsletterBroadcasts.id }),
    along?.({ before: toView(row), after: null }),
  );
  if (deleted.length) return ok();
  return refuse((await findBroadcast(ctx.db, id)) ? "not_draft" : "not_found");
}

/** The email as frozen when sending starts, with the token slot in place of each recipient's token. */
export interface FrozenEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

function freezeEmail(origin: string, b: { locale: Locale; subject: string; html: string }): FrozenEmail {
  const query = `?token=${UNSUBSCRIBE_TOKEN_SLOT}`;
  const oneClick = `${origin}/api/newsletter/unsubscribe${query}`;
  // The link in the body opens the page that confirms in the subscriber's language on a press.
  const page = `${origin}${localizePath("/newsletter/unsubscribe", b.locale)}${query}`;
  const email = newsletterBroadcastEmail(b.locale, {
    subject: b.subject,
    html: b.html,
    text: htmlToText(b.html),
    unsubscribeUrl: page,
  });
  return {
    ...email,
    headers: {
      // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the https URL, no page, no cookie.
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The email one recipient gets: the frozen email with their token in every slot. */
export function emailFor(frozen: FrozenEmail, token: string): FrozenEmail {
  const fill = (s: string) => s.replaceAll(UNSUBSCRIBE_TOKEN_SLOT, token);
  return {
    subject: frozen.subject,
    html: fill(frozen.html),
    text: fill(frozen.text),
    headers: Object.fromEntries(Object.entries(frozen.headers).map(([k, v]) => [k, fill(v)])),
  };
}

/** A subscriber's lasting unsubscribe token (the same one the welcome mail carries). */
export function unsubscribeToken(secret: string, subscriberId: string): Promise<string> {
  return signToken(secret, { purpose: TOKEN_PURPOSES.unsubscribe, subject: subscriberId });
}

/** The frozen email of a broadcast that started sending; drafts are frozen on the fly for previews. */
export function frozenEmailOf(ctx: Pick<BroadcastContext, "origin">, row: BroadcastRow): FrozenEmail {
  if (row.emailHtml !== null && row.emailText !== null && row.emailHeaders !== null) {
    return {
      subject: row.subject,
      html: row.emailHtml,
      text: row.emailText,
      headers: JSON.parse(row.emailHeaders) as Record<string, string>,
    };
  }
  return freezeEmail(ctx.origin, row);
}

/**
 * The email as a subscriber gets it. Its unsubscribe links carry a token for no subscriber, so
 * following them from the preview unsubscribes nobody.
 */
export async function previewBroadcast(
  ctx: BroadcastContext,
  id: string,
): Promise<Result<BroadcastPreview, "not_found">> {
  const row = await findBroadcast(ctx.db, id);
  if (!row) return refuse("not_found");
  const email = emailFor(frozenEmailOf(ctx, row), await unsubscribeToken(ctx.config.signingSecret, "preview"));
  return ok({ subject: email.subject, html: email.html, text: email.text });
}

/**
 * "Send a test to yourself": the email as subscribers get it, headers included, to one address,
 * through the outbox. The route passes the returned id to `sendAfterResponse`.
 */
export async function sendBroadcastTest(
  ctx: BroadcastContext,
  id: string,
  to: string,
  along?: AlongWith,
): Promise<Result<{ outboxIds: string[] }, "not_found">> {
  const row = await findBroadcast(ctx.db, id);
  if (!row) return refuse("not_found");
  const email = emailFor(frozenEmailOf(ctx, row), await unsubscribeToken(ctx.config.signingSecret, "test"));
  const outboxId = crypto.randomUUID();
  const view = toView(row);
  await runWith(
    ctx.db,
    enqueueEmail(ctx.db, { kind: BROADCAST_TEST_KIND, to, ...email }, ctx.now, outboxId),
    along?.({ before: view, after: view }),
  );
  return ok({ outboxIds: [outboxId] });
}

/**
 * Starts sending a draft: freezes its email, then gives every confirmed subscriber of its
 * language a delivery row and an outbox row (`enqueueBroadcast`). `maxChunks` bounds the work
 * done in this request; the cron sweep enqueues the rest. Sending itself is
 * `sendBroadcastBatches` (services/newsletter-delivery.ts), right after and from the sweep.
 */
export async function startBroadcast(
  ctx: BroadcastContext,
  id: string,
  options: { maxChunks?: number; along?: AlongWith } = {},
): Promise<Result<BroadcastProgress, "not_found" | "not_draft" | "no_recipients">> {
  const row = await findBroadcast(ctx.db, id);
  if (!row) return refuse("not_found");
  if (row.status !== "draft") return refuse("not_draft");
  const anyone = await ctx.db.$client
    .prepare("SELECT 1 FROM newsletter_subscribers WHERE locale = ? AND status = 'confirmed' LIMIT 1")
    .bind(row.locale)
    .first();
  if (!anyone) return refuse("no_recipients");

  const frozen = freezeEmail(ctx.origin, row);
  const after = toView({
    ...row,
    status: "sending",
    lastError: null,
    startedAt: ctx.now,
    sentAt: null,
    updatedAt: ctx.now,
  });
  const [started] = await runWith(
    ctx.db,
    ctx.db
      .update(newsletterBroadcasts)
      .set({
        status: "sending",
        emailHtml: frozen.html,
        emailText: frozen.text,
        emailHeaders: JSON.stringify(frozen.headers),
        lastError: null,
        enqueueCursor: "",
        enqueued: 0,
        enqueuedAt: null,
        startedAt: ctx.now,
        sentAt: null,
        sentCount: null,
        failedCount: null,
        skippedCount: null,
        updatedAt: ctx.now,
      })
      // Only from draft: two presses of "send" start one send.
      .where(and(eq(newsletterBroadcasts.id, id), eq(newsletterBroadcasts.status, "draft")))
      .returning({ id: newsletterBroadcasts.id }),
    options.along?.({ before: toView(row), after }),
  );
  if (!started) return refuse("not_draft");
  await enqueueBroadcast(ctx.db, id, ctx.now, options.maxChunks);
  return ok((await broadcastProgress(ctx.db, id))!);
}

/**
 * Creates the delivery and outbox rows of a sending broadcast, `ENQUEUE_CHUNK` subscribers per
 * D1 transaction, in subscriber-id order from where the last chunk stopped. Each chunk is two
 * INSERT … SELECTs and an UPDATE with a handful of bound parameters, so 50,000 subscribers are
 * 25 small transactions, far from D1's limits on parameters and statement size. A chunk run
 * twice (a request and the sweep at once) inserts nothing twice: only the transaction that finds
 * the cursor where it read it inserts and moves it on (and the pair is unique besides).
 * Returns whether every subscriber is enqueued.
 */
export async function enqueueBroadcast(db: Db, id: string, now: number, maxChunks = Infinity): Promise<boolean> {
  const d1 = db.$client;
  for (let chunk = 0; chunk < maxChunks; chunk++) {
    const b = await d1
      .prepare(
        "SELECT locale, subject, enqueue_cursor AS cursor, enqueued, enqueued_at AS done FROM newsletter_broadcasts WHERE id = ? AND status = 'sending'",
      )
      .bind(id)
      .first<{ locale: string; subject: string; cursor: string; enqueued: number; done: number | null }>();
    if (!b || b.done !== null) return true;
    // The chunk's last subscriber, or null when fewer than a chunk are left.
    const upper = await d1
      .prepare(
        "SELECT id FROM newsletter_subscribers WHERE locale = ? AND status = 'confirmed' AND id > ? ORDER BY id LIMIT 1 OFFSET ?",
      )
      .bind(b.locale, b.cursor, ENQUEUE_CHUNK - 1)
      .first<string>("id");
    const inChunk = "subscriber_id > ?3 AND (?4 IS NULL OR subscriber_id <= ?4)";
    await d1.batch([
      d1
        .prepare(
          `INSERT OR IGNORE INTO newsletter_deliveries (id, broadcast_id, subscriber_id, batch, state, created_at, updated_at)
           SELECT lower(hex(randomblob(16))), ?1, id, (CAST(?5 AS INTEGER) + row_number() OVER (ORDER BY id) - 1) / ${MAX_BATCH_EMAILS}, 'queued', ?6, ?6
           FROM newsletter_subscribers
           WHERE locale = ?2 AND status = 'confirmed' AND id > ?3 AND (?4 IS NULL OR id <= ?4)
             -- Only while the cursor is where this run read it: a run that lost the race to
             -- another adds no one (a subscriber confirmed in between would be numbered into
             -- a batch the other run already filled).
             AND EXISTS (SELECT 1 FROM newsletter_broadcasts WHERE id = ?1 AND status = 'sending' AND enqueue_cursor = ?3)
           ORDER BY id`,
        )
        .bind(id, b.locale, b.cursor, upper, b.enqueued, now),
      d1
        .prepare(
          `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at)
           SELECT d.id, '${BROADCAST_MAIL_KIND}', s.email, ?2, '', '', '{}', 'pending', 0, ?5, ?5
           FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
           WHERE d.broadcast_id = ?1 AND ${inChunk.replaceAll("subscriber_id", "d.subscriber_id")}
             AND NOT EXISTS (SELECT 1 FROM email_outbox o WHERE o.id = d.id)`,
        )
        .bind(id, b.subject, b.cursor, upper, now),
      d1
        .prepare(
          `UPDATE newsletter_broadcasts
           SET enqueue_cursor = coalesce(?4, enqueue_cursor),
               enqueued = enqueued + (SELECT count(*) FROM newsletter_deliveries WHERE broadcast_id = ?1 AND ${inChunk}),
               enqueued_at = CASE WHEN ?4 IS NULL THEN ?2 END, updated_at = ?2
           WHERE id = ?1 AND status = 'sending' AND enqueue_cursor = ?3`,
        )
        .bind(id, now, b.cursor, upper),
    ]);
    if (upper === null) return true;
  }
  return false;
}

/** The progress bar: every delivery counted by its state. */
export async function broadcastProgress(db: Db, id: string): Promise<BroadcastProgress | null> {
  const row = await findBroadcast(db, id);
  return row ? progressOf(db, row) : null;
}

/**
 * A broadcast's deliveries by state: the counts it settled with once `sent`, otherwise one
 * GROUP BY over its part of the (broadcast, state, batch) index.
 */
async function progressOf(db: Db, row: BroadcastRow): Promise<BroadcastProgress> {
  const count = { queued: 0, sent: 0, failed: 0, skipped: 0 };
  if (row.status === "sent" && row.sentCount !== null) {
    Object.assign(count, { sent: row.sentCount, failed: row.failedCount ?? 0, skipped: row.skippedCount ?? 0 });
  } else if (row.status !== "draft") {
    const { results } = await db.$client
      .prepare("SELECT state, count(*) AS n FROM newsletter_deliveries WHERE broadcast_id = ? GROUP BY state")
      .bind(row.id)
      .all<{ state: keyof typeof count; n: number }>();
    for (const r of results) count[r.state] = r.n;
  }
  return {
    status: row.status,
    total: count.queued + count.sent + count.failed + count.skipped,
    enqueued: row.enqueuedAt !== null || row.status === "sent",
    ...count,
  };
}

/** The figures beside a broadcast: sent, failed, and recipients who unsubscribed since it started. */
export async function broadcastCounts(db: Db, id: string): Promise<BroadcastCounts | null> {
  const row = await findBroadcast(db, id);
  return row ? countsOf(db, row, await progressOf(db, row)) : null;
}

/**
 * "Unsubscribed since" reads the few subscribers who left after the send started
 * (`newsletter_subscribers_unsubscribed`) and keeps those it reached, one lookup each in the
 * (broadcast, subscriber) index, rather than joining every delivery to its subscriber.
 */
async function countsOf(db: Db, row: BroadcastRow, progress: BroadcastProgress): Promise<BroadcastCounts> {
  const unsubscribed =
    row.startedAt === null
      ? undefined
      : await db.get<{ n: number }>(sql`
          SELECT count(*) AS n FROM newsletter_subscribers s
          WHERE s.status = 'unsubscribed' AND s.unsubscribed_at >= ${row.startedAt}
            AND EXISTS (SELECT 1 FROM newsletter_deliveries d
                        WHERE d.broadcast_id = ${row.id} AND d.subscriber_id = s.id AND d.state = 'sent')`);
  return { sent: progress.sent, failed: progress.failed, unsubscribedSince: unsubscribed?.n ?? 0 };
}
