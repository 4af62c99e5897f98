import { and, desc, eq, lt } from "drizzle-orm";
import { localizePath, type Locale } from "../contract/locales";
import type {
  BroadcastCounts,
  BroadcastDraft,
  BroadcastPreview,
  BroadcastProgress,
  BroadcastView,
} from "../contract/newsletter-broadcasts";
import type { Db } from "../db/client";
import { newsletterBroadcasts } from "../db/schema";
import { enqueueEmail } from "../email/outbox";
import { newsletterBroadcastEmail } from "../email/templates";
import { MAX_BATCH_EMAILS } from "../email/transport";
import { htmlToText, renderBroadcastMarkdown } from "./broadcast-content";
import { TOKEN_PURPOSES, type LeadContext } from "./lead-capture";
import { ok, refuse, type Result } from "./result";
import { signToken } from "./signed-token";

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

/** Where each recipient's signed unsubscribe token goes in the frozen email. */
export const UNSUBSCRIBE_TOKEN_SLOT = "{{unsubscribe-token}}";

/** The kinds of outbox rows a broadcast writes; the first is also half of each batch's key. */
export const BROADCAST_MAIL_KIND = "newsletter_broadcast";
export const BROADCAST_TEST_KIND = "newsletter_test";

/** Subscribers enqueued per D1 transaction: a multiple of the batch size, so no batch straddles two. */
const ENQUEUE_CHUNK = 20 * MAX_BATCH_EMAILS;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toView(row: BroadcastRow): BroadcastView {
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

/** The Markdown rendered and sanitised, or a refusal when nothing visible is left of it. */
function renderedBody(markdown: string): Result<string, "body_empty"> {
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

/** The newest broadcasts first, a page at a time: `before` is the last page's oldest `updated`. */
export async function listBroadcasts(
  ctx: BroadcastContext,
  page: { limit?: number; before?: number } = {},
): Promise<BroadcastView[]> {
  const rows = await ctx.db
    .select()
    .from(newsletterBroadcasts)
    .where(page.before === undefined ? undefined : lt(newsletterBroadcasts.updatedAt, page.before))
    .orderBy(desc(newsletterBroadcasts.updatedAt), desc(newsletterBroadcasts.id))
    .limit(Math.min(page.limit ?? 50, 100));
  return rows.map(toView);
}

/** A new draft by `createdBy` (the author's user id or address). */
export async function createBroadcastDraft(
  ctx: BroadcastContext,
  createdBy: string,
  input: BroadcastDraft,
): Promise<Result<BroadcastView, "body_empty">> {
  const html = renderedBody(input.markdown);
  if (!html.ok) return html;
  const [row] = await ctx.db
    .insert(newsletterBroadcasts)
    .values({
      id: crypto.randomUUID(),
      locale: input.locale,
      subject: input.subject,
      markdown: input.markdown,
      html: html.value,
      status: "draft",
      createdBy,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  return ok(toView(row!));
}

/** Rewrites a draft; a broadcast that is sending or sent is frozen. */
export async function updateBroadcastDraft(
  ctx: BroadcastContext,
  id: string,
  input: BroadcastDraft,
): Promise<Result<BroadcastView, "not_found" | "not_draft" | "body_empty">> {
  const html = renderedBody(input.markdown);
  if (!html.ok) return html;
  const [row] = await ctx.db
    .update(newsletterBroadcasts)
    .set({
      locale: input.locale,
      subject: input.subject,
      markdown: input.markdown,
      html: html.value,
      updatedAt: ctx.now,
    })
    .where(and(eq(newsletterBroadcasts.id, id), eq(newsletterBroadcasts.status, "draft")))
    .returning();
  if (row) return ok(toView(row));
  return refuse((await findBroadcast(ctx.db, id)) ? "not_draft" : "not_found");
}

/** Deletes a draft (a draft has no deliveries: a failed send's are removed when it comes back). */
export async function deleteBroadcastDraft(
  ctx: BroadcastContext,
  id: string,
): Promise<Result<undefined, "not_found" | "not_draft">> {
  const deleted = await ctx.db
    .delete(newsletterBroadcasts)
    .where(and(eq(newsletterBroadcasts.id, id), eq(newsletterBroadcasts.status, "draft")))
    .returning({ id: newsletterBroadcasts.id });
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
): Promise<Result<{ outboxIds: string[] }, "not_found">> {
  const row = await findBroadcast(ctx.db, id);
  if (!row) return refuse("not_found");
  const email = emailFor(frozenEmailOf(ctx, row), await unsubscribeToken(ctx.config.signingSecret, "test"));
  const outboxId = crypto.randomUUID();
  await enqueueEmail(ctx.db, { kind: BROADCAST_TEST_KIND, to, ...email }, ctx.now, outboxId);
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
  options: { maxChunks?: number } = {},
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
  const [started] = await ctx.db
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
      updatedAt: ctx.now,
    })
    // Only from draft: two presses of "send" start one send.
    .where(and(eq(newsletterBroadcasts.id, id), eq(newsletterBroadcasts.status, "draft")))
    .returning({ id: newsletterBroadcasts.id });
  if (!started) return refuse("not_draft");
  await enqueueBroadcast(ctx.db, id, ctx.now, options.maxChunks);
  return ok((await broadcastProgress(ctx.db, id))!);
}

/**
 * Creates the delivery and outbox rows of a sending broadcast, `ENQUEUE_CHUNK` subscribers per
 * D1 transaction, in subscriber-id order from where the last chunk stopped. Each chunk is two
 * INSERT … SELECTs and an UPDATE with a handful of bound parameters, so 50,000 subscribers are
 * 25 small transactions, far from D1's limits on parameters and statement size. A chunk run
 * twice (a request and the sweep at once) inserts nothing twice: the pair is unique, the outbox
 * row exists, and only the transaction that finds the cursor where it left it moves it on.
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

/** The progress bar: every delivery counted by its state (one indexed GROUP BY). */
export async function broadcastProgress(db: Db, id: string): Promise<BroadcastProgress | null> {
  const d1 = db.$client;
  const [head, states] = await d1.batch<{ status?: string; done?: number | null; state?: string; n?: number }>([
    d1.prepare("SELECT status, enqueued_at AS done FROM newsletter_broadcasts WHERE id = ?").bind(id),
    d1.prepare("SELECT state, count(*) AS n FROM newsletter_deliveries WHERE broadcast_id = ? GROUP BY state").bind(id),
  ]);
  const b = head?.results[0];
  if (!b) return null;
  const count = { queued: 0, sent: 0, failed: 0, skipped: 0 };
  for (const r of states?.results ?? []) count[r.state as keyof typeof count] = r.n ?? 0;
  return {
    status: b.status as BroadcastProgress["status"],
    total: count.queued + count.sent + count.failed + count.skipped,
    enqueued: b.done !== null && b.done !== undefined,
    ...count,
  };
}

/** The figures beside a broadcast: sent, failed, and recipients who unsubscribed since it started. */
export async function broadcastCounts(db: Db, id: string): Promise<BroadcastCounts | null> {
  const progress = await broadcastProgress(db, id);
  if (!progress) return null;
  const unsubscribed = await db.$client
    .prepare(
      `SELECT count(*) AS n FROM newsletter_deliveries d
       JOIN newsletter_broadcasts b ON b.id = d.broadcast_id
       JOIN newsletter_subscribers s ON s.id = d.subscriber_id
       WHERE d.broadcast_id = ? AND d.state = 'sent' AND s.status = 'unsubscribed' AND s.unsubscribed_at >= b.started_at`,
    )
    .bind(id)
    .first<number>("n");
  return { sent: progress.sent, failed: progress.failed, unsubscribedSince: unsubscribed ?? 0 };
}
