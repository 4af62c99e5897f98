import { and, eq } from "drizzle-orm";
import {
  DOWNLOADS_PER_GRANT,
  FILE_UPDATE_CONSENT_VERSION,
  type ChangeNote,
  type FileUpdateConsentView,
  type StudioDownloadRequest,
  type StudioDownloadRequestPage,
} from "../contract/file-updates";
import { localizePath, type Locale } from "../contract/locales";
import { orderReference } from "../contract/orders-fields";
import type { Db } from "../db/client";
import { downloadCounts, downloadRequests, fileUpdateConsents, orders } from "../db/schema";
import { downloadRequestEmail, fileUpdateEmail } from "../email/file-update-emails";
import { enqueueEmail } from "../email/outbox";
import type { AppConfig } from "../config";
import { DOWNLOADS_PER_FILE, orderForUser } from "./orders";
import { ok, refuse, type Result } from "./result";
import { grantDownloads, type GrantRefusal } from "./studio/order-actions";
import type { AuditActor } from "./studio/audit-log";
import { pageOf, parseCursor } from "./studio/lists";

/**
 * Updates that reach past buyers and "request more downloads" (issue 22, decision 057).
 * Update emails go only to owners who opted in, once per owner and version: the outbox id is
 * derived (`file_update:<file>:<version>:<owner>`), so a run that stopped half way and runs
 * again (the publish, then every sweep while the file's `update_mail_pending` is set) never
 * queues a second.
 */

export interface UpdateContext {
  db: Db;
  config: AppConfig;
  /** Absolute origin for links in emails. */
  origin: string;
  now: number;
}

export const FILE_UPDATE_MAIL_KIND = "file_update";
export const DOWNLOAD_REQUEST_MAIL_KIND = "download_request";
export const fileUpdateOutboxId = (fileId: string, version: number, ownerId: string) =>
  `${FILE_UPDATE_MAIL_KIND}:${fileId}:${version}:${ownerId}`;
export const downloadRequestOutboxId = (requestId: string) => `${DOWNLOAD_REQUEST_MAIL_KIND}:${requestId}`;
/** Owners queued per D1 batch: one statement each, well under D1's per-batch limits. */
const CHUNK = 50;
/** Where the author grants requests. */
export const STUDIO_REQUESTS_PATH = "/studio/requests";

// ---- consent -------------------------------------------------------------------------------

export async function fileUpdateConsent(db: Db, userId: string): Promise<FileUpdateConsentView> {
  const [row] = await db.select().from(fileUpdateConsents).where(eq(fileUpdateConsents.userId, userId));
  return { enabled: Boolean(row), consentAt: row ? new Date(row.consentAt).toISOString() : null };
}

/** Agreeing records the time, the wording's version and the language; withdrawing deletes it. */
export async function setFileUpdateConsent(
  db: Db,
  userId: string,
  input: { enabled: boolean; locale: Locale },
  now = Date.now(),
): Promise<FileUpdateConsentView> {
  if (input.enabled) {
    const consent = { locale: input.locale, consentAt: now, consentVersion: FILE_UPDATE_CONSENT_VERSION };
    await db
      .insert(fileUpdateConsents)
      .values({ userId, ...consent })
      .onConflictDoUpdate({ target: fileUpdateConsents.userId, set: consent });
  } else {
    await db.delete(fileUpdateConsents).where(eq(fileUpdateConsents.userId, userId));
  }
  return fileUpdateConsent(db, userId);
}

// ---- update emails -------------------------------------------------------------------------

export interface UpdateMailRun {
  queued: number;
  outboxIds: string[];
}

interface PendingFile {
  id: string;
  slug: string;
  label: string;
  version: number;
  note: string | null;
  removedAt: number | null;
}

/**
 * Queues the update email of every owner who agreed, for files whose newest version was
 * published and whose emails are not all queued yet (one file, or all of them), a chunk per D1
 * batch. An owner is the buyer of a paid order that gives the file (directly or in a bundle,
 * the line not refunded, paid before the file left sale), or the reader who claimed it as a
 * gift. When a file has no owner left to mail, its pending mark is cleared.
 */
