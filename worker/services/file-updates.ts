import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  DOWNLOADS_PER_GRANT,
  FILE_UPDATE_CONSENT_VERSION,
  type ChangeNote,
  type FileUpdateConsentView,
  type StudioDownloadRequest,
  type StudioDownloadRequestPage,
} from "../contract/file-updates";
import { formatGroupKey, parseAlbumZipId } from "../contract/album-zips";
import { localizePath, type Locale } from "../contract/locales";
import { orderReference, type OrderView } from "../contract/orders-fields";
import type { Db } from "../db/client";
import { downloadCounts, downloadRequests, fileUpdateConsents, orders, productFiles, productTexts } from "../db/schema";
import {
  albumZipLabel,
  downloadGrantedEmail,
  downloadRequestEmail,
  fileUpdateEmail,
} from "../email/file-update-emails";
import { enqueueEmail } from "../email/outbox";
import { albumTitle } from "./album-zips";
import type { AppConfig } from "../config";
import { DOWNLOADS_PER_FILE, orderForUser } from "./orders";
import { ok, refuse, type Result } from "./result";
import { grantDownloads, type GrantRefusal } from "./studio/order-actions";
import type { AuditActor } from "./studio/audit-log";
import { pageOf, parseCursor } from "./studio/lists";

/**
 * Updates that reach past buyers and "request more downloads" (decision 057).
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
export const DOWNLOAD_GRANTED_MAIL_KIND = "download_request_granted";
/** The owner's one email when a request is granted: one id per request, so never two. */
export const downloadGrantedOutboxId = (requestId: string) => `${DOWNLOAD_GRANTED_MAIL_KIND}:${requestId}`;
/** Where an owner finds their downloads (the library). */
const LIBRARY_PATH = "/account/orders";
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
          libraryUrl: `${ctx.origin}${localizePath(LIBRARY_PATH, owner.locale)}`,
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
 * What a request is for in the owner's view of the order: one of its files, or one of its album
 * ZIPs (decision 055: counted under the ZIP's id with the same limit), named for the author.
 */
function requestTarget(view: OrderView, id: string) {
  const file = view.files.find((f) => f.id === id);
  if (file)
    return {
      downloadsLeft: file.downloadsLeft,
      newVersion: file.newVersion === true,
      downloadRequest: file.downloadRequest ?? null,
      title: file.productTitle ?? file.productSlug,
      label: file.label,
    };
  const zip = view.zips?.find((z) => z.id === id);
  if (zip)
    return {
      downloadsLeft: zip.downloadsLeft,
      newVersion: false,
      downloadRequest: zip.downloadRequest ?? null,
      title: zip.productTitle ?? zip.productSlug,
      // The author's email is in English (below).
      label: albumZipLabel("en", zip.group),
    };
  return null;
}

/**
 * An owner at a file's download limit, or an album ZIP's, asks the author for more: the request
 * and the author's email in one batch. An open request for the same order and file (or ZIP) is
 * answered again as it is (`created: false`), with no second email.
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
  const target = view ? requestTarget(view, input.fileId) : null;
  if (!target) return refuse("not_found");
  const open = target.downloadRequest?.status === "open" ? target.downloadRequest : null;
  if (open) return ok({ created: false, request: open });
  if (target.downloadsLeft > 0 || target.newVersion) return refuse("not_at_limit");

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
    title: target.title,
    label: target.label,
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
type RequestRow = Omit<StudioDownloadRequest, "createdAt" | "grantedAt" | "zipGroup"> & {
  createdAt: number;
  grantedAt: number | null;
};

const studioRequest = (r: RequestRow, zip: AlbumZipName | undefined): StudioDownloadRequest => ({
  ...r,
  // A ZIP's id joins no product file: its name comes from its product's files (decision 055).
  ...(zip ? { fileLabel: albumZipLabel("en", zip.group), productTitle: zip.title } : {}),
  zipGroup: zip?.group ?? null,
  createdAt: new Date(r.createdAt).toISOString(),
  grantedAt: r.grantedAt === null ? null : new Date(r.grantedAt).toISOString(),
});

interface AlbumZipName {
  /** The format group's name as the author wrote it (its key when no file has it any more). */
  group: string;
  /** The product's title in the locale, else in English, else its slug. */
  title: string;
}