export async function queueFileUpdateMails(
  ctx: UpdateContext,
  options: { fileId?: string; maxOwners?: number } = {},
): Promise<UpdateMailRun> {
  const d1 = ctx.db.$client;
  const run: UpdateMailRun = { queued: 0, outboxIds: [] };
  let budget = options.maxOwners ?? 2000;
  const { results: files } = await d1
    .prepare(
      `SELECT id, product_slug AS slug, label, version, change_note AS note, removed_at AS removedAt
       FROM product_files WHERE update_mail_pending = 1 AND (?1 IS NULL OR id = ?1)`,
    )
    .bind(options.fileId ?? null)
    .all<PendingFile>();
  for (const file of files) {
    const note = file.note ? (JSON.parse(file.note) as ChangeNote) : null;
    let finished = false;
    while (budget > 0) {
      const { results: owners } = await d1
        .prepare(
          `WITH given AS (SELECT ?2 AS slug UNION SELECT bundle_slug FROM bundle_items WHERE product_slug = ?2),
           owners AS (
             SELECT DISTINCT CASE WHEN g.id IS NULL THEN o.user_id ELSE g.claimed_by END AS owner
             FROM orders o JOIN order_items i ON i.order_id = o.id AND i.refunded_at IS NULL
             LEFT JOIN gifts g ON g.order_id = o.id
             WHERE o.status IN ('paid', 'partly_refunded') AND substr(i.product_id, 9) IN (SELECT slug FROM given)
               AND (?3 IS NULL OR o.paid_at < ?3))
           SELECT u.id, u.email, c.locale,
                  coalesce((SELECT title FROM product_texts t WHERE t.product_slug = ?2 AND t.locale = c.locale),
                           (SELECT title FROM product_texts t WHERE t.product_slug = ?2 AND t.locale = 'en'), ?2) AS title
           FROM owners JOIN file_update_consents c ON c.user_id = owners.owner JOIN user u ON u.id = c.user_id
           WHERE NOT EXISTS (SELECT 1 FROM email_outbox WHERE id = (?4 || u.id))
           ORDER BY u.id LIMIT ?5`,
        )
        .bind(
          file.id,
          file.slug,
          file.removedAt,
          fileUpdateOutboxId(file.id, file.version, ""),
          Math.min(CHUNK, budget),
        )
        .all<{ id: string; email: string; locale: Locale; title: string }>();
      if (owners.length === 0) {
        finished = true;
        break;
      }
      const statements = owners.map((owner) => {
        const mail = fileUpdateEmail(owner.locale, {
          title: owner.title,
          label: file.label,
          version: file.version,
          note: note?.[owner.locale] ?? "",
          libraryUrl: `${ctx.origin}${localizePath("/account/orders", owner.locale)}`,
        });
        const id = fileUpdateOutboxId(file.id, file.version, owner.id);
        run.outboxIds.push(id);
        return enqueueEmail(
          ctx.db,
          { kind: FILE_UPDATE_MAIL_KIND, to: owner.email, ...mail },
          ctx.now,
          id,
        ).onConflictDoNothing();
      });
      const results = await ctx.db.batch(statements as [(typeof statements)[number], ...typeof statements]);
      run.queued += results.filter((r) => r.meta.changes > 0).length;
      budget -= owners.length;
    }
    if (finished) {
      await d1
        .prepare("UPDATE product_files SET update_mail_pending = 0 WHERE id = ? AND version = ?")
        .bind(file.id, file.version)
        .run();
    }
  }
  return run;
}

// ---- requests for more downloads -----------------------------------------------------------

export type RequestRefusal = "not_found" | "not_at_limit";

/**
 * An owner at a file's download limit asks the author for more: the request and the author's
 * email in one batch. An open request for the same order and file is answered again as it is
 * (`created: false`), with no second email.
 */
export async function requestMoreDownloads(
  ctx: UpdateContext,
  input: { orderId: string; fileId: string; userId: string; locale: Locale },
): Promise<
  Result<
    {
      created: boolean;
      request: { id: string; status: "open" | "granted"; createdAt: string; grantedAt: string | null };
    },
    RequestRefusal
  >
> {
  // The owner's own view: a gift's buyer, or anyone else, sees no such order.
  const view = await orderForUser(ctx.db, input.orderId, input.userId, input.locale);
  const file = view?.files.find((f) => f.id === input.fileId);
  if (!view || !file) return refuse("not_found");
  const open = file.downloadRequest?.status === "open" ? file.downloadRequest : null;
  if (open) return ok({ created: false, request: open });
  if (file.downloadsLeft > 0 || file.newVersion) return refuse("not_at_limit");

  const [counts] = await ctx.db
    .select({ count: downloadCounts.count, extra: downloadCounts.extra })
    .from(downloadCounts)
    .where(and(eq(downloadCounts.orderId, input.orderId), eq(downloadCounts.fileId, input.fileId)));
  const [order] = await ctx.db.select({ email: orders.email }).from(orders).where(eq(orders.id, input.orderId));
  const id = crypto.randomUUID();
  const outboxId = downloadRequestOutboxId(id);
  // The author's studio speaks English first; the request's details are the same in any language.
  const mail = downloadRequestEmail("en", {
    reference: orderReference(input.orderId),
    buyer: order?.email ?? "",
    title: file.productTitle ?? file.productSlug,
    label: file.label,
    downloads: `${counts?.count ?? 0} / ${DOWNLOADS_PER_FILE + (counts?.extra ?? 0)}`,
    studioUrl: `${ctx.origin}${STUDIO_REQUESTS_PATH}`,
  });
  const d1 = ctx.db.$client;
  const inserted = await d1.batch([
    d1
      .prepare(
        `INSERT INTO download_requests (id, order_id, file_id, user_id, status, created_at)
         VALUES (?1, ?2, ?3, ?4, 'open', ?5) ON CONFLICT DO NOTHING`,
      )
      .bind(id, input.orderId, input.fileId, input.userId, ctx.now),
    // Only with the request's row: a double click that lost the race sends nothing.
    d1
      .prepare(
        `INSERT INTO email_outbox (id, kind, recipient, reply_to, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, '{}', 'pending', 0, ?8, ?8
         WHERE EXISTS (SELECT 1 FROM download_requests WHERE id = ?9)`,
      )
      .bind(
        outboxId,
        DOWNLOAD_REQUEST_MAIL_KIND,
        ctx.config.email.ownerAddress,
        order?.email ?? null,
        mail.subject,
        mail.text,
        mail.html,
        ctx.now,
        id,
      ),
  ]);
  if (inserted[0]!.meta.changes === 0) {
    const [existing] = await ctx.db
      .select()
      .from(downloadRequests)
      .where(
        and(
          eq(downloadRequests.orderId, input.orderId),
          eq(downloadRequests.fileId, input.fileId),
          eq(downloadRequests.status, "open"),
        ),
      );
    if (!existing) return refuse("not_found");
    return ok({ created: false, request: requestView(existing) });
  }
  return ok({
    created: true,
    request: { id, status: "open", createdAt: new Date(ctx.now).toISOString(), grantedAt: null },
  });
}

const requestView = (row: typeof downloadRequests.$inferSelect) => ({
  id: row.id,
  status: row.status,
  createdAt: new Date(row.createdAt).toISOString(),
  grantedAt: row.grantedAt === null ? null : new Date(row.grantedAt).toISOString(),
});

/** The studio's requests, newest first by keyset on (created_at, id), open or granted. */
type RequestRow = Omit<StudioDownloadRequest, "createdAt" | "grantedAt"> & {
  createdAt: number;
  grantedAt: number | null;
};

const studioRequest = (r: RequestRow): StudioDownloadRequest => ({
  ...r,
  createdAt: new Date(r.createdAt).toISOString(),
  grantedAt: r.grantedAt === null ? null : new Date(r.grantedAt).toISOString(),
});

export async function listDownloadRequests(
  db: Db,
  query: { status: "open" | "granted"; before?: string; limit: number; id?: string },
): Promise<StudioDownloadRequestPage> {
  const cursor = parseCursor(query.before);
  const { results } = await db.$client
    .prepare(
      `SELECT r.id, r.status, r.order_id AS orderId, o.email, r.file_id AS fileId, f.label AS fileLabel,
              coalesce((SELECT title FROM product_texts t WHERE t.product_slug = f.product_slug AND t.locale = 'en'), f.product_slug) AS productTitle,
              coalesce(c.count, 0) AS downloads, ?1 + coalesce(c.extra, 0) AS allowed,
              r.created_at AS createdAt, r.granted_at AS grantedAt, r.granted_by AS grantedBy
       FROM download_requests r JOIN orders o ON o.id = r.order_id
       LEFT JOIN product_files f ON f.id = r.file_id
       LEFT JOIN download_counts c ON c.order_id = r.order_id AND c.file_id = r.file_id
       WHERE r.status = ?2 AND (?3 IS NULL OR (r.created_at, r.id) < (?3, ?4)) AND (?6 IS NULL OR r.id = ?6)
       ORDER BY r.created_at DESC, r.id DESC LIMIT ?5`,
    )
    .bind(DOWNLOADS_PER_FILE, query.status, cursor?.at ?? null, cursor?.id ?? "", query.limit + 1, query.id ?? null)
    .all<RequestRow>();
  const page = pageOf(results, query.limit);
  return { next: page.next, requests: page.rows.map(studioRequest) };
}

export type GrantRequestRefusal = "not_found" | "already_granted" | GrantRefusal;

/**
 * One click grants a request: `DOWNLOADS_PER_GRANT` more downloads through the studio's grant
 * (audit-logged there). The request is closed first, atomically, so a second click (or a second
 * tab) gets `already_granted` and never grants twice; a grant the order refuses (refunded since)
 * reopens it.
 */
export async function grantDownloadRequest(
  db: Db,
  actor: AuditActor,
  id: string,
  now = Date.now(),
): Promise<Result<{ request: StudioDownloadRequest; allowed: number }, GrantRequestRefusal>> {
  const [row] = await db.select().from(downloadRequests).where(eq(downloadRequests.id, id));
  if (!row) return refuse("not_found");
  const closed = await db
    .update(downloadRequests)
    .set({ status: "granted", grantedAt: now, grantedBy: actor.email })
    .where(and(eq(downloadRequests.id, id), eq(downloadRequests.status, "open")))
    .returning({ id: downloadRequests.id });
  if (closed.length === 0) return refuse("already_granted");
  const granted = await grantDownloads(
    db,
    actor,
    { orderId: row.orderId, fileId: row.fileId, extra: DOWNLOADS_PER_GRANT },
    now,
  );
  if (!granted.ok) {
    await db
      .update(downloadRequests)
      .set({ status: "open", grantedAt: null, grantedBy: null })
      .where(eq(downloadRequests.id, id));
    return granted;
  }
  const [request] = (await listDownloadRequests(db, { status: "granted", limit: 1, id })).requests;
  if (!request) return refuse("not_found");
  return ok({ request, allowed: granted.value.allowed });
}