/** The names of album ZIPs by id (ids that are not ZIPs are left out), in two queries. */
async function albumZipNames(db: Db, ids: readonly string[], locale: Locale): Promise<Map<string, AlbumZipName>> {
  const zips = ids.flatMap((id) => {
    const parsed = parseAlbumZipId(id);
    return parsed ? [{ id, ...parsed }] : [];
  });
  if (zips.length === 0) return new Map();
  const slugs = [...new Set(zips.map((z) => z.productSlug))];
  const [groups, titles] = await Promise.all([
    db
      .selectDistinct({ slug: productFiles.productSlug, group: productFiles.formatGroup })
      .from(productFiles)
      .where(and(inArray(productFiles.productSlug, slugs), isNotNull(productFiles.formatGroup))),
    db
      .select({ slug: productTexts.productSlug, locale: productTexts.locale, title: productTexts.title })
      .from(productTexts)
      .where(and(inArray(productTexts.productSlug, slugs), inArray(productTexts.locale, [locale, "en"]))),
  ]);
  const titleOf = (slug: string) =>
    titles.find((t) => t.slug === slug && t.locale === locale)?.title ??
    titles.find((t) => t.slug === slug && t.locale === "en")?.title ??
    slug;
  return new Map(
    zips.map((z) => [
      z.id,
      {
        group:
          groups.find((g) => g.slug === z.productSlug && g.group && formatGroupKey(g.group) === z.key)?.group ?? z.key,
        title: titleOf(z.productSlug),
      },
    ]),
  );
}

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
  const zips = await albumZipNames(
    db,
    page.rows.map((r) => r.fileId),
    "en",
  );
  return { next: page.next, requests: page.rows.map((r) => studioRequest(r, zips.get(r.fileId))) };
}

/**
 * The owner's email when their request is granted, or null when the account is gone. In their
 * language: the library's when they agreed to update emails, else the gift's (for its claimer),
 * else the order's. The insert does nothing when the request's email was already queued. It is
 * wrapped: a query returned bare from an async function would be awaited, so run, on its own.
 */
async function grantedEmail(ctx: GrantContext, row: typeof downloadRequests.$inferSelect) {
  const who = await ctx.db.$client
    .prepare(
      `SELECT u.email, coalesce(c.locale, CASE WHEN g.claimed_by = u.id THEN g.locale END, o.locale) AS locale
       FROM user u JOIN orders o ON o.id = ?2
       LEFT JOIN file_update_consents c ON c.user_id = u.id
       LEFT JOIN gifts g ON g.order_id = o.id
       WHERE u.id = ?1`,
    )
    .bind(row.userId, row.orderId)
    .first<{ email: string; locale: Locale }>();
  if (!who) return null;
  const zip = (await albumZipNames(ctx.db, [row.fileId], who.locale)).get(row.fileId);
  let title: string;
  let label: string;
  if (zip) {
    title = zip.title;
    label = albumZipLabel(who.locale, zip.group);
  } else {
    const [file] = await ctx.db
      .select({ label: productFiles.label, slug: productFiles.productSlug })
      .from(productFiles)
      .where(eq(productFiles.id, row.fileId));
    if (!file) return null;
    title = await albumTitle(ctx.db, file.slug, who.locale);
    label = file.label;
  }
  const mail = downloadGrantedEmail(who.locale, {
    title,
    label,
    count: DOWNLOADS_PER_GRANT,
    libraryUrl: `${ctx.origin}${localizePath(LIBRARY_PATH, who.locale)}`,
  });
  return {
    insert: enqueueEmail(
      ctx.db,
      { kind: DOWNLOAD_GRANTED_MAIL_KIND, to: who.email, ...mail },
      ctx.now,
      downloadGrantedOutboxId(row.id),
    ).onConflictDoNothing(),
  };
}

export type GrantRequestRefusal = "not_found" | "already_granted" | GrantRefusal;

export interface GrantContext {
  db: Db;
  /** Absolute origin for the library's link in the owner's email. */
  origin: string;
  now: number;
}

/**
 * One click grants a request: `DOWNLOADS_PER_GRANT` more downloads of the file or album ZIP
 * through the studio's grant (audit-logged there), and the owner's email in the same batch. The
 * request is closed first, atomically, so a second click (or a second tab) gets
 * `already_granted` and never grants twice; a grant the order refuses (refunded since) reopens it.
 */
export async function grantDownloadRequest(
  ctx: GrantContext,
  actor: AuditActor,
  id: string,
): Promise<Result<{ request: StudioDownloadRequest; allowed: number }, GrantRequestRefusal>> {
  const { db, now } = ctx;
  const [row] = await db.select().from(downloadRequests).where(eq(downloadRequests.id, id));
  if (!row) return refuse("not_found");
  // Read before the request is closed: nothing can fail between closing it and granting.
  const mail = row.status === "open" ? await grantedEmail(ctx, row) : null;
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
    mail ? [mail.insert] : [],
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
